ALTER TABLE "payroll_settings" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "logo_type" text;