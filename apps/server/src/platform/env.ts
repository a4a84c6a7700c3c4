// Configuration comes from the environment, checked once at start-up, with safe local defaults.
// Only what is listed in `publicEnv` may ever reach the browser.
import { z } from "zod";
import { availableParallelism } from "node:os";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default("./data"),
  /** postgres://… selects a real server; empty means embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .refine((v) => v === "" || /^postgres(ql)?:\/\//.test(v), "DATABASE_URL must start with postgres://")
    .default(""),
  /** redis://… shares rate limits and cache invalidation across servers (decision 029); empty keeps both per process. */
  REDIS_URL: z
    .string()
    .refine((v) => v === "" || /^rediss?:\/\//.test(v), "REDIS_URL must start with redis:// or rediss://")
    .default(""),
  /** The site's address as people reach it. Unset, it is this machine on PORT (see loadEnv). */
  PUBLIC_BASE_URL: z.url().optional(),
  /** Signs session and one-time codes. Must be set in production; a fixed dev value is fine locally. */
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SUPPORT_EMAIL: z.email().default("support@vetan.in"),
  SUPPORT_PHONE: z.string().default("+918047182600"),
  /** Where the sister product's blog lives (its posts link there from author pages). */
  SISTER_BLOG_BASE_URL: z.url().default("https://lekha.in/blog"),
  /** Seals identity numbers (Aadhaar) at rest. Defaults to a key derived from SESSION_SECRET; set its own in production. */
  DATA_ENCRYPTION_KEY: z.string().min(32, "DATA_ENCRYPTION_KEY must be at least 32 characters").optional(),
  SMTP_URL: z.string().default(""),
  SMTP_FROM: z.string().default("Vetan <no-reply@vetan.in>"),
  /** Text messages (sign-up and reset codes, invitations) go here as JSON; empty keeps them in the outbox. */
  SMS_WEBHOOK_URL: z.union([z.literal(""), z.url({ protocol: /^https?$/, error: "SMS_WEBHOOK_URL must be an http(s) URL" })]).default(""),
  /** Sent as a bearer token to the SMS webhook; never logged. */
  SMS_WEBHOOK_TOKEN: z.string().default(""),
  /** Talk to Us submissions allowed per client address per 10 minutes (SPEC.md §5 abuse limit). */
  CONTACT_PER_IP_PER_10MIN: z.coerce.number().int().min(1).max(1_000_000_000).default(5),
  /** Firm API reads a minute per caller (key or session); benchmarks lift it to measure the server. */
  FIRM_API_PER_CALLER_PER_MIN: z.coerce.number().int().min(1).max(1_000_000_000).default(600),
  /** Click events: rows per batch insert and the longest an event waits in memory. */
  CLICK_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
  CLICK_FLUSH_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** Where the built web app lives; empty means apps/web/build. Lets parallel builds stay apart. */
  WEB_BUILD_DIR: z.string().default(""),
  /** Seed demo content into an empty database. */
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /**
   * Worker threads drawing payslip PDFs (decision 027): one a core, at most four (past that the main thread,
   * reading the database and writing the outbox, is what the mailing waits for), unless set (1–16).
   */
  PDF_WORKERS: z.coerce.number().int().min(1, "PDF_WORKERS must be 1 to 16 threads").max(16, "PDF_WORKERS must be 1 to 16 threads").default(Math.max(1, Math.min(availableParallelism(), 4))),
  /** Run background jobs in this process (imports; later payroll and PDFs). Off in the test suite, which drains the queue itself. */
  JOB_WORKER: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /**
   * Webhook endpoints on plain http or on private, loopback or link-local addresses (decision 033): refused
   * unless this is set for local development (or NODE_ENV is development or test). A public server refuses it.
   */
  WEBHOOKS_ALLOW_PRIVATE: z
    .enum(["true", "false"], { error: "WEBHOOKS_ALLOW_PRIVATE must be true or false" })
    .default("false")
    .transform((v) => v === "true"),
  /** Uploaded images go to this S3-compatible bucket when it is named; otherwise under DATA_DIR/media. */
  S3_BUCKET: z
    .string()
    .regex(/^$|^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "S3_BUCKET must be a bucket name (3–63 lowercase letters, digits, dots or hyphens)")
    .default(""),
  /** The storage's address: https://s3.<region>.amazonaws.com, or a MinIO or R2 endpoint. */
  S3_ENDPOINT: z.union([z.literal(""), z.url({ protocol: /^https?$/, error: "S3_ENDPOINT must be an http(s) URL" })]).default(""),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, "S3_REGION must be a region name such as ap-south-1").default("ap-south-1"),
  S3_ACCESS_KEY_ID: z.string().default(""),
  /** Signs every storage request; never logged, never sent anywhere but into the signature. */
  S3_SECRET_ACCESS_KEY: z.string().default(""),
  /** Prepended to every image's name to make its key. */
  S3_PREFIX: z
    .string()
    .refine((v) => !v.startsWith("/"), "S3_PREFIX must not start with /")
    .default("media/"),
  /** https://endpoint/bucket/key (MinIO and most others) rather than https://bucket.endpoint/key. */
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"], { error: "S3_FORCE_PATH_STYLE must be true or false" })
    .default("true")
    .transform((v) => v === "true"),
});

