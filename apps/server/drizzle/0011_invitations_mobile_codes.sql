CREATE TABLE "invitations" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"mobile" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" uuid,
	"sends" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_pk" PRIMARY KEY("firm_id","id"),
	CONSTRAINT "invitations_status_check" CHECK ("invitations"."status" in ('pending', 'accepted', 'declined', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "mobile_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_codes_purpose_check" CHECK ("mobile_codes"."purpose" in ('signup', 'reset'))
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_purpose_check";--> statement-breakpoint
-- Hand-written: reset codes now live in mobile_codes; a live one is at most 10 minutes old, so none is kept.
DELETE FROM "one_time_codes" WHERE "purpose" <> 'sso';--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_employee_fk" FOREIGN KEY ("firm_id","employee_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_idx" ON "invitations" USING btree ("firm_id","employee_id") WHERE "invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "invitations_mobile_idx" ON "invitations" USING btree ("mobile") WHERE "invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mobile_codes_mobile_idx" ON "mobile_codes" USING btree ("mobile","purpose","created_at");--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_purpose_check" CHECK ("one_time_codes"."purpose" = 'sso');--> statement-breakpoint
-- Hand-written: a tenant table (decision 014).
SELECT vetan_tenant_table('invitations');
--> statement-breakpoint
-- Hand-written: everyone given sign-in access who has not yet joined holds a pending invitation, as the
-- new rule has it (decision 016). Until now such a person was attached at sign-up without being asked.
-- Run as the platform role so RLS lets the copy see every firm even when the owner is not a superuser.
SET ROLE vetan_platform;
--> statement-breakpoint
INSERT INTO "invitations" ("firm_id", "employee_id", "mobile", "sends", "last_sent_at")
SELECT "firm_id", "id", "mobile", 0, now() FROM "employees"
WHERE "us_type" IS NOT NULL AND "user_id" IS NULL AND "mobile" IS NOT NULL AND "status" <> 'exited';
--> statement-breakpoint
RESET ROLE;
