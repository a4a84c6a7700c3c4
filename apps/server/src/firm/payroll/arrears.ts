// Arrears of a backdated salary revision. A revision recorded after a month was paid, dated on or before
// that month, is owed for it: the next run pays the difference between that month worked again on the new
// salary and what was paid for it (its payslip, plus arrears for it already paid in later runs). The month
// is worked again by the engine from its stored input — same days, loss of pay and person — with only the
// salary's components changed, so nothing but the revision moves the figure. The engine then pays the
// arrears in this month with PF on their basic and DA part (under the ceiling's room for those months), ESI
// and tax, as the Acts say for arrears paid late.
import { type Arrear, computePayslipUnchecked, type EarlierYear, type Payslip, type PayslipInput } from "@vetan/payroll";
import { formatDay, monthEnd, shiftMonth } from "@vetan/shared/dates";
import { formatPaise } from "@vetan/shared/money";
import { monthLabel, taxYearOf } from "@vetan/shared/payroll";
import { and, desc, eq, gte, inArray, lt, lte, ne, sql } from "drizzle-orm";
import { payrollRuns, payslips, payStructures, salaryAssignments } from "../../db/schema.ts";
import type { Tx } from "../../platform/db/client.ts";
import { anyId } from "../../platform/db/ids.ts";
import { engineComponents } from "./components.ts";
import { salariesInForce } from "./pay.service.ts";

/** How far back a revision is paid: the engine takes at most this many arrear lines on a payslip. */
export const ARREAR_MONTHS = 24;
const PF_WAGE_TYPES = new Set(["basic", "da", "retaining"]);

export interface PersonArrears {
  arrears: Arrear[];
  warnings: string[];
}

/** The regular pay of a month's input (no one-offs, no arrears) and its PF wage part, worked again. */
function regularPay(input: PayslipInput): { pay: number; pfWage: number; slip: Payslip } {
  const slip = computePayslipUnchecked({ ...input, additions: undefined, deductions: undefined, arrears: undefined });
  const types = new Map(input.components.map((c) => [c.code, c.type]));
  let pay = 0;
  let pfWage = 0;
  for (const line of slip.earnings) {
    const type = types.get(line.code);
    if (type === undefined) continue;
    pay += line.amount;
    if (PF_WAGE_TYPES.has(type)) pfWage += line.amount;
  }
  return { pay, pfWage, slip };
}

/**
 * Arrears owed in `run` to each of `ids` (only people with any). Only paid months are looked at — the
 * regular payslips of approved or released runs before the run's month (for an off-cycle run, its own
 * month's too) — and only where a salary row was recorded after that month's payslip was computed, so a
 * firm without backdated revisions pays nothing for this. Arrears for a month paid by another run (an
 * earlier month's, or an off-cycle one) are subtracted, so a second revision pays only its own part.
 */
export async function arrearsDue(tx: Tx, firmId: string, run: { id: string; month: string; kind: "regular" | "off_cycle" }, ids: readonly string[]): Promise<Map<string, PersonArrears>> {
  const out = new Map<string, PersonArrears>();
  if (ids.length === 0) return out;
  const { month } = run;
  const earliest = shiftMonth(month, -ARREAR_MONTHS);
  // The months whose regular salary may be owed arrears: before this month, or up to it off-cycle.
  const through = run.kind === "regular" ? lt(payrollRuns.month, month) : lte(payrollRuns.month, month);
  const throughSql = run.kind === "regular" ? sql`r2.month < ${month}` : sql`r2.month <= ${month}`;
  const paidMonths = and(eq(payslips.firmId, firmId), anyId(payslips.employeeId, ids), gte(payrollRuns.month, earliest), through, eq(payrollRuns.kind, "regular"), inArray(payrollRuns.status, ["approved", "released"]));
  const revised = await tx
    .select({ employeeId: payslips.employeeId, month: payrollRuns.month, input: payslips.input })
    .from(payslips)
    .innerJoin(payrollRuns, and(eq(payrollRuns.firmId, payslips.firmId), eq(payrollRuns.id, payslips.runId)))
    .where(
      and(
        paidMonths,
        sql`${payslips.result} is not null`,
        // A salary row dated by the end of this month, recorded after its payslip and after every paid
        // payslip since: once a run computed after the revision is paid, the revision is settled.
        sql`exists (select 1 from ${salaryAssignments} a
          where a.firm_id = ${payslips.firmId} and a.employee_id = ${payslips.employeeId}
            and a.effective_from <= (${payrollRuns.month} || '-01')::date + interval '1 month' - interval '1 day'
            and a.created_at > ${payslips.computedAt}
            and not exists (select 1 from ${payslips} p2 join ${payrollRuns} r2 on r2.firm_id = p2.firm_id and r2.id = p2.run_id
              where p2.firm_id = a.firm_id and p2.employee_id = a.employee_id and ${throughSql} and r2.kind = 'regular'
                and r2.status in ('approved', 'released') and p2.computed_at >= a.created_at))`,
      ),
    );
  if (revised.length === 0) return out;

  // What later runs already paid for each revised month (arrear lines name the month they are for).
  const people = [...new Set(revised.map((r) => r.employeeId))];
  const paidBefore = new Map<string, { amount: number; pfWage: number }>();
  const later = await tx
    .select({ employeeId: payslips.employeeId, input: payslips.input })
    .from(payslips)
    .innerJoin(payrollRuns, and(eq(payrollRuns.firmId, payslips.firmId), eq(payrollRuns.id, payslips.runId)))
    .where(and(eq(payslips.firmId, firmId), anyId(payslips.employeeId, people), gte(payrollRuns.month, earliest), lte(payrollRuns.month, month), ne(payrollRuns.id, run.id), inArray(payrollRuns.status, ["approved", "released"]), sql`${payslips.input} like '%"arrears"%'`));
  for (const row of later) {
    const input = JSON.parse(row.input as string) as PayslipInput;
    for (const a of input.arrears ?? []) {
      const key = `${row.employeeId}|${a.fromMonth}`;
      const sum = paidBefore.get(key) ?? { amount: 0, pfWage: 0 };
      paidBefore.set(key, { amount: sum.amount + a.amount, pfWage: sum.pfWage + (a.pfWage ?? 0) });
    }
  }

  // The salary in force at the end of each revised month, as it stands now.
  const byMonth = new Map<string, string[]>();
  for (const r of revised) byMonth.set(r.month, [...(byMonth.get(r.month) ?? []), r.employeeId]);
  const salaries = new Map<string, Awaited<ReturnType<typeof salariesInForce>>>();
  for (const [m, who] of byMonth) salaries.set(m, await salariesInForce(tx, firmId, who, monthEnd(m)));
  const structureIds = [...new Set([...salaries.values()].flatMap((s) => [...s.values()].map((a) => a.structureId)))];
  const structures = new Map((await tx.select().from(payStructures).where(and(eq(payStructures.firmId, firmId), inArray(payStructures.id, structureIds)))).map((s) => [s.id, s]));

  revised.sort((a, b) => a.month.localeCompare(b.month));
  for (const r of revised) {
    const salary = salaries.get(r.month)?.get(r.employeeId);
    const structure = salary ? structures.get(salary.structureId) : undefined;
    if (!salary || !structure || !r.input) continue;
    const input = JSON.parse(r.input) as PayslipInput;
    const before = regularPay(input);
    const after = regularPay({ ...input, components: engineComponents(structure.components, salary.monthlyGross) });
    const paid = paidBefore.get(`${r.employeeId}|${r.month}`) ?? { amount: 0, pfWage: 0 };
    const due = after.pay - before.pay - paid.amount;
    const mine = out.get(r.employeeId) ?? { arrears: [], warnings: [] };
    if (due > 0) {
      mine.arrears.push({
        description: `Arrears for ${monthLabel(r.month)} (salary from ${formatDay(salary.effectiveFrom)})`.slice(0, 80),
        amount: due,
        fromMonth: r.month,
        months: 1,
        pfWage: Math.max(0, Math.min(due, after.pfWage - before.pfWage - paid.pfWage)),
        pfWagesAlreadyContributed: (before.slip.pf?.epfWages ?? 0) + paid.pfWage,
      });
    } else if (due < 0) {
      mine.warnings.push(`${monthLabel(r.month)} was paid ${formatPaise(-due)} more than the revised salary gives; it is not recovered by itself: add a deduction if it should be`);
    }
    if (mine.arrears.length > 0 || mine.warnings.length > 0) out.set(r.employeeId, mine);
  }
  return out;
}

