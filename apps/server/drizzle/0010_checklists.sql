CREATE TABLE "checklist_tasks" (
	"firm_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"owner_id" uuid,
	"owner_role" text NOT NULL,
	"due_on" date NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_tasks_pk" PRIMARY KEY("firm_id","id")
);
--> statement-breakpoint
CREATE TABLE "checklist_templates" (
	"firm_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"tasks" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_templates_pk" PRIMARY KEY("firm_id","kind")
);
--> statement-breakpoint
ALTER TABLE "checklist_tasks" ADD CONSTRAINT "checklist_tasks_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_tasks" ADD CONSTRAINT "checklist_tasks_employee_fk" FOREIGN KEY ("firm_id","employee_id") REFERENCES "public"."employees"("firm_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_templates" ADD CONSTRAINT "checklist_templates_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_tasks_employee_idx" ON "checklist_tasks" USING btree ("firm_id","employee_id","kind");--> statement-breakpoint
CREATE INDEX "checklist_tasks_owner_idx" ON "checklist_tasks" USING btree ("firm_id","owner_id","done_at");--> statement-breakpoint
-- Hand-written: tenant tables (decision 014).
SELECT vetan_tenant_table('checklist_templates');
--> statement-breakpoint
SELECT vetan_tenant_table('checklist_tasks');
