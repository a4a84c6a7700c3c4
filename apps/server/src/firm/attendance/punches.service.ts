// Punches in: the web's clock-in, clock-out and break buttons (checked against the workspace's geo-fence
// and IP allow-list), device logs pushed with a device key, and CSV files of device logs. Every path ends in
// one ingest: rows checked one by one (bad ones reported with their row and field, good ones kept), stored
// once however often a device resends them. A web punch recomputes its day at once (the person is looking
// at it); a device batch or a file drops the days it touches and a refresh job recomputes them.
import {
  DevicePunchSchema,
  type PunchIngestResult,
  type PunchKind,
  type PunchRowProblem,
  type TodayView,
  type WebPunchSchema,
} from "@vetan/shared/attendance";
import { addDays, indiaDateOf, indiaToday, isRealDay } from "@vetan/shared/dates";
import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { z } from "zod";
import { attendanceDays, employees, punches, workspaces } from "../../db/schema.ts";
import { parseCsv } from "../../platform/csv.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";
import { canAttendance } from "./attendance.policy.ts";
import { fillMissingDays, loadCalendar, personOf, recompute } from "./processing.ts";
import type { JobQueue } from "../../platform/jobs.ts";
import { insertPunchRows, type NewPunch } from "./punch-rows.ts";
import { shiftTimes } from "@vetan/attendance";
import { planDays } from "./plans.ts";

/** A device clock may run a little fast; later than this ahead of the server is refused as the future. */
const FUTURE_SLACK_MS = 5 * 60_000;
/** A web punch's state looks back this far, so a night shift clocked in at 22:00 is still "working" at 03:00. */
const SESSION_LOOKBACK_MS = 16 * 3600_000;
/** Location accuracy the fence forgives, at most. */
const ACCURACY_ALLOWANCE_M = 50;
export const CSV_MAX_BYTES = 5 * 1024 * 1024;

const DIRECTION_OF: Record<PunchKind, "in" | "out"> = { in: "in", break_end: "in", out: "out", break_start: "out" };

/** Great-circle distance in metres (haversine). */
export function distanceM(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function ipv4ToInt(ip: string): number | null {
  const parts = ip.split(".");
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || Number(p) > 255) return null;
    n = n * 256 + Number(p);
  }
  return n;
}

/** True when `ip` is one of the entries: an address, or an IPv4 range in CIDR form (203.0.113.0/24). */
export function ipAllowed(ip: string, allowList: readonly string[]): boolean {
  if (allowList.length === 0) return true;
  const bare = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  for (const entry of allowList) {
    const [base, bitsText] = entry.split("/");
    if (bitsText === undefined) {
      if (base === bare || base === ip) return true;
      continue;
    }
    const b = ipv4ToInt(base ?? "");
    const a = ipv4ToInt(bare);
    const bits = Number(bitsText);
    if (a === null || b === null || !Number.isInteger(bits) || bits < 0 || bits > 32) continue;
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    if (((a & mask) >>> 0) === ((b & mask) >>> 0)) return true;
  }
  return false;
}

type RecentPunch = { at: Date; kind: string | null; direction: string; source: string };

/** Where a person stands from their recent punches, and which buttons make sense next. */
export function sessionState(recent: readonly RecentPunch[], now: Date): { state: TodayView["state"]; next: PunchKind[] } {
  const last = recent.at(-1);
  if (!last) return { state: "not_in", next: ["in"] };
  if (last.kind === "break_start") return { state: "on_break", next: ["break_end", "out"] };
  if (last.direction === "in") return { state: "working", next: ["break_start", "out"] };
  return { state: indiaDateOf(last.at) === indiaDateOf(now) ? "done" : "not_in", next: ["in"] };
}

/** The India wall clock of an instant: "09:05". */
export const clockOf = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(11, 16);

const isOut = (p: RecentPunch) => p.kind === "out" || (p.kind === null && p.direction === "out");

/** The punches of the session under way (since the last clock-out), or, when none is, today's. */
export function currentSession(recent: readonly RecentPunch[], state: TodayView["state"], day: string): RecentPunch[] {
  if (state === "working" || state === "on_break") {
    const lastOut = recent.findLastIndex(isOut);
    return recent.slice(lastOut + 1);
  }
  return recent.filter((p) => indiaDateOf(p.at) === day);
}

interface IngestRow {
  row: number;
  employeeCode: string;
  at: Date;
  direction: "in" | "out" | "unknown";
  sourceKey: string;
}

/** Recomputes the day records that new device or imported punches dropped. */
export const REFRESH_QUEUE = "attendance.refresh";
const REFRESH_CHUNK = 400;

