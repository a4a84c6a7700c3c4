ALTER TABLE "payroll_profiles" ADD COLUMN "wage_kind" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_profiles" ADD COLUMN "wage_rate" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_profiles" ADD COLUMN "min_wage_category" text;