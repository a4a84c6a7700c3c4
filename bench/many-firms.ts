// A database of many firms (issue 19): 1,000 firms of 100 employees each by default, each made by the demo
// seed's own generators and writers — people with their history, the attendance calendar (shifts, rosters,
// holidays), this cycle's punches up to now with their day records, a year of leave with balances and
// requests, and last month's payroll run computed by the real compute code, approved and released, so every
// person has a payslip. Each firm's ids are its own (demoId with the firm's number in the kind).
//
// Generating takes minutes, so the result is kept as a PostgreSQL template database named after what it
// holds (firms, employees, the generator's version, the migrations and the month), and each run works on a
// copy of it (CREATE DATABASE … TEMPLATE, seconds). Sessions are made for a sample of firms on the copy.
import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { addDays, indiaToday, shiftMonth } from "@vetan/shared/dates";
import pg from "pg";
import { employees, firms, payrollSettings, payStructures, salaryAssignments, sessions, users } from "../apps/server/src/db/schema.ts";
import { TEMPLATES } from "../apps/server/src/firm/payroll/pay.service.ts";
import { runMonthIn } from "../apps/server/src/firm/payroll/runs.service.ts";
import { recompute } from "../apps/server/src/firm/attendance/processing.ts";
import { newToken, sha256 } from "../apps/server/src/platform/auth/secrets.ts";
import { openDatabase } from "../apps/server/src/platform/db/client.ts";
import { enterFirm, withFirm } from "../apps/server/src/platform/db/tenancy.ts";
import { type DemoPeople, demoId, demoPeople } from "../apps/server/src/seed/content/demo-people.ts";
import { type DemoCalendar, type DemoPunch, demoCalendar, demoPunches, insertPunches, writeAttendanceCalendar } from "../apps/server/src/seed/demo-attendance.ts";
import { writePeople } from "../apps/server/src/seed/demo-firm.ts";
import { type DemoLeavePlan, demoLeave, writeDemoLeave } from "../apps/server/src/seed/demo-leave.ts";
import { demoSalaries } from "../apps/server/src/seed/demo-payroll.ts";
import { and, eq } from "drizzle-orm";
import { fmt, seconds } from "./firm.ts";

/** Bumped whenever what a generated firm holds changes, so an older cached database is not reused. */
const GENERATOR_VERSION = 2;

export interface ManyFirmsOptions {
  /** The server's PostgreSQL (any database on it); the cache and the copies are made beside it. */
  adminUrl: string;
  firms: number;
  employees: number;
  /** Firms written at once (each in its own transaction): two keep PostgreSQL and this process both busy. */
  parallel?: number;
  log?: (line: string) => void;
}

export interface ManyFirmsCache {
  /** The template database's name. */
  name: string;
  /** True when this call generated it; false when an earlier run's was found. */
  generated: boolean;
  generateSeconds: number;
}

/**
 * The cached database's name: what it holds, so a changed generator, schema, size or month makes a new one.
 * A month, not a day: the run reads each person's punch state and finds their leave days itself, so a firm
 * generated a few days ago serves as well, and generating 1,000 firms takes minutes.
 */
function cacheName(firmCount: number, employeeCount: number, today: string): string {
  const journal = JSON.parse(readFileSync(new URL("../apps/server/drizzle/meta/_journal.json", import.meta.url), "utf8")) as { entries: unknown[] };
  return `vetan_bench_firms_v${GENERATOR_VERSION}_m${journal.entries.length}_${firmCount}x${employeeCount}_${today.slice(0, 7).replace("-", "")}`;
}

async function adminQuery(adminUrl: string, text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return (await c.query(text, values)).rows as Record<string, unknown>[];
  } finally {
    await c.end();
  }
}

