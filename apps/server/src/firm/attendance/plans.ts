// Each person's plan for a run of days, from the firm's records: which shift the roster gives them, whether
// the day is a weekly off or a holiday, and the on-duty and work-from-home days approved. Pure: the loader
// (processing.ts) reads the rows, this decides. The engine then turns plans and punches into day records.
//
// Rules:
// - The most specific roster in force on a day decides the shift: one employee's over their department's
//   over their workspace's over the firm's; among equals, the one made last.
// - A roster whose rotation has a day without a shift ("off") decides the weekly offs itself (a 24×7 team
//   rotates its offs); otherwise the workspace's weekly offs apply (every Sunday, the 2nd and 4th Saturday).
// - Approved leave, on duty and work from home are the approved requests of the day (leave-days.ts reads
//   leave; processing.ts the others).
// - A holiday applies to its workspace, or everywhere when it names none; an optional holiday only to those
//   who picked it. A holiday on a weekly off is a holiday.
import type { DayPlan, Shift } from "@vetan/attendance";
import { addDays, daysBetween } from "@vetan/shared/dates";
import type { WeeklyOff } from "@vetan/shared/people";

export interface PlanShift {
  id: string;
  code: string;
  name: string;
  startTime: string;
  endTime: string;
  startMarginMinutes: number;
  endMarginMinutes: number;
  /** Its own break windows; null or absent: the policy's. */
  breaks?: { start: string; end: string; paid: boolean }[] | null;
}

export interface PlanRoster {
  id: string;
  targetKind: "firm" | "workspace" | "department" | "employee";
  targetId: string | null;
  startsOn: string;
  endsOn: string | null;
  pattern: (string | null)[];
  stepDays: number;
  createdAt: Date;
}

export interface PlanHoliday {
  id: string;
  day: string;
  name: string;
  workspaceId: string | null;
  optional: boolean;
}

export interface PlanPerson {
  id: string;
  joiningDate: string;
  /** The last day on the rolls (last working day of one who has left); null while employed. */
  lastDay: string | null;
  workspaceId: string | null;
  departmentId: string | null;
}

export interface ApprovedDayRequest {
  employeeId: string;
  type: "on_duty" | "wfh" | "leave";
  day: string;
  portion: "full" | "first_half" | "second_half";
  label: string;
  /** A leave type's code ("CL"), kept on the day record for the muster. */
  code?: string;
}

export interface PlanContext {
  shifts: ReadonlyMap<string, PlanShift>;
  rosters: readonly PlanRoster[];
  holidays: readonly PlanHoliday[];
  /** Weekly offs by workspace id; people without a workspace use the firm default (every Sunday). */
  weeklyOffs: ReadonlyMap<string, readonly WeeklyOff[]>;
  /** Optional holidays picked, as "employeeId:holidayId". */
  picks: ReadonlySet<string>;
  requests: readonly ApprovedDayRequest[];
}

export const DEFAULT_WEEKLY_OFFS: readonly WeeklyOff[] = [{ weekday: 0, weeks: "all" }];
const SPECIFICITY = { firm: 0, workspace: 1, department: 2, employee: 3 } as const;

/** Weekday (0 Sunday) and which occurrence of it in the month (1–5) a day is. */
export function weekdayOf(day: string): { weekday: number; week: number } {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return { weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay(), week: Math.ceil(d / 7) };
}

export function isWeeklyOff(day: string, offs: readonly WeeklyOff[]): boolean {
  const { weekday, week } = weekdayOf(day);
  return offs.some((o) => o.weekday === weekday && (o.weeks === "all" || o.weeks.includes(week)));
}

function appliesTo(r: PlanRoster, person: PlanPerson): boolean {
  switch (r.targetKind) {
    case "firm":
      return true;
    case "workspace":
      return r.targetId === person.workspaceId;
    case "department":
      return r.targetId === person.departmentId;
    case "employee":
      return r.targetId === person.id;
  }
}

/** The roster in force for a person on a day, if any. */
export function rosterOn(rosters: readonly PlanRoster[], person: PlanPerson, day: string): PlanRoster | null {
  let best: PlanRoster | null = null;
  for (const r of rosters) {
    if (r.startsOn > day || (r.endsOn !== null && r.endsOn < day) || !appliesTo(r, person)) continue;
    if (
      best === null ||
      SPECIFICITY[r.targetKind] > SPECIFICITY[best.targetKind] ||
      (SPECIFICITY[r.targetKind] === SPECIFICITY[best.targetKind] && r.createdAt.getTime() > best.createdAt.getTime())
    ) {
      best = r;
    }
  }
  return best;
}

/** The rotation step of a roster on a day: a shift id, or null for a day off. */
export function rosterStep(r: PlanRoster, day: string): string | null {
  const step = Math.floor(daysBetween(r.startsOn, day) / r.stepDays) % r.pattern.length;
  return r.pattern[step] ?? null;
}

export function engineShift(s: PlanShift): Shift {
  return { code: s.code, start: s.startTime, end: s.endTime, startMarginMinutes: s.startMarginMinutes, endMarginMinutes: s.endMarginMinutes, breaks: s.breaks ?? null };
}

/** The plans for the days from..to (inclusive) on which the person is on the rolls. */
export function planDays(person: PlanPerson, from: string, to: string, ctx: PlanContext): DayPlan[] {
  const first = from > person.joiningDate ? from : person.joiningDate;
  const last = person.lastDay !== null && person.lastDay < to ? person.lastDay : to;
  const offs = (person.workspaceId ? ctx.weeklyOffs.get(person.workspaceId) : undefined) ?? DEFAULT_WEEKLY_OFFS;
  const requests = new Map<string, ApprovedDayRequest[]>();
  for (const r of ctx.requests) {
    if (r.employeeId !== person.id) continue;
    requests.set(r.day, [...(requests.get(r.day) ?? []), r]);
  }
  const plans: DayPlan[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const roster = rosterOn(ctx.rosters, person, day);
    const shiftId = roster ? rosterStep(roster, day) : null;
    const shift = shiftId ? ctx.shifts.get(shiftId) : undefined;
    const rosterDecidesOffs = roster?.pattern.some((p) => p === null) ?? false;
    const off = rosterDecidesOffs ? shiftId === null : isWeeklyOff(day, offs);
    const holiday = ctx.holidays.find(
      (h) => h.day === day && (h.workspaceId === null || h.workspaceId === person.workspaceId) && (!h.optional || ctx.picks.has(`${person.id}:${h.id}`)),
    );
    const plan: DayPlan = {
      date: day,
      dayType: holiday ? "holiday" : off ? "weekly_off" : "working",
      shift: shift ? engineShift(shift) : null,
      ...(holiday ? { holidayName: holiday.name } : {}),
    };
    for (const r of requests.get(day) ?? []) {
      const request = { portion: r.portion, label: r.label };
      if (r.type === "leave") plan.leave = request;
      else if (r.type === "on_duty") plan.onDuty = request;
      else plan.wfh = request;
    }
    plans.push(plan);
  }
  return plans;
}