/** "2025-04" (a tax year's April) as the engine names the year: "2025-26". */
const yearName = (april: string) => `${april.slice(0, 4)}-${String((Number(april.slice(0, 4)) + 1) % 100).padStart(2, "0")}`;

/**
 * For the relief on arrears of earlier tax years (the engine's tax.earlierYears): each person's total
 * income and regime in every earlier year their arrears belong to, from that year's last paid regular
 * payslip (its projection is the year's income by then). A year with no payslip here is left out, and the
 * engine says the relief needs it.
 */
export async function earlierYearsOf(tx: Tx, firmId: string, month: string, due: ReadonlyMap<string, PersonArrears>): Promise<Map<string, EarlierYear[]>> {
  const april = taxYearOf(month);
  const wanted = new Map<string, Set<string>>();
  for (const [id, { arrears }] of due) {
    const years = new Set(arrears.filter((a) => a.fromMonth < april && a.taxable !== false).map((a) => taxYearOf(a.fromMonth)));
    if (years.size > 0) wanted.set(id, years);
  }
  const out = new Map<string, EarlierYear[]>();
  if (wanted.size === 0) return out;
  const earliest = [...wanted.values()].flatMap((y) => [...y]).sort()[0] as string;
  const rows = await tx
    .selectDistinctOn([payslips.employeeId, sql`substr(${payrollRuns.month}, 1, 4)::int - (substr(${payrollRuns.month}, 6, 2)::int < 4)::int`], {
      employeeId: payslips.employeeId,
      month: payrollRuns.month,
      income: sql<string>`(${payslips.result}::jsonb -> 'incomeTax' ->> 'taxableIncome')`,
      regime: sql<string>`(${payslips.result}::jsonb -> 'incomeTax' ->> 'regime')`,
    })
    .from(payslips)
    .innerJoin(payrollRuns, and(eq(payrollRuns.firmId, payslips.firmId), eq(payrollRuns.id, payslips.runId)))
    .where(and(eq(payslips.firmId, firmId), anyId(payslips.employeeId, [...wanted.keys()]), gte(payrollRuns.month, earliest), lt(payrollRuns.month, april), eq(payrollRuns.kind, "regular"), inArray(payrollRuns.status, ["approved", "released"]), sql`${payslips.result} is not null`))
    .orderBy(payslips.employeeId, sql`substr(${payrollRuns.month}, 1, 4)::int - (substr(${payrollRuns.month}, 6, 2)::int < 4)::int`, desc(payrollRuns.month));
  for (const r of rows) {
    const year = taxYearOf(r.month);
    if (!wanted.get(r.employeeId)?.has(year) || r.income === null) continue;
    const list = out.get(r.employeeId) ?? [];
    list.push({ taxYear: yearName(year), totalIncome: Number(r.income), regime: r.regime === "old" ? "old" : "new" });
    out.set(r.employeeId, list);
  }
  return out;
}

