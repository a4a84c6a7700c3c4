CREATE TABLE "attendance_days" (
	"firm_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"first_half" text NOT NULL,
	"second_half" text NOT NULL,
	"shift_code" text,
	"first_in" timestamp with time zone,
	"last_out" timestamp with time zone,
	"worked_minutes" integer DEFAULT 0 NOT NULL,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"late_by_minutes" integer DEFAULT 0 NOT NULL,
	"early_by_minutes" integer DEFAULT 0 NOT NULL,
	"late_mark" boolean DEFAULT false NOT NULL,
	"early_mark" boolean DEFAULT false NOT NULL,
	"worked_on_off" boolean DEFAULT false NOT NULL,
	"overtime_minutes" integer DEFAULT 0 NOT NULL,
	"overtime_needs_approval" boolean DEFAULT false NOT NULL,
	"missing_punch" text,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_days_pk" PRIMARY KEY("firm_id","employee_id","day")
);
--> statement-breakpoint
CREATE TABLE "attendance_settings" (
	"firm_id" uuid PRIMARY KEY NOT NULL,
	"policy" jsonb NOT NULL,
	"cycle_start_day" integer DEFAULT 1 NOT NULL,
	"optional_holiday_quota" integer DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holiday_picks" (
	"firm_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"holiday_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holiday_picks_pk" PRIMARY KEY("firm_id","employee_id","holiday_id")
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"workspace_id" uuid,
	"optional" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holidays_pk" PRIMARY KEY("firm_id","id")
);
--> statement-breakpoint
CREATE TABLE "punches" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"direction" text NOT NULL,
	"kind" text,
	"source" text NOT NULL,
	"source_key" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "punches_pk" PRIMARY KEY("firm_id","id"),
	CONSTRAINT "punches_direction_check" CHECK ("punches"."direction" in ('in', 'out', 'unknown')),
	CONSTRAINT "punches_source_check" CHECK ("punches"."source" in ('web', 'device', 'import', 'regularisation'))
);
--> statement-breakpoint
CREATE TABLE "shift_rosters" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"pattern" jsonb NOT NULL,
	"step_days" integer DEFAULT 7 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_rosters_pk" PRIMARY KEY("firm_id","id"),
	CONSTRAINT "shift_rosters_target_check" CHECK ("shift_rosters"."target_kind" in ('firm', 'workspace', 'department', 'employee'))
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"start_margin_minutes" integer DEFAULT 120 NOT NULL,
	"end_margin_minutes" integer DEFAULT 120 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_pk" PRIMARY KEY("firm_id","id")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "scopes" text[] DEFAULT '{*}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "ip_allow_list" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_days" ADD CONSTRAINT "attendance_days_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_days" ADD CONSTRAINT "attendance_days_employee_fk" FOREIGN KEY ("firm_id","employee_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_settings" ADD CONSTRAINT "attendance_settings_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_picks" ADD CONSTRAINT "holiday_picks_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_picks" ADD CONSTRAINT "holiday_picks_employee_fk" FOREIGN KEY ("firm_id","employee_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_picks" ADD CONSTRAINT "holiday_picks_holiday_fk" FOREIGN KEY ("firm_id","holiday_id") REFERENCES "public"."holidays"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_workspace_fk" FOREIGN KEY ("firm_id","workspace_id") REFERENCES "public"."workspaces"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_employee_fk" FOREIGN KEY ("firm_id","employee_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_rosters" ADD CONSTRAINT "shift_rosters_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_days_day_idx" ON "attendance_days" USING btree ("firm_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_firm_day_idx" ON "holidays" USING btree ("firm_id","day",coalesce("workspace_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE UNIQUE INDEX "punches_idempotency_idx" ON "punches" USING btree ("firm_id","employee_id","at","source","source_key");--> statement-breakpoint
CREATE INDEX "shift_rosters_target_idx" ON "shift_rosters" USING btree ("firm_id","target_kind","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_firm_code_idx" ON "shifts" USING btree ("firm_id","code");--> statement-breakpoint
SELECT vetan_tenant_table('attendance_settings');
--> statement-breakpoint
SELECT vetan_tenant_table('shifts');
--> statement-breakpoint
SELECT vetan_tenant_table('shift_rosters');
--> statement-breakpoint
SELECT vetan_tenant_table('holidays');
--> statement-breakpoint
SELECT vetan_tenant_table('holiday_picks');
--> statement-breakpoint
SELECT vetan_tenant_table('punches');
--> statement-breakpoint
SELECT vetan_tenant_table('attendance_days');
