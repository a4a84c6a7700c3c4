// Approved leave as attendance reads it: the days (and halves) of each approved, uncancelled request for
// the day plans, and the days of unpaid leave that the cycle's totals count as loss of pay. Attendance
// reads the leave tables here rather than through the leave module, which itself builds on attendance's
// calendar (decision 021): the dependency runs one way.
import { addDays } from "@vetan/shared/dates";
import { and, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { approvalRequests, leaveRequests, leaveTypes } from "../../db/schema.ts";
import type { Tx } from "../../platform/db/client.ts";
import type { ApprovedDayRequest } from "./plans.ts";

/** Each day of a request with the part of it that is leave, for the attendance plans and the calendar. */
export function requestPortions(r: { fromDate: string; toDate: string; fromHalf: "first" | "second"; toHalf: "first" | "second" }): { day: string; portion: "full" | "first_half" | "second_half" }[] {
  const out: { day: string; portion: "full" | "first_half" | "second_half" }[] = [];
  for (let day = r.fromDate; day <= r.toDate; day = addDays(day, 1)) {
    let portion: "full" | "first_half" | "second_half" = "full";
    if (r.fromDate === r.toDate) portion = r.fromHalf === r.toHalf ? (r.fromHalf === "first" ? "first_half" : "second_half") : "full";
    else if (day === r.fromDate && r.fromHalf === "second") portion = "second_half";
    else if (day === r.toDate && r.toHalf === "first") portion = "first_half";
    out.push({ day, portion });
  }
  return out;
}

/**
 * Leave requests standing (not cancelled) in the given approval states that overlap from..to, with their
 * type and state: the one query the plans, the payroll figures, the calendar and the overlap check share.
 */
export function standingLeave(tx: Tx, firmId: string, statuses: readonly ("approved" | "pending")[], from: string, to: string, where?: SQL) {
  return tx
    .select({ r: leaveRequests, status: approvalRequests.status, type: leaveTypes })
    .from(leaveRequests)
    .innerJoin(approvalRequests, and(eq(approvalRequests.firmId, leaveRequests.firmId), eq(approvalRequests.id, leaveRequests.approvalId)))
    .innerJoin(leaveTypes, and(eq(leaveTypes.firmId, leaveRequests.firmId), eq(leaveTypes.id, leaveRequests.leaveTypeId)))
    .where(
      and(
        eq(leaveRequests.firmId, firmId),
        inArray(approvalRequests.status, [...statuses]),
        sql`${leaveRequests.cancelledOn} is null`,
        lte(leaveRequests.fromDate, to),
        gte(leaveRequests.toDate, from),
        where,
      ),
    );
}

/** Approved leave of these people overlapping from..to: the attendance plans' leave days. */
export async function approvedLeaveDays(tx: Tx, firmId: string, ids: readonly string[], from: string, to: string): Promise<ApprovedDayRequest[]> {
  if (ids.length === 0) return [];
  const rows = await standingLeave(tx, firmId, ["approved"], from, to, inArray(leaveRequests.employeeId, [...ids]));
  return rows.flatMap(({ r, type }) =>
    requestPortions(r)
      .filter((p) => p.day >= from && p.day <= to)
      .map((p) => ({ employeeId: r.employeeId, type: "leave" as const, day: p.day, portion: p.portion, label: `${type.name} (${type.code})`, code: type.code })),
  );
}

/**
 * Days of approved, uncancelled unpaid leave of these people (null: everyone) from..to, by person: each
 * day as its request counted it (a weekly off inside counts only under the sandwich rule).
 */
export async function unpaidLeaveDays(tx: Tx, firmId: string, ids: readonly string[] | null, from: string, to: string): Promise<Map<string, number>> {
  if (ids && ids.length === 0) return new Map();
  const rows = (await standingLeave(tx, firmId, ["approved"], from, to, and(eq(leaveTypes.paid, false), ids ? inArray(leaveRequests.employeeId, [...ids]) : undefined))).map(({ r }) => r);
  const out = new Map<string, number>();
  for (const r of rows) {
    const days = r.dayCounts.filter((d) => d.day >= from && d.day <= to).reduce((s, d) => s + d.counted, 0);
    if (days > 0) out.set(r.employeeId, (out.get(r.employeeId) ?? 0) + days / 100);
  }
  return out;
}
