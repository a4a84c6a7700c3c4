// The demo firm's leave (issue 16): the common Indian policies from the templates since 2020, and a year of
// requests shaped like a real firm's: casual leave a day or two at a time through the year, sick leave the
// day after (a day or two), a block of earned leave around a holiday, the odd day without pay, one
// maternity leave running now and a paternity leave; most approved by the manager a few hours later, a few
// rejected or cancelled, and the weeks ahead with requests still waiting in the managers' inboxes (Meera's
// among Arjun's). HR's adjustments carry a reason. Compensatory off comes by itself from the attendance
// demo's off days worked.
//
// Every request is checked against the person's balance by the engine before it is kept, so the demo never
// shows a balance the rules would not allow. Pure planning (`demoLeave`: no I/O, no clock, no Math.random),
// then one writer; approved leave inside the attendance window is handed to the attendance demo so those
// days have no punches.
import { countLeaveDays, type LeaveEvent, type LeavePolicyVersion, replayLedger } from "@vetan/leave";
import { addDays, daysBetween, formatDay } from "@vetan/shared/dates";
import { type LeaveHalf, leaveRangeWords } from "@vetan/shared/leave";
import { approvalActions, approvalRequests, leaveEntries, leavePolicyVersions, leaveRequests, leaveTypes, notifications } from "../db/schema.ts";
import type { ApprovedDayRequest } from "../firm/attendance/plans.ts";
import { planDays } from "../firm/attendance/plans.ts";
import { requestPortions } from "../firm/leave/load.ts";
import { engineVersion, storedRules } from "../firm/leave/rules.ts";
import { LEAVE_TEMPLATES, templateRules } from "../firm/leave/templates.ts";
import type { Tx } from "../platform/db/client.ts";
import { type DemoCalendar, planContextOf } from "./demo-attendance.ts";
import { type DemoEmployee, type DemoPeople, demoId, fnv1a, Random } from "./content/demo-people.ts";

const POLICY_FROM = "2020-01-01";
const DEMO_TYPES = ["CL", "SL", "EL", "ML", "PTL", "CO", "LWP"] as const;
type Code = (typeof DEMO_TYPES)[number];

interface PlannedType {
  id: string;
  code: Code;
  engine: LeavePolicyVersion[];
}

export interface PlannedRequest {
  id: string;
  approvalId: string;
  employee: DemoEmployee;
  approver: DemoEmployee;
  type: PlannedType;
  from: string;
  to: string;
  fromHalf: LeaveHalf;
  toHalf: LeaveHalf;
  days: number;
  dayCounts: { day: string; counted: number }[];
  working: string;
  reason: string;
  status: "approved" | "rejected" | "pending" | "cancelled_pending" | "cancelled_after";
  /** When it was asked and decided (epoch ms). */
  askedAt: number;
  decidedAt: number | null;
}

export interface DemoLeavePlan {
  types: PlannedType[];
  requests: PlannedRequest[];
  adjustments: { id: string; employee: DemoEmployee; by: DemoEmployee; type: PlannedType; date: string; days: number; reason: string }[];
  /** Approved leave on working days from `from` on: the attendance demo leaves these days without punches. */
  leaveDays: ApprovedDayRequest[];
}

const REASONS: Record<Code, string[]> = {
  CL: ["Family function in Nashik", "Bank and RTO work", "Child's school annual day", "House shifting", "Festival at home", "Personal work", "Guests from the village"],
  SL: ["Fever and body ache", "Viral infection; doctor advised rest", "Migraine", "Stomach upset", "Dental surgery"],
  EL: ["Family trip to Kerala", "Sister's wedding in Madurai", "Visiting parents for Diwali", "Pilgrimage to Tirupati", "Vacation in Goa"],
  ML: ["Maternity leave"],
  PTL: ["Birth of our daughter"],
  CO: ["Compensatory off for the stock-take Sunday"],
  LWP: ["Extended stay at home town after the festival", "Personal emergency; no leave left"],
};

const istMs = (day: string, clock: string) => Date.parse(`${day}T${clock}:00+05:30`);

/**
 * A year of leave for the demo firm up to a month ahead of `today`, against the firm's calendar (weekly
 * offs, holidays, rosters), from `attendanceFrom` on handed to the attendance demo.
 */
