// The superadmin console's screens, in the order its navigation lists them.
export const CONSOLE_BASE = "/retailer/Superadmin_dashboard";

export const CONSOLE_NAV = [
  { href: CONSOLE_BASE, label: "Overview" },
  { href: `${CONSOLE_BASE}/posts`, label: "Blog posts" },
  { href: `${CONSOLE_BASE}/authors`, label: "Authors" },
  { href: `${CONSOLE_BASE}/faq`, label: "FAQ" },
  { href: `${CONSOLE_BASE}/plans`, label: "Plans" },
  { href: `${CONSOLE_BASE}/modules`, label: "Plan modules" },
  { href: `${CONSOLE_BASE}/seo`, label: "SEO pages" },
  { href: `${CONSOLE_BASE}/leads`, label: "Leads" },
  { href: `${CONSOLE_BASE}/firms`, label: "Firms" },
  { href: `${CONSOLE_BASE}/heatmaps`, label: "Click heatmaps" },
  { href: `${CONSOLE_BASE}/audit`, label: "Audit log" },
] as const;

/** A console screen's address: consolePath("posts", 12) → /retailer/Superadmin_dashboard/posts/12. */
export const consolePath = (...parts: (string | number)[]) => [CONSOLE_BASE, ...parts.map((p) => encodeURIComponent(String(p)))].join("/");
