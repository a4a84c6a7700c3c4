// Builds the whole server: platform plugins, the site contract (SPEC.md §7), health, docs. main.ts listens;
// tests call buildApp and inject requests.
import { randomUUID } from "node:crypto";
import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { databaseOptionsFromEnv, type Database, openDatabase } from "./platform/db/client.ts";
import { type Env, loadEnv } from "./platform/env.ts";
import { registerErrorHandling } from "./platform/errors.ts";
import { serializeRequest } from "./platform/log-safety.ts";
import { securityHeaders } from "./platform/security-headers.ts";
import { shareState } from "./platform/shared/shared-state.ts";
import { forClients, type OpenApiDocument, publicOpenApi } from "./platform/public-openapi.ts";
import { ERROR_JSON_SCHEMA, RESPONSE_SCHEMAS } from "./platform/openapi-responses.ts";
import { MODULES, moduleOfPath } from "@vetan/shared/modules";
import { registerIdempotency } from "./platform/idempotency.ts";
import { requireKey } from "./accounts/api-v1/api-key-auth.ts";
import { refuseNulInUrl } from "./platform/url-nul.ts";
import { authorRoutes, blogHostRoutes } from "./site/blog/blog.routes.ts";
import { ensureClickPartitions } from "./site/clicks/click-partitions.ts";
import { clickRoutes } from "./site/clicks/click.routes.ts";
import { contactRoutes } from "./site/contact/contact.routes.ts";
import { faqRoutes } from "./site/faq/faq.routes.ts";
import { healthRoutes } from "./site/health/health.routes.ts";
import { planModuleRoutes, subscriptionPlanRoutes } from "./site/plans/plans.routes.ts";
import { seoRoutes } from "./site/seo/seo.routes.ts";
import { sitemapRoutes } from "./site/seo/sitemap.routes.ts";
import { prepareDatabase } from "./start-up.ts";
import { createServices, type Services } from "./services.ts";
import { registerWeb } from "./web/ssr.ts";
import { accountsRoutes } from "./accounts/accounts/accounts.routes.ts";
import { apiV1Routes } from "./accounts/api-v1/api-v1.routes.ts";
import { firmProductRoutes } from "./firm/firm.routes.ts";
import { firmRoutes } from "./accounts/firms/firms.routes.ts";
import { attendanceRoutes } from "./firm/attendance/attendance.routes.ts";
import { leaveRoutes } from "./firm/leave/leave.routes.ts";
import { payrollRoutes } from "./firm/payroll/payroll.routes.ts";
import { expenseRoutes } from "./firm/expenses/expenses.routes.ts";
import { webhookRoutes } from "./firm/webhooks/webhooks.routes.ts";
import { identityRoutes } from "./accounts/identity/identity.routes.ts";
import { keyRoutes } from "./accounts/keys/keys.routes.ts";
import { requestAuth } from "./platform/auth/request-auth.ts";
import { adminRoutes } from "./console/admin/admin.routes.ts";
import { billingRoutes } from "./firm/billing/billing.routes.ts";
import { publicMediaRoutes } from "./console/admin-content/media.routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    database: Database;
    env: Env;
    /** Every route as registered (method, URL pattern): what the published document must cover. */
    registeredRoutes: readonly { method: string; url: string }[];
  }
}

