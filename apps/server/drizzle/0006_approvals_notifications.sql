CREATE TABLE "approval_actions" (
	"firm_id" uuid NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"actor_id" uuid NOT NULL,
	"action" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_chains" (
	"firm_id" uuid NOT NULL,
	"request_type" text NOT NULL,
	"levels" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_chains_pk" PRIMARY KEY("firm_id","request_type")
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"request_type" text NOT NULL,
	"requester_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"title" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"chain" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "approval_requests_pk" PRIMARY KEY("firm_id","id"),
	CONSTRAINT "approval_requests_status_check" CHECK ("approval_requests"."status" in ('pending', 'approved', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "notification_mutes" (
	"firm_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	CONSTRAINT "notification_mutes_pk" PRIMARY KEY("firm_id","employee_id","kind","channel")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"firm_id" uuid NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_actions" ADD CONSTRAINT "approval_actions_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_actions" ADD CONSTRAINT "approval_actions_request_fk" FOREIGN KEY ("firm_id","request_id") REFERENCES "public"."approval_requests"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_chains" ADD CONSTRAINT "approval_chains_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requester_fk" FOREIGN KEY ("firm_id","requester_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_subject_fk" FOREIGN KEY ("firm_id","subject_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_mutes" ADD CONSTRAINT "notification_mutes_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_mutes" ADD CONSTRAINT "notification_mutes_employee_fk" FOREIGN KEY ("firm_id","employee_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_employee_fk" FOREIGN KEY ("firm_id","employee_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_actions_request_idx" ON "approval_actions" USING btree ("firm_id","request_id","id");--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("firm_id","status","created_at");--> statement-breakpoint
CREATE INDEX "approval_requests_subject_idx" ON "approval_requests" USING btree ("firm_id","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_employee_idx" ON "notifications" USING btree ("firm_id","employee_id","id");--> statement-breakpoint
-- Hand-written: tenant tables (decision 014).
SELECT vetan_tenant_table('approval_chains');
--> statement-breakpoint
SELECT vetan_tenant_table('approval_requests');
--> statement-breakpoint
SELECT vetan_tenant_table('approval_actions');
--> statement-breakpoint
SELECT vetan_tenant_table('notifications');
--> statement-breakpoint
SELECT vetan_tenant_table('notification_mutes');
--> statement-breakpoint
-- The directory's search: a trigram index over the words a colleague types (name, code, work email), so
-- "%jo%"-style searches read the index instead of every employee; mobiles have their own for A and HR.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_search_trgm_idx" ON "employees" USING gin ((lower("name" || ' ' || "code" || ' ' || coalesce("work_email", ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_mobile_trgm_idx" ON "employees" USING gin ("mobile" gin_trgm_ops);
