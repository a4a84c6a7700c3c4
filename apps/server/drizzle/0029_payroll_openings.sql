CREATE TABLE "payroll_openings" (
	"firm_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"tax_year" text NOT NULL,
	"through_month" text NOT NULL,
	"figures" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_openings_pk" PRIMARY KEY("firm_id","employee_id","tax_year")
);
--> statement-breakpoint
ALTER TABLE "payroll_openings" ADD CONSTRAINT "payroll_openings_employee_fk" FOREIGN KEY ("firm_id","employee_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT vetan_tenant_table('payroll_openings');
