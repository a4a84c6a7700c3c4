CREATE TABLE "payroll_one_offs" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount" bigint NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_one_offs_pk" PRIMARY KEY("firm_id","id"),
	CONSTRAINT "payroll_one_offs_kind_check" CHECK ("payroll_one_offs"."kind" in ('addition', 'deduction')),
	CONSTRAINT "payroll_one_offs_amount_check" CHECK ("payroll_one_offs"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_profiles" (
	"firm_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"tax_regime" text DEFAULT 'new' NOT NULL,
	"pf_wage_basis" text DEFAULT 'ceiling' NOT NULL,
	"vpf_basis_points" integer DEFAULT 0 NOT NULL,
	"previous_taxable" bigint DEFAULT 0 NOT NULL,
	"previous_tds" bigint DEFAULT 0 NOT NULL,
	"previous_year" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_profiles_pk" PRIMARY KEY("firm_id","employee_id"),
	CONSTRAINT "payroll_profiles_regime_check" CHECK ("payroll_profiles"."tax_regime" in ('new', 'old')),
	CONSTRAINT "payroll_profiles_pf_check" CHECK ("payroll_profiles"."pf_wage_basis" in ('ceiling', 'actual'))
);
--> statement-breakpoint
ALTER TABLE "payroll_one_offs" ADD CONSTRAINT "payroll_one_offs_run_fk" FOREIGN KEY ("firm_id","run_id") REFERENCES "public"."payroll_runs"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_one_offs" ADD CONSTRAINT "payroll_one_offs_employee_fk" FOREIGN KEY ("firm_id","employee_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_profiles" ADD CONSTRAINT "payroll_profiles_employee_fk" FOREIGN KEY ("firm_id","employee_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_one_offs_run_idx" ON "payroll_one_offs" USING btree ("firm_id","run_id","employee_id");--> statement-breakpoint
SELECT vetan_tenant_table('payroll_one_offs');--> statement-breakpoint
SELECT vetan_tenant_table('payroll_profiles');
