ALTER TABLE "firms" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "cancel_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_modules" ADD COLUMN "module_key" text;--> statement-breakpoint
ALTER TABLE "plan_submodules" ADD COLUMN "feature_key" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "tier" text DEFAULT 'basic' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "included_employees" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "extra_employee_paise" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_modules_key_idx" ON "plan_modules" USING btree ("module_key");--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_tier_check" CHECK ("plans"."tier" in ('basic', 'premium', 'enterprise'));--> statement-breakpoint
-- Hand-written (decision 031): existing databases get what a new seed writes. Plans are known by their
-- tier from now on, whatever the superadmin renames them; the tiers and employee counts below are the
-- seeded plans' (apps/server/src/seed/content/plans.ts).
UPDATE "plans" SET "tier" = lower("plan_name") WHERE lower("plan_name") IN ('basic', 'premium', 'enterprise');
--> statement-breakpoint
UPDATE "plans" SET "included_employees" = 25 WHERE "tier" = 'basic';
--> statement-breakpoint
UPDATE "plans" SET "included_employees" = 100, "extra_employee_paise" = 10000 WHERE "tier" = 'premium';
--> statement-breakpoint
UPDATE "plans" SET "included_employees" = 500 WHERE "tier" = 'enterprise';
--> statement-breakpoint
-- Enterprise no longer has API access to itself: keys and webhooks come with every plan.
UPDATE "plans" SET "plan_desc" = replace("plan_desc", 'API access, multiple branches', 'device integrations, multiple branches') WHERE "tier" = 'enterprise';
--> statement-breakpoint
UPDATE "plan_features" SET "feature_name" = 'Device and accounting integrations', "feature_desc" = 'Biometric and RFID devices, and journal exports for your accounting software.'
  WHERE "feature_name" = 'API keys and integrations' AND "plan_id" IN (SELECT "id" FROM "plans" WHERE "tier" = 'enterprise');
--> statement-breakpoint
INSERT INTO "plan_features" ("plan_id", "feature_name", "feature_desc", "position")
  SELECT p."id", 'API keys and webhooks', 'Connect your own tools through the API on every plan.', coalesce(max(f."position"), -1) + 1
  FROM "plans" p LEFT JOIN "plan_features" f ON f."plan_id" = p."id"
  WHERE p."tier" = 'basic' AND NOT EXISTS (SELECT 1 FROM "plan_features" x WHERE x."plan_id" = p."id" AND x."feature_name" = 'API keys and webhooks')
  GROUP BY p."id";
