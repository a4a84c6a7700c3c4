// Company particulars shared by the policy pages, the home page call-to-actions and the footer.
import { SUPPORT_HOURS } from "@vetan/shared/support";

export const company = {
  legalName: "Vetan Technologies Private Limited",
  brand: "Vetan",
  city: "Bengaluru, Karnataka, India",
  email: "support@vetan.in",
  phone: "+91 80 4718 2600",
  supportHours: SUPPORT_HOURS,
  grievanceOfficer: {
    // Placeholder: replace with the person actually designated before the site goes live.
    name: "Ms. Kavya Subramanian",
    title: "Grievance Officer",
    email: "support@vetan.in",
    responseDays: 30,
  },
} as const;

/** Link targets for the 'Talk to an Expert' and 'Schedule a call' actions (SPEC.md §2 Home). */
export const contactLinks = {
  mail: `mailto:${company.email}`,
  tel: `tel:${company.phone.replace(/\s+/g, "")}`,
} as const;
