// The demo firm's attendance (issue 15): its last three attendance cycles up to this minute, shaped like a
// real plant's. A policy from long ago (10 minutes' grace, 7 h for a full day, an unpaid lunch 13:30–14:00,
// overtime past half an hour needing approval, every third late mark costing half a day, a 26th–25th
// cycle), four shifts (General, Morning, Evening, Night), a firm-wide General roster, Production — Pune on a
// three-week Morning → Evening → Night rotation with its own offs, Maintenance — Coimbatore on nights, two
// years of holidays with a few optional ones picked, and every working day's punches: most people on time,
// some habitually late, a few leaving early or forgetting to punch out, the odd absence, overtime evenings,
// nights that end the next morning, Bengaluru punching from the web (breaks and all). A few regularisations
// were approved and a few wait in managers' inboxes, with WFH, on-duty and overtime requests beside them.
//
// The punches come from a pure, seeded generator (`demoPunches`: no I/O, no clock, no Math.random) that the
// benchmark reuses for its firm of 10,000. The day plans it works to are the server's own (plans.ts), built
// from the same calendar rows this file writes, so what the engine reads back is what was generated.
import { formatMinutes, type PolicyVersion } from "@vetan/attendance";
import { AttendanceSettingsSchema, type AttendanceSettingsInput, type PunchKind } from "@vetan/shared/attendance";
import { addDays, formatDay } from "@vetan/shared/dates";
import type { WeeklyOff } from "@vetan/shared/people";
import { approvalActions, approvalRequests, attendanceSettings, holidayPicks, holidays, notifications, punches, shiftRosters, shifts } from "../db/schema.ts";
import { type ApprovedDayRequest, type PlanContext, type PlanHoliday, type PlanPerson, type PlanRoster, type PlanShift, planDays } from "../firm/attendance/plans.ts";
import { recompute } from "../firm/attendance/processing.ts";
import { insertPunchRows } from "../firm/attendance/punch-rows.ts";
import { versionFromForm } from "../firm/attendance/settings.ts";
import type { Tx } from "../platform/db/client.ts";
import { type DemoEmployee, type DemoPeople, demoId, fnv1a, Random } from "./content/demo-people.ts";
import { demoAttendanceFrom } from "./demo-months.ts";

// ─── The firm's rules and calendar ─────────────────────────────────────────────────────────────────

/** The settings form as the demo firm's admin filled it in years ago. */
export const DEMO_ATTENDANCE_SETTINGS = {
  effective_from: "2020-04-01",
  grace_in_minutes: 10,
  grace_out_minutes: 10,
  half_day_min_minutes: 240,
  // 7 h: an 8-hour shift with its half-hour lunch, less a few minutes of grace, is still a full day.
  full_day_min_minutes: 420,
  lunch_start: "13:30",
  lunch_end: "14:00",
  lunch_paid: false,
  flexible_breaks_paid: false,
  paid_break_cap_minutes: null,
  overtime_enabled: true,
  overtime_minimum_minutes: 30,
  overtime_round_down_to_minutes: 15,
  overtime_counts_early_arrival: false,
  overtime_requires_approval: true,
  off_day_work_is_overtime: true,
  late_marks_every_nth: 3,
  late_marks_penalty_half_days: 1,
  cycle_start_day: 26,
  optional_holiday_quota: 2,
} as const satisfies AttendanceSettingsInput;

/** Shift code → definition. General's end margin is wide so an overtime evening's out still belongs to it. */
export const DEMO_SHIFTS = [
  { code: "G", name: "General", startTime: "09:30", endTime: "18:30", startMarginMinutes: 120, endMarginMinutes: 240, breaks: null },
  { code: "M", name: "Morning", startTime: "06:00", endTime: "14:00", startMarginMinutes: 120, endMarginMinutes: 120, breaks: null },
  { code: "E", name: "Evening", startTime: "14:00", endTime: "22:00", startMarginMinutes: 120, endMarginMinutes: 120, breaks: null },
  // The night's own unpaid half hour, in place of the day's lunch.
  { code: "N", name: "Night", startTime: "22:00", endTime: "06:00", startMarginMinutes: 120, endMarginMinutes: 120, breaks: [{ start: "02:00", end: "02:30", paid: false }] },
] as const;
type ShiftCode = (typeof DEMO_SHIFTS)[number]["code"];

/** The department on the three-week rotation and the team on permanent nights (by name, so the 10,000 firm has them too). */
export const ROTATING_DEPARTMENT = "Production — Pune";
export const NIGHT_DEPARTMENT = "Maintenance — Coimbatore";

