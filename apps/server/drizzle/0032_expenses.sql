CREATE TABLE "expense_claims" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"approved_total" bigint,
	"request_id" uuid,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_claims_pk" PRIMARY KEY("firm_id","id"),
	CONSTRAINT "expense_claims_status_check" CHECK ("expense_claims"."status" in ('draft', 'submitted', 'approved', 'rejected', 'withdrawn', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "expense_items" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"category" text NOT NULL,
	"date" date NOT NULL,
	"amount" bigint NOT NULL,
	"merchant" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"city_tier" integer,
	"working" text,
	"mileage" jsonb,
	"per_diem_days" numeric(5, 1),
	"gst" jsonb,
	"justification" text DEFAULT '' NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"approved_amount" bigint,
	"decision_reason" text,
	CONSTRAINT "expense_items_pk" PRIMARY KEY("firm_id","id"),
	CONSTRAINT "expense_items_amount_check" CHECK ("expense_items"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "expense_policies" (
	"firm_id" uuid PRIMARY KEY NOT NULL,
	"policy" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_receipts" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_receipts_pk" PRIMARY KEY("firm_id","id")
);
--> statement-breakpoint
ALTER TABLE "expense_claims" ADD CONSTRAINT "expense_claims_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_claims" ADD CONSTRAINT "expense_claims_employee_fk" FOREIGN KEY ("firm_id","employee_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_items" ADD CONSTRAINT "expense_items_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_items" ADD CONSTRAINT "expense_items_claim_fk" FOREIGN KEY ("firm_id","claim_id") REFERENCES "public"."expense_claims"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_policies" ADD CONSTRAINT "expense_policies_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_item_fk" FOREIGN KEY ("firm_id","item_id") REFERENCES "public"."expense_items"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_claims_number_idx" ON "expense_claims" USING btree ("firm_id","number");--> statement-breakpoint
CREATE INDEX "expense_claims_employee_idx" ON "expense_claims" USING btree ("firm_id","employee_id","created_at");--> statement-breakpoint
CREATE INDEX "expense_claims_status_idx" ON "expense_claims" USING btree ("firm_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "expense_items_claim_idx" ON "expense_items" USING btree ("firm_id","claim_id","position");--> statement-breakpoint
CREATE INDEX "expense_items_employee_idx" ON "expense_items" USING btree ("firm_id","employee_id","date");--> statement-breakpoint
CREATE INDEX "expense_receipts_item_idx" ON "expense_receipts" USING btree ("firm_id","item_id");--> statement-breakpoint
CREATE INDEX "expense_receipts_hash_idx" ON "expense_receipts" USING btree ("firm_id","sha256");--> statement-breakpoint
SELECT vetan_tenant_table('expense_policies');--> statement-breakpoint
SELECT vetan_tenant_table('expense_claims');--> statement-breakpoint
SELECT vetan_tenant_table('expense_items');--> statement-breakpoint
SELECT vetan_tenant_table('expense_receipts');