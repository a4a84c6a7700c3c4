CREATE TABLE "departments" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"workspace_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departments_pk" PRIMARY KEY("firm_id","id")
);
--> statement-breakpoint
CREATE TABLE "designations" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designations_pk" PRIMARY KEY("firm_id","id")
);
--> statement-breakpoint
CREATE TABLE "employee_job_changes" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"effective_from" date NOT NULL,
	"workspace_id" uuid,
	"department_id" uuid,
	"designation_id" uuid,
	"grade" text,
	"manager_id" uuid,
	"note" text,
	"before" jsonb,
	"applied_at" timestamp with time zone,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_job_changes_pk" PRIMARY KEY("firm_id","id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text,
	"us_type" text,
	"user_id" uuid,
	"hr_workspace_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"work_email" text,
	"personal_email" text,
	"gender" text,
	"date_of_birth" date,
	"joining_date" date NOT NULL,
	"probation_end" date,
	"confirmation_date" date,
	"employment_type" text DEFAULT 'permanent' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"workspace_id" uuid,
	"department_id" uuid,
	"designation_id" uuid,
	"grade" text,
	"manager_id" uuid,
	"pan" text,
	"aadhaar_cipher" text,
	"aadhaar_last4" text,
	"uan" text,
	"esi_number" text,
	"pf_applicable" boolean DEFAULT true NOT NULL,
	"esi_applicable" boolean DEFAULT false NOT NULL,
	"bank_account" text,
	"bank_ifsc" text,
	"bank_name" text,
	"family" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address_current" text,
	"address_permanent" text,
	"emergency_name" text,
	"emergency_relation" text,
	"emergency_mobile" text,
	"resignation_date" date,
	"last_working_day" date,
	"exit_reason" text,
	"exit_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_pk" PRIMARY KEY("firm_id","id"),
	CONSTRAINT "employees_us_type_check" CHECK ("employees"."us_type" in ('A', 'H', 'E')),
	CONSTRAINT "employees_status_check" CHECK ("employees"."status" in ('active', 'on_notice', 'exited')),
	CONSTRAINT "employees_not_own_manager" CHECK ("employees"."manager_id" is distinct from "employees"."id")
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"pincode" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"radius_m" integer,
	"weekly_offs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspaces_pk" PRIMARY KEY("firm_id","id")
);
--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "employee_code_prefix" text DEFAULT 'EMP' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "employee_code_next" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_workspace_fk" FOREIGN KEY ("firm_id","workspace_id") REFERENCES "public"."workspaces"("firm_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designations" ADD CONSTRAINT "designations_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_job_changes" ADD CONSTRAINT "employee_job_changes_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_job_changes" ADD CONSTRAINT "employee_job_changes_employee_fk" FOREIGN KEY ("firm_id","employee_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_workspace_fk" FOREIGN KEY ("firm_id","workspace_id") REFERENCES "public"."workspaces"("firm_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_fk" FOREIGN KEY ("firm_id","department_id") REFERENCES "public"."departments"("firm_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_designation_fk" FOREIGN KEY ("firm_id","designation_id") REFERENCES "public"."designations"("firm_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_manager_fk" FOREIGN KEY ("firm_id","manager_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_firm_name_idx" ON "departments" USING btree ("firm_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "designations_firm_name_idx" ON "designations" USING btree ("firm_id","name");--> statement-breakpoint
CREATE INDEX "employee_job_changes_employee_idx" ON "employee_job_changes" USING btree ("firm_id","employee_id","effective_from");--> statement-breakpoint
CREATE INDEX "employee_job_changes_due_idx" ON "employee_job_changes" USING btree ("effective_from") WHERE "employee_job_changes"."applied_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_firm_code_idx" ON "employees" USING btree ("firm_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_firm_mobile_idx" ON "employees" USING btree ("firm_id","mobile");--> statement-breakpoint
CREATE INDEX "employees_user_idx" ON "employees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "employees_firm_manager_idx" ON "employees" USING btree ("firm_id","manager_id");--> statement-breakpoint
CREATE INDEX "employees_firm_workspace_idx" ON "employees" USING btree ("firm_id","workspace_id");--> statement-breakpoint
CREATE INDEX "employees_firm_department_idx" ON "employees" USING btree ("firm_id","department_id");--> statement-breakpoint
CREATE INDEX "employees_firm_name_idx" ON "employees" USING btree ("firm_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_firm_name_idx" ON "workspaces" USING btree ("firm_id","name");--> statement-breakpoint
-- Hand-written from here on.
--
-- 1. Today's members become employees, with their ids kept (sessions and API keys name them): codes from
--    the firm's series in the order admins, HR, employees, oldest first; joining date the day they were added.
INSERT INTO "employees" ("firm_id", "id", "code", "name", "mobile", "us_type", "user_id", "joining_date", "created_at", "updated_at")
SELECT "firm_id", "id",
       'EMP' || lpad(row_number() OVER (PARTITION BY "firm_id" ORDER BY CASE "us_type" WHEN 'A' THEN 0 WHEN 'H' THEN 1 ELSE 2 END, "created_at", "id")::text, 4, '0'),
       "name", "mobile", "us_type", "user_id", ("created_at" AT TIME ZONE 'Asia/Kolkata')::date, "created_at", "created_at"
FROM "members";
--> statement-breakpoint
UPDATE "firms" f SET "employee_code_next" = 1 + (SELECT count(*) FROM "members" m WHERE m."firm_id" = f."id");
--> statement-breakpoint
-- 2. The platform's role. Firm work runs as vetan_app and sees one firm; the few platform-wide reads and
--    writes (which firms a person belongs to at sign-in, an API key looked up by its id, the console's
--    lists and audit log) run as vetan_platform through one named path (withPlatform). The owning role has
--    no policy at all, so with RLS forced it sees no tenant row: every query must say which of the two it is.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'vetan_platform') THEN
    CREATE ROLE vetan_platform NOLOGIN;
  END IF;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT vetan_platform TO %I', current_user);
EXCEPTION WHEN others THEN
  NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO vetan_platform;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO vetan_platform, vetan_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO vetan_platform, vetan_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO vetan_platform;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO vetan_platform;
--> statement-breakpoint
-- 3. One function makes a table a tenant table: RLS enabled and forced, vetan_app limited to the firm set
--    for the transaction, vetan_platform through. The policy compares the uuid column with the setting
--    cast once (a stable expression), so the planner can use (firm_id, …) indexes; `firm_id::text = …`
--    would read every row of every firm. No setting, or an empty one, is NULL: no row matches. Every migration that adds a table with firm_id calls it;
--    the tenancy test fails for any such table left without it.
CREATE OR REPLACE FUNCTION vetan_tenant_table(t regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  name text := (SELECT relname FROM pg_class WHERE oid = t);
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', t);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', t);
  EXECUTE format('DROP POLICY IF EXISTS %I ON %s', name || '_firm_isolation', t);
  EXECUTE format('DROP POLICY IF EXISTS %I ON %s', name || '_platform', t);
  EXECUTE format(
    'CREATE POLICY %I ON %s TO vetan_app USING (firm_id = nullif(current_setting(''app.firm_id'', true), '''')::uuid) WITH CHECK (firm_id = nullif(current_setting(''app.firm_id'', true), '''')::uuid)',
    name || '_firm_isolation', t);
  EXECUTE format('CREATE POLICY %I ON %s TO vetan_platform USING (true) WITH CHECK (true)', name || '_platform', t);
END
$$;
--> statement-breakpoint
SELECT vetan_tenant_table('workspaces');
--> statement-breakpoint
SELECT vetan_tenant_table('departments');
--> statement-breakpoint
SELECT vetan_tenant_table('designations');
--> statement-breakpoint
SELECT vetan_tenant_table('employees');
--> statement-breakpoint
SELECT vetan_tenant_table('employee_job_changes');
--> statement-breakpoint
SELECT vetan_tenant_table('api_keys');
--> statement-breakpoint
SELECT vetan_tenant_table('audit_log');
