CREATE TABLE "attendance_cycle_locks" (
	"firm_id" uuid NOT NULL,
	"month" text NOT NULL,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" uuid,
	"totals" jsonb NOT NULL,
	CONSTRAINT "attendance_cycle_locks_pk" PRIMARY KEY("firm_id","month")
);
--> statement-breakpoint
ALTER TABLE "attendance_settings" ADD COLUMN "overtime_quarter_limit_hours" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_cycle_locks" ADD CONSTRAINT "attendance_cycle_locks_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT vetan_tenant_table('attendance_cycle_locks');
