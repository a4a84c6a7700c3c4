CREATE TABLE "tax_declarations" (
	"firm_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"tax_year" text NOT NULL,
	"declared" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rent_city" text,
	"landlord_name" text,
	"landlord_pan" text,
	"parents_senior" boolean DEFAULT false NOT NULL,
	"verified" jsonb,
	"note" text,
	"submitted_at" timestamp with time zone,
	"verified_by" uuid,
	"verified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_declarations_pk" PRIMARY KEY("firm_id","employee_id","tax_year")
);
--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "declarations_from" date;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "declarations_to" date;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "proofs_from" date;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "proofs_to" date;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD CONSTRAINT "tax_declarations_employee_fk" FOREIGN KEY ("firm_id","employee_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_declarations_year_idx" ON "tax_declarations" USING btree ("firm_id","tax_year");--> statement-breakpoint
SELECT vetan_tenant_table('tax_declarations');
