// The database schema. drizzle-kit generates the SQL migrations in ../../drizzle from this file; click
// events live in ./click-events.ts because their table is month-partitioned, which drizzle-kit cannot
// express, so its DDL is a hand-written migration.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { RunTotals, StructureComponent } from "@vetan/shared/payroll";
import type { DeclaredAmounts } from "@vetan/shared/tax-declarations";
import type { SettlementInput, SettlementView } from "@vetan/shared/settlements";
import type { ClaimItemView, StoredExpensePolicy } from "@vetan/shared/expenses";

type ExpenseGst = NonNullable<ClaimItemView["gst"]>;

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ─── Public site content (platform-wide, kept by the superadmin) ───────────────────────────────────────

/** Products whose posts the blog host serves. Vetan is webid 2 (SPEC.md §9). */
export const products = pgTable("products", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  webid: integer("webid").notNull().unique(),
  /** Null for Vetan (posts live at /blog/{slug}); the sister product's blog is elsewhere. */
  blogBaseUrl: text("blog_base_url"),
});

export const authors = pgTable("authors", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  imageUrl: text("image_url").notNull(),
  bio: text("bio").notNull().default(""),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    productCode: text("product_code")
      .notNull()
      .references(() => products.code),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** Comma-separated, as SPEC.md §3 sends them. */
    keyword: text("keyword").notNull().default(""),
    tag: text("tag").notNull().default(""),
    imageUrl: text("image_url"),
    imageAlt: text("image_alt").notNull().default(""),
    imageTitle: text("image_title").notNull().default(""),
    imageDesc: text("image_desc").notNull().default(""),
    imageWidth: integer("image_width"),
    imageHeight: integer("image_height"),
    authorId: integer("author_id")
      .notNull()
      .references(() => authors.id),
    status: text("status", { enum: ["draft", "published"] }).notNull().default("draft"),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    canonicalUrl: text("canonical_url"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_posts_product_published_idx").on(t.productCode, t.status, t.publishedAt),
    index("blog_posts_author_idx").on(t.authorId),
    check("blog_posts_status_check", sql`${t.status} in ('draft', 'published')`),
  ],
);

export const blogBlocks = pgTable(
  "blog_blocks",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    blockType: text("block_type").notNull(),
    /** Sanitised by allowlist when written (DESIGN.md); rendered as stored. */
    blockContent: text("block_content").notNull().default(""),
    blockImage: text("block_image"),
    blockImageAlt: text("block_image_alt").notNull().default(""),
    blockImageTitle: text("block_image_title").notNull().default(""),
    blockImageDesc: text("block_image_desc").notNull().default(""),
    blockImageWidth: integer("block_image_width"),
    blockImageHeight: integer("block_image_height"),
  },
  (t) => [uniqueIndex("blog_blocks_post_position_idx").on(t.postId, t.position)],
);

export const faqs = pgTable("faqs", {
  id: serial("pk_faq_id").primaryKey(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const plans = pgTable("plans", {
  id: serial("id").primaryKey(),
  name: text("plan_name").notNull(),
  description: text("plan_desc").notNull(),
  /** Integer paise per month. */
  pricePaise: bigint("price_paise", { mode: "number" }).notNull(),
  isNew: boolean("is_new").notNull().default(false),
  position: integer("position").notNull().default(0),
  /** Which column of the Distribution of Plans decides the plan's features (decision 031); the name may change. */
  tier: text("tier", { enum: ["basic", "premium", "enterprise"] }).notNull().default("basic"),
  /** Employees the price includes. */
  includedEmployees: integer("included_employees").notNull().default(0),
  /** Integer paise a month for each employee beyond the included number; null when the plan takes none beyond it. */
  extraEmployeePaise: bigint("extra_employee_paise", { mode: "number" }),
  updatedAt: updatedAt(),
}, (t) => [check("plans_tier_check", sql`${t.tier} in ('basic', 'premium', 'enterprise')`)]);

export const planFeatures = pgTable("plan_features", {
  id: serial("pk_feature_id").primaryKey(),
  planId: integer("plan_id")
    .notNull()
    .references(() => plans.id, { onDelete: "cascade" }),
  name: text("feature_name").notNull(),
  description: text("feature_desc").notNull().default(""),
  position: integer("position").notNull().default(0),
});

export const planModules = pgTable("plan_modules", {
  id: serial("id").primaryKey(),
  module: text("module").notNull(),
  /** The stable key (packages/shared/src/modules.ts) behind the name the superadmin may change. */
  moduleKey: text("module_key"),
  position: integer("position").notNull().default(0),
}, (t) => [uniqueIndex("plan_modules_key_idx").on(t.moduleKey)]);

export const planSubmodules = pgTable("plan_submodules", {
  id: serial("id").primaryKey(),
  moduleId: integer("module_id")
    .notNull()
    .references(() => planModules.id, { onDelete: "cascade" }),
  name: text("submodule_name").notNull(),
  /** The stable feature key (packages/shared/src/plans.ts) the product gates by; null for a row the superadmin added. */
  featureKey: text("feature_key"),
  basic: boolean("basic").notNull().default(false),
  premium: boolean("premium").notNull().default(false),
  enterprise: boolean("enterprise").notNull().default(false),
  position: integer("position").notNull().default(0),
});

/** Page metadata served as /seo.json (SPEC.md §3). */
export const seoPages = pgTable("seo_pages", {
  pageId: integer("page_id").primaryKey(),
  path: text("path").notNull(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  keywords: text("keywords").notNull().default(""),
  updatedAt: updatedAt(),
});

/** Talk to Us submissions: the superadmin's leads. */
export const contactRequests = pgTable(
  "contact_requests",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    firmName: text("firm_name").notNull(),
    firmType: text("firm_type").notNull(),
    firmAge: text("firm_age").notNull(),
    firmGst: text("firm_gst").notNull(),
    firmLocation: text("firm_location").notNull(),
    firmMobile: text("firm_mobile").notNull(),
    firmSize: text("firm_size").notNull(),
    status: text("status", { enum: ["new", "contacted", "qualified", "won", "lost"] })
      .notNull()
      .default("new"),
    notes: text("notes").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("contact_requests_created_idx").on(t.createdAt)],
);

// ─── Central accounts (platform-wide; a person, not a tenant) ──────────────────────────────────────────

/** A person who can sign in. Mobile is the sign-in name (10 digits); S marks the platform's superadmins. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    mobile: text("mobile").notNull(),
    email: text("email"),
    passwordHash: text("password_hash").notNull(),
    isSuperadmin: boolean("is_superadmin").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_mobile_idx").on(t.mobile)],
);

/** Server-side sessions. Only a SHA-256 of the cookie's token is stored, so a database leak signs no one in. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Set by the hand-off (/Identity): the user type and, for A/H/E, the firm and member it acts as. */
    usType: text("us_type", { enum: ["A", "H", "E", "S"] }),
    /** Where the session acts, not who owns the row: a session is the person's, so it is no tenant table. */
    firmId: uuid("placed_firm_id"),
    memberId: uuid("member_id"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent").notNull().default(""),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * One-time codes: the sign-on hand-off (`sso`, 60 s, bound to the session that asked for it) and password
 * reset (`reset`, 10 min, a few tries). Stored hashed; used once.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    purpose: text("purpose", { enum: ["sso"] }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionHash: text("session_hash"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("one_time_codes_user_idx").on(t.userId, t.purpose), check("one_time_codes_purpose_check", sql`${t.purpose} = 'sso'`)],
);

/**
 * Codes sent to a mobile number: one to prove the number at sign-up, one to reset a password. Kept by number,
 * not by account, because at sign-up there is no account yet; only a hash of the number and code is stored.
 */
export const mobileCodes = pgTable(
  "mobile_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    mobile: text("mobile").notNull(),
    purpose: text("purpose", { enum: ["signup", "reset"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("mobile_codes_mobile_idx").on(t.mobile, t.purpose, t.createdAt),
    check("mobile_codes_purpose_check", sql`${t.purpose} in ('signup', 'reset')`),
  ],
);

/** Failed sign-ins, for throttling per account and per IP across every server instance. */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: serial("id").primaryKey(),
    /** `m:<mobile>` or `ip:<address>`. */
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sign_in_failures_key_at_idx").on(t.key, t.at)],
);

/** Messages to people (reset codes, invitations). Sent by SMTP when configured; always kept here. */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    channel: text("channel", { enum: ["sms", "email"] }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [index("outbox_created_idx").on(t.createdAt)],
);

/** Who did what, when: key generation, firm registration, sign-ins, console edits. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    firmId: uuid("firm_id"),
    actorUserId: uuid("actor_user_id"),
    action: text("action").notNull(),
    detail: jsonb("detail").notNull().default({}),
    ip: text("ip").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_firm_idx").on(t.firmId, t.createdAt), index("audit_log_created_idx").on(t.createdAt)],
);

// ─── Tenancy ───────────────────────────────────────────────────────────────────────────────────────────

/** A firm is a tenant (DESIGN.md). */
export const firms = pgTable(
  "firms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("firm_name").notNull(),
    /** The account that registered the firm; it is the firm's first admin (A). */
    ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    ownerName: text("firm_owner_name").notNull().default(""),
    /** Business date the firm started (Asia/Kolkata). */
    startDate: date("firm_startdate"),
    gst: text("firm_gst"),
    firmType: text("firm_type").notNull().default(""),
    /** Size band as chosen on the form ("1-10", "11-50", …). */
    size: text("firm_members").notNull().default(""),
    email: text("firm_email").notNull().default(""),
    mobile: text("firm_mobile").notNull().default(""),
    ownerPan: text("owner_pan"),
    /** Aadhaar is encrypted at rest (AES-256-GCM, key from SESSION_SECRET's derivation) and shown only masked. */
    ownerAadhaarCipher: text("owner_aadhar_cipher"),
    ownerAadhaarLast4: text("owner_aadhar_last4"),
    address: text("firm_address").notNull().default(""),
    planId: integer("plan_id").references(() => plans.id, { onDelete: "set null" }),
    /** While set, the plan is a free trial until this instant; after it, without a choice, the firm has Basic. */
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    /** A cancellation: the plan stays until this instant (the end of the trial or the month), then closes. */
    cancelAt: timestamp("cancel_at", { withTimezone: true }),
    /** The employee code series: new employees get `${prefix}${next}` (zero-padded to 4) unless given one. */
    employeeCodePrefix: text("employee_code_prefix").notNull().default("EMP"),
    employeeCodeNext: integer("employee_code_next").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index("firms_owner_idx").on(t.ownerUserId), index("firms_mobile_idx").on(t.mobile)],
);

/** Branches, plants and sites. The state and city decide PT, LWF and HRA rules; the fence checks web punches. */
export const workspaces = pgTable(
  "workspaces",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    name: text("name").notNull(),
    address: text("address").notNull().default(""),
    city: text("city").notNull().default(""),
    /** Two-letter code (packages/shared india-states.ts). */
    state: text("state").notNull(),
    pincode: text("pincode").notNull().default(""),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    radiusM: integer("radius_m"),
    /** [{ weekday: 0–6, weeks: "all" | [1–5] }]: e.g. every Sunday and the 2nd and 4th Saturday. */
    weeklyOffs: jsonb("weekly_offs").$type<{ weekday: number; weeks: "all" | number[] }[]>().notNull().default([]),
    /** Web punches are accepted only from these addresses or CIDR ranges; empty: from anywhere. */
    ipAllowList: text("ip_allow_list").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: "workspaces_pk", columns: [t.firmId, t.id] }), uniqueIndex("workspaces_firm_name_idx").on(t.firmId, t.name)],
);

export const departments = pgTable(
  "departments",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    name: text("name").notNull(),
    /** Null: firm-wide. */
    workspaceId: uuid("workspace_id"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "departments_pk", columns: [t.firmId, t.id] }),
    uniqueIndex("departments_firm_name_idx").on(t.firmId, t.name),
    foreignKey({ name: "departments_workspace_fk", columns: [t.firmId, t.workspaceId], foreignColumns: [workspaces.firmId, workspaces.id] }),
  ],
);

