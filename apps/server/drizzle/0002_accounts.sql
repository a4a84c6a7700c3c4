CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"key_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"secret_last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" uuid,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid NOT NULL,
	"session_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_purpose_check" CHECK ("one_time_codes"."purpose" in ('sso', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"us_type" text,
	"firm_id" uuid,
	"member_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"password_hash" text NOT NULL,
	"is_superadmin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "firm_owner_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "firm_startdate" date;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "firm_gst" text;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "firm_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "firm_members" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "firm_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "firm_mobile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "owner_pan" text;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "owner_aadhar_cipher" text;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "owner_aadhar_last4" text;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "firm_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_id_idx" ON "api_keys" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "api_keys_firm_idx" ON "api_keys" USING btree ("firm_id","member_id");--> statement-breakpoint
CREATE INDEX "audit_log_firm_idx" ON "audit_log" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_idx" ON "one_time_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_key_at_idx" ON "sign_in_failures" USING btree ("key","at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_idx" ON "users" USING btree ("mobile");--> statement-breakpoint
ALTER TABLE "firms" ADD CONSTRAINT "firms_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firms" ADD CONSTRAINT "firms_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "firms_owner_idx" ON "firms" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "firms_mobile_idx" ON "firms" USING btree ("firm_mobile");--> statement-breakpoint
CREATE INDEX "members_user_idx" ON "members" USING btree ("user_id");--> statement-breakpoint
-- Hand-written: the platform's own directory. Tenant queries run as vetan_app and see only their firm
-- (members_firm_isolation). Platform services — which firms a person belongs to at sign-in, linking a new
-- account to the members that carry its mobile number, the seed — run as the owning role; with RLS forced,
-- a non-superuser owner would otherwise see nothing. This policy lets every role but vetan_app through.
CREATE POLICY "members_platform_directory" ON "members"
  USING (current_user <> 'vetan_app')
  WITH CHECK (current_user <> 'vetan_app');