const urlOf = (adminUrl: string, db: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${db}`;
  return u.toString();
};

/**
 * The cached database of `firms` × `employees`, generated when there is none for this month. Older caches of
 * the same size are dropped (another month's punches and payroll, or an older generator or schema).
 */
export async function manyFirmsCache(opts: ManyFirmsOptions): Promise<ManyFirmsCache> {
  const log = opts.log ?? (() => undefined);
  const today = indiaToday();
  const name = cacheName(opts.firms, opts.employees, today);
  const existing = (await adminQuery(opts.adminUrl, "select datname from pg_database where datname like 'vetan_bench_firms_v%'")).map((r) => r.datname as string);
  if (existing.includes(name)) return { name, generated: false, generateSeconds: 0 };
  for (const old of existing.filter((d) => d.includes(`_${opts.firms}x${opts.employees}_`) && d !== name)) {
    await adminQuery(opts.adminUrl, `drop database if exists ${old}`).catch(() => undefined);
  }
  // Written under a working name and renamed when whole, so a run stopped half way leaves no cache behind.
  const working = `${name}_wip`;
  await adminQuery(opts.adminUrl, `drop database if exists ${working}`);
  await adminQuery(opts.adminUrl, `create database ${working}`);
  const started = performance.now();
  const database = await openDatabase({ kind: "postgres", url: urlOf(opts.adminUrl, working), poolSize: (opts.parallel ?? 2) + 1 });
  try {
    await database.migrate();
    let next = 0;
    let done = 0;
    const now = Date.now();
    const worker = async () => {
      for (;;) {
        const k = ++next;
        if (k > opts.firms) return;
        await writeFirm(database.db, k, opts.employees, today, now);
        if (++done % 20 === 0) log(`${fmt(done)} of ${fmt(opts.firms)} firms written (${fmt(seconds(started))} s)`);
      }
    };
    await Promise.all(Array.from({ length: opts.parallel ?? 2 }, worker));
    await database.query("vacuum analyze");
  } finally {
    await database.close();
  }
  await adminQuery(opts.adminUrl, `alter database ${working} rename to ${name}`);
  return { name, generated: true, generateSeconds: seconds(started) };
}

/** A copy of the cache to run against (writes land in it, not in the cache); drop it with dropCopy. */
export async function copyOfCache(adminUrl: string, cache: string, suffix: string): Promise<string> {
  const name = `vetan_bench_firms_run_${process.pid}_${suffix}`;
  await adminQuery(adminUrl, `drop database if exists ${name}`);
  await adminQuery(adminUrl, `create database ${name} template ${cache}`);
  return urlOf(adminUrl, name);
}

export async function dropCopy(url: string) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = "/postgres";
  await adminQuery(u.toString(), `drop database if exists ${name} with (force)`).catch(() => undefined);
}

type Db = Awaited<ReturnType<typeof openDatabase>>["db"];

/** How many differently seeded firms there are; firm k is shape ((k - 1) mod SHAPES) + 1 with ids of its own. */
const SHAPES = 25;

interface Shape {
  people: DemoPeople;
  calendar: DemoCalendar;
  plan: DemoLeavePlan;
  cycle: DemoPunch[];
  cycleFrom: string;
  /** Each id the generators asked for, with the kind and number it was made from. */
  made: Map<string, [string, number]>;
}
const shapes = new Map<number, Shape>();

/**
 * A shape's people, calendar, year of leave and this cycle's punches, generated once (the leave plan alone
 * takes ~0.5 s of CPU for 100 people) and handed to each firm of that shape with its ids remade for the firm
 * (the same result as generating it with the firm's idFor: checked by bench/many-firms-shape.test.ts).
 */
function shapeOf(s: number, count: number, today: string, now: number): Shape {
  const key = s;
  const found = shapes.get(key);
  if (found) return found;
  const made = new Map<string, [string, number]>();
  const idFor = (kind: string, n: number) => {
    const id = demoId(`shape${s}-${kind}`, n);
    made.set(id, [kind, n]);
    return id;
  };
  const shape = generate(s, count, today, now, idFor);
  const value = { ...shape, made };
  shapes.set(key, value);
  return value;
}

/** The demo generators for one firm: people, calendar, a year of leave, this cycle's punches. */
export function generate(seed: number, count: number, today: string, now: number, idFor: (kind: string, n: number) => string) {
  const people = demoPeople({ count, today, seed, idFor });
  const calendar = demoCalendar(people, today, idFor);
  // This attendance cycle from its first day up to now (a month at most): the muster, today and the punch
  // screen read these.
  const cycleFrom = cycleStart(today, calendar.cycleStartDay);
  const plan = demoLeave(people, calendar, today, cycleFrom, now, idFor);
  const cycle = demoPunches({ people, calendar, from: cycleFrom, to: today, now, seed, requests: plan.leaveDays });
  return { people, calendar, plan, cycle, cycleFrom };
}

/** Firm k's copy of its shape: every id string the generators made replaced by the firm's own. */
export function firmOfShape(k: number, count: number, today: string, now: number) {
  const shape = shapeOf(((k - 1) % SHAPES) + 1, count, today, now);
  const ids = new Map<string, string>();
  const swap = (v: string) => {
    const from = shape.made.get(v);
    if (!from) return v;
    let id = ids.get(v);
    if (!id) {
      id = demoId(`firm${k}-${from[0]}`, from[1]);
      ids.set(v, id);
    }
    return id;
  };
  const { made: _made, ...rest } = shape;
  return remapStrings(rest, swap, new Map()) as Omit<Shape, "made">;
}

/**
 * Firm k made from its shape: its people and calendar must be what the generators make for it directly with
 * the firm's ids, and no id of the shape may be left anywhere in it (inside a longer string, say). The leave
 * plan and punches are the shape's with the firm's ids (drawn afresh they would differ: the generators' random
 * draws are keyed by ids), consistent within the firm. Throws otherwise.
 */
export function checkShapeCopy(k: number, count: number, today: string, now: number) {
  const copy = firmOfShape(k, count, today, now);
  const direct = generate(((k - 1) % SHAPES) + 1, count, today, now, (kind, n) => demoId(`firm${k}-${kind}`, n));
  if (!isDeepStrictEqual(copy.people, direct.people) || !isDeepStrictEqual(copy.calendar, direct.calendar)) {
    throw new Error(`firm ${k}'s people or calendar made from its shape differ from those generated directly`);
  }
  const made = shapeOf(((k - 1) % SHAPES) + 1, count, today, now).made;
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
  remapStrings(copy, (text) => {
    for (const id of text.match(uuid) ?? []) if (made.has(id)) throw new Error(`firm ${k} made from its shape still holds the shape's id ${id} in "${text.slice(0, 80)}"`);
    return text;
  }, new Map());
}

