// The public site's pages (SPEC.md §2) in one place: their paths and names, for the web app's route table,
// footer and console, and for the server's sitemap, which must never disagree about which pages exist.

/** The named public pages, each with its exact path. The terms page also answers at /terms-and-conditions
 * (an alias whose canonical address is /terms_condition, so it is not listed). */
export const SITE_PAGES = {
  home: { path: "/", label: "Home" },
  pricing: { path: "/Pricing", label: "Pricing & Plans" },
  about: { path: "/About_us", label: "About Us" },
  blogs: { path: "/Blogs", label: "Blogs" },
  contact: { path: "/contact_us", label: "Talk to Us" },
  faq: { path: "/faq", label: "FAQ" },
  privacy: { path: "/privacy_policy", label: "Privacy Policy" },
  refund: { path: "/refund_policy", label: "Refund & Cancellation Policy" },
  cancellation: { path: "/cancellation_policy", label: "Cancellation Policy" },
  terms: { path: "/terms_condition", label: "Terms and Conditions" },
  leave: { path: "/Leave_Management", label: "Leave Management" },
} as const;

/** The seven SEO landing pages' paths and link texts, in footer order. */
export const landingLinks = [
  { slug: "employee-management-payroll-software-india", title: "Employee Management and Payroll Software" },
  { slug: "attendance-management-software-india", title: "Attendance Management Software" },
  { slug: "task-management-software-india", title: "Task Management Software" },
  { slug: "project-management-software-india", title: "Project Management Software" },
  { slug: "workspace-management-software-india", title: "Workspace Management Software" },
  { slug: "expense-management-software-india", title: "Expense Management Software" },
  { slug: "payroll-software-india", title: "Payroll Software" },
] as const;

export const landingSlugs: readonly string[] = landingLinks.map((l) => l.slug);

/** Every page search engines should index, in sitemap order. */
export const INDEXED_PAGES: readonly string[] = [...Object.values(SITE_PAGES).map((p) => p.path), ...landingSlugs.map((slug) => `/${slug}`)];
