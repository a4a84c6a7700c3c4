// The demo firm's payroll: two structures from the templates (staff on the Labour Codes' standard, the shop
// floor on basic + DA), everyone's salary by grade with a revision this April for those who were here
// before it, and the three months behind the current one run, approved (locking their attendance cycles)
// and released, so a newcomer sees payslips and registers and the current month ready to run.
// `demoSalaries` is pure (no clock, no Math.random): the same people give the same salaries.
import { addDays, monthEnd, shiftMonth } from "@vetan/shared/dates";
import { taxYearOf } from "@vetan/shared/payroll";
import { eq } from "drizzle-orm";
import { payStructures, payrollSettings, salaryAssignments, workspaces } from "../db/schema.ts";
import type { Tx } from "../platform/db/client.ts";
import { grossFromCtc } from "../firm/payroll/components.ts";
import { TEMPLATES } from "../firm/payroll/pay.service.ts";
import { runMonthIn } from "../firm/payroll/runs.service.ts";
import type { DemoEmployee } from "./content/demo-people.ts";

/** Annual CTC by grade, in rupees: what a Pune textile firm pays, roughly. */
const CTC_BY_GRADE: Record<string, number> = {
  M4: 60_00_000,
  M3: 30_00_000,
  M2: 18_00_000,
  M1: 12_00_000,
  E3: 9_00_000,
  E2: 7_20_000,
  E1: 4_80_000,
  W3: 3_60_000,
  W2: 2_88_000,
  W1: 2_40_000,
};

/** The April that starts the tax year `day` is in, as its first day. */
const aprilOf = (day: string) => `${taxYearOf(day)}-01`;

/** A stable spread of ±8% from the person's code, so two people of a grade are not paid alike. */
function spread(code: string): number {
  let h = 0;
  for (const ch of code) h = (h * 31 + ch.charCodeAt(0)) % 1000;
  return 0.92 + (h % 161) / 1000;
}

export interface DemoSalary {
  employeeId: string;
  structure: "labour_codes" | "wage_earner";
  annualCtc: number;
  effectiveFrom: string;
}

/** Everyone's salary: from joining (or the last April a year back), and a 7% revision this April. */
export function demoSalaries(people: readonly DemoEmployee[], today: string): DemoSalary[] {
  const thisApril = aprilOf(today);
  const lastApril = aprilOf(addDays(thisApril, -1));
  const out: DemoSalary[] = [];
  for (const p of people) {
    const base = CTC_BY_GRADE[p.grade];
    if (!base) continue;
    const structure = p.grade.startsWith("W") ? "wage_earner" : "labour_codes";
    const ctc = Math.round((base * spread(p.code)) / 1000) * 1000 * 100;
    const first = p.joiningDate > lastApril ? p.joiningDate : lastApril;
    if (first < thisApril) {
      out.push({ employeeId: p.id, structure, annualCtc: ctc, effectiveFrom: first });
      out.push({ employeeId: p.id, structure, annualCtc: Math.round((ctc * 1.07) / 100_000) * 100_000, effectiveFrom: thisApril });
    } else {
      out.push({ employeeId: p.id, structure, annualCtc: ctc, effectiveFrom: first });
    }
  }
  return out;
}

/** The three payroll months whose attendance cycles ended before the one `today` is in, oldest first. */
export function demoPayrollMonths(today: string, cycleStartDay: number): string[] {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  // The cycle today is in is named by the month it ends in.
  const current = shiftMonth(`${y}-${String(m).padStart(2, "0")}`, d >= cycleStartDay ? 1 : 0);
  return [3, 2, 1].map((back) => shiftMonth(current, -back));
}

/** Writes structures, salaries and the run months into a firm entered by the transaction. */
export async function writeDemoPayroll(
  tx: Tx,
  firmId: string,
  people: readonly DemoEmployee[],
  today: string,
  opts: { cycleStartDay: number; computedBy: string; approvedBy: string; now: number },
): Promise<{ salaries: number; runs: number }> {
  await tx.insert(payrollSettings).values({ firmId, makerChecker: true, lopSource: "attendance" });
  const made = await tx
    .insert(payStructures)
    .values([
      { firmId, name: TEMPLATES.labour_codes.name, components: TEMPLATES.labour_codes.components },
      { firmId, name: TEMPLATES.wage_earner.name, components: TEMPLATES.wage_earner.components },
      { firmId, name: TEMPLATES.metro.name, components: TEMPLATES.metro.components },
    ])
    .returning();
  const structureOf = { labour_codes: made[0], wage_earner: made[1] };
  const states = new Map((await tx.select({ id: workspaces.id, state: workspaces.state }).from(workspaces).where(eq(workspaces.firmId, firmId))).map((w) => [w.id, w.state]));
  const byId = new Map(people.map((p) => [p.id, p]));
  const salaries = demoSalaries(people, today);
  const rows = salaries.map((s) => {
    const p = byId.get(s.employeeId) as DemoEmployee;
    const structure = structureOf[s.structure];
    if (!structure) throw new Error("demo structure missing");
    const found = grossFromCtc(structure.components, s.annualCtc, s.effectiveFrom.slice(0, 7), {
      dateOfBirth: p.dateOfBirth,
      joiningDate: p.joiningDate,
      gender: p.gender,
      state: states.get(p.workspaceId) ?? null,
      pfApplicable: p.pfApplicable,
      esiApplicable: p.esiApplicable,
    });
    return { firmId, employeeId: s.employeeId, structureId: structure.id, annualCtc: s.annualCtc, monthlyGross: found.gross, monthlyEmployer: found.employer, effectiveFrom: s.effectiveFrom, recordedBy: opts.computedBy };
  });
  for (let i = 0; i < rows.length; i += 500) await tx.insert(salaryAssignments).values(rows.slice(i, i + 500));
  const months = demoPayrollMonths(today, opts.cycleStartDay);
  for (const month of months) {
    // Approved and released two days after the month ends, as a payroll officer would.
    const planned = Date.parse(`${addDays(monthEnd(month), 2)}T11:30:00+05:30`);
    const at = new Date(Math.min(planned, opts.now - 3_600_000));
    await runMonthIn(tx, firmId, month, { computedBy: opts.computedBy, approvedBy: opts.approvedBy, release: true, at });
  }
  return { salaries: rows.length, runs: months.length };
}
