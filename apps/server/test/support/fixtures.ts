// Request bodies several test files send as they are (or with a field or two changed): one valid example
// of each, so a change to a form's fields is made once.

/** A valid Talk to Us request (POST /api/SuperAdmin/SuperadminContactus). */
export const CONTACT_REQUEST = {
  name: "Priya Nair",
  email: "priya@example.in",
  mobile: "9876543210",
  firm_name: "Nair Logistics",
  firm_type: "Private Limited",
  firm_age: "2014",
  firm_gst: "29ABCPE1234F1Z7",
  firm_location: "Indiranagar, Bengaluru",
  firm_mobile: "08041234567",
  firm_size: "50",
} as const;

/** A valid click event (POST /api/Seo/trackClickHeatMaps); give each test its own campaign and session. */
export const CLICK_EVENT = {
  campaignid: "test-campaign",
  sessionid: "test-session",
  x_cord: 100,
  y_cord: 200,
  element: "BUTTON",
  button_name: "Start free trial",
  pageurl: "/",
  pagename: "Home",
  product: "VETAN",
  redirection_url: "N/A",
  viewport_w: 1280,
  viewport_h: 800,
  doc_h: 4000,
  fixed: false,
} as const;

/** A desktop browser's user agent: click ingest drops events from bots, and from requests without one. */
export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
