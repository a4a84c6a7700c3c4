ALTER TABLE "attendance_days" DROP CONSTRAINT "attendance_days_firm_id_firms_id_fk";
--> statement-breakpoint
ALTER TABLE "attendance_days" DROP CONSTRAINT "attendance_days_employee_fk";
--> statement-breakpoint
ALTER TABLE "attendance_days" DROP COLUMN "reasons";