export function createPunches(db: Db, jobs: JobQueue, clock: () => Date = () => new Date()) {
  jobs.handle(REFRESH_QUEUE, async (ctx) => {
    const { ids, from, to } = ctx.job.payload as { ids: string[]; from: string; to: string };
    const firmId = ctx.job.firmId;
    if (!firmId) throw new Error(`${REFRESH_QUEUE} needs a firm`);
    let people = 0;
    for (let i = 0; i < ids.length; i += REFRESH_CHUNK) {
      const chunk = ids.slice(i, i + REFRESH_CHUNK);
      people += await withFirm(db, firmId, async (tx) => {
        const rows = await tx.select().from(employees).where(and(eq(employees.firmId, firmId), inArray(employees.id, chunk)));
        return fillMissingDays(tx, firmId, rows, from, to);
      });
      await ctx.progress(Math.min(i + REFRESH_CHUNK, ids.length), ids.length);
    }
    return { people, from, to };
  });

  async function recentOf(tx: Tx, firmId: string, employeeId: string, now: Date): Promise<RecentPunch[]> {
    return tx
      .select({ at: punches.at, kind: punches.kind, direction: punches.direction, source: punches.source })
      .from(punches)
      .where(and(eq(punches.firmId, firmId), eq(punches.employeeId, employeeId), gte(punches.at, new Date(now.getTime() - SESSION_LOOKBACK_MS))))
      .orderBy(asc(punches.at));
  }

  async function me(tx: Tx, actor: FirmActor) {
    const [row] = await tx
      .select({ e: employees, ws: workspaces })
      .from(employees)
      .leftJoin(workspaces, and(eq(workspaces.firmId, employees.firmId), eq(workspaces.id, employees.workspaceId)))
      .where(and(eq(employees.firmId, actor.firmId), eq(employees.id, actor.employeeId)));
    if (!row) throw AppError.notFound("No such employee in your firm.");
    return row;
  }

  /** Stores checked rows (a resend is no new row) and has the days they touch recomputed. */
  async function store(tx: Tx, firmId: string, source: "device" | "import", received: number, rows: IngestRow[], rejected: PunchRowProblem[]): Promise<PunchIngestResult> {
    const codes = [...new Set(rows.map((r) => r.employeeCode))];
    const people = codes.length
      ? await tx.select({ id: employees.id, code: employees.code, joiningDate: employees.joiningDate }).from(employees).where(and(eq(employees.firmId, firmId), inArray(employees.code, codes)))
      : [];
    const byCode = new Map(people.map((p) => [p.code.toUpperCase(), p]));
    const values: NewPunch[] = [];
    for (const r of rows) {
      const person = byCode.get(r.employeeCode.toUpperCase());
      if (!person) {
        rejected.push({ row: r.row, field: "employee_code", message: `No employee has the code ${r.employeeCode}` });
        continue;
      }
      values.push({ employeeId: person.id, at: r.at.getTime(), direction: r.direction, source, sourceKey: r.sourceKey });
    }
    const stored = await insertPunchRows(tx, firmId, values);
    // The days of every good row, resends included: recomputing a day whose punches did not change gives the
    // same record, and knowing which rows were new would cost reading them back.
    const touched = new Map<string, { from: string; to: string }>();
    for (const p of stored > 0 ? values : []) {
      const day = indiaDateOf(new Date(p.at));
      const span = touched.get(p.employeeId);
      touched.set(p.employeeId, span ? { from: day < span.from ? day : span.from, to: day > span.to ? day : span.to } : { from: day, to: day });
    }
    // The days the new punches touch are dropped, not recomputed here: a device pushing thousands a minute
    // should not wait for the engine. A refresh job recomputes them in a moment, and any read before it
    // fills the gap itself (fillMissingDays). People whose punches span alike go together.
    const groups = new Map<string, string[]>();
    for (const [id, span] of touched) {
      const key = `${addDays(span.from, -1)}|${span.to}`;
      const group = groups.get(key);
      if (group) group.push(id);
      else groups.set(key, [id]);
    }
    for (const [key, ids] of groups) {
      const [from, to] = key.split("|") as [string, string];
      await tx.delete(attendanceDays).where(and(eq(attendanceDays.firmId, firmId), inArray(attendanceDays.employeeId, ids), gte(attendanceDays.day, from), lte(attendanceDays.day, to)));
      await jobs.send(tx, { queue: REFRESH_QUEUE, firmId, payload: { ids, from, to } });
    }
    rejected.sort((a, b) => a.row - b.row);
    return { received, stored, duplicates: values.length - stored, rejected };
  }

  function checkInstant(at: Date, row: number, now: Date, rejected: PunchRowProblem[]): boolean {
    if (at.getTime() > now.getTime() + FUTURE_SLACK_MS) {
      rejected.push({ row, field: "at", message: "This punch is in the future; check the device's clock" });
      return false;
    }
    if (at.getTime() < Date.parse("2000-01-01T00:00:00Z")) {
      rejected.push({ row, field: "at", message: "This punch is before the year 2000; check the device's clock" });
      return false;
    }
    return true;
  }

  return {
    /** Today's state for the signed-in employee: the buttons to show, the shift, the punches so far. */
    today: (actor: FirmActor): Promise<TodayView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const now = clock();
        const day = indiaToday(now);
        const { e, ws } = await me(tx, actor);
        const recent = await recentOf(tx, actor.firmId, actor.employeeId, now);
        const { state, next } = sessionState(recent, now);
        const session = currentSession(recent, state, day);
        // Yesterday's plan too: a night shift that began last evening is still today's work.
        const yesterday = addDays(day, -1);
        const calendar = await loadCalendar(tx, actor.firmId, yesterday, day);
        const plans = planDays(personOf(e), yesterday, day, { ...calendar, picks: new Set(), requests: [] });
        const windows = plans.map((plan) => ({ plan, w: shiftTimes(plan) }));
        const firstIn = session.find((p) => p.direction === "in");
        const inMinute = firstIn ? Math.floor(firstIn.at.getTime() / 60_000) : null;
        const holding = inMinute === null ? undefined : windows.find(({ w }) => w.rostered && inMinute >= w.windowStart && inMinute <= w.windowEnd);
        const shown = holding?.plan ?? plans.find((p) => p.date === day);
        const shiftRow = shown?.shift ? [...calendar.shifts.values()].find((s) => s.code === shown.shift?.code) : undefined;
        const todayShift = windows.find(({ plan }) => plan.date === day && plan.shift);
        const todayRow = todayShift ? [...calendar.shifts.values()].find((s) => s.code === todayShift.plan.shift?.code) : undefined;
        // A clock-in no shift's window holds counts for no day: say so while it can still be put right.
        const notice =
          firstIn && !holding && todayShift && todayRow
            ? `Your clock-in at ${clockOf(firstIn.at)} is outside your ${todayRow.name} shift (${todayRow.startTime}–${todayRow.endTime}; punches count from ${clockOf(new Date(todayShift.w.windowStart * 60_000))}). It counts for no day unless you ask to regularise it.`
            : null;
        // Worked in this session: in→out pairs, the open one counted to now.
        let worked = 0;
        let openedAt: number | null = null;
        for (const p of session) {
          if (p.direction === "in" && openedAt === null) openedAt = p.at.getTime();
          else if (p.direction === "out" && openedAt !== null) {
            worked += p.at.getTime() - openedAt;
            openedAt = null;
          }
        }
        if (openedAt !== null) worked += now.getTime() - openedAt;
        return {
          day,
          state,
          shift: shiftRow ? { name: shiftRow.name, start: shiftRow.startTime, end: shiftRow.endTime } : null,
          punches: session.map((p) => ({ at: p.at.toISOString(), kind: p.kind, source: p.source })),
          notice,
          next,
          worked_minutes: Math.floor(worked / 60_000),
          fence: { required: ws?.latitude != null && ws.radiusM != null, workspace: ws?.name ?? null, radius_m: ws?.radiusM ?? null },
        };
      }),

    /** A punch from the web: refused outside the fence or the allow-list, or when it makes no sense now. */
    async web(actor: FirmActor, input: z.output<typeof WebPunchSchema>, ip: string): Promise<TodayView> {
      await withFirm(db, actor.firmId, async (tx) => {
        const now = clock();
        const { e, ws } = await me(tx, actor);
        if (e.status === "exited") throw AppError.forbidden("You have left this firm.");
        if (ws && !ipAllowed(ip, ws.ipAllowList)) {
          throw new AppError(403, "outside_network", `Punches for ${ws.name} are taken only from its office network. Connect to it, or ask HR to regularise the day.`);
        }
        if (ws && ws.latitude !== null && ws.longitude !== null && ws.radiusM !== null) {
          if (input.latitude === null || input.longitude === null) {
            throw AppError.badRequest(`${ws.name} checks where you punch from. Allow this page to use your location and try again.`, { latitude: "Your location is needed to punch" });
          }
          const away = distanceM({ lat: input.latitude, lon: input.longitude }, { lat: ws.latitude, lon: ws.longitude });
          const allowance = Math.min(input.accuracy_m ?? 0, ACCURACY_ALLOWANCE_M);
          if (away > ws.radiusM + allowance) {
            const far = away >= 1000 ? `${(away / 1000).toFixed(1)} km` : `${Math.round(away)} m`;
            throw new AppError(403, "outside_fence", `You are ${far} from ${ws.name}; punches are taken within ${ws.radiusM} m of it.`, { latitude: "Outside the workspace's area" });
          }
        }
        const { next } = sessionState(await recentOf(tx, actor.firmId, actor.employeeId, now), now);
        if (!next.includes(input.kind)) {
          const words = { in: "clock in", out: "clock out", break_start: "start a break", break_end: "end a break" }[input.kind];
          throw new AppError(409, "punch_out_of_turn", `You cannot ${words} now: ${next.map((k) => ({ in: "clock in", out: "clock out", break_start: "start a break", break_end: "end a break" })[k]).join(" or ")} first.`);
        }
        await tx.insert(punches).values({
          firmId: actor.firmId,
          employeeId: actor.employeeId,
          at: now,
          direction: DIRECTION_OF[input.kind],
          kind: input.kind,
          source: "web",
          // Location is recorded at the punch only, never tracked between punches.
          latitude: input.latitude,
          longitude: input.longitude,
          ip,
        });
        const day = indiaToday(now);
        await recompute(tx, actor.firmId, [actor.employeeId], addDays(day, -1), day);
      });
      return this.today(actor);
    },

    /** Device logs pushed with a device key: each row checked, good ones stored, resends ignored. */
    ingest: (firmId: string, raw: readonly unknown[]): Promise<PunchIngestResult> =>
      withFirm(db, firmId, async (tx) => {
        const now = clock();
        const rejected: PunchRowProblem[] = [];
        const rows: IngestRow[] = [];
        raw.forEach((item, i) => {
          const parsed = DevicePunchSchema.safeParse(item);
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            rejected.push({ row: i + 1, field: issue?.path.map(String).join(".") || "row", message: issue?.message ?? "This row is not a punch" });
            return;
          }
          const at = new Date(parsed.data.at);
          if (!checkInstant(at, i + 1, now, rejected)) return;
          rows.push({ row: i + 1, employeeCode: parsed.data.employee_code, at, direction: parsed.data.direction, sourceKey: parsed.data.device_id });
        });
        return store(tx, firmId, "device", raw.length, rows, rejected);
      }),

    /**
     * A CSV of punch logs: employee_code, date (YYYY-MM-DD), time (HH:MM or HH:MM:SS, India time), and
     * optionally direction and device_id. Rows are numbered as lines of the file (the header is line 1).
     */
    importCsv: (actor: FirmActor, text: string): Promise<PunchIngestResult> =>
      withFirm(db, actor.firmId, async (tx) => {
        if (!canAttendance(actor, "manage_calendar")) throw AppError.forbidden("Punch files are imported by admins and firm-wide HR.");
        const now = clock();
        const table = parseCsv(text.replace(/^\uFEFF/, "")).map((r) => r.map((c) => c.trim()));
        const header = (table[0] ?? []).map((h) => h.toLowerCase().replace(/\s+/g, "_"));
        const col = (name: string) => header.indexOf(name);
        const missing = ["employee_code", "date", "time"].filter((h) => col(h) < 0);
        if (missing.length > 0) throw AppError.badRequest(`The first line must name the columns; missing: ${missing.join(", ")}.`, { file: `Missing columns: ${missing.join(", ")}` });
        const rejected: PunchRowProblem[] = [];
        const rows: IngestRow[] = [];
        table.slice(1).forEach((cells, i) => {
          const line = i + 2;
          if (cells.every((c) => c === "")) return;
          const get = (name: string) => (col(name) >= 0 ? (cells[col(name)] ?? "") : "");
          const date = get("date");
          const time = get("time");
          const direction = (get("direction") || "unknown").toLowerCase();
          const parsed = DevicePunchSchema.safeParse({
            employee_code: get("employee_code"),
            at: /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}(:\d{2})?$/.test(time) ? `${date}T${time}+05:30` : `${date} ${time}`,
            device_id: get("device_id") || "csv",
            direction,
          });
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            const field = issue?.path[0] === "at" ? "date" : String(issue?.path[0] ?? "row");
            const message = issue?.path[0] === "at" ? "Give the date as YYYY-MM-DD and the time as HH:MM (India time)" : (issue?.message ?? "This line is not a punch");
            rejected.push({ row: line, field, message });
            return;
          }
          const at = new Date(parsed.data.at);
          if (!isRealDay(date)) {
            rejected.push({ row: line, field: "date", message: "That date does not exist" });
            return;
          }
          if (!checkInstant(at, line, now, rejected)) return;
          rows.push({ row: line, employeeCode: parsed.data.employee_code, at, direction: parsed.data.direction, sourceKey: parsed.data.device_id });
        });
        const received = rows.length + rejected.length;
        if (received === 0) throw AppError.badRequest("The file has no punches under its header line.", { file: "No punches in the file" });
        return store(tx, actor.firmId, "import", received, rows, rejected);
      }),
  };
}
export type Punches = ReturnType<typeof createPunches>;