export const designations = pgTable(
  "designations",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: "designations_pk", columns: [t.firmId, t.id] }), uniqueIndex("designations_firm_name_idx").on(t.firmId, t.name)],
);

/**
 * Everyone on a firm's rolls, whether or not they sign in. Sign-in access (A, H or E) is granted to an
 * employee by mobile number; `user_id` is the account behind it. References to other records carry the
 * firm id too (composite foreign keys), so a row can never point into another firm. The job columns hold
 * the facts in force today; `employee_job_changes` is their dated history.
 */
export const employees = pgTable(
  "employees",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    mobile: text("mobile"),
    /** Sign-in access; null: on the rolls without sign-in. */
    usType: text("us_type", { enum: ["A", "H", "E"] }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** For H: the workspaces their HR work covers; empty means the whole firm. */
    hrWorkspaceIds: uuid("hr_workspace_ids").array().notNull().default(sql`'{}'::uuid[]`),
    workEmail: text("work_email"),
    personalEmail: text("personal_email"),
    gender: text("gender", { enum: ["female", "male", "other"] }),
    dateOfBirth: date("date_of_birth"),
    joiningDate: date("joining_date").notNull(),
    probationEnd: date("probation_end"),
    confirmationDate: date("confirmation_date"),
    employmentType: text("employment_type").notNull().default("permanent"),
    status: text("status", { enum: ["active", "on_notice", "exited"] }).notNull().default("active"),
    workspaceId: uuid("workspace_id"),
    departmentId: uuid("department_id"),
    designationId: uuid("designation_id"),
    grade: text("grade"),
    managerId: uuid("manager_id"),
    pan: text("pan"),
    /** Sealed (AES-256-GCM); only the last four digits are ever shown. */
    aadhaarCipher: text("aadhaar_cipher"),
    aadhaarLast4: text("aadhaar_last4"),
    uan: text("uan"),
    esiNumber: text("esi_number"),
    pfApplicable: boolean("pf_applicable").notNull().default(true),
    esiApplicable: boolean("esi_applicable").notNull().default(false),
    bankAccount: text("bank_account"),
    bankIfsc: text("bank_ifsc"),
    bankName: text("bank_name"),
    family: jsonb("family")
      .$type<{ name: string; relation: string; date_of_birth: string | null; nominee_percent: number }[]>()
      .notNull()
      .default([]),
    addressCurrent: text("address_current"),
    addressPermanent: text("address_permanent"),
    emergencyName: text("emergency_name"),
    emergencyRelation: text("emergency_relation"),
    emergencyMobile: text("emergency_mobile"),
    resignationDate: date("resignation_date"),
    lastWorkingDay: date("last_working_day"),
    exitReason: text("exit_reason"),
    exitNote: text("exit_note"),
    /** Values of the firm's own fields (custom_fields), by key. */
    custom: jsonb("custom").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "employees_pk", columns: [t.firmId, t.id] }),
    uniqueIndex("employees_firm_code_idx").on(t.firmId, t.code),
    uniqueIndex("employees_firm_mobile_idx").on(t.firmId, t.mobile),
    index("employees_user_idx").on(t.userId),
    index("employees_firm_manager_idx").on(t.firmId, t.managerId),
    index("employees_firm_workspace_idx").on(t.firmId, t.workspaceId),
    index("employees_firm_department_idx").on(t.firmId, t.departmentId),
    index("employees_firm_name_idx").on(t.firmId, t.name, t.id),
    foreignKey({ name: "employees_workspace_fk", columns: [t.firmId, t.workspaceId], foreignColumns: [workspaces.firmId, workspaces.id] }),
    foreignKey({ name: "employees_department_fk", columns: [t.firmId, t.departmentId], foreignColumns: [departments.firmId, departments.id] }),
    foreignKey({ name: "employees_designation_fk", columns: [t.firmId, t.designationId], foreignColumns: [designations.firmId, designations.id] }),
    foreignKey({ name: "employees_manager_fk", columns: [t.firmId, t.managerId], foreignColumns: [t.firmId, t.id] }),
    check("employees_us_type_check", sql`${t.usType} in ('A', 'H', 'E')`),
    check("employees_status_check", sql`${t.status} in ('active', 'on_notice', 'exited')`),
    check("employees_not_own_manager", sql`${t.managerId} is distinct from ${t.id}`),
  ],
);

/**
 * Dated job changes: a transfer, promotion or new manager takes effect from a date. A change whose date
 * has come is applied to the employee's row (`applied_at`), with what it replaced kept in `before`; one
 * dated later waits, and the daily upkeep applies it on its day.
 */
export const employeeJobChanges = pgTable(
  "employee_job_changes",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    employeeId: uuid("employee_id").notNull(),
    kind: text("kind").notNull(),
    effectiveFrom: date("effective_from").notNull(),
    /** Null: unchanged by this change. */
    workspaceId: uuid("workspace_id"),
    departmentId: uuid("department_id"),
    designationId: uuid("designation_id"),
    grade: text("grade"),
    managerId: uuid("manager_id"),
    note: text("note"),
    /** The job facts this change replaced, when it was applied. */
    before: jsonb("before").$type<Record<string, string | null>>(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    recordedBy: uuid("recorded_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "employee_job_changes_pk", columns: [t.firmId, t.id] }),
    index("employee_job_changes_employee_idx").on(t.firmId, t.employeeId, t.effectiveFrom),
    index("employee_job_changes_due_idx").on(t.effectiveFrom).where(sql`${t.appliedAt} is null`),
    foreignKey({ name: "employee_job_changes_employee_fk", columns: [t.firmId, t.employeeId], foreignColumns: [employees.firmId, employees.id] }).onDelete("cascade"),
  ],
);

/**
 * API keys: Key ID in clear (it names the key), secret only as a hash (shown once). One live key per firm and
 * member; regenerating revokes the old one. Looked up by key_id before any firm is known, so not under RLS;
 * every query on it names the firm.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: serial("id").primaryKey(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    memberId: uuid("member_id").notNull(),
    keyId: text("key_id").notNull(),
    secretHash: text("secret_hash").notNull(),
    /** Last four characters of the secret, for the masked display. */
    secretLast4: text("secret_last4").notNull(),
    /** "*": everything its member may do (the generate-keys page); "attendance.devices": device punches only. */
    scopes: text("scopes").array().notNull().default(sql`'{*}'::text[]`),
    /** A device key's name ("Gate 2 biometric"); null for a member's own key. */
    label: text("label"),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    /** After this the key answers 401 "expired"; null: it does not expire (decision 032). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("api_keys_key_id_idx").on(t.keyId), index("api_keys_firm_idx").on(t.firmId, t.memberId)],
);

/**
 * The first answer to a write sent with an Idempotency-Key header, kept 24 hours (decision 032): a repeat
 * of the same request gets it back; the same key on another request is refused. `status` null: the first
 * request is still running.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    /** "key:<key id>" or "user:<user id>": who sent it. */
    caller: text("caller").notNull(),
    key: text("key").notNull(),
    /** sha256 of method, path and body: a repeat must match it. */
    fingerprint: text("fingerprint").notNull(),
    status: integer("status"),
    contentType: text("content_type"),
    body: text("body"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: "idempotency_keys_pk", columns: [t.firmId, t.caller, t.key] }), index("idempotency_keys_expires_idx").on(t.expiresAt)],
);

