// Property-based bad input (issue 7): every documented route — the site's public calls and all of
// /api/v1, the console's included — gets random and malformed bodies, query strings, headers and methods
// from fast-check (wrong types, huge strings, deep nesting, unicode, nulls, prototype-pollution keys,
// oversized and non-JSON bodies), as nobody, as a firm admin and as the superadmin, so that input reaches
// the validators behind each guard. Never a 5xx, never an unhandled rejection, and a refused write changes
// nothing in the database. New routes join by being documented (every route has a schema). CI draws a new
// seed each run (.ci/run); `npm run test:fuzz` sends at least 100,000 inputs (issue 19).
import { randomInt } from "node:crypto";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { publicTables } from "../src/platform/db/backup.ts";
import { withPlatform } from "../src/platform/db/tenancy.ts";
import { createTestApp } from "./support/app.ts";
import { documentedRoutes, METHODS } from "./support/documented-routes.ts";
import { demoSession } from "./support/demo-session.ts";


let app: FastifyInstance;
let callers: { who: string; cookie: string }[];
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  console.log(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays this run)`);
  process.on("unhandledRejection", onUnhandled);
  app = await createTestApp();
  const session = async (type: "A" | "S") => (await demoSession(app, type)).cookie;
  callers = [
    { who: "nobody", cookie: "" },
    { who: "A", cookie: await session("A") },
    { who: "S", cookie: await session("S") },
  ];
});
afterAll(async () => {
  process.off("unhandledRejection", onUnhandled);
  await app.close();
});

// Tables whose rows a refused request may legitimately add: failed sign-ins are counted to throttle
// guessing, and click events are accepted before they are checked for bots (both by design).
const SIDE_EFFECT_TABLES = new Set(["sign_in_failures", "click_events", "sessions"]);

/** A digest of every other table's rows: equal before and after means nothing changed. */
async function fingerprint(): Promise<string> {
  const tables = (await publicTables(app.database)).filter((t) => !SIDE_EFFECT_TABLES.has(t));
  // The row count and the newest row version (xmin): an insert or update writes a newer version and a
  // delete lowers the count, so any write moves it, and it costs no row-to-text work on the demo firm's
  // months of punches and day records. A rolled-back write leaves no visible version.
  const parts = tables.map((t) => `select '${t}' as t, count(*) || ':' || coalesce(max(x.xmin::text::bigint), 0) as h from "${t}" x`);
  // As the platform role, which row-level security lets see every firm's rows: on PostgreSQL the suite's
  // owner role is held to the policies like the app, and outside a firm it would count no rows at all.
  const { rows } = (await withPlatform(app.database.db, "the fuzz test's fingerprint of every table", (tx) => tx.execute(sql.raw(parts.join(" union all "))))) as unknown as {
    rows: { t: string; h: string }[];
  };
  // A fingerprint that cannot see the demo firm would prove nothing.
  if (rows.find((r) => r.t === "employees")?.h.startsWith("0:") !== false) throw new Error("the fingerprint sees no employees");
  return rows.map((r) => `${r.t}:${r.h}`).join("|");
}

/** The first transaction id not yet given out: it moves only when some transaction has written (or tried to). */
async function nextXid(): Promise<string> {
  return String((await app.database.query("select pg_snapshot_xmax(pg_current_snapshot())::text as x")).rows[0]?.x);
}

let known: { xid: string; print: string } | null = null;
/**
 * The database's fingerprint now. Scanning every table costs ~100 ms on PostgreSQL with the demo firm's
 * months of attendance, and most refused inputs write nothing at all: while no transaction id has been
 * given out since the last fingerprint, nothing can have changed, and the last one still holds.
 */
async function databaseState(): Promise<string> {
  const xid = await nextXid();
  if (known?.xid === xid) return known.print;
  known = { xid, print: await fingerprint() };
  return known.print;
}

// ─── Arbitraries ───────────────────────────────────────────────────────────────────────────────────────

const POLLUTION = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "__defineGetter__"];
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", " ", "null", "undefined", "NaN", "-1", "0", "1e309", "9".repeat(400), "<script>alert(1)</script>", "' or 1=1 --", "../../etc/passwd", "%00", "\u0000", "\uD800", "ℕ𝕒𝕞𝕖", "=cmd|' /C calc'!A0"),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => "x".repeat(n)),
);
const key = fc.oneof(fc.constantFrom(...POLLUTION), fc.string({ maxLength: 20 }), fc.constantFrom("id", "name", "title", "slug", "blocks", "status", "mobile", "password", "firmid", "empid", "page", "limit", "offset", "q"));
const scalar = fc.oneof(nastyString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String));
const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small", withCrossShrink: true }, scalar, tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 5 }),
  object: fc.dictionary(key, tie("value"), { maxKeys: 6 }),
})).value;
/** Nesting far past any schema: [[[[…]]]] or {"a":{"a":…}}. */
const deep = fc.tuple(fc.integer({ min: 50, max: 5_000 }), fc.boolean()).map(([depth, arrays]) => (arrays ? `${"[".repeat(depth)}${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`));

const body = fc.oneof(
  json.map((v) => ({ payload: JSON.stringify(v), type: "application/json" })),
  fc.dictionary(key, json, { maxKeys: 8 }).map((v) => ({ payload: JSON.stringify(v), type: "application/json" })),
  deep.map((payload) => ({ payload, type: "application/json" })),
  fc.string({ maxLength: 200 }).map((payload) => ({ payload, type: "application/json" })),
  fc.integer({ min: 65 * 1024, max: 6 * 1024 * 1024 }).map((n) => ({ payload: `{"a":"${"y".repeat(n)}"}`, type: "application/json" })),
  fc.tuple(fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml", "image/png", "image/svg+xml", "", "application/json; charset=utf-16"), fc.string({ maxLength: 300 })).map(([type, payload]) => ({ payload, type })),
  fc.constant(undefined),
);
const query = fc.dictionary(key, fc.oneof(nastyString, fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }).map((a) => a.join("&q="))), { maxKeys: 4 });
const pathParam = fc.oneof(nastyString.filter((s) => s.length < 3_000), fc.constantFrom("1", "0", "-1", "999999999999", "00000000-0000-0000-0000-000000000000", "%2e%2e", "..", "null"), fc.integer().map(String));
/** What a real HTTP client can put in a header value: visible ASCII and spaces (no CR, LF or NUL). */
const headerSafe = (s: string) => s.replace(/[^\x20-\x7e]/g, "?");
const headers = fc.record(
  {
    accept: fc.constantFrom("application/json", "text/html", "*/*", "", "application/xml"),
    "accept-encoding": fc.constantFrom("gzip", "br", "identity", "*", "", "gzip;q=0, br;q=0"),
    "x-request-id": nastyString.filter((s) => s.length < 2_000).map(headerSafe),
    authorization: fc.oneof(fc.constant("Basic dms6eA=="), nastyString.filter((s) => s.length < 2_000).map((s) => `Basic ${Buffer.from(s).toString("base64")}`), fc.constant("Bearer x")),
    "if-none-match": fc.constantFrom('"x"', "*", ""),
  },
  { requiredKeys: [] },
);

function fill(path: string, params: string[]): string {
  let i = 0;
  return path.replace(/\{[^}]+\}/g, () => enc(params[i++] ?? "1"));
}

/** Lone surrogates cannot be percent-encoded as UTF-8; raw invalid bytes come from RAW_QUERY instead. */
const enc = (s: string) => encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD"));
const encode = (q: Record<string, string>) =>
  Object.entries(q)
    .map(([k, v]) => `${enc(k)}=${enc(v)}`)
    .join("&");
/** Query strings no encoder would make: invalid UTF-8, broken escapes, bracket nesting, pollution paths. */
const RAW_QUERY = ["", "%ff=%fe", "a=%E0%A4%A", "%%%=%", "a[b][c][d]=1", "__proto__[polluted]=1", "constructor[prototype][polluted]=1", "q=%00", `q=${"%41".repeat(3000)}`];

// ─── The property ──────────────────────────────────────────────────────────────────────────────────────

/** A whole number from the environment, or the default; anything else stops the run with a clear message. */
function wholeFromEnv(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0 || n > max) throw new Error(`${name} must be a whole number from 0 to ${max}, not "${raw}"`);
  return n;
}
// How many inputs: FUZZ_RUNS per documented route (24 by default, as in CI), or, for the volume run
// (`npm run test:fuzz`), FUZZ_TOTAL inputs at least, spread evenly over every documented route.
const RUNS_PER_ROUTE = wholeFromEnv("FUZZ_RUNS", 24, 1_000_000);
const TOTAL = wholeFromEnv("FUZZ_TOTAL", 0, 100_000_000);
// Which inputs: FUZZ_SEED, a fixed one by default so that a plain `npm test` is repeatable; `random` draws
// a new one, as CI does each run (.ci/run). The seed is printed before and after the run, and with any
// failure: FUZZ_SEED=<that seed> replays exactly those inputs.
const SEED = process.env.FUZZ_SEED === "random" ? randomInt(2 ** 31 - 1) : wholeFromEnv("FUZZ_SEED", 20261122, 2 ** 31 - 1);
/** Room for the volume run: about 10 ms an input on two busy cores, with a margin. */
const TIMEOUT_MS = Math.max(600_000, TOTAL * 30);
let tried = 0;
/** Answers by status class and caller: shows the input got past the guards to the validators. */
const seen = new Map<string, number>();

describe("bad input of every kind", () => {
  it("never gets a 5xx, never an unhandled rejection, and a refused write changes nothing", async () => {
    const routes = documentedRoutes(app);
    expect(routes.length).toBeGreaterThan(30);
    const runsPerRoute = TOTAL > 0 ? Math.ceil(TOTAL / routes.length) : RUNS_PER_ROUTE;
    const started = Date.now();
    const failures: string[] = [];
    for (const route of routes) {
      const arbitrary = fc.record({
        // Signing out would end the shared sessions the other inputs rely on: only nobody does that.
        caller: route.path === "/api/accounts/signout" ? fc.constant(0) : fc.integer({ min: 0, max: callers.length - 1 }),
        method: fc.oneof({ weight: 4, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
        params: fc.array(pathParam, { minLength: 3, maxLength: 3 }),
        query,
        rawQuery: fc.constantFrom(...RAW_QUERY),
        body,
        headers,
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async (input) => {
          tried++;
          const caller = callers[input.caller]!;
          const search = [encode(input.query), input.rawQuery].filter(Boolean).join("&");
          const url = `${fill(route.path, input.params)}${search ? `?${search}` : ""}`;
          const write = input.method !== "GET";
          const before = write ? await databaseState() : "";
          const sendBody = input.method !== "GET" && input.body !== undefined;
          const res = await app.inject({
            method: input.method,
            url,
            remoteAddress: `198.18.${tried % 250}.${(tried >> 8) % 250}`,
            headers: {
              ...input.headers,
              "sec-fetch-site": "same-origin",
              ...(caller.cookie ? { cookie: `vetan_session=${caller.cookie}` } : {}),
              ...(sendBody ? { "content-type": input.body!.type } : {}),
            },
            ...(sendBody ? { payload: input.body!.payload } : {}),
          });
          const tally = `${caller.who} ${res.statusCode}`;
          seen.set(tally, (seen.get(tally) ?? 0) + 1);
          if (res.statusCode >= 500) {
            failures.push(`${input.method} ${url.slice(0, 200)} as ${caller.who} → ${res.statusCode} ${res.body.slice(0, 200)}`);
            return false;
          }
          if (write && res.statusCode >= 400) {
            const after = await databaseState();
            if (after !== before) {
              // Which tables moved, so a write from elsewhere (a timer, a job) is told apart from this request's.
              const was = new Set(before.split("|"));
              const moved = after.split("|").filter((part) => !was.has(part)).map((part) => part.split(":")[0]);
              failures.push(`${input.method} ${url.slice(0, 200)} as ${caller.who} → ${res.statusCode} but changed the database (${moved.join(", ")})`);
              return false;
            }
          }
          return true;
        }),
        { numRuns: runsPerRoute, seed: SEED, endOnFailure: true },
      ).catch((error: unknown) => {
        // A failed property is already in `failures` with its request; anything else thrown is a failure too.
        const cause = (error as Error).cause;
        if (cause) failures.push(`${route.method} ${route.path}: the test's request could not be made: ${String(cause).slice(0, 300)}`);
      });
    }
    const answers = [...seen].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k}×${n}`);
    const seconds = Math.round((Date.now() - started) / 1000);
    const fivexx = [...seen].filter(([k]) => / 5\d\d$/.test(k)).reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `fuzz: ${tried} inputs tried on ${routes.length} documented routes in ${seconds} s (${runsPerRoute} per route, seed ${SEED}; FUZZ_SEED=${SEED} replays this run, FUZZ_RUNS or FUZZ_TOTAL changes its size); 5xx answers: ${fivexx}\nanswers (caller status×count): ${answers.join(", ")}`,
    );
    // The superadmin's and the admin's inputs reached validation and handlers, not only the guards.
    expect([...seen.keys()].some((k) => k === "S 400")).toBe(true);
    expect([...seen.keys()].some((k) => k === "A 400")).toBe(true);
    expect(failures, `seed ${SEED}: FUZZ_SEED=${SEED} replays these inputs`).toEqual([]);
    expect(unhandled).toEqual([]);
  }, TIMEOUT_MS);
});