interface HolidaySpec {
  day: string;
  name: string;
  optional?: boolean;
  /** A workspace whose name contains this; firm-wide when absent. */
  workspace?: string;
}

/** Holidays on the same date every year. */
const FIXED_HOLIDAYS: readonly (Omit<HolidaySpec, "day"> & { md: string })[] = [
  { md: "01-26", name: "Republic Day" },
  { md: "04-14", name: "Dr Ambedkar Jayanti", optional: true },
  { md: "05-01", name: "Maharashtra Day", workspace: "Pune" },
  { md: "08-15", name: "Independence Day" },
  { md: "10-02", name: "Gandhi Jayanti" },
  { md: "11-01", name: "Kannada Rajyotsava", workspace: "Bengaluru" },
  { md: "12-25", name: "Christmas" },
];

/**
 * Festivals that follow the moon, by year, from the Government of India's list of gazetted holidays for
 * 2026 (Ganesh Chaturthi and Ayudha Puja from the Maharashtra and Tamil Nadu lists). A year not here
 * (2027 until its list is out) gets the fixed-date holidays and Good Friday only.
 */
const LUNAR_HOLIDAYS: Readonly<Record<number, readonly HolidaySpec[]>> = {
  2026: [
    { day: "2026-03-04", name: "Holi" },
    { day: "2026-03-21", name: "Id-ul-Fitr", optional: true },
    { day: "2026-05-27", name: "Id-ul-Zuha (Bakrid)", optional: true },
    { day: "2026-08-26", name: "Milad-un-Nabi", optional: true },
    { day: "2026-09-04", name: "Janmashtami", optional: true },
    { day: "2026-09-14", name: "Ganesh Chaturthi", workspace: "Pune" },
    { day: "2026-10-19", name: "Ayudha Puja", workspace: "Coimbatore" },
    { day: "2026-10-20", name: "Dussehra" },
    { day: "2026-11-08", name: "Diwali (Deepavali)" },
    { day: "2026-11-09", name: "Diwali (Govardhan Puja)" },
    { day: "2026-11-24", name: "Guru Nanak Jayanti", optional: true },
  ],
};

const pad2 = (n: number) => String(n).padStart(2, "0");

/** Easter Sunday (the Gregorian computus, Meeus/Jones/Butcher). */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