// ─── Approvals and notifications (one mechanism for every request type) ───────────────────────────────

/**
 * Who approves a request type, level by level: the subject's reporting manager, HR (those whose work covers
 * the subject's workspace), or a named employee. A firm with no row for a type uses the type's default.
 */
export const approvalChains = pgTable(
  "approval_chains",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    requestType: text("request_type").notNull(),
    levels: jsonb("levels").$type<{ kind: "manager" | "hr" | "person"; employee_id?: string }[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: "approval_chains_pk", columns: [t.firmId, t.requestType] })],
);

/**
 * A request moving pending → approved / rejected / cancelled. Its chain is resolved to people when it is
 * made (empty levels skipped), so a later change of manager or chain does not move a request in flight.
 */
export const approvalRequests = pgTable(
  "approval_requests",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    requestType: text("request_type").notNull(),
    /** Who asked, and whose record it is about (the same person, or H asking for someone). */
    requesterId: uuid("requester_id").notNull(),
    subjectId: uuid("subject_id").notNull(),
    title: text("title").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected", "cancelled"] }).notNull().default("pending"),
    /** Index into `chain` of the level now deciding. */
    level: integer("level").notNull().default(0),
    chain: jsonb("chain").$type<{ kind: string; approver_ids: string[] }[]>().notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: "approval_requests_pk", columns: [t.firmId, t.id] }),
    index("approval_requests_status_idx").on(t.firmId, t.status, t.createdAt),
    index("approval_requests_subject_idx").on(t.firmId, t.subjectId, t.createdAt),
    foreignKey({ name: "approval_requests_requester_fk", columns: [t.firmId, t.requesterId], foreignColumns: [employees.firmId, employees.id] }),
    foreignKey({ name: "approval_requests_subject_fk", columns: [t.firmId, t.subjectId], foreignColumns: [employees.firmId, employees.id] }),
    check("approval_requests_status_check", sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled')`),
  ],
);

/** Every step of a request: submitted, approved or rejected at a level, cancelled, commented; with who and when. */
export const approvalActions = pgTable(
  "approval_actions",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: serial("id").primaryKey(),
    requestId: uuid("request_id").notNull(),
    level: integer("level").notNull(),
    actorId: uuid("actor_id").notNull(),
    action: text("action", { enum: ["submitted", "approved", "rejected", "cancelled", "commented", "reminded"] }).notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [
    index("approval_actions_request_idx").on(t.firmId, t.requestId, t.id),
    foreignKey({ name: "approval_actions_request_fk", columns: [t.firmId, t.requestId], foreignColumns: [approvalRequests.firmId, approvalRequests.id] }).onDelete("cascade"),
  ],
);

/** In-app notifications (the bell); the same events go by email unless the person muted their kind. */
export const notifications = pgTable(
  "notifications",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: serial("id").primaryKey(),
    employeeId: uuid("employee_id").notNull(),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** Where the bell's entry leads, inside the app (/app/…). */
    link: text("link").notNull().default(""),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_employee_idx").on(t.firmId, t.employeeId, t.id),
    foreignKey({ name: "notifications_employee_fk", columns: [t.firmId, t.employeeId], foreignColumns: [employees.firmId, employees.id] }).onDelete("cascade"),
  ],
);

/** Kinds of notification a person does not want (in the app or by email). */
export const notificationMutes = pgTable(
  "notification_mutes",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    employeeId: uuid("employee_id").notNull(),
    kind: text("kind").notNull(),
    /** "app" hides it from the bell too; "email" only stops the email. */
    channel: text("channel", { enum: ["app", "email"] }).notNull(),
  },
  (t) => [
    primaryKey({ name: "notification_mutes_pk", columns: [t.firmId, t.employeeId, t.kind, t.channel] }),
    foreignKey({ name: "notification_mutes_employee_fk", columns: [t.firmId, t.employeeId], foreignColumns: [employees.firmId, employees.id] }).onDelete("cascade"),
  ],
);

// ─── Background work ───────────────────────────────────────────────────────────────────────────────────

/**
 * Durable jobs (decision 015): claimed with FOR UPDATE SKIP LOCKED under a lease the worker renews, retried
 * with back-off, their progress kept for the page's progress bar. A firm's jobs are its own (tenant table);
 * the worker claims across firms as platform work and runs each job as its firm.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null for platform jobs. */
    firmId: uuid("firm_id").references(() => firms.id, { onDelete: "cascade" }),
    queue: text("queue").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status", { enum: ["queued", "running", "done", "failed"] }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    progressDone: integer("progress_done").notNull().default(0),
    progressTotal: integer("progress_total").notNull().default(0),
    result: jsonb("result").$type<Record<string, unknown>>(),
    error: text("error"),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("jobs_claim_idx").on(t.status, t.runAt),
    index("jobs_firm_idx").on(t.firmId, t.createdAt),
    check("jobs_status_check", sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/** A people import's file, parsed: rows as the sheet had them, the dry run's or the import's findings. */
export const peopleImports = pgTable(
  "people_imports",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    fileName: text("file_name").notNull(),
    /** Header row and data rows, every cell as text. */
    header: jsonb("header").$type<string[]>().notNull(),
    rows: jsonb("rows").$type<string[][]>().notNull(),
    mode: text("mode", { enum: ["dry_run", "import"] }).notNull(),
    jobId: uuid("job_id"),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: "people_imports_pk", columns: [t.firmId, t.id] })],
);

/** Fields a firm keeps about its people beyond Vetan's own (a T-shirt size, a union membership, a cost centre). */
export const customFields = pgTable(
  "custom_fields",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    /** The key values are stored under (employees.custom); made from the label, never changed. */
    key: text("key").notNull(),
    label: text("label").notNull(),
    kind: text("kind", { enum: ["text", "number", "date", "choice", "yes_no"] }).notNull(),
    choices: jsonb("choices").$type<string[]>().notNull().default([]),
    required: boolean("required").notNull().default(false),
    /** Private: shown only where private fields are (the person, HR in scope, admins). */
    private: boolean("private").notNull().default(false),
    position: integer("position").notNull().default(0),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: "custom_fields_pk", columns: [t.firmId, t.id] }), uniqueIndex("custom_fields_firm_key_idx").on(t.firmId, t.key)],
);

/** Documents kept about an employee (ID and address proofs, certificates, letters): private, served through the policy. */
export const employeeDocuments = pgTable(
  "employee_documents",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    employeeId: uuid("employee_id").notNull(),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    /** Where the bytes are in the private store: `<firm>/<id>.<ext>`; never a public address. */
    fileKey: text("file_key").notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    sha256: text("sha256").notNull(),
    uploadedBy: uuid("uploaded_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "employee_documents_pk", columns: [t.firmId, t.id] }),
    index("employee_documents_employee_idx").on(t.firmId, t.employeeId, t.createdAt),
    foreignKey({ name: "employee_documents_employee_fk", columns: [t.firmId, t.employeeId], foreignColumns: [employees.firmId, employees.id] }).onDelete("cascade"),
  ],
);

/**
 * A firm asking a person to sign in to it. Sign-in access is given to an employee by mobile number; the
 * account behind that number joins the firm only when its owner accepts, so a firm never learns whether a
 * number is registered. At most one pending invitation per employee.
 */
export const invitations = pgTable(
  "invitations",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    employeeId: uuid("employee_id").notNull(),
    mobile: text("mobile").notNull(),
    status: text("status", { enum: ["pending", "accepted", "declined", "revoked"] }).notNull().default("pending"),
    invitedBy: uuid("invited_by"),
    sends: integer("sends").notNull().default(1),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "invitations_pk", columns: [t.firmId, t.id] }),
    uniqueIndex("invitations_pending_idx").on(t.firmId, t.employeeId).where(sql`${t.status} = 'pending'`),
    index("invitations_mobile_idx").on(t.mobile).where(sql`${t.status} = 'pending'`),
    foreignKey({ name: "invitations_employee_fk", columns: [t.firmId, t.employeeId], foreignColumns: [employees.firmId, employees.id] }).onDelete("cascade"),
    check("invitations_status_check", sql`${t.status} in ('pending', 'accepted', 'declined', 'revoked')`),
  ],
);

/** A firm's onboarding and exit checklists: tasks with an owner and a due day counted from joining or leaving. */
export const checklistTemplates = pgTable(
  "checklist_templates",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["onboarding", "exit"] }).notNull(),
    tasks: jsonb("tasks").$type<{ title: string; owner: "hr" | "manager" | "employee" | "admin"; due_days: number }[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: "checklist_templates_pk", columns: [t.firmId, t.kind] })],
);

/** The tasks made for one person when they joined or when their exit was recorded. */
export const checklistTasks = pgTable(
  "checklist_tasks",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    employeeId: uuid("employee_id").notNull(),
    kind: text("kind", { enum: ["onboarding", "exit"] }).notNull(),
    title: text("title").notNull(),
    /** Who does it; null when no one fills the role (a person without a manager, say): HR picks it up. */
    ownerId: uuid("owner_id"),
    ownerRole: text("owner_role").notNull(),
    dueOn: date("due_on").notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneBy: uuid("done_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "checklist_tasks_pk", columns: [t.firmId, t.id] }),
    index("checklist_tasks_employee_idx").on(t.firmId, t.employeeId, t.kind),
    index("checklist_tasks_owner_idx").on(t.firmId, t.ownerId, t.doneAt),
    foreignKey({ name: "checklist_tasks_employee_fk", columns: [t.firmId, t.employeeId], foreignColumns: [employees.firmId, employees.id] }).onDelete("cascade"),
  ],
);

