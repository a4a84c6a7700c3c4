// What leave hands to payroll, through one function each: the days of unpaid leave (leave without pay) in
// a cycle, counted as loss of pay, and the days encashed (on request, or at a closed year's end).
import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { approvalRequests, leaveEncashments, leaveEntries, leaveRequests, leaveTypes } from "../../db/schema.ts";
import type { Tx } from "../../platform/db/client.ts";

/**
 * Days of approved, uncancelled unpaid leave of these people (null: everyone) from..to, by person: each
 * day as its request counted it (a weekly off inside counts only under the sandwich rule).
 */
export async function unpaidLeaveDays(tx: Tx, firmId: string, ids: readonly string[] | null, from: string, to: string): Promise<Map<string, number>> {
  if (ids && ids.length === 0) return new Map();
  const rows = await tx
    .select({ employeeId: leaveRequests.employeeId, dayCounts: leaveRequests.dayCounts })
    .from(leaveRequests)
    .innerJoin(approvalRequests, and(eq(approvalRequests.firmId, leaveRequests.firmId), eq(approvalRequests.id, leaveRequests.approvalId)))
    .innerJoin(leaveTypes, and(eq(leaveTypes.firmId, leaveRequests.firmId), eq(leaveTypes.id, leaveRequests.leaveTypeId)))
    .where(
      and(
        eq(leaveRequests.firmId, firmId),
        ids ? inArray(leaveRequests.employeeId, [...ids]) : undefined,
        eq(leaveTypes.paid, false),
        eq(approvalRequests.status, "approved"),
        sql`${leaveRequests.cancelledOn} is null`,
        lte(leaveRequests.fromDate, to),
        gte(leaveRequests.toDate, from),
      ),
    );
  const out = new Map<string, number>();
  for (const r of rows) {
    const days = r.dayCounts.filter((d) => d.day >= from && d.day <= to).reduce((s, d) => s + d.counted, 0);
    if (days > 0) out.set(r.employeeId, (out.get(r.employeeId) ?? 0) + days / 100);
  }
  return out;
}

export interface Encashment {
  employeeId: string;
  leaveTypeId: string;
  date: string;
  days: number;
  source: "request" | "year_end";
}

/** Days encashed from..to, for payroll to pay: HR's encashments on request and closed years' ends. */
export async function encashments(tx: Tx, firmId: string, from: string, to: string): Promise<Encashment[]> {
  const onRequest = await tx
    .select({ employeeId: leaveEntries.employeeId, leaveTypeId: leaveEntries.leaveTypeId, date: leaveEntries.date, days: leaveEntries.days })
    .from(leaveEntries)
    .where(and(eq(leaveEntries.firmId, firmId), eq(leaveEntries.kind, "encashed"), gte(leaveEntries.date, from), lte(leaveEntries.date, to)));
  const atYearEnd = await tx
    .select({ employeeId: leaveEncashments.employeeId, leaveTypeId: leaveEncashments.leaveTypeId, date: leaveEncashments.date, days: leaveEncashments.days })
    .from(leaveEncashments)
    .where(and(eq(leaveEncashments.firmId, firmId), gte(leaveEncashments.date, from), lte(leaveEncashments.date, to)));
  return [
    ...onRequest.map((r) => ({ ...r, days: r.days / 100, source: "request" as const })),
    ...atYearEnd.map((r) => ({ ...r, days: r.days / 100, source: "year_end" as const })),
  ];
}
