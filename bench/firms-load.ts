// Signed-in load over many firms (issue 19): people of a sample of firms (an admin, HR, a manager and an
// employee of each) using what their screens call, at 200 connections for 60 s. A connection takes a free
// person for one cycle of ten requests and hands them back at its end, so no two connections act as one
// person at once (a punch out of turn would be our fault, not the server's). The cycle is the person's:
//
//   everyone   the /app home's calls (attendance today; the leave summary; the people summary for those
//              who get it), a directory search, a punch (POST, the next one their day allows), leave applied
//              for (POST) then listed and withdrawn (POST), and their payslips listed and one opened;
//   A and H    also the directory's first page; A the payroll runs; a manager and A the approvals inbox.
//
// Each answer is counted by kind and status: connection errors, time-outs, 5xx and 4xx apart (a 4xx is
// unexpected here: every request is one the person may make, in its turn).
import autocannon from "autocannon";
import { addDays, indiaToday } from "@vetan/shared/dates";
import type { Person } from "./many-firms.ts";

type Kind = "dashboard" | "today" | "directory" | "punch" | "leave apply" | "leave list" | "leave withdraw" | "payslips" | "payslip" | "approvals" | "payroll runs";

export interface Ready extends Person {
  /** The punch their day allows next, from the server's own answer. */
  nextPunch: string;
  /** Casual leave's id and a working day they may apply for (found by applying and withdrawing once). */
  leave: { typeId: string; day: string } | null;
  /** Their latest released payslip's run. */
  runId: string | null;
  /** The request applied for in this cycle, to withdraw. */
  applied: string | null;
}

export interface FirmsLoadFigures {
  seconds: number;
  connections: number;
  /** Calls a second per connection; 0: unpaced. */
  pace: number;
  people: number;
  firms: number;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Connection errors (time-outs excluded). */
  connectionErrors: number;
  timeouts: number;
  serverErrors: number;
  /** 4xx answers, by kind and status ("punch 409"). */
  unexpected4xx: Record<string, number>;
  statuses: Record<string, number>;
  byKind: Record<string, number>;
  /** Rows the run wrote: punches taken, leave applied for and withdrawn. */
  writes: { punches: number; applied: number; withdrawn: number };
  /** People whose leave could not be set up (their slots read their requests instead). */
  withoutLeave: number;
}

const JSON_HEADERS = { "content-type": "application/json", "sec-fetch-site": "same-origin" };

