// What leave hands to payroll, through one function each: the days of unpaid leave (leave without pay) in
// a cycle, counted as loss of pay, and the days encashed (on request, or at a closed year's end).
import { and, eq, gte, lte } from "drizzle-orm";
import { leaveEncashments, leaveEntries } from "../../db/schema.ts";
import type { Tx } from "../../platform/db/client.ts";

/** Days of approved unpaid leave by person in a range (attendance's cycle totals count them as loss of pay). */
export { unpaidLeaveDays } from "../attendance/leave-days.ts";

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
