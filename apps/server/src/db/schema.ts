// The database schema. drizzle-kit generates the SQL migrations in ../../drizzle from this file; click
// events live in ./click-events.ts because their table is month-partitioned, which drizzle-kit cannot
// express, so its DDL is a hand-written migration.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

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
  updatedAt: updatedAt(),
});

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
  position: integer("position").notNull().default(0),
});

export const planSubmodules = pgTable("plan_submodules", {
  id: serial("id").primaryKey(),
  moduleId: integer("module_id")
    .notNull()
    .references(() => planModules.id, { onDelete: "cascade" }),
  name: text("submodule_name").notNull(),
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
    firmId: uuid("firm_id"),
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
    purpose: text("purpose", { enum: ["sso", "reset"] }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionHash: text("session_hash"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("one_time_codes_user_idx").on(t.userId, t.purpose), check("one_time_codes_purpose_check", sql`${t.purpose} in ('sso', 'reset')`)],
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
    createdAt: createdAt(),
  },
  (t) => [index("firms_owner_idx").on(t.ownerUserId), index("firms_mobile_idx").on(t.mobile)],
);

/**
 * People of a firm. Tenant table: firm_id first in every key, and row-level security (see the rls
 * migration) so that a query only ever sees the firm set for its transaction.
 */
export const members = pgTable(
  "members",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    name: text("name").notNull(),
    mobile: text("mobile").notNull(),
    usType: text("us_type", { enum: ["A", "H", "E"] }).notNull(),
    /** The account behind the member, once someone signs up (or is signed up) with this mobile number. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("members_pk").on(t.firmId, t.id),
    index("members_user_idx").on(t.userId),
    uniqueIndex("members_firm_mobile_idx").on(t.firmId, t.mobile),
    check("members_us_type_check", sql`${t.usType} in ('A', 'H', 'E')`),
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
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("api_keys_key_id_idx").on(t.keyId), index("api_keys_firm_idx").on(t.firmId, t.memberId)],
);
