CREATE TABLE "payroll_holds" (
	"firm_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"held_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_holds_pk" PRIMARY KEY("firm_id","run_id","employee_id")
);
--> statement-breakpoint
ALTER TABLE "payroll_holds" ADD CONSTRAINT "payroll_holds_run_fk" FOREIGN KEY ("firm_id","run_id") REFERENCES "public"."payroll_runs"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_holds" ADD CONSTRAINT "payroll_holds_employee_fk" FOREIGN KEY ("firm_id","employee_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT vetan_tenant_table('payroll_holds');