// ─── Attendance (issue 15, decision 018) ───────────────────────────────────────────────────────────────

/** A firm's attendance settings: its dated policy versions (the engine's PolicySchema), cycle and quotas. */
export const attendanceSettings = pgTable("attendance_settings", {
  firmId: uuid("firm_id")
    .primaryKey()
    .references(() => firms.id, { onDelete: "cascade" }),
  /** PolicyVersion[] of @vetan/attendance, validated with its schema on every write. */
  policy: jsonb("policy").$type<Record<string, unknown>[]>().notNull(),
  /** The attendance cycle starts on this day of the month (1: the calendar month; 26: the 26th to the 25th). */
  cycleStartDay: integer("cycle_start_day").notNull().default(1),
  /** Optional holidays an employee may pick in a calendar year. */
  optionalHolidayQuota: integer("optional_holiday_quota").notNull().default(2),
  /** Overtime hours a person may work in a calendar quarter (Factories Act s.64(4): 50 unless the state's rules allow more). */
  overtimeQuarterLimitHours: integer("overtime_quarter_limit_hours").notNull().default(50),
  updatedAt: updatedAt(),
});

/** Shift definitions: IST wall-clock start and end; an end at or before the start crosses midnight. */
export const shifts = pgTable(
  "shifts",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    name: text("name").notNull(),
    code: text("code").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    startMarginMinutes: integer("start_margin_minutes").notNull().default(120),
    endMarginMinutes: integer("end_margin_minutes").notNull().default(120),
    /** The shift's own break windows, in place of the policy's; null: the policy's apply. */
    breaks: jsonb("breaks").$type<{ start: string; end: string; paid: boolean }[]>(),
    archived: boolean("archived").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: "shifts_pk", columns: [t.firmId, t.id] }), uniqueIndex("shifts_firm_code_idx").on(t.firmId, t.code)],
);

/**
 * Who works which shift when: a rotating pattern (shift ids, or null for a day off) stepping every
 * `step_days` from `starts_on`, for the whole firm, a workspace, a department or one employee, until
 * `ends_on`. The most specific roster in force on a day wins; among equals, the latest made.
 */
export const shiftRosters = pgTable(
  "shift_rosters",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    targetKind: text("target_kind", { enum: ["firm", "workspace", "department", "employee"] }).notNull(),
    /** Null for the whole firm. */
    targetId: uuid("target_id"),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on"),
    pattern: jsonb("pattern").$type<(string | null)[]>().notNull(),
    stepDays: integer("step_days").notNull().default(7),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "shift_rosters_pk", columns: [t.firmId, t.id] }),
    index("shift_rosters_target_idx").on(t.firmId, t.targetKind, t.targetId),
    check("shift_rosters_target_check", sql`${t.targetKind} in ('firm', 'workspace', 'department', 'employee')`),
  ],
);

/** Holidays, firm-wide (workspace null) or for one workspace; optional ones are picked within a quota. */
export const holidays = pgTable(
  "holidays",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    day: date("day").notNull(),
    name: text("name").notNull(),
    workspaceId: uuid("workspace_id"),
    optional: boolean("optional").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "holidays_pk", columns: [t.firmId, t.id] }),
    uniqueIndex("holidays_firm_day_idx").on(t.firmId, t.day, sql`coalesce(${t.workspaceId}, '00000000-0000-0000-0000-000000000000'::uuid)`),
    foreignKey({ name: "holidays_workspace_fk", columns: [t.firmId, t.workspaceId], foreignColumns: [workspaces.firmId, workspaces.id] }).onDelete("cascade"),
  ],
);

/** The optional holidays an employee has chosen to take. */
export const holidayPicks = pgTable(
  "holiday_picks",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    employeeId: uuid("employee_id").notNull(),
    holidayId: uuid("holiday_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "holiday_picks_pk", columns: [t.firmId, t.employeeId, t.holidayId] }),
    foreignKey({ name: "holiday_picks_employee_fk", columns: [t.firmId, t.employeeId], foreignColumns: [employees.firmId, employees.id] }).onDelete("cascade"),
    foreignKey({ name: "holiday_picks_holiday_fk", columns: [t.firmId, t.holidayId], foreignColumns: [holidays.firmId, holidays.id] }).onDelete("cascade"),
  ],
);

/**
 * Every punch as it arrived: from the web (with the browser's location and address), a device, a CSV import
 * or an approved regularisation. Never edited; a device resending the same log is the same row
 * (unique on employee, instant and source key).
 */
export const punches = pgTable(
  "punches",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    employeeId: uuid("employee_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    direction: text("direction", { enum: ["in", "out", "unknown"] }).notNull(),
    /** What the person pressed: clock in or out, break start or end; null from devices. */
    kind: text("kind"),
    source: text("source", { enum: ["web", "device", "import", "regularisation"] }).notNull(),
    /** The device serial, the import's file, or the approval request: makes a resend the same row. */
    sourceKey: text("source_key").notNull().default(""),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "punches_pk", columns: [t.firmId, t.id] }),
    uniqueIndex("punches_idempotency_idx").on(t.firmId, t.employeeId, t.at, t.source, t.sourceKey),
    foreignKey({ name: "punches_employee_fk", columns: [t.firmId, t.employeeId], foreignColumns: [employees.firmId, employees.id] }).onDelete("cascade"),
    check("punches_direction_check", sql`${t.direction} in ('in', 'out', 'unknown')`),
    check("punches_source_check", sql`${t.source} in ('web', 'device', 'import', 'regularisation')`),
  ],
);

/**
 * The engine's answer for one person and business day, kept so the muster and payroll read it without
 * recomputing. Derived, never edited: any change to its inputs (punches, roster, holidays, policy, approved
 * requests) recomputes the days it touches.
 */
export const attendanceDays = pgTable(
  "attendance_days",
  {
    // No foreign keys: day records are derived, written only by recompute for the people it has just read
    // in the same transaction, and rewritten whole. The checks (a key-share lock on the employee's row for
    // every record) were 60% of the time a cycle took to write on PostgreSQL (decision 022).
    firmId: uuid("firm_id").notNull(),
    employeeId: uuid("employee_id").notNull(),
    day: date("day").notNull(),
    status: text("status").notNull(),
    firstHalf: text("first_half").notNull(),
    secondHalf: text("second_half").notNull(),
    shiftCode: text("shift_code"),
    firstIn: timestamp("first_in", { withTimezone: true }),
    lastOut: timestamp("last_out", { withTimezone: true }),
    workedMinutes: integer("worked_minutes").notNull().default(0),
    breakMinutes: integer("break_minutes").notNull().default(0),
    lateByMinutes: integer("late_by_minutes").notNull().default(0),
    earlyByMinutes: integer("early_by_minutes").notNull().default(0),
    lateMark: boolean("late_mark").notNull().default(false),
    earlyMark: boolean("early_mark").notNull().default(false),
    workedOnOff: boolean("worked_on_off").notNull().default(false),
    overtimeMinutes: integer("overtime_minutes").notNull().default(0),
    overtimeNeedsApproval: boolean("overtime_needs_approval").notNull().default(false),
    missingPunch: text("missing_punch"),
    /** The leave type's code on a day of approved leave ("CL"): the muster shows it in place of "L". */
    leaveCode: text("leave_code"),
    // No words here: the working of a day is the engine's, worked again for the one person whose days are
    // being looked at (processing.ts, explainDays). Stored, it was most of a row's bytes and a third of the
    // time a cycle took to write (decision 022).
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "attendance_days_pk", columns: [t.firmId, t.employeeId, t.day] }),
    index("attendance_days_day_idx").on(t.firmId, t.day),
    // Compensatory off is earned on these days: the leave replay reads every one of them.
    index("attendance_days_worked_off_idx").on(t.firmId, t.employeeId).where(sql`${t.workedOnOff}`),
  ],
);

/**
 * A closed attendance cycle: locked when its payroll run is locked (or by an admin), with each person's
 * totals as payroll took them. A correction made later changes the day records but not these figures; the
 * difference is carried to the next cycle as an adjustment.
 */
export const attendanceCycleLocks = pgTable(
  "attendance_cycle_locks",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    /** The payroll month the cycle ends in: 2026-11. */
    month: text("month").notNull(),
    lockedAt: timestamp("locked_at", { withTimezone: true }).notNull().defaultNow(),
    lockedBy: uuid("locked_by"),
    /** Each person's CycleTotals at the lock, by employee id. */
    totals: jsonb("totals").$type<Record<string, { paid_days: number; lop_days: number; present_days: number; late_marks: number; overtime_minutes: number; missing_punch_days: number }>>().notNull(),
  },
  (t) => [primaryKey({ name: "attendance_cycle_locks_pk", columns: [t.firmId, t.month] })],
);

// ─── Leave (issue 16, decision 021) ───────────────────────────────────────────────────────────────────
// Nothing here is a balance: balances are replayed by @vetan/leave from the policy versions, the person's
// service facts and the events (approved requests, adjustments, encashments). Only what payroll has been
// handed (a closed year's encashments) is frozen.