/** Settings that only make sense together: a bucket needs somewhere to be and the keys to it. */
const S3_NEEDS = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

export type Env = z.infer<typeof EnvSchema> & { SESSION_SECRET: string; PUBLIC_BASE_URL: string };

const DEV_SESSION_SECRET = "vetan-local-development-secret-not-for-production";

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  // The default follows PORT, so a server started on another port does not print localhost:3000 into the
  // API quick start, the API reference and every canonical link (issue 19).
  const env = { ...parsed.data, PUBLIC_BASE_URL: parsed.data.PUBLIC_BASE_URL ?? `http://localhost:${parsed.data.PORT}` };
  const missing = env.S3_BUCKET ? S3_NEEDS.filter((name) => env[name] === "") : [];
  if (missing.length > 0) {
    throw new Error(`Invalid configuration:\n${missing.map((name) => `  ${name}: required when S3_BUCKET is set`).join("\n")}`);
  }
  if (env.NODE_ENV === "production" && !env.SESSION_SECRET && !isLocal(env.PUBLIC_BASE_URL)) {
    throw new Error("Invalid configuration:\n  SESSION_SECRET: required when PUBLIC_BASE_URL is not local");
  }
  if (env.NODE_ENV === "production" && env.WEBHOOKS_ALLOW_PRIVATE && !isLocal(env.PUBLIC_BASE_URL)) {
    throw new Error("Invalid configuration:\n  WEBHOOKS_ALLOW_PRIVATE: only for local development; a server at a public address must refuse private webhook addresses");
  }
  return { ...env, SESSION_SECRET: env.SESSION_SECRET ?? DEV_SESSION_SECRET };
}

/** Whether webhook endpoints may be plain http or private addresses: local development and tests only. */
export function webhooksAllowPrivate(env: Pick<Env, "NODE_ENV" | "WEBHOOKS_ALLOW_PRIVATE">): boolean {
  return env.NODE_ENV !== "production" || env.WEBHOOKS_ALLOW_PRIVATE;
}

export function isLocal(baseUrl: string): boolean {
  const host = new URL(baseUrl).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}

/** The only settings the browser may see. */
export function publicEnv(env: Env) {
  return {
    supportEmail: env.SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE,
    sisterBlogBaseUrl: env.SISTER_BLOG_BASE_URL,
    publicBaseUrl: env.PUBLIC_BASE_URL,
  };
}
export type PublicEnv = ReturnType<typeof publicEnv>;
