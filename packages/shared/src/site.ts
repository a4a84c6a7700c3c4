// Shapes of the public site's data (SPEC.md §3), shared by the server's presenters and the pages.
import type { PlanStanding } from "./plans.ts";
import type { Invitation } from "./accounts.ts";

export interface Plan {
  id: number;
  plan_name: string;
  plan_desc: string;
  is_new: boolean;
  price: { amount: number; amount_paise: number; currency: "INR"; per: "month" }[];
  features: { pk_feature_id: number; feature_name: string; feature_desc: string }[];
}

export interface PlanModule {
  module: string;
  submodule: { submodule_name: string; basic: "Y" | "N"; premium: "Y" | "N"; enterprise: "Y" | "N" }[];
}

export interface BlogListItem {
  id: number;
  title: string;
  excerpt: string;
  author_name: string;
  author_slug: string;
  author_image: string;
  image_url: string;
  image_alt: string;
  image_title: string;
  image_width: number | null;
  image_height: number | null;
  slug: string;
  product_name: string;
  created_at: string;
}

export interface BlogBlock {
  block_type: string;
  block_content: string;
  block_image: string | null;
  block_image_alt: string;
  block_image_title: string;
  block_image_desc: string;
  block_image_width: number | null;
  block_image_height: number | null;
}

export interface BlogDetail {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  keyword: string;
  tag: string;
  image_url: string;
  image_desc: string;
  image_alt: string;
  image_title: string;
  image_width: number | null;
  image_height: number | null;
  author_name: string;
  author_slug: string;
  /** SPEC.md §3 names both; both are the author's avatar. */
  author_url: string;
  author_image: string;
  product_name: string;
  seo_title: string;
  seo_description: string;
  canonical_url: string | null;
  created_at: string;
  updated_at: string;
  blocks: BlogBlock[];
}

export interface AuthorPost {
  post_id: number;
  product_name: string;
  post_title: string;
  post_excerpt: string;
  post_slug: string;
  post_featured_image: string;
  post_featured_image_alt: string;
  /** Where the post is read: /blog/{slug} for Vetan, the sister product's own blog otherwise. */
  post_url: string;
}

export interface AuthorPosts {
  author_name: string;
  author_slug: string;
  author_image: string;
  author_bio: string;
  posts: AuthorPost[];
}

export interface FaqItem {
  pk_faq_id: number;
  question: string;
  answer: string;
}

/** One page of the search-engine settings file (/seo.json); `tittle` is spelled as the contract spells it. */
export interface SeoPage {
  page_id: number;
  path: string;
  basic_settings: { tittle: string; description: string; keywords: string };
}

/** The signed-in person as pages see them; usType is empty until the hand-off has placed the session. */
export interface SiteViewer {
  userId: string;
  name: string;
  mobile: string;
  email: string | null;
  usType: "A" | "S" | "H" | "E" | "";
  firmId: string | null;
  memberId: string | null;
}

/** A firm as its own members see it: PAN and Aadhaar masked. */
export interface FirmProfile {
  id: string;
  firm_name: string;
  firm_owner_name: string;
  firm_startdate: string;
  firm_gst: string;
  firm_type: string;
  firm_members: string;
  firm_email: string;
  firm_mobile: string;
  owner_pan: string;
  owner_aadhar: string;
  firm_address: string;
  created_at: string;
}

/**
 * A person of a firm with sign-in access; joined is true once they accepted the firm's invitation (until then
 * the firm cannot tell whether the number has an account: decision 016).
 */
export interface FirmMember {
  id: string;
  name: string;
  mobile: string;
  us_type: "A" | "H" | "E";
  joined: boolean;
  created_at: string;
}

/** The live API key of an admin: the secret masked (it is shown once, at generation). */
export interface ApiKeyView {
  keyid: string;
  keysecret: string;
  created_at: string;
}

/** A firm on the platform, as the superadmin lists it. */
export interface PlatformFirm {
  id: string;
  firm_name: string;
  owner_name: string;
  mobile: string;
  size: string;
  firm_type: string;
  members: number;
  created_at: string;
}

/** An account on the platform, as the superadmin lists it: mobile masked to its last 4 digits. */
export interface PlatformUser {
  id: string;
  name: string;
  mobile: string;
  is_superadmin: boolean;
  firms: number;
  created_at: string;
}

export interface Page<T> {
  data: T[];
  total: number;
}

