// Everything the routes and the server-rendered pages call. Built once per app; the page loaders receive
// the same object through React Router's load context, so there is one implementation and no HTTP hop.
import type { Database } from "./platform/db/client.ts";
import { type Env, isLocal, webhooksAllowPrivate } from "./platform/env.ts";
import { PublicCache } from "./platform/public-cache.ts";
import { type Clock, createEntitlements } from "./firm/billing/entitlements.ts";
import { createBilling } from "./firm/billing/billing.service.ts";
import { createBlogService } from "./site/blog/blog.service.ts";
import { ClickBuffer } from "./site/clicks/click-buffer.ts";
import { ClickThrottle } from "./site/clicks/click-throttle.ts";
import { createContactService } from "./site/contact/contact.service.ts";
import { createMediaStore } from "./console/admin-content/media-store.ts";
import { createFaqService } from "./site/faq/faq.service.ts";
import { createPlansService } from "./site/plans/plans.service.ts";
import { createSeoService } from "./site/seo/seo.service.ts";
import type { FastifyBaseLogger } from "fastify";
import { createAccountsService } from "./accounts/accounts/accounts.service.ts";
import { afterSignIn } from "./accounts/accounts/hand-off.ts";
import { Delivery } from "./platform/delivery.ts";
import { webhookSmsGateway } from "./platform/sms-gateway.ts";
import { createInvitations } from "./firm/people/invitations.ts";
import { createAccountInvitations } from "./accounts/accounts/invitations.ts";
import { createFirmsService } from "./accounts/firms/firms.service.ts";
import { createIdentityService } from "./accounts/identity/identity.service.ts";
import { createKeysService } from "./accounts/keys/keys.service.ts";
import { createIdempotencyStore } from "./platform/idempotency.ts";
import { createMembersService } from "./accounts/members/members.service.ts";
import { aadhaarCipher, webhookCipher } from "./platform/auth/secrets.ts";
import { createWebhooks } from "./firm/webhooks/webhooks.service.ts";
import { sessionCookie } from "./platform/auth/session-cookie.ts";
import { createDashboardService } from "./accounts/dashboard/dashboard.service.ts";
import { createPlatformAdminService } from "./console/platform-admin/platform-admin.service.ts";
import { createOrgService } from "./firm/org/org.service.ts";
import { createPeopleInsights } from "./firm/people/people-insights.ts";
import { createPeopleService } from "./firm/people/people.service.ts";
import { createApprovals } from "./firm/approvals/approvals.service.ts";
import { createFirmAuditLog } from "./firm/audit/firm-audit.service.ts";
import { createNotifications } from "./firm/notifications/notifications.service.ts";
import { createSelfService, profileChangeHandler } from "./firm/people/self-service.ts";
import { createPeopleImport } from "./firm/people/people-import.ts";
import { createCustomFields } from "./firm/people/custom-fields.service.ts";
import { createDocuments } from "./firm/documents/documents.service.ts";
import { createChecklists } from "./firm/people/checklists.service.ts";
import { createPrivateFiles } from "./firm/documents/private-files.ts";
import { JobQueue } from "./platform/jobs.ts";
import { attendanceHandlers, createAttendance } from "./firm/attendance/attendance.service.ts";
import { createAttendanceConfig } from "./firm/attendance/config.service.ts";
import { createPunches } from "./firm/attendance/punches.service.ts";
import { createLeave, leaveHandler } from "./firm/leave/leave.service.ts";
import { createLeaveReports } from "./firm/leave/leave-reports.ts";
import { createDeclarations } from "./firm/payroll/declarations.service.ts";
import { createLedger } from "./firm/payroll/ledger.service.ts";
import { createLoans } from "./firm/payroll/loans.service.ts";
import { createOpenings } from "./firm/payroll/openings.service.ts";
import { createLogo } from "./firm/payroll/logo.service.ts";
import { createAdvances, expenseAdvanceHandler } from "./firm/expenses/advances.service.ts";
import { createClaims, expenseClaimHandler } from "./firm/expenses/claims.service.ts";
import { createExpensePolicy } from "./firm/expenses/policy.service.ts";
import { createPayouts } from "./firm/expenses/payouts.service.ts";
import { createExpenseReports } from "./firm/expenses/reports.service.ts";
import { createOutputs } from "./firm/payroll/outputs.service.ts";
import { createPay } from "./firm/payroll/pay.service.ts";
import { createSettlements } from "./firm/payroll/settlements.service.ts";
import { createTds } from "./firm/payroll/tds.service.ts";
import { createRuns } from "./firm/payroll/runs.service.ts";
import { PdfPool } from "./firm/payroll/pdf-pool.ts";
import { payslipThread } from "./firm/payroll/payslip-rows.ts";

