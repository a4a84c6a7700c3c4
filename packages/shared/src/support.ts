// When people can reach support, stated once: the site's contact details and policy pages, the Talk to Us
// form, the FAQ and the plans all read this, so they can no longer tell a visitor three different hours.
// Changing it here changes the pages at once; the FAQ and plan texts are seeded into an empty database, so
// an existing database keeps its texts until the superadmin edits them in the console.

/** Support hours, as a phrase that reads after "available" or "call us". */
export const SUPPORT_HOURS = "Monday to Saturday, 9:30 am to 7:00 pm IST";