/** A kind of leave the firm grants, and who it is for (empty lists: everyone). */
export const leaveTypes = pgTable(
  "leave_types",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    colour: text("colour").notNull().default("teal"),
    /** Unpaid leave reaches payroll as loss of pay. */
    paid: boolean("paid").notNull().default(true),
    /** Earned by working on a weekly off or holiday (from attendance). */
    compOff: boolean("comp_off").notNull().default(false),
    workspaceIds: uuid("workspace_ids").array().notNull().default(sql`'{}'::uuid[]`),
    departmentIds: uuid("department_ids").array().notNull().default(sql`'{}'::uuid[]`),
    grades: text("grades").array().notNull().default(sql`'{}'::text[]`),
    employmentTypes: text("employment_types").array().notNull().default(sql`'{}'::text[]`),
    archived: boolean("archived").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: "leave_types_pk", columns: [t.firmId, t.id] }), uniqueIndex("leave_types_firm_code_idx").on(t.firmId, t.code)],
);

/** A leave type's rules from a date (the form's flat view, days as numbers). */
export const leavePolicyVersions = pgTable(
  "leave_policy_versions",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    leaveTypeId: uuid("leave_type_id").notNull(),
    effectiveFrom: date("effective_from").notNull(),
    rules: jsonb("rules").$type<Record<string, unknown>>().notNull(),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "leave_policy_versions_pk", columns: [t.firmId, t.leaveTypeId, t.effectiveFrom] }),
    foreignKey({ name: "leave_policy_versions_type_fk", columns: [t.firmId, t.leaveTypeId], foreignColumns: [leaveTypes.firmId, leaveTypes.id] }).onDelete("cascade"),
  ],
);

/**
 * A request for leave. Its state is its approval request's (pending, approved, rejected, cancelled before a
 * decision); `cancelledOn` records a cancellation after approval, from which day the ledger gives the days
 * back. `dayCounts` is what each day counted when applied for (weekly offs, holidays, sandwich rule).
 */
export const leaveRequests = pgTable(
  "leave_requests",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    employeeId: uuid("employee_id").notNull(),
    leaveTypeId: uuid("leave_type_id").notNull(),
    fromDate: date("from_date").notNull(),
    toDate: date("to_date").notNull(),
    fromHalf: text("from_half", { enum: ["first", "second"] }).notNull(),
    toHalf: text("to_half", { enum: ["first", "second"] }).notNull(),
    /** Hundredths of a day. */
    days: integer("days").notNull(),
    dayCounts: jsonb("day_counts").$type<{ day: string; counted: number }[]>().notNull(),
    reason: text("reason").notNull(),
    documentId: uuid("document_id"),
    approvalId: uuid("approval_id").notNull(),
    appliedBy: uuid("applied_by").notNull(),
    cancelledOn: date("cancelled_on"),
    cancelledBy: uuid("cancelled_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "leave_requests_pk", columns: [t.firmId, t.id] }),
    index("leave_requests_employee_idx").on(t.firmId, t.employeeId, t.fromDate),
    index("leave_requests_range_idx").on(t.firmId, t.fromDate, t.toDate),
    uniqueIndex("leave_requests_approval_idx").on(t.firmId, t.approvalId),
    foreignKey({ name: "leave_requests_employee_fk", columns: [t.firmId, t.employeeId], foreignColumns: [employees.firmId, employees.id] }).onDelete("cascade"),
    foreignKey({ name: "leave_requests_type_fk", columns: [t.firmId, t.leaveTypeId], foreignColumns: [leaveTypes.firmId, leaveTypes.id] }),
    foreignKey({ name: "leave_requests_approval_fk", columns: [t.firmId, t.approvalId], foreignColumns: [approvalRequests.firmId, approvalRequests.id] }),
    check("leave_requests_range_check", sql`${t.toDate} >= ${t.fromDate}`),
  ],
);

/** HR's adjustments (up or down, with a reason) and encashments on request. */
export const leaveEntries = pgTable(
  "leave_entries",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    employeeId: uuid("employee_id").notNull(),
    leaveTypeId: uuid("leave_type_id").notNull(),
    kind: text("kind", { enum: ["adjusted", "encashed"] }).notNull(),
    date: date("date").notNull(),
    /** Hundredths of a day, signed for an adjustment. */
    days: integer("days").notNull(),
    reason: text("reason").notNull(),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "leave_entries_pk", columns: [t.firmId, t.id] }),
    index("leave_entries_employee_idx").on(t.firmId, t.employeeId),
    foreignKey({ name: "leave_entries_employee_fk", columns: [t.firmId, t.employeeId], foreignColumns: [employees.firmId, employees.id] }).onDelete("cascade"),
    foreignKey({ name: "leave_entries_type_fk", columns: [t.firmId, t.leaveTypeId], foreignColumns: [leaveTypes.firmId, leaveTypes.id] }),
    check("leave_entries_kind_check", sql`${t.kind} in ('adjusted', 'encashed')`),
  ],
);

/**
 * A leave year closed for one type: from then its requests and adjustments are refused, and each person's
 * year-end encashment is frozen here for payroll.
 */
export const leaveYearClosings = pgTable(
  "leave_year_closings",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    leaveTypeId: uuid("leave_type_id").notNull(),
    yearStart: date("year_start").notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
    closedBy: uuid("closed_by"),
    jobId: uuid("job_id"),
    totals: jsonb("totals").$type<{ people: number; closing: number; carried: number; lapsed: number; encashed: number }>().notNull(),
  },
  (t) => [
    primaryKey({ name: "leave_year_closings_pk", columns: [t.firmId, t.leaveTypeId, t.yearStart] }),
    foreignKey({ name: "leave_year_closings_type_fk", columns: [t.firmId, t.leaveTypeId], foreignColumns: [leaveTypes.firmId, leaveTypes.id] }).onDelete("cascade"),
  ],
);

/** Year-end encashments handed to payroll when a year is closed (hundredths of a day). */
export const leaveEncashments = pgTable(
  "leave_encashments",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    employeeId: uuid("employee_id").notNull(),
    leaveTypeId: uuid("leave_type_id").notNull(),
    yearStart: date("year_start").notNull(),
    date: date("date").notNull(),
    days: integer("days").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "leave_encashments_pk", columns: [t.firmId, t.leaveTypeId, t.yearStart, t.employeeId] }),
    index("leave_encashments_date_idx").on(t.firmId, t.date),
    foreignKey({ name: "leave_encashments_employee_fk", columns: [t.firmId, t.employeeId], foreignColumns: [employees.firmId, employees.id] }).onDelete("cascade"),
  ],
);

// ─── Payroll (issue 17, decision 023) ────────────────────────────────────────────────────────────────────

/** A salary structure: its components as the firm writes them (shared/payroll StructureComponent). */
export const payStructures = pgTable(
  "pay_structures",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    name: text("name").notNull(),
    components: jsonb("components").$type<StructureComponent[]>().notNull(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: "pay_structures_pk", columns: [t.firmId, t.id] }), uniqueIndex("pay_structures_name_idx").on(t.firmId, t.name)],
);

/**
 * A person's salary from a date: a structure and an annual CTC. A revision is a new row from a later date;
 * the monthly gross is worked out from the CTC when the row is written (employer PF and ESI are inside it).
 */
export const salaryAssignments = pgTable(
  "salary_assignments",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    employeeId: uuid("employee_id").notNull(),
    structureId: uuid("structure_id").notNull(),
    annualCtc: bigint("annual_ctc", { mode: "number" }).notNull(),
    monthlyGross: bigint("monthly_gross", { mode: "number" }).notNull(),
    monthlyEmployer: bigint("monthly_employer", { mode: "number" }).notNull(),
    effectiveFrom: date("effective_from").notNull(),
    note: text("note"),
    recordedBy: uuid("recorded_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "salary_assignments_pk", columns: [t.firmId, t.id] }),
    uniqueIndex("salary_assignments_from_idx").on(t.firmId, t.employeeId, t.effectiveFrom),
    foreignKey({ name: "salary_assignments_employee_fk", columns: [t.firmId, t.employeeId], foreignColumns: [employees.firmId, employees.id] }).onDelete("cascade"),
    foreignKey({ name: "salary_assignments_structure_fk", columns: [t.firmId, t.structureId], foreignColumns: [payStructures.firmId, payStructures.id] }),
  ],
);

/** The firm's payroll settings: maker-checker (the approver is not who computed) and where loss of pay comes from. */
export const payrollSettings = pgTable("payroll_settings", {
  firmId: uuid("firm_id")
    .primaryKey()
    .references(() => firms.id, { onDelete: "cascade" }),
  makerChecker: boolean("maker_checker").notNull().default(true),
  /** Where loss of pay comes from: the attendance cycle (absences and unpaid leave) or unpaid leave alone. */
  lopSource: text("lop_source", { enum: ["attendance", "leave"] }).notNull().default("attendance"),
  /** The firm's TAN as the deductor of tax at source, printed on Form 16 and the quarterly returns. */
  tan: text("tan"),
  /** The windows in which employees declare rent and investments, and upload their proofs; null is closed. */
  declarationsFrom: date("declarations_from"),
  declarationsTo: date("declarations_to"),
  proofsFrom: date("proofs_from"),
  proofsTo: date("proofs_to"),
  /** The firm's logo on payslips, settlement statements and Form 16 (a PNG or JPEG in the private file store). */
  logoKey: text("logo_key"),
  logoType: text("logo_type"),
  updatedAt: updatedAt(),
});

