CREATE TABLE "expense_payments" (
	"firm_id" uuid NOT NULL,
	"claim_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"run_id" uuid,
	"batch_id" uuid,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_payments_pk" PRIMARY KEY("firm_id","claim_id"),
	CONSTRAINT "expense_payments_one_way" CHECK (("expense_payments"."run_id" is null) <> ("expense_payments"."batch_id" is null))
);
--> statement-breakpoint
ALTER TABLE "expense_payments" ADD CONSTRAINT "expense_payments_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_payments" ADD CONSTRAINT "expense_payments_claim_fk" FOREIGN KEY ("firm_id","claim_id") REFERENCES "public"."expense_claims"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expense_payments_run_idx" ON "expense_payments" USING btree ("firm_id","run_id");--> statement-breakpoint
SELECT vetan_tenant_table('expense_payments');