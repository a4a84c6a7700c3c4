// What leave hands to payroll, through one function each: the days of unpaid leave (leave without pay) in
// a cycle, counted as loss of pay; the days encashed (on request, or at a closed year's end); and what a
// leaver's balance is worth at exit.
import { and, eq, gte, lte } from "drizzle-orm";
import { replayBalance } from "@vetan/leave";
import { employees, leaveEncashments, leaveEntries } from "../../db/schema.ts";
import type { Tx } from "../../platform/db/client.ts";
import { ledgerInput, loadEvents, loadTypes, rulesOn, typeApplies } from "./load.ts";

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

export interface ExitEncashment {
  leaveTypeId: string;
  code: string;
  /** The balance on the last working day. */
  balance: number;
  /** What is paid: the balance, up to the type's encashment cap (full and final settlement). */
  days: number;
}

/**
 * Leave encashed at exit: for each leave type the firm encashes (a cap above zero), the person's balance on
 * their last working day up to that cap. Full and final settlement takes these; nothing is written.
 */
export async function exitEncashment(tx: Tx, firmId: string, employeeId: string): Promise<ExitEncashment[]> {
  const [person] = await tx.select().from(employees).where(and(eq(employees.firmId, firmId), eq(employees.id, employeeId)));
  if (!person?.lastWorkingDay) return [];
  const lastDay = person.lastWorkingDay;
  const types = (await loadTypes(tx, firmId, { archived: true })).filter((t) => rulesOn(t, lastDay).encash_cap > 0 && typeApplies(t, person, lastDay));
  const loaded = await loadEvents(tx, firmId, [employeeId], types);
  return types.map((t) => {
    const balance = Math.max(0, replayBalance(ledgerInput(t, person, loaded, lastDay)).balance) / 100;
    return { leaveTypeId: t.row.id, code: t.row.code, balance, days: Math.min(balance, rulesOn(t, lastDay).encash_cap) };
  });
}
