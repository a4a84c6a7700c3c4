// The database schema. drizzle-kit generates the SQL migrations in ../../drizzle from this file; click
// events live in ./click-events.ts because their table is month-partitioned, which drizzle-kit cannot
// express, so its DDL is a hand-written migration.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
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

// ─── Tenancy ───────────────────────────────────────────────────────────────────────────────────────────

/** A firm is a tenant (DESIGN.md). */
export const firms = pgTable("firms", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("firm_name").notNull(),
  createdAt: createdAt(),
});

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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("members_pk").on(t.firmId, t.id),
    uniqueIndex("members_firm_mobile_idx").on(t.firmId, t.mobile),
    check("members_us_type_check", sql`${t.usType} in ('A', 'H', 'E')`),
  ],
);