--> statement-breakpoint
UPDATE "plan_modules" m SET "module_key" = v.k FROM (VALUES ('people', 'Employee Data Dashboard'), ('projects', 'Project Management'), ('ledgers', 'Ledgers & Transaction History'), ('leave', 'Leave Management'), ('attendance', 'Attendance Management'), ('expenses', 'Expense Management'), ('payroll', 'Payroll'), ('payslips', 'Payslips'), ('staff', 'Staff Administration')) AS v(k, n) WHERE lower(m."module") = lower(v.n);
--> statement-breakpoint
UPDATE "plan_submodules" s SET "feature_key" = v.k FROM "plan_modules" m, (VALUES ('people.profiles', 'people', 'Employee profiles and documents'), ('people.statutory_ids', 'people', 'Bank, PAN and UAN details'), ('people.org_chart', 'people', 'Organisation chart and reporting lines'), ('people.custom_fields_import', 'people', 'Custom fields and bulk import'), ('people.multi_branch', 'people', 'Multi-branch and multi-state views'), ('people.field_access', 'people', 'Field-level access by role'), ('projects.tasks', 'projects', 'Task lists and assignments'), ('projects.milestones', 'projects', 'Projects and milestones'), ('projects.timesheets', 'projects', 'Timesheets against projects'), ('projects.workspaces', 'projects', 'Workspaces for teams'), ('projects.cost_reports', 'projects', 'Project cost and billable hours reports'), ('ledgers.salary_register', 'ledgers', 'Monthly salary register'), ('ledgers.loans', 'ledgers', 'Employee ledgers for advances and loans'), ('ledgers.payments', 'ledgers', 'Payment and reimbursement history'), ('ledgers.payroll_audit', 'ledgers', 'Audit trail of payroll changes'), ('ledgers.journal_export', 'ledgers', 'Accounting journal export'), ('leave.requests', 'leave', 'Leave requests and approvals'), ('leave.accrual', 'leave', 'Automatic accrual and balances'), ('leave.holidays', 'leave', 'Holiday calendar'), ('leave.carry_forward', 'leave', 'Carry-forward and encashment rules'), ('leave.comp_off', 'leave', 'Compensatory off'), ('leave.branch_policies', 'leave', 'Branch-wise leave policies and calendars'), ('attendance.web', 'attendance', 'Web check-in and check-out'), ('attendance.mobile_location', 'attendance', 'Mobile check-in with location'), ('attendance.rosters', 'attendance', 'Breaks and shift rosters'), ('attendance.overtime', 'attendance', 'Overtime tracking and approval'), ('attendance.regularisation', 'attendance', 'Regularisation requests'), ('attendance.devices', 'attendance', 'Biometric and RFID device integration'), ('attendance.geofence', 'attendance', 'Geofencing by branch'), ('expenses.claims', 'expenses', 'Expense claims with bill upload'), ('expenses.approvals', 'expenses', 'Approval workflow'), ('expenses.reimbursement', 'expenses', 'Reimbursement through payroll'), ('expenses.policy_limits', 'expenses', 'Policy limits by grade and city'), ('expenses.multi_level', 'expenses', 'Multi-level approval chains'), ('payroll.processing', 'payroll', 'Monthly salary processing'), ('payroll.statutory', 'payroll', 'PF, ESI, professional tax and TDS'), ('payroll.tax_regimes', 'payroll', 'New and old tax regime support'), ('payroll.settlements', 'payroll', 'Arrears, bonus and full and final settlement'), ('payroll.return_files', 'payroll', 'PF ECR, ESI and TDS return files'), ('payroll.bank_file', 'payroll', 'Bank salary transfer file'), ('payroll.provisions', 'payroll', 'Gratuity and leave provisions'), ('payslips.dashboard', 'payslips', 'Payslips on the employee dashboard'), ('payslips.pdf', 'payslips', 'PDF download'), ('payslips.protected_email', 'payslips', 'Password-protected payslip emails'), ('payslips.tax_certificates', 'payslips', 'Year-to-date and tax certificate downloads'), ('payslips.branding', 'payslips', 'Custom payslip templates with your branding'), ('staff.roles', 'staff', 'Admin, HR and employee roles'), ('staff.onboarding', 'staff', 'Onboarding checklist'), ('staff.probation', 'staff', 'Probation and confirmation tracking'), ('staff.exit', 'staff', 'Exit and full and final workflow'), ('staff.custom_roles', 'staff', 'Custom roles and permissions'), ('staff.api_keys', 'staff', 'API keys for integrations'), ('staff.webhooks', 'staff', 'Webhooks for integrations')) AS v(k, mk, n) WHERE s."module_id" = m."id" AND m."module_key" = v.mk AND lower(s."submodule_name") = lower(v.n);

--> statement-breakpoint
UPDATE "plan_submodules" SET "basic" = true, "premium" = true, "enterprise" = true WHERE "feature_key" = 'staff.api_keys';
--> statement-breakpoint
INSERT INTO "plan_submodules" ("module_id", "submodule_name", "feature_key", "basic", "premium", "enterprise", "position")
  SELECT m."id", 'Webhooks for integrations', 'staff.webhooks', true, true, true, coalesce((SELECT max(s."position") + 1 FROM "plan_submodules" s WHERE s."module_id" = m."id"), 0)
  FROM "plan_modules" m
  WHERE m."module_key" = 'staff' AND NOT EXISTS (SELECT 1 FROM "plan_submodules" s WHERE s."feature_key" = 'staff.webhooks');
--> statement-breakpoint
-- The demo firm keeps every screen (Enterprise); every other firm without a plan starts the trial today.
UPDATE "firms" SET "plan_id" = (SELECT "id" FROM "plans" WHERE "tier" = 'enterprise' ORDER BY "position", "id" LIMIT 1)
  WHERE "id" = '0b7e4c1e-5a3f-4d2b-9c61-2f8a7d3e9b10' AND "plan_id" IS NULL;
--> statement-breakpoint
UPDATE "firms" SET "plan_id" = (SELECT "id" FROM "plans" WHERE "tier" = 'premium' ORDER BY "position", "id" LIMIT 1), "trial_ends_at" = now() + interval '14 days'
  WHERE "plan_id" IS NULL AND EXISTS (SELECT 1 FROM "plans" WHERE "tier" = 'premium');