export function demoLeave(
  people: DemoPeople,
  calendar: DemoCalendar,
  today: string,
  attendanceFrom: string,
  now: number,
  idFor: (kind: string, n: number) => string = demoId,
  /** The benchmark's firm of 10,000 skips the balance check (a replay per candidate request). */
  options: { checkBalances?: boolean } = {},
): DemoLeavePlan {
  const checkBalances = options.checkBalances ?? true;
  const types: PlannedType[] = DEMO_TYPES.map((code, i) => {
    const t = LEAVE_TEMPLATES.find((x) => x.code === code);
    if (!t) throw new Error(`no template ${code}`);
    return { id: idFor("leave-type", i + 1), code, engine: [engineVersion(templateRules(t, POLICY_FROM), { employmentTypes: [] })] };
  });
  const typeOf = (code: Code) => types.find((t) => t.code === code) as PlannedType;
  const byId = new Map(people.employees.map((e) => [e.id, e]));
  const ctx = planContextOf(calendar);
  const requests: PlannedRequest[] = [];
  const events = new Map<string, LeaveEvent[]>();
  const windowFrom = addDays(today, -365);
  const windowTo = addDays(today, 30);
  let n = 0;

  const [ananya, rohit, meera, arjun] = people.employees;
  const approverOf = (e: DemoEmployee) => {
    const m = e.managerId ? byId.get(e.managerId) : undefined;
    return m && m.status !== "exited" ? m : rohit;
  };

  for (const e of people.employees) {
    if (!approverOf(e) || e === ananya) continue;
    const last = e.status === "exited" ? (e.lastWorkingDay ?? e.joiningDate) : windowTo;
    const first = e.joiningDate > windowFrom ? e.joiningDate : windowFrom;
    if (first > last) continue;
    const person = { id: e.id, joiningDate: e.joiningDate, lastDay: e.status === "exited" ? (e.lastWorkingDay ?? e.joiningDate) : null, workspaceId: e.workspaceId, departmentId: e.departmentId };
    const plans = planDays(person, first, last, ctx);
    const off = new Map(plans.map((p) => [p.date, p.dayType === "working" ? null : { kind: p.dayType as "weekly_off" | "holiday", ...(p.holidayName ? { name: p.holidayName } : {}) }]));
    const working = plans.filter((p) => p.dayType === "working").map((p) => p.date);
    const taken = new Set<string>();
    const rng = new Random(fnv1a(`leave|${e.id}`));

    const tryAdd = (code: Code, from: string, to: string, halves: { fromHalf: LeaveHalf; toHalf: LeaveHalf } = { fromHalf: "first", toHalf: "second" }, force?: PlannedRequest["status"]) => {
      const type = typeOf(code);
      const version = type.engine[0] as LeavePolicyVersion;
      if (version.genders && !version.genders.includes(e.gender)) return;
      if (to > last || from < first) return;
      const counted = countLeaveDays({ from, to, fromHalf: halves.fromHalf, toHalf: halves.toHalf, offDay: (d) => off.get(d) ?? null, sandwich: version.sandwich });
      if (!counted || counted.days === 0) return;
      for (let d = from; d <= to; d = addDays(d, 1)) if (taken.has(d)) return;
      // Half days only before the attendance window (its generator plans whole days).
      if (counted.byDay.some((d) => d.counted === 50) && to >= attendanceFrom) return;
      const key = `${e.id}:${type.id}`;
      const list = events.get(key) ?? [];
      const future = from > today;
      const dice = rng.next();
      const status: PlannedRequest["status"] =
        force ?? (future ? (dice < 0.6 ? "pending" : "approved") : dice < 0.05 ? "rejected" : dice < 0.09 ? "cancelled_after" : dice < 0.11 ? "cancelled_pending" : "approved");
      const debits = status === "approved" || status === "pending";
      if (checkBalances && version.tracksBalance && debits) {
        const id = `plan-${n}`;
        const withIt = [...list, { kind: "taken" as const, id, date: from, days: counted.days }];
        // The balance from the request's day to the end of the window must hold (later requests included).
        const low = replayLedger({ versions: type.engine, person: { joiningDate: e.joiningDate, lastDay: person.lastDay, gender: e.gender, employmentType: e.employmentType }, events: withIt, asOf: windowTo }).entries.filter((x) => x.date >= from).reduce((m, x) => Math.min(m, x.balance), Number.POSITIVE_INFINITY);
        if (low < -version.negativeLimit) return;
      }
      n++;
      for (let d = from; d <= to; d = addDays(d, 1)) taken.add(d);
      const approver = approverOf(e) as DemoEmployee;
      // Sick leave is asked for the morning after; the rest a week or two ahead. Decided a few hours later.
      const asked = Math.min(code === "SL" ? istMs(addDays(to, 1), "09:40") : istMs(addDays(from, -rng.int(5, 15)), "11:15"), now - 3_600_000);
      const decided = status === "pending" || status === "cancelled_pending" ? null : Math.min(asked + rng.int(2, 20) * 3_600_000, now - 60_000);
      const request: PlannedRequest = {
        id: idFor("leave-request", n),
        approvalId: idFor("leave-approval", n),
        employee: e,
        approver,
        type,
        from,
        to,
        fromHalf: halves.fromHalf,
        toHalf: halves.toHalf,
        days: counted.days,
        dayCounts: counted.byDay.map((d) => ({ day: d.day, counted: d.counted })),
        working: counted.working,
        reason: rng.pick(REASONS[code]),
        status,
        askedAt: asked,
        decidedAt: decided,
      };
      requests.push(request);
      if (status === "approved" || status === "cancelled_after") {
        list.push({ kind: "taken", id: request.id, date: from, days: counted.days, cancelledOn: status === "cancelled_after" ? addDays(from, -1) : null });
        events.set(key, list);
      } else if (status === "pending") {
        list.push({ kind: "taken", id: request.id, date: from, days: counted.days });
        events.set(key, list);
      }
    };

    /** The working day `k` working days after the first on or after `day`. */
    const workingFrom = (day: string, k = 0) => {
      const i = working.findIndex((d) => d >= day);
      return i < 0 ? null : (working[i + k] ?? null);
    };
    const span = daysBetween(first, last);
    // Casual leave: four to seven times a year, one or two days, now and then a half day.
    for (let i = 0, times = rng.int(4, 7); i < times; i++) {
      const start = workingFrom(addDays(first, rng.int(0, span)));
      if (!start) continue;
      if (rng.chance(0.15)) tryAdd("CL", start, start, { fromHalf: rng.chance(0.5) ? "first" : "second", toHalf: rng.chance(0.5) ? "first" : "second" });
      else {
        const end = rng.chance(0.35) ? workingFrom(start, 1) : start;
        if (end) tryAdd("CL", start, end);
      }
    }
    // Sick leave: up to three spells of a day or two, none ahead of today.
    for (let i = 0, times = rng.int(0, 3); i < times; i++) {
      const start = workingFrom(addDays(first, rng.int(0, Math.max(0, daysBetween(first, today < last ? today : last) - 3))));
      const end = start && rng.chance(0.4) ? workingFrom(start, 1) : start;
      if (start && end && end < today) tryAdd("SL", start, end);
    }
    // Earned leave: a block of three to six working days for most, around a weekend.
    if (rng.chance(0.7)) {
      const start = workingFrom(addDays(first, rng.int(0, span)));
      const end = start ? workingFrom(start, rng.int(2, 5)) : null;
      if (start && end) tryAdd("EL", start, end);
    }
    if (rng.chance(0.05)) {
      const start = workingFrom(addDays(first, rng.int(0, span)));
      if (start) tryAdd("LWP", start, start);
    }
  }

  // Stories a newcomer meets at once: Meera's leave next week waits in Arjun's inbox, with one of his team's;
  // Meera took a casual day last month; a maternity leave is running; a paternity leave was taken.
  if (meera && arjun) {
    const next = (day: string, weekday: number) => {
      let d = day;
      while (new Date(`${d}T00:00:00Z`).getUTCDay() !== weekday) d = addDays(d, 1);
      return d;
    };
    const fri = next(addDays(today, 8), 5);
    const meeraPlan = demoLeaveFor(meera);
    meeraPlan(fri, addDays(fri, 3), "EL", "pending", "Cousin's wedding in Thrissur; travelling Friday to Monday");
  }
  function demoLeaveFor(e: DemoEmployee) {
    return (from: string, to: string, code: Code, status: PlannedRequest["status"], reason: string) => {
      const before = requests.length;
      const taken = requests.filter((r) => r.employee === e && r.from <= to && r.to >= from);
      if (taken.length > 0) return;
      // Plan it the same way as everyone's, then name the reason.
      const person = { id: e.id, joiningDate: e.joiningDate, lastDay: null, workspaceId: e.workspaceId, departmentId: e.departmentId };
      const plans = planDays(person, from, to, ctx);
      const off = new Map(plans.map((p) => [p.date, p.dayType === "working" ? null : { kind: p.dayType as "weekly_off" | "holiday" }]));
      const type = typeOf(code);
      const counted = countLeaveDays({ from, to, fromHalf: "first", toHalf: "second", offDay: (d) => off.get(d) ?? null, sandwich: (type.engine[0] as LeavePolicyVersion).sandwich });
      if (!counted) return;
      n++;
      const asked = Math.min(istMs(addDays(today, -1), "18:05"), now - 3_600_000);
      requests.push({
        id: idFor("leave-request", n),
        approvalId: idFor("leave-approval", n),
        employee: e,
        approver: approverOf(e) as DemoEmployee,
        type,
        from,
        to,
        fromHalf: "first",
        toHalf: "second",
        days: counted.days,
        dayCounts: counted.byDay.map((d) => ({ day: d.day, counted: d.counted })),
        working: counted.working,
        reason,
        status,
        askedAt: asked,
        decidedAt: null,
      });
      return requests.length > before;
    };
  }
  const mother = people.employees.find((e) => e.gender === "female" && e.status === "active" && e.usType === null && e.joiningDate < addDays(today, -400) && e.managerId);
  if (mother) {
    // Began seven weeks ago; her attendance shows leave every day since (26 weeks, calendar days).
    const from = addDays(today, -49);
    const to = addDays(from, 181);
    for (let i = requests.length - 1; i >= 0; i--) if (requests[i]?.employee === mother && (requests[i]?.to ?? "") >= from) requests.splice(i, 1);
    n++;
    const dayCounts: { day: string; counted: number }[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) dayCounts.push({ day: d, counted: 100 });
    requests.push({
      id: idFor("leave-request", n),
      approvalId: idFor("leave-approval", n),
      employee: mother,
      approver: rohit as DemoEmployee,
      type: typeOf("ML"),
      from,
      to,
      fromHalf: "first",
      toHalf: "second",
      days: 18200,
      dayCounts,
      working: `${formatDay(from)} to ${formatDay(to)}: 182 calendar days: 182 days`,
      reason: "Maternity leave (26 weeks under the Maternity Benefit Act)",
      status: "approved",
      askedAt: Math.min(istMs(addDays(from, -30), "10:00"), now - 3_600_000),
      decidedAt: Math.min(istMs(addDays(from, -29), "12:30"), now - 60_000),
    });
  }
  const adjustments: DemoLeavePlan["adjustments"] = [];
  if (rohit && meera && arjun) {
    adjustments.push(
      { id: idFor("leave-adjustment", 1), employee: meera, by: rohit, type: typeOf("EL"), date: addDays(today, -200), days: 200, reason: "Earned leave carried over from the previous employer's letter, as agreed at joining" },
      { id: idFor("leave-adjustment", 2), employee: arjun, by: rohit, type: typeOf("CL"), date: addDays(today, -90), days: -50, reason: "Half day absent on the audit day, taken from casual leave as he asked" },
    );
  }
  // The approved days inside the attendance window, for its generator to leave without punches.
  const leaveDays: ApprovedDayRequest[] = [];
  for (const r of requests) {
    if (r.status !== "approved" || r.to < attendanceFrom || r.from > today) continue;
    for (const p of requestPortions({ fromDate: r.from, toDate: r.to, fromHalf: r.fromHalf, toHalf: r.toHalf })) {
      if (p.day >= attendanceFrom && p.day <= today) leaveDays.push({ employeeId: r.employee.id, type: "leave", day: p.day, portion: p.portion, label: r.type.code });
    }
  }
  return { types, requests, adjustments, leaveDays };
}

