// Test factory: a real app on a real database of its own (a copy of the seeded template).
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp, type BuildOptions } from "../../src/app.ts";
import { type Database, openDatabase } from "../../src/platform/db/client.ts";
import { loadEnv } from "../../src/platform/env.ts";
import { adminQuery, withDatabase } from "./template.ts";

export async function openTestDatabase(): Promise<Database> {
  const t = inject("dbTemplate");
  if (t.kind === "pglite") {
    return openDatabase({ kind: "pglite-memory", loadDataDir: new Blob([readFileSync(t.snapshot)]) });
  }
  const name = `vetan_t_${randomBytes(6).toString("hex")}`;
  await adminQuery(t.url, `create database ${name} template ${t.template}`);
  const database = await openDatabase({ kind: "postgres", url: withDatabase(t.url, name), poolSize: 4 });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await adminQuery(t.url, `drop database if exists ${name}`);
    },
  };
}

export const testEnv = (overrides: Record<string, string> = {}) =>
  loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", CLICK_FLUSH_MS: "20", JOB_WORKER: "false", WEB_BUILD_DIR: process.env.WEB_BUILD_DIR ?? "", ...overrides });

export async function createTestApp(options: Partial<BuildOptions> = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({ env: testEnv(), logger: false, ...options, database });
  await app.ready();
  return app;
}

/** JSON POST helper with a distinct client address per call site when asked. */
export function postJson(app: FastifyInstance, url: string, body: unknown, opts: { ip?: string; headers?: Record<string, string> } = {}) {
  return app.inject({
    method: "POST",
    url,
    payload: body as object,
    remoteAddress: opts.ip ?? "203.0.113.10",
    headers: { "content-type": "application/json", ...opts.headers },
  });
}