export interface BuildOptions {
  env?: Env;
  /** An open database (tests); otherwise one is opened from the environment. */
  database?: Database;
  logger?: boolean;
  /** Requests per IP per 10 minutes on the contact form. */
  contactPerIpPer10Min?: number;
  /** Where log lines go (tests read them); standard output when absent. */
  logStream?: NodeJS.WritableStream;
  /** The time plans and trials are judged by (tests move it); the system clock otherwise. */
  clock?: () => Date;
  /** Server-rendered pages: the built app, Vite in development, or none (API tests). */
  web?: "production" | "development" | false;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
const PARTITION_UPKEEP_MS = 24 * 3600_000;

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? loadEnv();
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: {
              paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
              censor: "[redacted]",
            },
            serializers: { req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // A caller's request id is kept (so a trace spans services) if it looks like one; otherwise we make one.
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    forceCloseConnections: "idle",
  });
  const registeredRoutes: { method: string; url: string }[] = [];
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  app.decorate("registeredRoutes", registeredRoutes);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  refuseNulInUrl(app);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const database = options.database ?? (await openDatabase(databaseOptionsFromEnv(env)));
  try {
    await prepareDatabase(database, env, app.log);
  } catch (error) {
    await database.close();
    throw error;
  }
  const services = createServices(database, env, app.log, options.clock);
  app.decorate("services", services);
  const shared = shareState(env.REDIS_URL, services.cache, app.log);
  // Dated job changes whose day came while no server ran; then daily, with the rest of the upkeep.
  await services.people.applyDueChanges();
  app.decorate("database", database);
  app.decorate("env", env);
  // Daily upkeep for a server that runs for months: next months' click partitions must exist before their
  // first event, spent sign-in failures, sessions and codes are dropped, and click events are vacuumed.
  const partitionUpkeep = setInterval(() => {
    ensureClickPartitions(database.query).catch((err) => app.log.error({ err }, "could not make click partitions"));
    services.accounts.prune().catch((err) => app.log.error({ err }, "could not prune expired sign-in data"));
    services.people.applyDueChanges().catch((err) => app.log.error({ err }, "could not apply dated job changes"));
    services.approvals.remind().catch((err) => app.log.error({ err }, "could not send approval reminders"));
    services.checklists.remindProbation().catch((err) => app.log.error({ err }, "could not send probation reminders"));
    services.expenseReports.compactAll().catch((err) => app.log.error({ err }, "could not fold the expense report's cells"));
    services.idempotency.prune().catch((err) => app.log.error({ err }, "could not drop expired idempotency keys"));
    services.webhooks.prune().catch((err) => app.log.error({ err }, "could not drop old webhook deliveries"));
    // PostgreSQL's autovacuum keeps click events' visibility map set, so heatmaps read the index alone;
    // the embedded database has no autovacuum, so it gets one pass a day.
    if (database.kind === "pglite") {
      database.query("vacuum (analyze) click_events").catch((err) => app.log.error({ err }, "could not vacuum click events"));
    }
  }, PARTITION_UPKEEP_MS);
  partitionUpkeep.unref();
  // Runs after in-flight requests have finished: write what is buffered, then let the database go.
  if (env.JOB_WORKER) app.addHook("onReady", async () => services.jobs.start());
  app.addHook("onClose", async () => {
    clearInterval(partitionUpkeep);
    await services.jobs.stop();
    await services.pdfs.close();
    await services.payslips.close();
    await services.clicks.close();
    await shared.close();
    await database.close();
  });

  securityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    // HSTS only means something over HTTPS; PUBLIC_BASE_URL says whether we are served that way.
    hsts: env.PUBLIC_BASE_URL.startsWith("https://") ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    // Quality 11 (the default) costs tens of milliseconds per answer; 4 is the usual on-the-fly setting.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Shared through Redis when REDIS_URL is set, so a limit holds across servers; per process otherwise.
  await app.register(rateLimit, { global: false, ...(shared.rateLimitStore ? { store: shared.rateLimitStore } : {}) });
  await app.register(swagger, {
    openapi: {
      info: { title: "Vetan API", version: "1.0.0", description: "The public site's calls and the product API." },
    },
    transform: jsonSchemaTransform,
  });
  // The full document stays app.swagger() (the suites that cover every route read it); /api/docs/json and
  // the page publish the firm-facing part, made once since routes do not change after start-up.
  let published: OpenApiDocument | undefined;
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    transformSpecificationClone: false,
    transformSpecification: (full) => {
      published ??= forClients(publicOpenApi(full as OpenApiDocument, env.PUBLIC_BASE_URL), { of: moduleOfPath, names: MODULES }, RESPONSE_SCHEMAS, ERROR_JSON_SCHEMA);
      return published;
    },
  });

  await app.register(requestAuth, { identity: services.identity, cookie: services.sessionCookie, publicBaseUrl: env.PUBLIC_BASE_URL });
  // Idempotency-Key on the firm API's writes (decision 032): one hook pair before any /api/v1 route.
  registerIdempotency(app, services.idempotency, async (request) => {
    if (request.headers.authorization) {
      const key = await requireKey(request, services.keys);
      return { firmId: key.firmId, caller: `key:${key.keyId}` };
    }
    const viewer = await request.viewer();
    return viewer?.firmId ? { firmId: viewer.firmId, caller: `user:${viewer.userId}` } : null;
  });
  await app.register(healthRoutes, { ping: database.ping });
  await app.register(
    async (superAdmin) => {
      await superAdmin.register(contactRoutes, {
        contact: services.contact,
        perIpPer10Min: options.contactPerIpPer10Min ?? env.CONTACT_PER_IP_PER_10MIN,
      });
      await superAdmin.register(faqRoutes, { faq: services.faq });
      await superAdmin.register(planModuleRoutes, { plans: services.plans });
      await superAdmin.register(authorRoutes, { blog: services.blog });
      await superAdmin.register(identityRoutes, { identity: services.identity, cookie: services.sessionCookie });
      await superAdmin.register(firmRoutes, { firms: services.firms });
      await superAdmin.register(keyRoutes, { keys: services.keys });
    },
    { prefix: "/api/SuperAdmin" },
  );
  await app.register(subscriptionPlanRoutes, { prefix: "/api/Salary", plans: services.plans });
  await app.register(clickRoutes, { prefix: "/api/Seo", buffer: services.clicks, throttle: services.clickThrottle });
  await app.register(blogHostRoutes, { prefix: "/blogapi", blog: services.blog });
  await app.register(seoRoutes, { seo: services.seo });
  await app.register(sitemapRoutes, { db: database.db, cache: services.cache, baseUrl: env.PUBLIC_BASE_URL });
  await app.register(accountsRoutes, {
    prefix: "/api/accounts",
    accounts: services.accounts,
    invitations: services.accountInvitations,
    cookie: services.sessionCookie,
  });
  await app.register(apiV1Routes, { prefix: "/api/v1", keys: services.keys, firms: services.firms, members: services.members, identity: services.identity, invitations: services.accountInvitations });
  await app.register(firmProductRoutes, { prefix: "/api/v1", perCallerPerMinute: env.FIRM_API_PER_CALLER_PER_MIN, db: database.db, keys: services.keys, people: services.people, insights: services.insights, org: services.org, approvals: services.approvals, notifications: services.notifications, self: services.self, audit: services.firmAudit, imports: services.peopleImport, customFields: services.customFields, documents: services.documents, checklists: services.checklists });
  await app.register(attendanceRoutes, { prefix: "/api/v1", perCallerPerMinute: env.FIRM_API_PER_CALLER_PER_MIN, db: database.db, keys: services.keys, jobs: services.jobs, attendance: services.attendance, config: services.attendanceConfig, punches: services.punches });
  await app.register(leaveRoutes, { prefix: "/api/v1", perCallerPerMinute: env.FIRM_API_PER_CALLER_PER_MIN, db: database.db, keys: services.keys, jobs: services.jobs, leave: services.leave, reports: services.leaveReports });
  await app.register(payrollRoutes, { prefix: "/api/v1", perCallerPerMinute: env.FIRM_API_PER_CALLER_PER_MIN, db: database.db, keys: services.keys, jobs: services.jobs, pay: services.pay, runs: services.payroll, outputs: services.payrollOutputs, declarations: services.declarations, loans: services.loans, settlements: services.settlements, ledger: services.ledger, tds: services.tds, openings: services.openings, logo: services.payslipLogo });
  await app.register(expenseRoutes, { prefix: "/api/v1", perCallerPerMinute: env.FIRM_API_PER_CALLER_PER_MIN, db: database.db, keys: services.keys, policy: services.expensePolicy, claims: services.claims, payouts: services.payouts, advances: services.advances, reports: services.expenseReports });
  await app.register(billingRoutes, { prefix: "/api/v1", db: database.db, keys: services.keys, billing: services.billing });
  await app.register(webhookRoutes, { prefix: "/api/v1", perCallerPerMinute: env.FIRM_API_PER_CALLER_PER_MIN, db: database.db, keys: services.keys, webhooks: services.webhooks });
  await app.register(adminRoutes, { prefix: "/api/v1/admin", services, database, env });
  await app.register(publicMediaRoutes, { store: services.media });

  const web = options.web ?? (env.NODE_ENV === "test" ? false : env.NODE_ENV);
  if (web) await registerWeb(app, web);

  return app;
}
