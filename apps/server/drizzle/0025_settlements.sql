CREATE TABLE "settlements" (
	"firm_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb,
	"prepared_by" uuid,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"paid_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_pk" PRIMARY KEY("firm_id","employee_id"),
	CONSTRAINT "settlements_status_check" CHECK ("settlements"."status" in ('draft', 'approved', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_employee_fk" FOREIGN KEY ("firm_id","employee_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT vetan_tenant_table('settlements');