/** Writes the plan through a transaction already in the firm: types, rules, approvals, requests, adjustments. */
export async function writeDemoLeave(tx: Tx, firmId: string, plan: DemoLeavePlan, now: number): Promise<{ requests: number }> {
  for (const [i, t] of plan.types.entries()) {
    const template = LEAVE_TEMPLATES.find((x) => x.code === t.code);
    if (!template) continue;
    // A minute apart, so the firm's list keeps the templates' order.
    const createdAt = new Date(istMs(POLICY_FROM, "10:00") + i * 60_000);
    await tx.insert(leaveTypes).values({ firmId, id: t.id, code: template.code, name: template.name, colour: template.colour, paid: template.paid, compOff: template.comp_off, createdAt });
    await tx.insert(leavePolicyVersions).values({ firmId, leaveTypeId: t.id, effectiveFrom: POLICY_FROM, rules: storedRules(templateRules(template, POLICY_FROM)) });
  }
  const approvalRows: (typeof approvalRequests.$inferInsert)[] = [];
  const actionRows: (typeof approvalActions.$inferInsert)[] = [];
  const requestRows: (typeof leaveRequests.$inferInsert)[] = [];
  const noticeRows: (typeof notifications.$inferInsert)[] = [];
  for (const r of plan.requests) {
    const who = `${r.employee.name} (${r.employee.code})`;
    const template = LEAVE_TEMPLATES.find((x) => x.code === r.type.code);
    const words = leaveRangeWords({ from: r.from, to: r.to, from_half: r.fromHalf, to_half: r.toHalf });
    const title = `${template?.name ?? r.type.code}, ${r.days / 100} day${r.days === 100 ? "" : "s"} (${words}): ${who}`;
    const status = r.status === "cancelled_after" ? "approved" : r.status === "cancelled_pending" ? "cancelled" : r.status;
    const link = `/app/approvals/${r.approvalId}`;
    approvalRows.push({
      firmId,
      id: r.approvalId,
      requestType: "leave",
      requesterId: r.employee.id,
      subjectId: r.employee.id,
      title,
      payload: { leave_type: r.type.code, from: r.from, to: r.to, from_half: r.fromHalf, to_half: r.toHalf, days: r.days / 100, working: r.working, reason: r.reason },
      status,
      level: status === "approved" ? 1 : 0,
      chain: [{ kind: "manager", approver_ids: [r.approver.id] }],
      createdAt: new Date(r.askedAt),
      decidedAt: r.decidedAt ? new Date(r.decidedAt) : null,
    });
    actionRows.push({ firmId, requestId: r.approvalId, level: 0, actorId: r.employee.id, action: "submitted", createdAt: new Date(r.askedAt) });
    if (r.decidedAt && (status === "approved" || status === "rejected")) {
      actionRows.push({
        firmId,
        requestId: r.approvalId,
        level: 0,
        actorId: r.approver.id,
        action: status,
        comment: status === "rejected" ? "The line is short that week; please pick other dates." : null,
        createdAt: new Date(r.decidedAt),
      });
    }
    if (status === "cancelled") actionRows.push({ firmId, requestId: r.approvalId, level: 0, actorId: r.employee.id, action: "cancelled", createdAt: new Date(r.askedAt + 3_600_000) });
    if (status === "pending") noticeRows.push({ firmId, employeeId: r.approver.id, kind: "approval.waiting", title: `Waiting for you: ${title}`, body: `From ${r.employee.name}`, link, createdAt: new Date(r.askedAt) });
    requestRows.push({
      firmId,
      id: r.id,
      employeeId: r.employee.id,
      leaveTypeId: r.type.id,
      fromDate: r.from,
      toDate: r.to,
      fromHalf: r.fromHalf,
      toHalf: r.toHalf,
      days: r.days,
      dayCounts: r.dayCounts,
      reason: r.reason,
      approvalId: r.approvalId,
      appliedBy: r.employee.id,
      cancelledOn: r.status === "cancelled_after" ? addDays(r.from, -1) : null,
      cancelledBy: r.status === "cancelled_after" ? r.employee.id : null,
      createdAt: new Date(r.askedAt),
    });
  }
  for (let i = 0; i < approvalRows.length; i += 500) {
    await tx.insert(approvalRequests).values(approvalRows.slice(i, i + 500));
    await tx.insert(leaveRequests).values(requestRows.slice(i, i + 500));
  }
  for (let i = 0; i < actionRows.length; i += 1000) await tx.insert(approvalActions).values(actionRows.slice(i, i + 1000));
  if (noticeRows.length > 0) await tx.insert(notifications).values(noticeRows);
  if (plan.adjustments.length > 0) {
    await tx.insert(leaveEntries).values(
      plan.adjustments.map((a) => ({ firmId, id: a.id, employeeId: a.employee.id, leaveTypeId: a.type.id, kind: "adjusted" as const, date: a.date, days: a.days, reason: a.reason, createdBy: a.by.id, createdAt: new Date(Math.min(istMs(a.date, "15:00"), now)) })),
    );
  }
  return { requests: plan.requests.length };
}
