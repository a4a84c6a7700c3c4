CREATE TABLE "authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "authors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"position" integer NOT NULL,
	"block_type" text NOT NULL,
	"block_content" text DEFAULT '' NOT NULL,
	"block_image" text,
	"block_image_alt" text DEFAULT '' NOT NULL,
	"block_image_title" text DEFAULT '' NOT NULL,
	"block_image_desc" text DEFAULT '' NOT NULL,
	"block_image_width" integer,
	"block_image_height" integer
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"keyword" text DEFAULT '' NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"image_url" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"image_title" text DEFAULT '' NOT NULL,
	"image_desc" text DEFAULT '' NOT NULL,
	"image_width" integer,
	"image_height" integer,
	"author_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"canonical_url" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_posts_status_check" CHECK ("blog_posts"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"firm_name" text NOT NULL,
	"firm_type" text NOT NULL,
	"firm_age" text NOT NULL,
	"firm_gst" text NOT NULL,
	"firm_location" text NOT NULL,
	"firm_mobile" text NOT NULL,
	"firm_size" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"pk_faq_id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"us_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_us_type_check" CHECK ("members"."us_type" in ('A', 'H', 'E'))
);
--> statement-breakpoint
CREATE TABLE "plan_features" (
	"pk_feature_id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"feature_name" text NOT NULL,
	"feature_desc" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_submodules" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"submodule_name" text NOT NULL,
	"basic" boolean DEFAULT false NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"enterprise" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_name" text NOT NULL,
	"plan_desc" text NOT NULL,
	"price_paise" bigint NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"webid" integer NOT NULL,
	"blog_base_url" text,
	CONSTRAINT "products_webid_unique" UNIQUE("webid")
);
--> statement-breakpoint
CREATE TABLE "seo_pages" (
	"page_id" integer PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_blocks" ADD CONSTRAINT "blog_blocks_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_product_code_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."products"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_features" ADD CONSTRAINT "plan_features_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_submodules" ADD CONSTRAINT "plan_submodules_module_id_plan_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."plan_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_blocks_post_position_idx" ON "blog_blocks" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "blog_posts_product_published_idx" ON "blog_posts" USING btree ("product_code","status","published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_author_idx" ON "blog_posts" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "contact_requests_created_idx" ON "contact_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_pk" ON "members" USING btree ("firm_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_firm_mobile_idx" ON "members" USING btree ("firm_id","mobile");