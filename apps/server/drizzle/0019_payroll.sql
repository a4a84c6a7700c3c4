CREATE TABLE "pay_structures" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"components" jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_structures_pk" PRIMARY KEY("firm_id","id")
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"job_id" uuid,
	"totals" jsonb,
	"computed_by" uuid,
	"computed_at" timestamp with time zone,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"released_by" uuid,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_runs_pk" PRIMARY KEY("firm_id","id"),
	CONSTRAINT "payroll_runs_status_check" CHECK ("payroll_runs"."status" in ('draft', 'computing', 'computed', 'approved', 'released'))
);
--> statement-breakpoint
CREATE TABLE "payroll_settings" (
	"firm_id" uuid PRIMARY KEY NOT NULL,
	"maker_checker" boolean DEFAULT true NOT NULL,
	"lop_source" text DEFAULT 'attendance' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payslips" (
	"firm_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"paid_days" numeric DEFAULT 0 NOT NULL,
	"lop_days" numeric DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"deductions" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"employer" bigint DEFAULT 0 NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"input" text,
	"result" text,
	"ytd" jsonb,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payslips_pk" PRIMARY KEY("firm_id","run_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "salary_assignments" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"structure_id" uuid NOT NULL,
	"annual_ctc" bigint NOT NULL,
	"monthly_gross" bigint NOT NULL,
	"monthly_employer" bigint NOT NULL,
	"effective_from" date NOT NULL,
	"note" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_assignments_pk" PRIMARY KEY("firm_id","id")
);
--> statement-breakpoint
ALTER TABLE "pay_structures" ADD CONSTRAINT "pay_structures_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_run_fk" FOREIGN KEY ("firm_id","run_id") REFERENCES "public"."payroll_runs"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_assignments" ADD CONSTRAINT "salary_assignments_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_assignments" ADD CONSTRAINT "salary_assignments_employee_fk" FOREIGN KEY ("firm_id","employee_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_assignments" ADD CONSTRAINT "salary_assignments_structure_fk" FOREIGN KEY ("firm_id","structure_id") REFERENCES "public"."pay_structures"("firm_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_structures_name_idx" ON "pay_structures" USING btree ("firm_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_month_idx" ON "payroll_runs" USING btree ("firm_id","month");--> statement-breakpoint
CREATE INDEX "payslips_employee_idx" ON "payslips" USING btree ("firm_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_assignments_from_idx" ON "salary_assignments" USING btree ("firm_id","employee_id","effective_from");--> statement-breakpoint
SELECT vetan_tenant_table('pay_structures');--> statement-breakpoint
SELECT vetan_tenant_table('salary_assignments');--> statement-breakpoint
SELECT vetan_tenant_table('payroll_settings');--> statement-breakpoint
SELECT vetan_tenant_table('payroll_runs');--> statement-breakpoint
SELECT vetan_tenant_table('payslips');