export function createServices(database: Database, env: Env, log: FastifyBaseLogger, clock: Clock = () => new Date()) {
  const cache = new PublicCache();
  const { db } = database;
  // Without an email provider a local install shows messages (reset codes) in its log; a public one never does.
  const sms = env.SMS_WEBHOOK_URL ? webhookSmsGateway(env.SMS_WEBHOOK_URL, env.SMS_WEBHOOK_TOKEN) : null;
  const delivery = new Delivery({ db, log, smtpUrl: env.SMTP_URL, from: env.SMTP_FROM, sms, logBodies: isLocal(env.PUBLIC_BASE_URL) });
  const accounts = createAccountsService(db, delivery);
  const cipher = aadhaarCipher(env);
  const identity = createIdentityService(db, accounts);
  const cookie = sessionCookie(env);
  const platformAdmin = createPlatformAdminService(db);
  const firms = createFirmsService(db, cipher, clock);
  /** What each firm's plan lets it call, kept in memory and dropped on the superadmin's changes (decision 031). */
  const entitlements = createEntitlements(db, cache, clock);
  const keys = createKeysService(db);
  const invitations = createInvitations((message) => delivery.send(message), env.PUBLIC_BASE_URL);
  const members = createMembersService(db, invitations);
  const accountInvitations = createAccountInvitations(db);
  const notifications = createNotifications(db, (messages) => delivery.sendAll(messages));
  const checklists = createChecklists(db, notifications);
  const people = createPeopleService(db, cipher, { checklists, notifications, invitations, plan: entitlements });
  const approvals = createApprovals(db, notifications, { profile_change: profileChangeHandler, ...attendanceHandlers(notifications), leave: leaveHandler(), expense_claim: expenseClaimHandler(), expense_advance: expenseAdvanceHandler() });
  const jobs = new JobQueue(db, log);
  /** Employees' documents and the payslip logo: private files, served only to those allowed. */
  const privateFiles = createPrivateFiles(env);
  // Payslip PDFs are drawn on worker threads, started on first use (decision 027), and the compute job
  // works its payslips on a thread of their own.
  const pdfs = new PdfPool(env.PDF_WORKERS);
  const payslips = payslipThread();
  const attendance = createAttendance(db, approvals, notifications);
  // Webhook signing secrets are sealed like Aadhaar numbers, under a key of their own purpose.
  const webhooks = createWebhooks(db, webhookCipher(env), { allowPrivate: webhooksAllowPrivate(env) });
  webhooks.handleJobs(jobs);
  return {
    accounts,
    accountInvitations,
    identity,
    /** The pages' view of sessions (SiteServices.session). */
    session: {
      async viewer(cookieHeader: string | null) {
        const v = await identity.viewer(cookie.read(cookieHeader));
        return v && { userId: v.userId, name: v.name, mobile: v.mobile, email: v.email, usType: v.usType, firmId: v.firmId, memberId: v.memberId };
      },
      async continueTo(cookieHeader: string | null, callback: string | null) {
        const token = cookie.read(cookieHeader);
        const v = await identity.viewer(token);
        return v && token ? afterSignIn(accounts, token, v.userId, callback ?? undefined) : null;
      },
      async invitations(cookieHeader: string | null) {
        const v = await identity.viewer(cookie.read(cookieHeader));
        return v && accountInvitations.list(v);
      },
    },
    firms,
    keys,
    idempotency: createIdempotencyStore(db),
    members,
    people,
    insights: createPeopleInsights(db),
    org: createOrgService(db),
    notifications,
    approvals,
    self: createSelfService(db, people, approvals, notifications),
    firmAudit: createFirmAuditLog(db),
    jobs,
    peopleImport: createPeopleImport(db, cipher, jobs, checklists, entitlements),
    customFields: createCustomFields(db),
    documents: createDocuments(db, privateFiles),
    checklists,
    attendance,
    attendanceConfig: createAttendanceConfig(db, jobs),
    punches: createPunches(db, jobs),
    leave: createLeave(db, approvals, notifications),
    leaveReports: createLeaveReports(db, jobs),
    pay: createPay(db),
    pdfs,
    payslips,
    payroll: createRuns(db, jobs, notifications, privateFiles, { pdfs, payslips }),
    payslipLogo: createLogo(db, privateFiles),
    expensePolicy: createExpensePolicy(db, (firmId) => entitlements.requireFeature(firmId, "expenses.policy_limits")),
    claims: createClaims(db, privateFiles, approvals, notifications),
    payouts: createPayouts(db),
    advances: createAdvances(db, approvals, notifications),
    // Folding deletes nearly every row of the firm's cells: a vacuum then clears the dead rows the next report's
    // scan would read (the embedded database has no autovacuum; PostgreSQL's comes up to a minute later).
    expenseReports: createExpenseReports(db, () => database.query("vacuum (analyze) expense_report_cells, expense_report_people").then(() => undefined)),
    declarations: createDeclarations(db),
    payrollOutputs: createOutputs(db),
    loans: createLoans(db),
    settlements: createSettlements(db, privateFiles),
    ledger: createLedger(db),
    tds: createTds(db, privateFiles),
    openings: createOpenings(db),
    webhooks,
    platformAdmin,
    /** The dashboards' view of the session (SiteServices.dashboard). */
    dashboard: createDashboardService({ db, viewerOf: (header) => identity.viewer(cookie.read(header)), firms, keys, members, platform: platformAdmin, entitlements }),
    entitlements,
    billing: createBilling(db, cache, entitlements, clock),
    sessionCookie: cookie,
    cache,
    blog: createBlogService(db, cache),
    faq: createFaqService(db, cache),
    plans: createPlansService(db, cache),
    seo: createSeoService(db, cache),
    contact: createContactService(db),
    /** Uploaded images: the console writes them, /media/:name serves them (disk or S3-compatible). */
    media: createMediaStore(env),
    clicks: new ClickBuffer({
      query: database.query,
      log,
      batchSize: env.CLICK_BATCH_SIZE,
      flushMs: env.CLICK_FLUSH_MS,
    }),
    clickThrottle: new ClickThrottle(),
  };
}
export type Services = ReturnType<typeof createServices>;