/** Reads each person's state through the API, as their screens would before the run. */
export async function preparePeople(baseUrl: string, people: Person[], log: (line: string) => void = () => undefined): Promise<Ready[]> {
  const ready: Ready[] = [];
  const today = indiaToday();
  let next = 0;
  const call = async (p: Person, path: string, init: RequestInit = {}) => {
    const res = await fetch(baseUrl + path, { ...init, headers: { cookie: p.cookie, ...JSON_HEADERS, ...(init.headers as Record<string, string>) } });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
  const worker = async () => {
    for (;;) {
      const p = people[next++];
      if (!p) return;
      const day = await call(p, "/api/v1/attendance/today");
      if (day.status !== 200) throw new Error(`today for ${p.role} of ${p.firmId}: ${day.status} ${JSON.stringify(day.body)}`);
      const balances = await call(p, "/api/v1/leave/balances");
      let leave: Ready["leave"] = null;
      // Casual leave, else sick or earned (someone on probation may have no casual days yet).
      for (const typeId of ["CL", "SL", "EL"].map((code) => findTypeId(balances.body, code))) {
        if (!typeId || leave) continue;
        // A working day of theirs five weeks or more ahead that the rules accept: applied for and withdrawn.
        for (let i = 35; i < 50 && !leave; i++) {
          const d = addDays(today, i);
          const applied = await call(p, "/api/v1/leave/requests", { method: "POST", body: JSON.stringify({ leave_type_id: typeId, from: d, to: d, reason: "Bench: family function" }) });
          if (applied.status !== 201) continue;
          const withdrawn = await call(p, `/api/v1/leave/requests/${applied.body.id as string}/cancel`, { method: "POST", body: "{}" });
          if (withdrawn.status === 200) leave = { typeId, day: d };
        }
      }
      const slips = await call(p, "/api/v1/payroll/payslips");
      const runId = ((slips.body.payslips as { run_id: string }[] | undefined) ?? [])[0]?.run_id ?? null;
      ready.push({ ...p, nextPunch: pickPunch((day.body.next as string[]) ?? []), leave, runId, applied: null });
      if (ready.length % 200 === 0) log(`${ready.length} of ${people.length} people ready`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return ready;
}

/**
 * After a run: answers still in flight land, then each person's leave applied for and not withdrawn (a cycle
 * cut by the run's end, or an answer never read) is withdrawn, and their punch state read again, so the next
 * run starts as the first did.
 */
export async function settle(baseUrl: string, people: Ready[]) {
  await new Promise((r) => setTimeout(r, 3000));
  const headers = (p: Ready) => ({ cookie: p.cookie, ...JSON_HEADERS });
  let next = 0;
  const worker = async () => {
    for (;;) {
      const p = people[next++];
      if (!p) return;
      p.applied = null;
      if (p.leave) {
        const list = (await (await fetch(`${baseUrl}/api/v1/leave/requests?status=pending&limit=50`, { headers: headers(p) })).json()) as { data?: { id: string; from: string }[] };
        for (const r of list.data ?? []) {
          if (r.from === p.leave.day) await (await fetch(`${baseUrl}/api/v1/leave/requests/${r.id}/cancel`, { method: "POST", headers: headers(p), body: "{}" })).text();
        }
      }
      const day = (await (await fetch(`${baseUrl}/api/v1/attendance/today`, { headers: headers(p) })).json()) as { next?: string[] };
      p.nextPunch = pickPunch(day.next ?? []);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** Clock in or out before a break: the punch a person makes most. */
function pickPunch(next: string[]): string {
  return next.find((k) => k === "in" || k === "out") ?? next[0] ?? "in";
}

/** The id of the leave type with `code` anywhere in an answer (the balances list types with their ids). */
function findTypeId(value: unknown, code: string): string | null {
  if (Array.isArray(value)) {
    for (const v of value) {
      const found = findTypeId(v, code);
      if (found) return found;
    }
  } else if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    if (o.code === code) {
      const id = o.leave_type_id ?? o.id;
      if (typeof id === "string") return id;
    }
    for (const v of Object.values(o)) {
      const found = findTypeId(v, code);
      if (found) return found;
    }
  }
  return null;
}

interface Slot {
  kind: Kind;
  method: "GET" | "POST";
  path: string;
  body?: string;
}

/** The ten requests of a person's cycle, in order. */
function cycleOf(p: Ready): Slot[] {
  const get = (kind: Kind, path: string): Slot => ({ kind, method: "GET", path });
  // The punch's kind is the one the server's last answer allowed: its body is made when its turn comes.
  const punch: Slot = { kind: "punch", method: "POST", path: "/api/v1/attendance/punch", body: "" };
  const apply: Slot = p.leave
    ? { kind: "leave apply", method: "POST", path: "/api/v1/leave/requests", body: JSON.stringify({ leave_type_id: p.leave.typeId, from: p.leave.day, to: p.leave.day, reason: "Bench: family function" }) }
    : get("leave list", "/api/v1/leave/requests");
  const withdraw: Slot = p.applied ? { kind: "leave withdraw", method: "POST", path: `/api/v1/leave/requests/${p.applied}/cancel`, body: "{}" } : get("leave list", "/api/v1/leave/requests?limit=20");
  const payslip: Slot = p.runId ? get("payslip", `/api/v1/payroll/runs/${p.runId}/payslips/${p.employeeId}`) : get("payslips", "/api/v1/payroll/payslips");
  const search = get("directory", `/api/v1/people?q=${encodeURIComponent(p.searchFor)}&limit=50`);
  const summary = get("dashboard", "/api/v1/people-summary");
  const balances = get("dashboard", "/api/v1/leave/balances");
  const today = get("today", "/api/v1/attendance/today");
  // Slots 5 and 6 are the apply and the withdraw: the withdraw's path is made when its turn comes.
  switch (p.role) {
    case "A":
      return [today, balances, summary, search, punch, apply, withdraw, get("payroll runs", "/api/v1/payroll/runs"), payslip, get("approvals", "/api/v1/approvals?box=inbox")];
    case "H":
      return [today, balances, summary, search, punch, apply, withdraw, get("directory", "/api/v1/people?limit=50"), get("payslips", "/api/v1/payroll/payslips"), payslip];
    case "M":
      return [today, balances, summary, search, punch, apply, withdraw, get("approvals", "/api/v1/approvals?box=inbox"), get("payslips", "/api/v1/payroll/payslips"), payslip];
    default:
      return [today, balances, search, punch, apply, get("leave list", "/api/v1/leave/requests"), withdraw, get("payslips", "/api/v1/payroll/payslips"), payslip, get("today", "/api/v1/attendance/today")];
  }
}

const CYCLE = 10;

/** `pace`: calls a second from each connection (decision 036), or 0 for as fast as answers allow. */
export async function runFirmsLoad(baseUrl: string, people: Ready[], seconds = 60, connections = 200, pace = 0): Promise<FirmsLoadFigures> {
  const free = [...people];
  let spare = 0;
  const statuses: Record<string, number> = {};
  const byKind: Record<string, number> = {};
  const unexpected4xx: Record<string, number> = {};
  const writes = { punches: 0, applied: 0, withdrawn: 0 };
  type Ctx = { p?: Ready; slots?: Slot[] };
  const slotAt = (context: Ctx, i: number): Slot => {
    const p = context.p as Ready;
    // The withdraw's path needs the id the apply answered with: made when its turn comes.
    if (!context.slots || (context.slots[i]?.kind === "leave list" && p.applied)) context.slots = cycleOf(p);
    return context.slots[i] as Slot;
  };
  const requests: autocannon.Request[] = Array.from({ length: CYCLE }, (_, i) => ({
    method: "GET",
    path: "/",
    setupRequest: (req: autocannon.Request, context: Ctx) => {
      if (i === 0) {
        // Fewer people than connections only in a small trial run: then people are shared.
        context.p = free.shift() ?? people[spare++ % people.length];
        context.slots = undefined;
      }
      const s = slotAt(context, i);
      const p = context.p as Ready;
      const body = s.kind === "punch" ? JSON.stringify({ kind: p.nextPunch, latitude: p.latitude, longitude: p.longitude, accuracy_m: 20 }) : s.body;
      return {
        ...req,
        method: s.method,
        path: s.path,
        // Answers read by the benchmark (today's state) come uncompressed; other reads as a browser asks.
        headers: { cookie: p.cookie, "sec-fetch-site": "same-origin", ...(body !== undefined ? { "content-type": "application/json" } : s.kind === "today" ? {} : { "accept-encoding": "gzip, br" }) },
        body,
      };
    },
    onResponse: (status: number, body: string, context: Ctx) => {
      const p = context.p as Ready;
      const s = context.slots?.[i];
      const kind = s?.kind ?? "?";
      byKind[kind] = (byKind[kind] ?? 0) + 1;
      if (status >= 400 && status < 500) unexpected4xx[`${kind} ${status}`] = (unexpected4xx[`${kind} ${status}`] ?? 0) + 1;
      if (kind === "punch" || kind === "today") {
        // Both answer the day's state with the punches it allows next; a refused punch leaves the state to
        // the next cycle's first read.
        if (kind === "punch" && status === 201) writes.punches++;
        if (status === 200 || status === 201) {
          try {
            p.nextPunch = pickPunch((JSON.parse(body) as { next?: string[] }).next ?? []);
          } catch {}
        }
      } else if (kind === "leave apply") {
        if (status === 201) {
          writes.applied++;
          try {
            p.applied = (JSON.parse(body) as { id?: string }).id ?? null;
          } catch {}
        }
      } else if (kind === "leave withdraw") {
        if (status === 200) writes.withdrawn++;
        p.applied = null;
      }
      if (i === CYCLE - 1) free.push(p);
    },
  }));
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: baseUrl, connections, duration: seconds, timeout: 10, requests, ...(pace > 0 ? { connectionRate: pace } : {}) }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on("response", (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  const serverErrors = Object.entries(statuses)
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    seconds,
    connections,
    pace,
    people: people.length,
    firms: new Set(people.map((p) => p.firmId)).size,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    // autocannon counts each time-out among its errors too.
    connectionErrors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    serverErrors,
    unexpected4xx,
    statuses,
    byKind,
    writes,
    withoutLeave: people.filter((p) => !p.leave).length,
  };
}
