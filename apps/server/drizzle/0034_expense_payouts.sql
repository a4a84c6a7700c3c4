CREATE TABLE "expense_payouts" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"total" bigint NOT NULL,
	"claims" integer NOT NULL,
	"created_by" uuid,
	"paid_on" date,
	"reference" text,
	"paid_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_payouts_pk" PRIMARY KEY("firm_id","id"),
	CONSTRAINT "expense_payouts_status_check" CHECK ("expense_payouts"."status" in ('created', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "expense_payouts" ADD CONSTRAINT "expense_payouts_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_payouts_number_idx" ON "expense_payouts" USING btree ("firm_id","number");--> statement-breakpoint
SELECT vetan_tenant_table('expense_payouts');