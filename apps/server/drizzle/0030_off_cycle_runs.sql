DROP INDEX "payroll_runs_month_idx";--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "kind" text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "pays_arrears" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "payroll_runs_firm_month_idx" ON "payroll_runs" USING btree ("firm_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_month_idx" ON "payroll_runs" USING btree ("firm_id","month") WHERE kind = 'regular';--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_kind_check" CHECK ("payroll_runs"."kind" in ('regular', 'off_cycle') and ("payroll_runs"."kind" = 'regular') = ("payroll_runs"."title" is null));