CREATE TABLE "expense_advance_settlements" (
	"firm_id" uuid NOT NULL,
	"claim_id" uuid NOT NULL,
	"advance_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"settled_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_advance_settlements_pk" PRIMARY KEY("firm_id","claim_id","advance_id"),
	CONSTRAINT "expense_advance_settlements_amount_check" CHECK ("expense_advance_settlements"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "expense_advances" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"amount" bigint NOT NULL,
	"needed_by" date,
	"status" text DEFAULT 'requested' NOT NULL,
	"request_id" uuid,
	"decided_at" timestamp with time zone,
	"paid_on" date,
	"reference" text,
	"paid_by" uuid,
	"returned_amount" bigint DEFAULT 0 NOT NULL,
	"returned_on" date,
	"returned_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_advances_pk" PRIMARY KEY("firm_id","id"),
	CONSTRAINT "expense_advances_status_check" CHECK ("expense_advances"."status" in ('requested', 'approved', 'paid', 'rejected', 'withdrawn')),
	CONSTRAINT "expense_advances_amount_check" CHECK ("expense_advances"."amount" > 0),
	CONSTRAINT "expense_advances_returned_check" CHECK ("expense_advances"."returned_amount" >= 0 and "expense_advances"."returned_amount" <= "expense_advances"."amount"),
	CONSTRAINT "expense_advances_paid_check" CHECK (("expense_advances"."status" = 'paid') = ("expense_advances"."paid_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "expense_claims" DROP CONSTRAINT "expense_claims_status_check";--> statement-breakpoint
ALTER TABLE "expense_advance_settlements" ADD CONSTRAINT "expense_advance_settlements_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_advance_settlements" ADD CONSTRAINT "expense_advance_settlements_claim_fk" FOREIGN KEY ("firm_id","claim_id") REFERENCES "public"."expense_claims"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_advance_settlements" ADD CONSTRAINT "expense_advance_settlements_advance_fk" FOREIGN KEY ("firm_id","advance_id") REFERENCES "public"."expense_advances"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_advances" ADD CONSTRAINT "expense_advances_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_advances" ADD CONSTRAINT "expense_advances_employee_fk" FOREIGN KEY ("firm_id","employee_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expense_advance_settlements_advance_idx" ON "expense_advance_settlements" USING btree ("firm_id","advance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_advances_number_idx" ON "expense_advances" USING btree ("firm_id","number");--> statement-breakpoint
CREATE INDEX "expense_advances_employee_idx" ON "expense_advances" USING btree ("firm_id","employee_id","created_at");--> statement-breakpoint
ALTER TABLE "expense_claims" ADD CONSTRAINT "expense_claims_status_check" CHECK ("expense_claims"."status" in ('draft', 'submitted', 'approved', 'rejected', 'withdrawn', 'paid', 'settled'));--> statement-breakpoint
SELECT vetan_tenant_table('expense_advances');--> statement-breakpoint
SELECT vetan_tenant_table('expense_advance_settlements');