export interface AdminDashboardView {
  viewer: SiteViewer;
  firm: FirmProfile;
  members: FirmMember[];
  key: ApiKeyView | null;
}
export interface HrDashboardView {
  viewer: SiteViewer;
  firm_name: string;
  members: FirmMember[];
}
export interface EmployeeDashboardView {
  viewer: SiteViewer;
  firm_name: string;
  me: FirmMember;
}
export interface SuperadminDashboardView {
  viewer: SiteViewer;
  firms: Page<PlatformFirm>;
  users: Page<PlatformUser>;
}
/** What /Generate_ID_Secret needs when it is opened directly: the admin's own ids. */
export interface KeysPageView {
  viewer: SiteViewer;
  firm_name: string;
  firmId: string;
  empId: string;
  mobile: string;
}

/**
 * A dashboard's door: open with its view for the right user type, otherwise closed with whoever is signed in
 * (null for nobody), so the page can send them to sign-in or to their own dashboard.
 */
export type DashboardDoor<T> = { open: true; view: T } | { open: false; viewer: SiteViewer | null };

/** What the server-rendered pages may ask of the server's services. */
export interface SiteServices {
  plans: { listPlans(): Promise<Plan[]>; listModules(): Promise<PlanModule[]> };
  blog: {
    /** Published posts of a blog site (webid 2 is Vetan's), newest first. */
    listByWebid(webid: number): Promise<BlogListItem[]>;
    findBySlug(slug: string): Promise<BlogDetail | null>;
    findAuthorPosts(authorSlug: string): Promise<AuthorPosts | null>;
  };
  faq: { list(): Promise<FaqItem[]> };
  seo: { listPages(): Promise<SeoPage[]> };
  session: {
    /** Who the request's session cookie belongs to, or null. */
    viewer(cookieHeader: string | null): Promise<SiteViewer | null>;
    /**
     * For a browser already signed in at /accounts: where to send it for the callback (with a fresh
     * one-time hand-off code when the callback is /Identity), or null when it is not signed in.
     */
    continueTo(cookieHeader: string | null, callback: string | null): Promise<string | null>;
    /** Firms' invitations waiting for the signed-in person's number, or null when nobody is signed in. */
    invitations(cookieHeader: string | null): Promise<Invitation[] | null>;
  };
  /**
   * The dashboards' data, resolved from the session cookie alone: no firm id is ever taken from the page,
   * so a member of one firm can only ever see their own firm.
   */
  dashboard: {
    admin(cookieHeader: string | null): Promise<DashboardDoor<AdminDashboardView>>;
    hr(cookieHeader: string | null): Promise<DashboardDoor<HrDashboardView>>;
    employee(cookieHeader: string | null): Promise<DashboardDoor<EmployeeDashboardView>>;
    superadmin(cookieHeader: string | null): Promise<DashboardDoor<SuperadminDashboardView>>;
    /** The superadmin console's frame (its screens load from /api/v1/admin). */
    console(cookieHeader: string | null): Promise<DashboardDoor<{ viewer: SiteViewer }>>;
    keys(cookieHeader: string | null): Promise<DashboardDoor<KeysPageView>>;
    /** The firm product's frame (/app/*): open for anyone placed in a firm (A, H, E, and so managers). */
    app(cookieHeader: string | null): Promise<DashboardDoor<AppViewer>>;
  };
}

/**
 * The signed-in person inside the firm product, as the app shell needs them: who they are, which firm, and
 * what the server's policy lets them use (the navigation shows only that; the server refuses the rest).
 */
export interface AppViewer {
  viewer: SiteViewer;
  firm_name: string;
  employee_id: string;
  employee_code: string;
  /** Current sign-in access, read from the employee record (not the session), so a change takes effect at once. */
  access: "A" | "H" | "E";
  /** True when someone reports to them. */
  is_manager: boolean;
  can: {
    /** Add, edit, move and record exits (A, and H within their workspaces). */
    manage_people: boolean;
    /** Workspaces, departments and designations (A; H adds departments and designations). */
    manage_org: boolean;
    /** Give or take sign-in access (A). */
    manage_access: boolean;
    /** Payroll runs and pay structures (A, and H for the whole firm). */
    run_payroll: boolean;
  };
  /** The firm's plan: what it includes, and the trial or cancellation the shell tells of (decision 031). */
  plan: PlanStanding;
}