/** A deep copy of plain data (objects, arrays, Maps, Sets) with every string passed through `swap`. */
function remapStrings(v: unknown, swap: (s: string) => string, memo: Map<object, unknown>): unknown {
  if (typeof v === "string") return swap(v);
  if (v === null || typeof v !== "object") return v;
  const seen = memo.get(v);
  if (seen !== undefined) return seen;
  if (Array.isArray(v)) {
    const out: unknown[] = [];
    memo.set(v, out);
    for (const x of v) out.push(remapStrings(x, swap, memo));
    return out;
  }
  if (v instanceof Map) {
    const out = new Map();
    memo.set(v, out);
    for (const [k, x] of v) out.set(remapStrings(k, swap, memo), remapStrings(x, swap, memo));
    return out;
  }
  if (v instanceof Set) {
    const out = new Set();
    memo.set(v, out);
    for (const x of v) out.add(remapStrings(x, swap, memo));
    return out;
  }
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return v;
  const out: Record<string, unknown> = {};
  memo.set(v, out);
  for (const [k, x] of Object.entries(v)) out[k] = remapStrings(x, swap, memo);
  return out;
}

/** Firm number k, written in one transaction: people, calendar, this cycle's punches, a year of leave, last month paid. */
async function writeFirm(db: Db, k: number, count: number, today: string, now: number) {
  const idFor = (kind: string, n: number) => demoId(`firm${k}-${kind}`, n);
  const { people, calendar, plan, cycle, cycleFrom } = firmOfShape(k, count, today, now);
  const admin = people.employees[0]?.id as string;
  const hr = people.employees[1]?.id as string;
  await db.transaction(async (tx) => {
    const [firm] = await tx
      .insert(firms)
      .values({ id: idFor("firm", 1), name: `Bench Firm ${String(k).padStart(4, "0")} Private Limited`, mobile: `7${String(k).padStart(9, "0")}`, address: "Plot 14, MIDC Bhosari, Pune, Maharashtra 411026" })
      .returning({ id: firms.id });
    const firmId = firm?.id as string;
    await enterFirm(tx, firmId);
    await writePeople(tx, firmId, people, today);
    await writeAttendanceCalendar(tx, firmId, calendar);
    await writeDemoLeave(tx, firmId, plan, now);
    await insertPunches(tx, firmId, cycle);
    await recompute(tx, firmId, null, cycleFrom, today);
    // Last month paid: the demo's two structures, everyone's salary, the run computed by the compute code,
    // approved and released (lop from leave: last month's attendance is not generated).
    await tx.insert(payrollSettings).values({ firmId, makerChecker: true, lopSource: "leave" });
    const made = await tx
      .insert(payStructures)
      .values([
        { firmId, name: TEMPLATES.labour_codes.name, components: TEMPLATES.labour_codes.components },
        { firmId, name: TEMPLATES.wage_earner.name, components: TEMPLATES.wage_earner.components },
      ])
      .returning();
    const structure = { labour_codes: made[0]?.id as string, wage_earner: made[1]?.id as string };
    const rows = demoSalaries(people.employees, today).map((s) => ({
      firmId,
      employeeId: s.employeeId,
      structureId: structure[s.structure],
      annualCtc: s.annualCtc,
      // The gross a CTC buys is searched with the engine when a salary is assigned; as bench/payroll.ts, 95 % of a twelfth.
      monthlyGross: Math.round((s.annualCtc / 12) * 0.95),
      monthlyEmployer: Math.round((s.annualCtc / 12) * 0.05),
      effectiveFrom: s.effectiveFrom,
    }));
    await tx.insert(salaryAssignments).values(rows);
    const month = shiftMonth(addDays(today, -2).slice(0, 7), -1);
    await runMonthIn(tx, firmId, month, { computedBy: hr, approvedBy: admin, release: true, at: new Date(now - 3_600_000) });
  });
}

