CREATE TABLE "loan_recoveries" (
	"firm_id" uuid NOT NULL,
	"loan_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"month" text NOT NULL,
	"due" bigint NOT NULL,
	"recovered" bigint NOT NULL,
	CONSTRAINT "loan_recoveries_pk" PRIMARY KEY("firm_id","loan_id","run_id")
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"principal" bigint NOT NULL,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	"method" text DEFAULT 'reducing' NOT NULL,
	"instalments" integer NOT NULL,
	"first_month" text NOT NULL,
	"disbursed_on" date NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loans_pk" PRIMARY KEY("firm_id","id"),
	CONSTRAINT "loans_principal_check" CHECK ("loans"."principal" > 0),
	CONSTRAINT "loans_instalments_check" CHECK ("loans"."instalments" between 1 and 600)
);
--> statement-breakpoint
ALTER TABLE "loan_recoveries" ADD CONSTRAINT "loan_recoveries_loan_fk" FOREIGN KEY ("firm_id","loan_id") REFERENCES "public"."loans"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_recoveries" ADD CONSTRAINT "loan_recoveries_run_fk" FOREIGN KEY ("firm_id","run_id") REFERENCES "public"."payroll_runs"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_employee_fk" FOREIGN KEY ("firm_id","employee_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_recoveries_run_idx" ON "loan_recoveries" USING btree ("firm_id","run_id","employee_id");--> statement-breakpoint
CREATE INDEX "loans_employee_idx" ON "loans" USING btree ("firm_id","employee_id");--> statement-breakpoint
SELECT vetan_tenant_table('loans');--> statement-breakpoint
SELECT vetan_tenant_table('loan_recoveries');