/** A month's payroll run: draft → computing → computed → approved (locked) → released. */
export const payrollRuns = pgTable(
  "payroll_runs",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    month: text("month").notNull(),
    /**
     * A month has one regular run; off-cycle runs (a bonus, arrears, an incentive) pay one-offs alone, to
     * the people they name, as often as needed. `title` says what an off-cycle run pays.
     */
    kind: text("kind", { enum: ["regular", "off_cycle"] }).notNull().default("regular"),
    title: text("title"),
    /** Off-cycle: the arrears of backdated revisions owed to its people are paid in it. */
    paysArrears: boolean("pays_arrears").notNull().default(false),
    status: text("status", { enum: ["draft", "computing", "computed", "approved", "released"] }).notNull().default("draft"),
    jobId: uuid("job_id"),
    totals: jsonb("totals").$type<RunTotals>(),
    computedBy: uuid("computed_by"),
    computedAt: timestamp("computed_at", { withTimezone: true }),
    approvedBy: uuid("approved_by"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    releasedBy: uuid("released_by"),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "payroll_runs_pk", columns: [t.firmId, t.id] }),
    uniqueIndex("payroll_runs_month_idx").on(t.firmId, t.month).where(sql`kind = 'regular'`),
    index("payroll_runs_firm_month_idx").on(t.firmId, t.month),
    check("payroll_runs_status_check", sql`${t.status} in ('draft', 'computing', 'computed', 'approved', 'released')`),
    check("payroll_runs_kind_check", sql`${t.kind} in ('regular', 'off_cycle') and (${t.kind} = 'regular') = (${t.title} is null)`),
  ],
);

/**
 * One person's payslip in a run: the engine's input and answer kept whole (the working in words is part of
 * it), the figures lists and totals read, and what it adds to the tax year's running figures. `error` is
 * set instead when the person could not be computed (no date of birth, no salary…).
 */
export const payslips = pgTable(
  "payslips",
  {
    firmId: uuid("firm_id").notNull(),
    runId: uuid("run_id").notNull(),
    employeeId: uuid("employee_id").notNull(),
    paidDays: numeric("paid_days", { mode: "number" }).notNull().default(0),
    lopDays: numeric("lop_days", { mode: "number" }).notNull().default(0),
    gross: bigint("gross", { mode: "number" }).notNull().default(0),
    deductions: bigint("deductions", { mode: "number" }).notNull().default(0),
    net: bigint("net", { mode: "number" }).notNull().default(0),
    employer: bigint("employer", { mode: "number" }).notNull().default(0),
    warnings: jsonb("warnings").$type<string[]>().notNull().default([]),
    error: text("error"),
    // The engine's input and answer as JSON text: read back whole, never queried into, and text is written
    // several times faster than jsonb (measured: a run of 1,900 payslips spent 460 ms parsing them).
    input: text("input"),
    result: text("result"),
    /** This month's part of the tax year's figures (YTD for the next month): taxable, tds, pf, pt, basic_da, hra. */
    ytd: jsonb("ytd").$type<Record<string, number>>(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the released payslip was emailed (or found to have nowhere to go): a retried mailing skips it. */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: "payslips_pk", columns: [t.firmId, t.runId, t.employeeId] }),
    index("payslips_employee_idx").on(t.firmId, t.employeeId),
    foreignKey({ name: "payslips_run_fk", columns: [t.firmId, t.runId], foreignColumns: [payrollRuns.firmId, payrollRuns.id] }).onDelete("cascade"),
  ],
);

/**
 * A one-off addition (a bonus, an incentive) or deduction (a canteen bill, a fine) for one person in one
 * run, typed by HR before approval; the engine pays or recovers it in that month's payslip.
 */
export const payrollOneOffs = pgTable(
  "payroll_one_offs",
  {
    firmId: uuid("firm_id").notNull(),
    id: uuid("id").notNull().defaultRandom(),
    runId: uuid("run_id").notNull(),
    employeeId: uuid("employee_id").notNull(),
    kind: text("kind", { enum: ["addition", "deduction"] }).notNull(),
    description: text("description").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** Additions: taxed in full this month (default). */
    taxable: boolean("taxable").notNull().default(true),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "payroll_one_offs_pk", columns: [t.firmId, t.id] }),
    index("payroll_one_offs_run_idx").on(t.firmId, t.runId, t.employeeId),
    foreignKey({ name: "payroll_one_offs_run_fk", columns: [t.firmId, t.runId], foreignColumns: [payrollRuns.firmId, payrollRuns.id] }).onDelete("cascade"),
    foreignKey({ name: "payroll_one_offs_employee_fk", columns: [t.firmId, t.employeeId], foreignColumns: [employees.firmId, employees.id] }).onDelete("cascade"),
    check("payroll_one_offs_kind_check", sql`${t.kind} in ('addition', 'deduction')`),
    check("payroll_one_offs_amount_check", sql`${t.amount} > 0`),
  ],
);

/**
 * A person's statutory settings for payroll, where they differ from the defaults a firm expects (new tax
 * regime, PF on the wage ceiling, no voluntary PF, no earlier employer this tax year).
 */
export const payrollProfiles = pgTable(
  "payroll_profiles",
  {
    firmId: uuid("firm_id").notNull(),
    employeeId: uuid("employee_id").notNull(),
    taxRegime: text("tax_regime", { enum: ["new", "old"] }).notNull().default("new"),
    pfWageBasis: text("pf_wage_basis", { enum: ["ceiling", "actual"] }).notNull().default("ceiling"),
    /** Voluntary PF as a percentage of PF wages (hundredths: 250 = 2.5%). */
    vpfBasisPoints: integer("vpf_basis_points").notNull().default(0),
    /** How the wage is set: a month's salary, or a rate a day or an hour worked (attendance gives the days and hours). */
    wageKind: text("wage_kind", { enum: ["monthly", "daily", "hourly"] }).notNull().default("monthly"),
    /** The rate for daily- and hourly-rated workers, paise. */
    wageRate: bigint("wage_rate", { mode: "number" }).notNull().default(0),
    /** The minimum-wage category the person's pay is checked against (none: not checked). */
    minWageCategory: text("min_wage_category", { enum: ["unskilled", "semiSkilled", "skilled", "highlySkilled"] }),
    /** Salary and tax deducted by an earlier employer in the current tax year (Form 12B), paise. */
    previousTaxable: bigint("previous_taxable", { mode: "number" }).notNull().default(0),
    previousTds: bigint("previous_tds", { mode: "number" }).notNull().default(0),
    /** The tax year (its April, "2026-04") the earlier employer's figures belong to. */
    previousYear: text("previous_year"),
    updatedBy: uuid("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "payroll_profiles_pk", columns: [t.firmId, t.employeeId] }),
    foreignKey({ name: "payroll_profiles_employee_fk", columns: [t.firmId, t.employeeId], foreignColumns: [employees.firmId, employees.id] }).onDelete("cascade"),
    check("payroll_profiles_regime_check", sql`${t.taxRegime} in ('new', 'old')`),
    check("payroll_profiles_pf_check", sql`${t.pfWageBasis} in ('ceiling', 'actual')`),
  ],
);

/**
 * A person's income-tax declarations for a tax year (Form 124, formerly 12BB): the amounts declared, then
 * the amounts HR accepted on the proofs. The regime itself is the person's payroll profile, one place.
 */
export const taxDeclarations = pgTable(
  "tax_declarations",
  {
    firmId: uuid("firm_id").notNull(),
    employeeId: uuid("employee_id").notNull(),
    /** The tax year's April: "2026-04". */
    taxYear: text("tax_year").notNull(),
    declared: jsonb("declared").$type<DeclaredAmounts>().notNull().default({}),
    rentCity: text("rent_city"),
    landlordName: text("landlord_name"),
    landlordPan: text("landlord_pan"),
    parentsSenior: boolean("parents_senior").notNull().default(false),
    verified: jsonb("verified").$type<DeclaredAmounts>(),
    note: text("note"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    verifiedBy: uuid("verified_by"),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "tax_declarations_pk", columns: [t.firmId, t.employeeId, t.taxYear] }),
    index("tax_declarations_year_idx").on(t.firmId, t.taxYear),
    foreignKey({ name: "tax_declarations_employee_fk", columns: [t.firmId, t.employeeId], foreignColumns: [employees.firmId, employees.id] }).onDelete("cascade"),
  ],
);

/** A prepayment or a waiver on a loan, in month order; the schedule is worked again from the terms and these. */
export type LoanEvent = { type: "prepayment"; month: string; amount: number; keep: "emi" | "tenure" } | { type: "waiver"; month: string; amount: number | "all" };

/**
 * A loan or salary advance to an employee, recovered through payroll. Only the terms and the events are
 * stored: the schedule is the engine's (@vetan/payroll/loans), replayed with the recoveries of paid runs.
 */
export const loans = pgTable(
  "loans",
  {
    firmId: uuid("firm_id").notNull(),
    id: uuid("id").notNull().defaultRandom(),
    employeeId: uuid("employee_id").notNull(),
    kind: text("kind", { enum: ["loan", "advance"] }).notNull(),
    purpose: text("purpose").notNull(),
    principal: bigint("principal", { mode: "number" }).notNull(),
    /** Annual interest in basis points (850 = 8.5%); 0 for an advance or an interest-free loan. */
    rateBp: integer("rate_bp").notNull().default(0),
    method: text("method", { enum: ["reducing", "flat"] }).notNull().default("reducing"),
    instalments: integer("instalments").notNull(),
    /** The month of the first instalment, "2026-12". */
    firstMonth: text("first_month").notNull(),
    /** The day it was paid out to the employee. */
    disbursedOn: date("disbursed_on").notNull(),
    events: jsonb("events").$type<LoanEvent[]>().notNull().default([]),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "loans_pk", columns: [t.firmId, t.id] }),
    index("loans_employee_idx").on(t.firmId, t.employeeId),
    foreignKey({ name: "loans_employee_fk", columns: [t.firmId, t.employeeId], foreignColumns: [employees.firmId, employees.id] }).onDelete("cascade"),
    check("loans_principal_check", sql`${t.principal} > 0`),
    check("loans_instalments_check", sql`${t.instalments} between 1 and 600`),
  ],
);