function cycleStart(day: string, startDay: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 - (d >= startDay ? 0 : 1), startDay)).toISOString().slice(0, 10);
}

/** One person the load signs in as. */
export interface Person {
  role: "A" | "H" | "M" | "E";
  firmId: string;
  employeeId: string;
  cookie: string;
  /** Their workspace's centre, to punch inside its fence. */
  latitude: number | null;
  longitude: number | null;
  /** Someone else in the firm to search for by name. */
  searchFor: string;
}

/**
 * Sessions on the copy for an admin, an HR, a manager and an employee of `sample` firms spread evenly over
 * them all: users made and linked as an invitation accepted would, sessions written as the hand-off writes
 * them (placed in the firm as that member). Returns each person with the cookie a browser would send.
 */
export async function makeSessions(url: string, sample: number): Promise<Person[]> {
  const database = await openDatabase({ kind: "postgres", url, poolSize: 2 });
  try {
    const { db } = database;
    const all = (await database.query("select id from firms where firm_name like 'Bench Firm %' order by firm_name")).rows.map((r) => r.id as string);
    const step = all.length / Math.min(sample, all.length);
    const chosen = Array.from({ length: Math.min(sample, all.length) }, (_, i) => all[Math.floor(i * step)] as string);
    const passwordHash = "bench-no-password";
    const people: Person[] = [];
    const expiresAt = new Date(Date.now() + 7 * 86_400_000);
    for (const firmId of chosen) {
      const rows = (
        await database.query(
          `select e.id, e.us_type, e.manager_id, e.name, w.latitude, w.longitude,
             (select count(*) from employees r where r.firm_id = e.firm_id and r.manager_id = e.id and r.status <> 'exited')::int as reports
           from employees e left join workspaces w on w.firm_id = e.firm_id and w.id = e.workspace_id
           where e.firm_id = $1 and e.status = 'active' order by e.code`,
          [firmId],
        )
      ).rows as { id: string; us_type: string | null; manager_id: string | null; name: string; latitude: number | null; longitude: number | null; reports: number }[];
      const a = rows.find((r) => r.us_type === "A");
      const h = rows.find((r) => r.us_type === "H");
      const staff = rows.filter((r) => r.us_type !== "A" && r.us_type !== "H");
      // A manager with someone reporting to them who manages no one.
      const m = staff.find((r) => r.reports > 0 && staff.some((x) => x.manager_id === r.id && x.reports === 0));
      const e = staff.find((r) => r.reports === 0 && r.manager_id === m?.id);
      if (!a || !h || !m || !e) throw new Error(`firm ${firmId} lacks an admin, HR, a manager with a report or that report`);
      const others = rows.filter((r) => ![a, h, m, e].includes(r));
      for (const [role, r] of [["A", a], ["H", h], ["M", m], ["E", e]] as const) {
        const [user] = await db.insert(users).values({ name: r.name, mobile: `6${String(people.length).padStart(9, "0")}`, passwordHash }).returning({ id: users.id });
        const userId = user?.id as string;
        const usType = role === "M" ? "E" : role;
        await withFirm(db, firmId, (tx) => tx.update(employees).set({ userId, usType }).where(and(eq(employees.firmId, firmId), eq(employees.id, r.id))));
        const token = newToken();
        await db.insert(sessions).values({ tokenHash: sha256(token), userId, usType, firmId, memberId: r.id, expiresAt, userAgent: "vetan-bench" });
        const other = others[people.length % Math.max(1, others.length)]?.name ?? r.name;
        people.push({ role, firmId, employeeId: r.id, cookie: `vetan_session=${token}`, latitude: r.latitude, longitude: r.longitude, searchFor: other.split(" ")[0] ?? other });
      }
    }
    return people;
  } finally {
    await database.close();
  }
}