function holidaysOf(year: number): HolidaySpec[] {
  const list: HolidaySpec[] = [...FIXED_HOLIDAYS.map(({ md, ...h }) => ({ ...h, day: `${year}-${md}` })), { day: addDays(easter(year), -2), name: "Good Friday" }];
  for (const h of LUNAR_HOLIDAYS[year] ?? []) if (!list.some((x) => x.day === h.day && x.workspace === h.workspace)) list.push(h);
  return list.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

export interface DemoCalendar {
  policy: PolicyVersion;
  cycleStartDay: number;
  optionalHolidayQuota: number;
  shifts: PlanShift[];
  rosters: PlanRoster[];
  holidays: PlanHoliday[];
  picks: { employeeId: string; holidayId: string }[];
  weeklyOffs: Map<string, readonly WeeklyOff[]>;
}

/**
 * The firm's attendance rules, shifts, rosters, this year's and next year's holidays and the optional ones
 * people picked, with deterministic ids (the same people and day give the same calendar).
 */
export function demoCalendar(people: DemoPeople, today: string, idFor: (kind: string, n: number) => string = demoId): DemoCalendar {
  const settings = AttendanceSettingsSchema.parse(DEMO_ATTENDANCE_SETTINGS);
  const policy = versionFromForm(settings);
  const shiftRows: PlanShift[] = DEMO_SHIFTS.map((s, i) => ({ id: idFor("shift", i + 1), ...s, breaks: s.breaks ? s.breaks.map((b) => ({ ...b })) : null }));
  const shiftId = (code: ShiftCode) => shiftRows.find((s) => s.code === code)?.id as string;
  const department = (name: string) => people.departments.find((d) => d.name === name)?.id ?? null;
  const rosters: PlanRoster[] = [
    { id: idFor("roster", 1), targetKind: "firm", targetId: null, startsOn: "2020-04-01", endsOn: null, pattern: [shiftId("G")], stepDays: 7, createdAt: new Date("2020-03-20T10:00:00+05:30") },
  ];
  const rotating = department(ROTATING_DEPARTMENT);
  if (rotating) {
    // A week of mornings, a day off, a week of evenings, a day off, a week of nights, a day off (from a Monday).
    const week = (code: ShiftCode) => [...Array<string>(6).fill(shiftId(code)), null];
    rosters.push({ id: idFor("roster", 2), targetKind: "department", targetId: rotating, startsOn: "2024-01-01", endsOn: null, pattern: [...week("M"), ...week("E"), ...week("N")], stepDays: 1, createdAt: new Date("2023-12-20T10:00:00+05:30") });
  }
  const nights = department(NIGHT_DEPARTMENT);
  if (nights) {
    rosters.push({ id: idFor("roster", 3), targetKind: "department", targetId: nights, startsOn: "2023-06-01", endsOn: null, pattern: [shiftId("N")], stepDays: 7, createdAt: new Date("2023-05-25T10:00:00+05:30") });
  }

  const year = Number(today.slice(0, 4));
  const holidayRows: PlanHoliday[] = [];
  for (const h of [...holidaysOf(year), ...holidaysOf(year + 1)]) {
    const workspaceId = h.workspace ? (people.workspaces.find((w) => w.name.includes(h.workspace as string))?.id ?? undefined) : null;
    if (workspaceId === undefined) continue; // a workspace this firm does not have
    holidayRows.push({ id: idFor("holiday", holidayRows.length + 1), day: h.day, name: h.name, workspaceId, optional: h.optional ?? false });
  }

  // A few people took this year's optional holidays, within the quota of two.
  const optional = holidayRows.filter((h) => h.optional && h.day.startsWith(String(year)));
  const picks: DemoCalendar["picks"] = [];
  const takers = people.employees.filter((e, i) => e.status !== "exited" && i > 4 && i % 11 === 3);
  for (const [i, e] of takers.entries()) {
    for (const h of [optional[i % optional.length], optional[(i * 3 + 1) % optional.length]]) {
      if (h && !picks.some((p) => p.employeeId === e.id && p.holidayId === h.id) && e.joiningDate <= h.day) picks.push({ employeeId: e.id, holidayId: h.id });
    }
  }

  return {
    policy,
    cycleStartDay: settings.cycle_start_day,
    optionalHolidayQuota: settings.optional_holiday_quota,
    shifts: shiftRows,
    rosters,
    holidays: holidayRows,
    picks,
    weeklyOffs: new Map(people.workspaces.map((w) => [w.id, w.weeklyOffs])),
  };
}


/** Writes the calendar (settings, shifts, rosters, holidays, picks) into a firm entered by the transaction. */
export async function writeAttendanceCalendar(tx: Tx, firmId: string, calendar: DemoCalendar): Promise<void> {
  await tx.insert(attendanceSettings).values({ firmId, policy: [calendar.policy], cycleStartDay: calendar.cycleStartDay, optionalHolidayQuota: calendar.optionalHolidayQuota });
  await tx.insert(shifts).values(calendar.shifts.map((s) => ({ firmId, ...s })));
  await tx.insert(shiftRosters).values(calendar.rosters.map((r) => ({ firmId, ...r })));
  await tx.insert(holidays).values(calendar.holidays.map((h) => ({ firmId, ...h })));
  if (calendar.picks.length > 0) await tx.insert(holidayPicks).values(calendar.picks.map((p) => ({ firmId, ...p })));
}

// ─── Seeded randomness ─────────────────────────────────────────────────────────────────────────────

/** A generator seeded by a hash of `key`: the same key always gives the same sequence. */
const rngFor = (key: string) => new Random(fnv1a(key));

// ─── Punches ───────────────────────────────────────────────────────────────────────────────────────

export interface DemoPunch {
  employeeId: string;
  employeeCode: string;
  /** Epoch milliseconds. */
  at: number;
  direction: "in" | "out";
  /** What was pressed on the web; null from a device. */
  kind: PunchKind | null;
  source: "device" | "web";
  /** The device's serial; "" from the web. */
  sourceKey: string;
  latitude: number | null;
  longitude: number | null;
  ip: string | null;
}

/** How a working day goes: by the dice, or as a script says (the requests need particular days). */
export type DayOutcome = "absent" | "missing_out" | "present" | "overtime";

export interface DemoDay {
  employeeId: string;
  day: string;
  shift: string | null;
  dayType: "working" | "weekly_off" | "holiday";
  /** Epoch minute the rostered shift starts and ends (null without a shift). */
  start: number | null;
  end: number | null;
  outcome: DayOutcome | "off" | "off_work" | "request";
  punches: DemoPunch[];
}

export interface DemoPunchOptions {
  people: DemoPeople;
  calendar: DemoCalendar;
  /** Business days from..to (inclusive); a night shift's morning out may fall on the day after `to`. */
  from: string;
  to: string;
  /** Punches after this instant (epoch ms) have not happened yet and are left out. */
  now: number;
  seed?: number;
  /** Approved on-duty and work-from-home days (no punches on them). */
  requests?: readonly ApprovedDayRequest[];
  /** Days whose outcome is fixed, keyed `${employeeId}|${day}`. */
  script?: ReadonlyMap<string, DayOutcome>;
}

interface Persona {
  e: DemoEmployee;
  person: PlanPerson;
  lateChance: number;
  overtimeChance: number;
  offDayChance: number;
  /** Device serial, or null for the web. */
  device: string | null;
  office: { lat: number; lon: number } | null;
}

const FLOOR = /^(Production|Maintenance|Quality|Stores)/;
const minuteOfDay = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const dayStartMinute = (day: string) => Date.parse(`${day}T00:00:00+05:30`) / 60_000;

function personaOf(people: DemoPeople, e: DemoEmployee, seed: number): Persona {
  const rng = rngFor(`${seed}|persona|${e.id}`);
  const workspace = people.workspaces.find((w) => w.id === e.workspaceId);
  const department = people.departments.find((d) => d.id === e.departmentId)?.name ?? "";
  const floor = FLOOR.test(department);
  const habitual = rng.chance(0.1);
  const web = workspace?.name.includes("Bengaluru") ?? false;
  const site = workspace?.name.includes("Pune") ? "PUNE" : workspace?.name.includes("Coimbatore") ? "CBE" : "HO";
  return {
    e,
    person: { id: e.id, joiningDate: e.joiningDate, lastDay: e.status === "exited" ? (e.lastWorkingDay ?? e.joiningDate) : null, workspaceId: e.workspaceId, departmentId: e.departmentId },
    lateChance: habitual ? 0.3 : 0.045,
    overtimeChance: floor ? (rng.chance(0.3) ? 0.22 : 0.03) : 0.02,
    offDayChance: floor ? 0.05 : 0,
    device: web ? null : `ESSL-${site}-${floor ? rng.int(1, 2) : 1}`,
    office: web && workspace ? { lat: workspace.latitude, lon: workspace.longitude } : null,
  };
}

/** Unpaid fixed-break windows (epoch minutes) of a day's shift: a 13:30 lunch is in a 06:00 shift, not in a 14:00 one. */
function unpaidBreaks(policy: PolicyVersion, day: string, shift: Pick<PlanShift, "startTime" | "breaks"> | undefined): [number, number][] {
  const base = dayStartMinute(day);
  const start = shift ? minuteOfDay(shift.startTime) : 0;
  return (shift?.breaks ?? policy.breaks.fixed)
    .filter((b) => !b.paid)
    .map((b) => {
      const s = minuteOfDay(b.start);
      const e = minuteOfDay(b.end);
      const from = base + (s >= start ? s : s + 1440);
      return [from, from + (e > s ? e - s : e - s + 1440)] as [number, number];
    });
}

/** Minutes at work in [in, out] less time away (a web break) and unpaid fixed breaks. */
function workedOf(inAt: number, outAt: number, away: [number, number] | null, breaks: readonly [number, number][]): number {
  const spells: [number, number][] = away ? [[inAt, away[0]], [away[1], outAt]] : [[inAt, outAt]];
  let worked = 0;
  for (const [s, e] of spells) {
    worked += Math.max(0, e - s);
    for (const [bs, be] of breaks) worked -= Math.max(0, Math.min(e, be) - Math.max(s, bs));
  }
  return worked;
}

/** The demo calendar as the day plans read it (plans.ts), with the approved requests of those days. */
export function planContextOf(calendar: DemoCalendar, requests: readonly ApprovedDayRequest[] = []): PlanContext {
  return {
    shifts: new Map(calendar.shifts.map((s) => [s.id, s])),
    rosters: calendar.rosters,
    holidays: calendar.holidays,
    weeklyOffs: calendar.weeklyOffs,
    picks: new Set(calendar.picks.map((p) => `${p.employeeId}:${p.holidayId}`)),
    requests,
  };
}

/**
 * Every person's days from..to with their punches, by the firm's own day plans. Deterministic: a person's
 * day depends only on the seed, the person and the day (not on the range asked for).
 */
export function demoAttendanceDays(opts: DemoPunchOptions): DemoDay[] {
  const seed = opts.seed ?? 2026;
  const { calendar } = opts;
  const ctx = planContextOf(calendar, opts.requests);
  const full = calendar.policy.fullDayMinMinutes + 2;
  const out: DemoDay[] = [];
  for (const e of opts.people.employees) {
    const persona = personaOf(opts.people, e, seed);
    for (const plan of planDays(persona.person, opts.from, opts.to, ctx)) {
      const rng = rngFor(`${seed}|${e.id}|${plan.date}`);
      const shift = plan.shift;
      const base = dayStartMinute(plan.date);
      const start = shift ? base + minuteOfDay(shift.start) : null;
      const length = shift ? (minuteOfDay(shift.end) - minuteOfDay(shift.start) + 1440) % 1440 || 1440 : 0;
      const end = start === null ? null : start + length;
      const day: DemoDay = { employeeId: e.id, day: plan.date, shift: shift?.code ?? null, dayType: plan.dayType, start, end, outcome: "off", punches: [] };
      out.push(day);
      const times: { minute: number; kind: PunchKind }[] = [];
      if (plan.dayType !== "working") {
        // Now and then the floor comes in on an off day for a few hours: overtime by the policy.
        if (plan.dayType === "weekly_off" && rng.chance(persona.offDayChance)) {
          const from = (start ?? base + 9 * 60) - rng.int(0, 10);
          times.push({ minute: from, kind: "in" }, { minute: from + rng.int(240, 330), kind: "out" });
          day.outcome = "off_work";
        }
      } else if (plan.onDuty?.portion === "full" || plan.wfh?.portion === "full" || plan.leave) {
        day.outcome = "request";
      } else if (start !== null && end !== null && shift) {
        const roll = rng.next();
        const outcome: DayOutcome = opts.script?.get(`${e.id}|${plan.date}`) ?? (roll < 0.03 ? "absent" : roll < 0.05 ? "missing_out" : rng.chance(persona.overtimeChance) ? "overtime" : "present");
        day.outcome = outcome;
        if (outcome !== "absent") {
          const late = rng.chance(persona.lateChance);
          // On time is a few minutes either side of the start (within the grace); the morning shift comes early
          // for the handover. Late is 11 to 50 minutes, mostly the lower end.
          const inAt = late ? start + 11 + Math.floor(rng.next() ** 2 * 40) : start + (shift.code === "M" ? rng.int(-32, -12) : rng.int(-25, 8));
          const breaks = unpaidBreaks(calendar.policy, plan.date, calendar.shifts.find((x) => x.code === shift.code));
          let away: [number, number] | null = null;
          if (persona.device === null && outcome !== "missing_out" && rng.chance(0.35)) {
            const bs = base + 13 * 60 + rng.int(0, 25);
            away = [bs, bs + rng.int(20, 40)];
          }
          const early = outcome === "present" && rng.chance(0.03);
          let outAt = early
            ? end - rng.int(15, 70)
            : outcome === "overtime"
              ? end + rng.int(35, Math.min(150, shift.endMarginMinutes - 5))
              : end + rng.int(0, 18);
          // Most make up a short day (a late start, a long break); some late-comers leave on time regardless.
          if (!early && (!late || rng.chance(0.5))) {
            const short = full - workedOf(inAt, outAt, away, breaks);
            if (short > 0) outAt += short + rng.int(0, 4);
          }
          times.push({ minute: inAt, kind: "in" });
          if (away && away[0] > inAt && away[1] < outAt) times.push({ minute: away[0], kind: "break_start" }, { minute: away[1], kind: "break_end" });
          if (outcome !== "missing_out") times.push({ minute: outAt, kind: "out" });
        }
      }
      for (const t of times) {
        const at = t.minute * 60_000 + rng.int(0, 59) * 1000;
        if (at > opts.now) break; // not happened yet
        const web = persona.device === null;
        day.punches.push({
          employeeId: e.id,
          employeeCode: e.code,
          at,
          direction: t.kind === "in" || t.kind === "break_end" ? "in" : "out",
          kind: web ? t.kind : null,
          source: web ? "web" : "device",
          sourceKey: persona.device ?? "",
          latitude: persona.office ? Math.round((persona.office.lat + (rng.next() - 0.5) * 0.0008) * 1e6) / 1e6 : null,
          longitude: persona.office ? Math.round((persona.office.lon + (rng.next() - 0.5) * 0.0008) * 1e6) / 1e6 : null,
          ip: web ? `203.0.113.${1 + (fnv1a(e.id) % 200)}` : null,
        });
      }
    }
  }
  return out;
}

/** Every punch of `demoAttendanceDays`, in person and time order. Pure and deterministic (see there). */
export function demoPunches(opts: DemoPunchOptions): DemoPunch[] {
  return demoAttendanceDays(opts).flatMap((d) => d.punches);
}

// ─── Requests ──────────────────────────────────────────────────────────────────────────────────────

type RequestType = "regularisation" | "on_duty" | "wfh" | "overtime";

interface RequestSpec {
  type: RequestType;
  status: "approved" | "pending";
  subject: DemoEmployee;
  approver: DemoEmployee;
  day: string;
  reason: string;
  /** on_duty / wfh */
  portion?: "full";
  /** overtime: filled in from the day's punches */
  minutes?: number;
  /** regularisation: filled in from the day's punches */
  inTime?: string;
  outTime?: string;
}

interface DemoRequests {
  specs: RequestSpec[];
  approvedDays: ApprovedDayRequest[];
  script: Map<string, DayOutcome>;
}

/**
 * Who asked for what, on which day: days are picked from each person's own plan (working days, most recent
 * first), so a pending regularisation is for a day whose out punch is really missing.
 */
function demoRequests(people: DemoPeople, calendar: DemoCalendar, from: string, today: string, leaveDays: readonly ApprovedDayRequest[]): DemoRequests {
  const byId = new Map(people.employees.map((e) => [e.id, e]));
  const departmentId = (name: string) => people.departments.find((d) => d.name === name)?.id;
  const taken = new Set<string>();
  const specs: RequestSpec[] = [];
  const approvedDays: ApprovedDayRequest[] = [];
  const script = new Map<string, DayOutcome>();
  const ctxBase = planContextOf(calendar);
  /** A manager who can decide: on the rolls, not the person. */
  const approverOf = (e: DemoEmployee) => {
    const m = e.managerId ? byId.get(e.managerId) : undefined;
    return m && m.status !== "exited" ? m : undefined;
  };
  /** The n-th most recent working day (1 = the last before today) of the person, optionally on a shift. */
  const workingDay = (e: DemoEmployee, nth: number, shiftCode?: string): string | null => {
    const person: PlanPerson = { id: e.id, joiningDate: e.joiningDate, lastDay: e.status === "exited" ? e.lastWorkingDay : null, workspaceId: e.workspaceId, departmentId: e.departmentId };
    const plans = planDays(person, from, addDays(today, -1), { ...ctxBase, requests: [...leaveDays, ...approvedDays] }).filter(
      (p) => p.dayType === "working" && p.shift !== null && !p.leave && !taken.has(`${e.id}|${p.date}`) && (shiftCode === undefined || p.shift.code === shiftCode),
    );
    return plans[plans.length - nth]?.date ?? plans[0]?.date ?? null;
  };
  const add = (e: DemoEmployee | undefined, nth: number, spec: Omit<RequestSpec, "subject" | "approver" | "day">, shiftCode?: string) => {
    if (!e) return;
    const approver = approverOf(e);
    const day = workingDay(e, nth, shiftCode);
    if (!approver || !day) return;
    taken.add(`${e.id}|${day}`);
    specs.push({ ...spec, subject: e, approver, day });
    if (spec.type === "wfh" || spec.type === "on_duty") {
      if (spec.status === "approved") approvedDays.push({ employeeId: e.id, type: spec.type, day, portion: "full", label: spec.type === "wfh" ? "Work from home" : "On duty" });
    } else {
      script.set(`${e.id}|${day}`, spec.type === "overtime" ? "overtime" : "missing_out");
    }
  };
  const active = (e: DemoEmployee) => e.status !== "exited" && e.usType !== "A" && e.usType !== "H" && approverOf(e) !== undefined && approverOf(e)?.usType !== "H" && approverOf(e)?.usType !== "A";
  const inDepartment = (name: string, skip = 0) => people.employees.filter((e) => e.departmentId === departmentId(name) && active(e))[skip];
  const [, , meera, arjun] = people.employees;
  const arjunsTeam = people.employees.filter((e) => arjun && e.managerId === arjun.id && e.status !== "exited" && e !== meera);

  // Work from home and on duty, approved by the manager (on those days there are no punches).
  add(meera, 9, { type: "wfh", status: "approved", portion: "full", reason: "Plumber at home in the morning; worked on the dealer price list from home" });
  add(arjunsTeam[3], 14, { type: "wfh", status: "approved", portion: "full", reason: "Unwell but able to work; stayed home to avoid spreading it" });
  add(arjunsTeam.find((e) => people.workspaces.find((w) => w.id === e.workspaceId)?.name.includes("Pune")), 6, { type: "on_duty", status: "approved", portion: "full", reason: "Visiting garment exporters in Bhiwandi with samples of the new shirting range" });
  // Regularisations already approved: forgotten punches in earlier weeks, one of them a night shift.
  add(inDepartment(ROTATING_DEPARTMENT, 4), 3, { type: "regularisation", status: "approved", reason: "Device did not read my thumb at the end of the night shift" }, "N");
  add(inDepartment("Production — Coimbatore", 2), 18, { type: "regularisation", status: "approved", reason: "Forgot to punch out; left with the rest of the line" });
  add(inDepartment("Information Technology", 1), 25, { type: "regularisation", status: "approved", reason: "Forgot to clock out after the release call" });
  add(inDepartment("Quality — Pune", 1), 33, { type: "regularisation", status: "approved", reason: "Power cut at the gate; the device was off when I left" });
  add(inDepartment("Finance and Accounts", 2), 40, { type: "regularisation", status: "approved", reason: "Forgot to punch out after the month-end close" });
  // Waiting: two in Arjun's inbox (Meera and a colleague forgot to clock out), one with a line supervisor.
  add(meera, 2, { type: "regularisation", status: "pending", reason: "Forgot to clock out; left at the usual time after the distributor call" });
  add(arjunsTeam[0], 4, { type: "regularisation", status: "pending", reason: "Browser closed before the clock-out went through" });
  add(inDepartment("Production — Coimbatore", 7), 3, { type: "regularisation", status: "pending", reason: "Forgot to punch out at the end of the shift" });
  // Overtime asked for: stayed back on a rush order.
  add(inDepartment(ROTATING_DEPARTMENT, 9), 2, { type: "overtime", status: "pending", reason: "Stayed back to finish the dyeing batch for the export order" });
  return { specs, approvedDays, script };
}

const clockOf = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(11, 16);
const istInstant = (day: string, clock: string) => new Date(`${day}T${clock}:00+05:30`);

function titleOf(s: RequestSpec): string {
  const who = `${s.subject.name} (${s.subject.code})`;
  switch (s.type) {
    case "regularisation":
      return `Regularise ${formatDay(s.day)} for ${who}`;
    case "on_duty":
      return `On duty on ${formatDay(s.day)}: ${who}`;
    case "wfh":
      return `Work from home on ${formatDay(s.day)}: ${who}`;
    case "overtime":
      return `Overtime of ${formatMinutes(s.minutes ?? 0)} on ${formatDay(s.day)}: ${who}`;
  }
}

/** Inserts generated punches (punch-rows.ts), a thousand a statement by default. */
export async function insertPunches(tx: Tx, firmId: string, rows: readonly DemoPunch[], batch?: number): Promise<void> {
  await insertPunchRows(tx, firmId, rows, batch);
}

export interface DemoAttendanceResult {
  from: string;
  punches: number;
  days: number;
  requests: number;
}

/**
 * The demo firm's attendance, written through a transaction already in the firm: the calendar, punches
 * from the first paid month's cycle (demo-months.ts) up to `now`, the requests and their approvals, then the day records. `now` defaults to the clock.
 */
export async function writeDemoAttendance(
  tx: Tx,
  firmId: string,
  people: DemoPeople,
  today: string,
  now: number = Date.now(),
  /** Approved leave (demo-leave.ts): those days have no punches and no other requests. */
  leaveDays: readonly ApprovedDayRequest[] = [],
): Promise<DemoAttendanceResult> {
  const calendar = demoCalendar(people, today);
  await writeAttendanceCalendar(tx, firmId, calendar);
  const from = demoAttendanceFrom(today, calendar.cycleStartDay);
  const requests = demoRequests(people, calendar, from, today, leaveDays);
  const days = demoAttendanceDays({ people, calendar, from, to: today, now, requests: [...leaveDays, ...requests.approvedDays], script: requests.script });
  const rows = days.flatMap((d) => d.punches);
  await insertPunches(tx, firmId, rows);

  // Requests: what each day's punches say fills in the times and minutes.
  const dayOf = new Map(days.map((d) => [`${d.employeeId}|${d.day}`, d]));
  const requestRows: (typeof approvalRequests.$inferInsert)[] = [];
  const actionRows: (typeof approvalActions.$inferInsert)[] = [];
  const noticeRows: (typeof notifications.$inferInsert)[] = [];
  const extraPunches: (typeof punches.$inferInsert)[] = [];
  for (const [n, s] of requests.specs.entries()) {
    const day = dayOf.get(`${s.subject.id}|${s.day}`);
    const payload: Record<string, unknown> = { day: s.day };
    if (s.type === "regularisation") {
      const inPunch = day?.punches.find((p) => p.direction === "in");
      if (!inPunch || day?.end == null) continue;
      s.inTime = clockOf(inPunch.at);
      // They left a few minutes after the shift's end, or as late as a full day needed after a late start.
      const inMinute = Math.floor(inPunch.at / 60_000);
      const breaks = unpaidBreaks(calendar.policy, s.day, calendar.shifts.find((x) => x.code === day.shift));
      let outMinute = day.end + 4 + (n % 9);
      const short = calendar.policy.fullDayMinMinutes + 2 - workedOf(inMinute, outMinute, null, breaks);
      if (short > 0) outMinute += short;
      s.outTime = clockOf(outMinute * 60_000);
      Object.assign(payload, { in_time: s.inTime, out_time: s.outTime, reason: s.reason });
    } else if (s.type === "overtime") {
      const outPunch = day?.punches.findLast((p) => p.direction === "out");
      if (!outPunch || day?.end == null) continue;
      s.minutes = Math.floor((Math.floor(outPunch.at / 60_000) - day.end) / 15) * 15;
      if (s.minutes < 30) continue;
      Object.assign(payload, { minutes: s.minutes, reason: s.reason });
    } else {
      Object.assign(payload, { portion: s.portion ?? "full", reason: s.reason });
    }
    const id = demoId("attendance-request", n + 1);
    const title = titleOf(s);
    const link = `/app/approvals/${id}`;
    // A forgotten punch or an evening's overtime is asked for the next morning; work from home or on duty
    // two days ahead. Each was decided a few hours later.
    const askedAt = s.type === "wfh" || s.type === "on_duty" ? istInstant(addDays(s.day, -2), "17:20") : istInstant(addDays(s.day, 1), "10:05");
    const asked = Math.min(askedAt.getTime() + (n % 7) * 11 * 60_000, now - 60_000);
    const decided = Math.min(asked + (3 + (n % 4)) * 3600_000, now - 30_000);
    const approved = s.status === "approved";
    requestRows.push({
      firmId,
      id,
      requestType: s.type,
      requesterId: s.subject.id,
      subjectId: s.subject.id,
      title,
      payload,
      status: s.status,
      level: approved ? 1 : 0,
      chain: [{ kind: "manager", approver_ids: [s.approver.id] }],
      createdAt: new Date(asked),
      decidedAt: approved ? new Date(decided) : null,
    });
    actionRows.push({ firmId, requestId: id, level: 0, actorId: s.subject.id, action: "submitted", createdAt: new Date(asked) });
    if (approved) {
      actionRows.push({ firmId, requestId: id, level: 0, actorId: s.approver.id, action: "approved", comment: s.type === "regularisation" ? "Checked with the shift register." : null, createdAt: new Date(decided) });
      noticeRows.push({ firmId, employeeId: s.subject.id, kind: "approval.decided", title: `Approved: ${title}`, link, createdAt: new Date(decided), readAt: new Date(Math.min(decided + 3600_000, now)) });
      if (s.type === "regularisation" && s.inTime && s.outTime) {
        // As the regularisation handler does: the asked-for punches, an out at or before the in being the next morning.
        const outDay = s.outTime <= s.inTime ? addDays(s.day, 1) : s.day;
        extraPunches.push(
          { firmId, employeeId: s.subject.id, at: istInstant(s.day, s.inTime), direction: "in", kind: "in", source: "regularisation", sourceKey: id },
          { firmId, employeeId: s.subject.id, at: istInstant(outDay, s.outTime), direction: "out", kind: "out", source: "regularisation", sourceKey: id },
        );
      }
    } else {
      noticeRows.push({ firmId, employeeId: s.approver.id, kind: "approval.waiting", title: `Waiting for you: ${title}`, body: `From ${s.subject.name}`, link, createdAt: new Date(asked) });
    }
  }
  if (requestRows.length > 0) {
    await tx.insert(approvalRequests).values(requestRows);
    await tx.insert(approvalActions).values(actionRows);
    await tx.insert(notifications).values(noticeRows);
  }
  if (extraPunches.length > 0) await tx.insert(punches).values(extraPunches).onConflictDoNothing();

  const written = await recompute(tx, firmId, null, from, today);
  return { from, punches: rows.length + extraPunches.length, days: written, requests: requestRows.length };
}