/** What a run's payslip recovers of a loan: written with the payslip, counted once the run is approved. */
export const loanRecoveries = pgTable(
  "loan_recoveries",
  {
    firmId: uuid("firm_id").notNull(),
    loanId: uuid("loan_id").notNull(),
    runId: uuid("run_id").notNull(),
    employeeId: uuid("employee_id").notNull(),
    month: text("month").notNull(),
    due: bigint("due", { mode: "number" }).notNull(),
    recovered: bigint("recovered", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ name: "loan_recoveries_pk", columns: [t.firmId, t.loanId, t.runId] }),
    index("loan_recoveries_run_idx").on(t.firmId, t.runId, t.employeeId),
    foreignKey({ name: "loan_recoveries_loan_fk", columns: [t.firmId, t.loanId], foreignColumns: [loans.firmId, loans.id] }).onDelete("cascade"),
    foreignKey({ name: "loan_recoveries_run_fk", columns: [t.firmId, t.runId], foreignColumns: [payrollRuns.firmId, payrollRuns.id] }).onDelete("cascade"),
  ],
);

/**
 * A leaver's full and final settlement: HR's decisions (the input) while a draft; at approval the whole
 * statement is frozen (the result), so later changes to salary or leave never move a settled figure.
 */
export const settlements = pgTable(
  "settlements",
  {
    firmId: uuid("firm_id").notNull(),
    employeeId: uuid("employee_id").notNull(),
    status: text("status", { enum: ["draft", "approved", "paid"] }).notNull().default("draft"),
    input: jsonb("input").$type<SettlementInput>().notNull(),
    result: jsonb("result").$type<SettlementView>(),
    preparedBy: uuid("prepared_by"),
    approvedBy: uuid("approved_by"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    paidOn: date("paid_on"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "settlements_pk", columns: [t.firmId, t.employeeId] }),
    foreignKey({ name: "settlements_employee_fk", columns: [t.firmId, t.employeeId], foreignColumns: [employees.firmId, employees.id] }).onDelete("cascade"),
    check("settlements_status_check", sql`${t.status} in ('draft', 'approved', 'paid')`),
  ],
);

/**
 * A salary on hold in a run: the payslip is computed and shown, but the person is left out of the bank
 * file until the hold is lifted. Kept apart from the payslip, so computing again keeps the hold.
 */
export const payrollHolds = pgTable(
  "payroll_holds",
  {
    firmId: uuid("firm_id").notNull(),
    runId: uuid("run_id").notNull(),
    employeeId: uuid("employee_id").notNull(),
    reason: text("reason").notNull(),
    heldBy: uuid("held_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "payroll_holds_pk", columns: [t.firmId, t.runId, t.employeeId] }),
    foreignKey({ name: "payroll_holds_run_fk", columns: [t.firmId, t.runId], foreignColumns: [payrollRuns.firmId, payrollRuns.id] }).onDelete("cascade"),
    foreignKey({ name: "payroll_holds_employee_fk", columns: [t.firmId, t.employeeId], foreignColumns: [employees.firmId, employees.id] }).onDelete("cascade"),
  ],
);

/**
 * A tax year's figures before the firm's first run in Vetan (a firm that moves its payroll mid-year):
 * taxable salary, TDS, PF, PT, basic and DA, HRA paid through `through_month`. The run's year to date
 * counts them, so TDS and the tax projection see the whole year.
 */
export const payrollOpenings = pgTable(
  "payroll_openings",
  {
    firmId: uuid("firm_id").notNull(),
    employeeId: uuid("employee_id").notNull(),
    /** The tax year's April: "2026-04". */
    taxYear: text("tax_year").notNull(),
    /** The last month the figures cover: "2026-07". */
    throughMonth: text("through_month").notNull(),
    figures: jsonb("figures").$type<Record<string, number>>().notNull(),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "payroll_openings_pk", columns: [t.firmId, t.employeeId, t.taxYear] }),
    foreignKey({ name: "payroll_openings_employee_fk", columns: [t.firmId, t.employeeId], foreignColumns: [employees.firmId, employees.id] }).onDelete("cascade"),
  ],
);

// ─── Expenses (issue 18) ───────────────────────────────────────────────────────────────────────────────

/** The firm's expense policy (categories, limits, mileage and per diem rates), as ExpensePolicySchema keeps it. */
export const expensePolicies = pgTable("expense_policies", {
  firmId: uuid("firm_id")
    .primaryKey()
    .references(() => firms.id, { onDelete: "cascade" }),
  /** As written by the schema of its day: read through fromStored (policy.service.ts), which fills later fields. */
  policy: jsonb("policy").$type<StoredExpensePolicy>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * A claim: a draft its owner edits, then submitted (its items' amounts and flags fixed, an approval request
 * made), approved or rejected through the approvals mechanism, or withdrawn; approved, it is paid once.
 */
export const expenseClaims = pgTable(
  "expense_claims",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    /** EXP-0001, the firm's own sequence. */
    number: text("number").notNull(),
    employeeId: uuid("employee_id").notNull(),
    title: text("title").notNull(),
    /** settled: approved and wholly covered by the person's advances (nothing left to pay). */
    status: text("status", { enum: ["draft", "submitted", "approved", "rejected", "withdrawn", "paid", "settled"] }).notNull().default("draft"),
    total: bigint("total", { mode: "number" }).notNull().default(0),
    approvedTotal: bigint("approved_total", { mode: "number" }),
    requestId: uuid("request_id"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "expense_claims_pk", columns: [t.firmId, t.id] }),
    uniqueIndex("expense_claims_number_idx").on(t.firmId, t.number),
    index("expense_claims_employee_idx").on(t.firmId, t.employeeId, t.createdAt),
    index("expense_claims_status_idx").on(t.firmId, t.status, t.submittedAt),
    foreignKey({ name: "expense_claims_employee_fk", columns: [t.firmId, t.employeeId], foreignColumns: [employees.firmId, employees.id] }).onDelete("cascade"),
    check("expense_claims_status_check", sql`${t.status} in ('draft', 'submitted', 'approved', 'rejected', 'withdrawn', 'paid', 'settled')`),
  ],
);

/** One item of a claim: what was spent, its amount (worked out for mileage and per diem), its bill's GST and the policy's flags. */
export const expenseItems = pgTable(
  "expense_items",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    claimId: uuid("claim_id").notNull(),
    employeeId: uuid("employee_id").notNull(),
    position: integer("position").notNull(),
    category: text("category").notNull(),
    date: date("date").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    merchant: text("merchant").notNull().default(""),
    /** The project or cost code the spending is for, as the person types it, until projects are their own module. */
    project: text("project").notNull().default(""),
    notes: text("notes").notNull().default(""),
    cityTier: integer("city_tier"),
    working: text("working"),
    mileage: jsonb("mileage").$type<{ vehicle: "two_wheeler" | "car"; km: number }>(),
    perDiemDays: numeric("per_diem_days", { precision: 5, scale: 1, mode: "number" }),
    gst: jsonb("gst").$type<ExpenseGst>(),
    justification: text("justification").notNull().default(""),
    flags: jsonb("flags").$type<{ kind: string; words: string }[]>().notNull().default([]),
    approvedAmount: bigint("approved_amount", { mode: "number" }),
    decisionReason: text("decision_reason"),
  },
  (t) => [
    primaryKey({ name: "expense_items_pk", columns: [t.firmId, t.id] }),
    index("expense_items_claim_idx").on(t.firmId, t.claimId, t.position),
    index("expense_items_employee_idx").on(t.firmId, t.employeeId, t.date),
    foreignKey({ name: "expense_items_claim_fk", columns: [t.firmId, t.claimId], foreignColumns: [expenseClaims.firmId, expenseClaims.id] }).onDelete("cascade"),
    check("expense_items_amount_check", sql`${t.amount} >= 0`),
  ],
);

/** A receipt for an item: its bytes in the private file store, checked by content; the hash finds the same file twice. */
export const expenseReceipts = pgTable(
  "expense_receipts",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    itemId: uuid("item_id").notNull(),
    fileKey: text("file_key").notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    sha256: text("sha256").notNull(),
    uploadedBy: uuid("uploaded_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "expense_receipts_pk", columns: [t.firmId, t.id] }),
    index("expense_receipts_item_idx").on(t.firmId, t.itemId),
    index("expense_receipts_hash_idx").on(t.firmId, t.sha256),
    foreignKey({ name: "expense_receipts_item_fk", columns: [t.firmId, t.itemId], foreignColumns: [expenseItems.firmId, expenseItems.id] }).onDelete("cascade"),
  ],
);

/**
 * How an approved claim is paid, exactly once: the firm and claim are the key, so a payroll run and a payout
 * batch (or two runs) racing for the same claim cannot both have it. A run's rows are written when it is
 * computed (and rewritten when computed again); the claim is marked paid when the run is approved.
 */
