// Every public route of SPEC.md §2, with its exact path. The seven SEO landing pages share one module; the
// Terms and Conditions page answers at both of its paths.
import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { landingSlugs } from "./content/landing-slugs.ts";

export default [
  index("routes/home.tsx"),
  route("Pricing", "routes/pricing.tsx"),
  route("About_us", "routes/about.tsx"),
  route("Blogs", "routes/blogs.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("author/:slug", "routes/author.tsx"),
  route("contact_us", "routes/contact.tsx"),
  route("faq", "routes/faq.tsx"),
  route("privacy_policy", "routes/privacy-policy.tsx"),
  route("refund_policy", "routes/refund-policy.tsx"),
  route("cancellation_policy", "routes/cancellation-policy.tsx"),
  route("terms_condition", "routes/terms.tsx", { id: "terms" }),
  route("terms-and-conditions", "routes/terms.tsx", { id: "terms-alias" }),
  route("Leave_Management", "routes/leave-management.tsx"),
  ...landingSlugs.map((slug) => route(slug, "routes/landing.tsx", { id: `landing:${slug}` })),
  // Sign-in and the hand-off (issue 4).
  route("accounts/login", "routes/accounts/login.tsx"),
  route("accounts/signup", "routes/accounts/signup.tsx"),
  route("accounts/reset", "routes/accounts/reset.tsx"),
  route("accounts/invitations", "routes/accounts/invitations.tsx"),
  route("Identity", "routes/identity.tsx"),
  route("Login", "routes/login.tsx"),
  route("New_login", "routes/new-login.tsx"),
  route("Generate_ID_Secret", "routes/generate-keys.tsx"),
  // The four dashboards' doors, each for its own user type.
  route("retailer/AdminDashboard", "routes/dashboards/admin.tsx"),
  // The superadmin's console (issue 5): the overview, then one screen per part of the site it keeps.
  route("retailer/Superadmin_dashboard", "routes/console/layout.tsx", [
    index("routes/dashboards/superadmin.tsx"),
    route("posts", "routes/console/posts.tsx"),
    route("posts/new", "routes/console/post-edit.tsx", { id: "console-post-new" }),
    route("posts/:id", "routes/console/post-edit.tsx", { id: "console-post-edit" }),
    route("authors", "routes/console/authors.tsx"),
    route("faq", "routes/console/faq.tsx"),
    route("plans", "routes/console/plans.tsx"),
    route("modules", "routes/console/modules.tsx"),
    route("seo", "routes/console/seo.tsx"),
    route("audit", "routes/console/audit.tsx"),
    route("leads", "routes/console/leads.tsx"),
    route("firms", "routes/console/firms.tsx"),
    route("firms/:id", "routes/console/firm.tsx"),
    route("heatmaps", "routes/console/heatmaps.tsx"),
    route("heatmaps/view", "routes/console/heatmap.tsx"),
  ]),
  route("retailer/HRDashboard", "routes/dashboards/hr.tsx"),
  route("retailer/EmployeeDashboard", "routes/dashboards/employee.tsx"),
  // The firm product: the shell, then People — directory, profiles, import, org chart — approvals, and the
  // firm's settings (workspaces, departments, approval chains, notifications, audit log). Its screens load
  // from /api/v1 in the browser.
  route("app", "routes/app/layout.tsx", [
    index("routes/app/home.tsx"),
    route("approvals", "routes/app/approvals.tsx"),
    route("approvals/:id", "routes/app/approval.tsx"),
    route("people", "routes/app/people.tsx"),
    route("people/new", "routes/app/person-new.tsx"),
    route("people/import", "routes/app/people-import.tsx"),
    route("people/:id", "routes/app/person.tsx"),
    route("org-chart", "routes/app/org-chart.tsx"),
    route("settings/workspaces", "routes/app/workspaces.tsx"),
    route("settings/departments", "routes/app/departments.tsx"),
    route("settings/approvals", "routes/app/approval-chains.tsx"),
    route("settings/notifications", "routes/app/notification-settings.tsx"),
    route("settings/audit", "routes/app/audit.tsx"),
    route("tasks", "routes/app/tasks.tsx"),
    route("settings/firm", "routes/app/firm-profile.tsx"),
    route("settings/fields", "routes/app/custom-fields.tsx"),
    route("settings/checklists", "routes/app/checklists.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
