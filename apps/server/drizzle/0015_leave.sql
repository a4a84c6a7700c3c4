CREATE TABLE "leave_encashments" (
	"firm_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"year_start" date NOT NULL,
	"date" date NOT NULL,
	"days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_encashments_pk" PRIMARY KEY("firm_id","leave_type_id","year_start","employee_id")
);
--> statement-breakpoint
CREATE TABLE "leave_entries" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"days" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_entries_pk" PRIMARY KEY("firm_id","id"),
	CONSTRAINT "leave_entries_kind_check" CHECK ("leave_entries"."kind" in ('adjusted', 'encashed'))
);
--> statement-breakpoint
CREATE TABLE "leave_policy_versions" (
	"firm_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"rules" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_policy_versions_pk" PRIMARY KEY("firm_id","leave_type_id","effective_from")
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"from_half" text NOT NULL,
	"to_half" text NOT NULL,
	"days" integer NOT NULL,
	"day_counts" jsonb NOT NULL,
	"reason" text NOT NULL,
	"document_id" uuid,
	"approval_id" uuid NOT NULL,
	"applied_by" uuid NOT NULL,
	"cancelled_on" date,
	"cancelled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_requests_pk" PRIMARY KEY("firm_id","id"),
	CONSTRAINT "leave_requests_range_check" CHECK ("leave_requests"."to_date" >= "leave_requests"."from_date")
);
--> statement-breakpoint
CREATE TABLE "leave_types" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"colour" text DEFAULT 'teal' NOT NULL,
	"paid" boolean DEFAULT true NOT NULL,
	"comp_off" boolean DEFAULT false NOT NULL,
	"workspace_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"department_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"grades" text[] DEFAULT '{}'::text[] NOT NULL,
	"employment_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_types_pk" PRIMARY KEY("firm_id","id")
);
--> statement-breakpoint
CREATE TABLE "leave_year_closings" (
	"firm_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"year_start" date NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid,
	"job_id" uuid,
	"totals" jsonb NOT NULL,
	CONSTRAINT "leave_year_closings_pk" PRIMARY KEY("firm_id","leave_type_id","year_start")
);
--> statement-breakpoint
ALTER TABLE "leave_encashments" ADD CONSTRAINT "leave_encashments_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_encashments" ADD CONSTRAINT "leave_encashments_employee_fk" FOREIGN KEY ("firm_id","employee_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_entries" ADD CONSTRAINT "leave_entries_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_entries" ADD CONSTRAINT "leave_entries_employee_fk" FOREIGN KEY ("firm_id","employee_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_entries" ADD CONSTRAINT "leave_entries_type_fk" FOREIGN KEY ("firm_id","leave_type_id") REFERENCES "public"."leave_types"("firm_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_policy_versions" ADD CONSTRAINT "leave_policy_versions_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_policy_versions" ADD CONSTRAINT "leave_policy_versions_type_fk" FOREIGN KEY ("firm_id","leave_type_id") REFERENCES "public"."leave_types"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_employee_fk" FOREIGN KEY ("firm_id","employee_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_type_fk" FOREIGN KEY ("firm_id","leave_type_id") REFERENCES "public"."leave_types"("firm_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_approval_fk" FOREIGN KEY ("firm_id","approval_id") REFERENCES "public"."approval_requests"("firm_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_year_closings" ADD CONSTRAINT "leave_year_closings_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_year_closings" ADD CONSTRAINT "leave_year_closings_type_fk" FOREIGN KEY ("firm_id","leave_type_id") REFERENCES "public"."leave_types"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_encashments_date_idx" ON "leave_encashments" USING btree ("firm_id","date");--> statement-breakpoint
CREATE INDEX "leave_entries_employee_idx" ON "leave_entries" USING btree ("firm_id","employee_id");--> statement-breakpoint
CREATE INDEX "leave_requests_employee_idx" ON "leave_requests" USING btree ("firm_id","employee_id","from_date");--> statement-breakpoint
CREATE INDEX "leave_requests_range_idx" ON "leave_requests" USING btree ("firm_id","from_date","to_date");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_requests_approval_idx" ON "leave_requests" USING btree ("firm_id","approval_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_firm_code_idx" ON "leave_types" USING btree ("firm_id","code");--> statement-breakpoint
CREATE INDEX "attendance_days_worked_off_idx" ON "attendance_days" USING btree ("firm_id","employee_id") WHERE "attendance_days"."worked_on_off";--> statement-breakpoint
SELECT vetan_tenant_table('leave_types');--> statement-breakpoint
SELECT vetan_tenant_table('leave_policy_versions');--> statement-breakpoint
SELECT vetan_tenant_table('leave_requests');--> statement-breakpoint
SELECT vetan_tenant_table('leave_entries');--> statement-breakpoint
SELECT vetan_tenant_table('leave_year_closings');--> statement-breakpoint
SELECT vetan_tenant_table('leave_encashments');