export const expensePayments = pgTable(
  "expense_payments",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    claimId: uuid("claim_id").notNull(),
    employeeId: uuid("employee_id").notNull(),
    runId: uuid("run_id"),
    batchId: uuid("batch_id"),
    amount: bigint("amount", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "expense_payments_pk", columns: [t.firmId, t.claimId] }),
    index("expense_payments_run_idx").on(t.firmId, t.runId),
    foreignKey({ name: "expense_payments_claim_fk", columns: [t.firmId, t.claimId], foreignColumns: [expenseClaims.firmId, expenseClaims.id] }).onDelete("cascade"),
    check("expense_payments_one_way", sql`(${t.runId} is null) <> (${t.batchId} is null)`),
  ],
);

/** A payout of approved claims outside payroll: its claims are taken (expense_payments), its bank file made, then marked paid. */
export const expensePayouts = pgTable(
  "expense_payouts",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    /** PAYOUT-0001, the firm's own sequence. */
    number: text("number").notNull(),
    status: text("status", { enum: ["created", "paid"] }).notNull().default("created"),
    total: bigint("total", { mode: "number" }).notNull(),
    claims: integer("claims").notNull(),
    createdBy: uuid("created_by"),
    paidOn: date("paid_on"),
    reference: text("reference"),
    paidBy: uuid("paid_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "expense_payouts_pk", columns: [t.firmId, t.id] }),
    uniqueIndex("expense_payouts_number_idx").on(t.firmId, t.number),
    check("expense_payouts_status_check", sql`${t.status} in ('created', 'paid')`),
  ],
);

/**
 * An advance: money asked for before the spending, approved through the approvals mechanism, paid by
 * finance, then used up by the person's later claims (expense_advance_settlements) or handed back.
 */
export const expenseAdvances = pgTable(
  "expense_advances",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    /** ADV-0001, the firm's own sequence. */
    number: text("number").notNull(),
    employeeId: uuid("employee_id").notNull(),
    purpose: text("purpose").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    neededBy: date("needed_by"),
    status: text("status", { enum: ["requested", "approved", "paid", "rejected", "withdrawn"] }).notNull().default("requested"),
    requestId: uuid("request_id"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    paidOn: date("paid_on"),
    reference: text("reference"),
    paidBy: uuid("paid_by"),
    /** Unspent money the person handed back (once), and when. */
    returnedAmount: bigint("returned_amount", { mode: "number" }).notNull().default(0),
    returnedOn: date("returned_on"),
    returnedReference: text("returned_reference"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "expense_advances_pk", columns: [t.firmId, t.id] }),
    uniqueIndex("expense_advances_number_idx").on(t.firmId, t.number),
    index("expense_advances_employee_idx").on(t.firmId, t.employeeId, t.createdAt),
    foreignKey({ name: "expense_advances_employee_fk", columns: [t.firmId, t.employeeId], foreignColumns: [employees.firmId, employees.id] }).onDelete("cascade"),
    check("expense_advances_status_check", sql`${t.status} in ('requested', 'approved', 'paid', 'rejected', 'withdrawn')`),
    check("expense_advances_amount_check", sql`${t.amount} > 0`),
    check("expense_advances_returned_check", sql`${t.returnedAmount} >= 0 and ${t.returnedAmount} <= ${t.amount}`),
    check("expense_advances_paid_check", sql`(${t.status} = 'paid') = (${t.paidOn} is not null)`),
  ],
);

/**
 * What part of an advance a claim used, written once when the claim is finally approved: the claim then pays
 * only what is left (approved total less these), and the split is never worked again.
 */
export const expenseAdvanceSettlements = pgTable(
  "expense_advance_settlements",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    claimId: uuid("claim_id").notNull(),
    advanceId: uuid("advance_id").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    settledOn: date("settled_on").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "expense_advance_settlements_pk", columns: [t.firmId, t.claimId, t.advanceId] }),
    index("expense_advance_settlements_advance_idx").on(t.firmId, t.advanceId),
    foreignKey({ name: "expense_advance_settlements_claim_fk", columns: [t.firmId, t.claimId], foreignColumns: [expenseClaims.firmId, expenseClaims.id] }).onDelete("cascade"),
    foreignKey({ name: "expense_advance_settlements_advance_fk", columns: [t.firmId, t.advanceId], foreignColumns: [expenseAdvances.firmId, expenseAdvances.id] }).onDelete("cascade"),
    check("expense_advance_settlements_amount_check", sql`${t.amount} > 0`),
  ],
);

/**
 * The expense report's own copy of every claim it can count (submitted, approved, paid, settled): one line
 * a claim, day, category and project, with the claimant's department and workspace as they are now. Kept by
 * database triggers on items, claims and employees (migration 0037), so no write can forget it. The
 * `first_*` columns are 1 on the line holding the claim's earliest bill overall, in its category, project,
 * month, category and project, and category and month: summed, they count each claim once in a group
 * without a distinct count over items (decision 026).
 */
const reportFigures = () => ({
  items: integer("items").notNull(),
  claimed: bigint("claimed", { mode: "number" }).notNull(),
  /** What approvers left: the claimed amount where they changed nothing. */
  kept: bigint("kept", { mode: "number" }).notNull(),
  firstClaim: integer("first_claim").notNull(),
  firstCategory: integer("first_category").notNull(),
  firstProject: integer("first_project").notNull(),
  firstMonth: integer("first_month").notNull(),
  firstCategoryProject: integer("first_category_project").notNull(),
  firstCategoryMonth: integer("first_category_month").notNull(),
});

export const expenseReportLines = pgTable(
  "expense_report_lines",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    claimId: uuid("claim_id").notNull(),
    employeeId: uuid("employee_id").notNull(),
    status: text("status").notNull(),
    departmentId: uuid("department_id"),
    workspaceId: uuid("workspace_id"),
    day: date("day").notNull(),
    category: text("category").notNull(),
    project: text("project").notNull(),
    /** The claim's earliest bill: a report from a later day finds the claims it cuts through by it. */
    claimFrom: date("claim_from").notNull(),
    ...reportFigures(),
  },
  (t) => [
    primaryKey({ name: "expense_report_lines_pk", columns: [t.firmId, t.claimId, t.day, t.category, t.project] }),
    index("expense_report_lines_day_idx").on(t.firmId, t.day),
    index("expense_report_lines_later_idx").on(t.firmId, t.day).where(sql`${t.claimFrom} < ${t.day}`),
    index("expense_report_lines_employee_idx").on(t.firmId, t.employeeId, t.day),
  ],
);

/**
 * The lines summed without the person: by day, status, department, workspace, category and project (about
 * 60,000 rows for a year of a 10,000-person firm's 690,000 items). Written only by appending — a claim's
 * old lines subtracted, its new ones added — so concurrent approvals never wait on or deadlock over a shared
 * row; `delta` rows are folded into one a key by expense_report_compact.
 */
export const expenseReportCells = pgTable(
  "expense_report_cells",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    status: text("status").notNull(),
    departmentId: uuid("department_id"),
    workspaceId: uuid("workspace_id"),
    category: text("category").notNull(),
    project: text("project").notNull(),
    ...reportFigures(),
    delta: boolean("delta").notNull().default(true),
  },
  (t) => [index("expense_report_cells_day_idx").on(t.firmId, t.day), index("expense_report_cells_delta_idx").on(t.firmId).where(sql`${t.delta}`)],
);

/**
 * The lines summed by person and month (about 136,000 rows for the benchmark's year, where the lines are
 * 520,000): the report by employee reads the months a range covers whole here and the days at its ends from
 * the lines. Appended and folded as the cells are.
 */
export const expenseReportPeople = pgTable(
  "expense_report_people",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    /** The month's first day. */
    month: date("month").notNull(),
    status: text("status").notNull(),
    employeeId: uuid("employee_id").notNull(),
    departmentId: uuid("department_id"),
    workspaceId: uuid("workspace_id"),
    ...reportFigures(),
    delta: boolean("delta").notNull().default(true),
  },
  (t) => [index("expense_report_people_month_idx").on(t.firmId, t.month), index("expense_report_people_delta_idx").on(t.firmId).where(sql`${t.delta}`)],
);

/**
 * A firm's webhook endpoint (decision 033): where events are POSTed, which ones, and the signing secret
 * sealed at rest. After a rotation the previous secret signs too, until previous_secret_until, so a receiver
 * can move to the new one without dropping deliveries.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: text("events").array().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** The signing secret, sealed (FieldCipher, purpose "webhook-secret"). */
    secretSealed: text("secret_sealed").notNull(),
    previousSecretSealed: text("previous_secret_sealed"),
    previousSecretUntil: timestamp("previous_secret_until", { withTimezone: true }),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: "webhook_endpoints_pk", columns: [t.firmId, t.id] }), index("webhook_endpoints_firm_idx").on(t.firmId, t.createdAt)],
);

/**
 * One event for one endpoint: the outbox row, written in the transaction of the change that caused it, then
 * the delivery's state and its last attempt. A replay is a new row (replay_of names the first).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    endpointId: uuid("endpoint_id").notNull(),
    eventId: uuid("event_id").notNull(),
    eventType: text("event_type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    lastStatus: integer("last_status"),
    lastDurationMs: integer("last_duration_ms"),
    lastError: text("last_error"),
    /** The receiver's answer, cut to 2 KB. */
    lastResponse: text("last_response"),
    replayOf: uuid("replay_of"),
    createdAt: createdAt(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: "webhook_deliveries_pk", columns: [t.firmId, t.id] }),
    index("webhook_deliveries_endpoint_idx").on(t.firmId, t.endpointId, t.createdAt),
    foreignKey({ name: "webhook_deliveries_endpoint_fk", columns: [t.firmId, t.endpointId], foreignColumns: [webhookEndpoints.firmId, webhookEndpoints.id] }).onDelete("cascade"),
    check("webhook_deliveries_status_check", sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);
