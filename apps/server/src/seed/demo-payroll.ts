// The demo firm's payroll: two structures from the templates (staff on the Labour Codes' standard, the shop
// floor on basic + DA), everyone's salary by grade with a revision this April for those who were here
// before it, and the three months behind the current one run, approved (locking their attendance cycles)
// and released, so a newcomer sees payslips and registers and the current month ready to run, with a
// festival bonus paid off-cycle in the last of them. Around the
// runs: this tax year's declaration windows with some people on the old regime (a few verified), three
// loans at different stages, a backdated raise whose arrears the current month pays, and a draft full and
// final settlement for someone serving notice, and the tax year's months before the first run as opening
// figures (the firm moved its payroll here then).
// `demoSalaries` is pure (no clock, no Math.random): the same people give the same salaries.
import { addDays, monthEnd, shiftMonth } from "@vetan/shared/dates";
import { taxYearOf } from "@vetan/shared/payroll";
import { LANDLORD_PAN_ABOVE } from "@vetan/shared/tax-declarations";
import { eq } from "drizzle-orm";
import { loans, payrollOpenings, payrollProfiles, payStructures, payrollSettings, salaryAssignments, settlements, taxDeclarations, workspaces } from "../db/schema.ts";
import type { Tx } from "../platform/db/client.ts";
import { grossFromCtc } from "../firm/payroll/components.ts";
import { profilesOf, salariesInForce, TEMPLATES } from "../firm/payroll/pay.service.ts";
import { payslipInput, ytdOf } from "../firm/payroll/payslip-rows.ts";
import { monthPeople, runMonthIn } from "../firm/payroll/runs.service.ts";
import { taxInputsFor } from "../firm/payroll/tax-inputs.ts";
import { demoPayrollMonths } from "./demo-months.ts";
import { computePayslipUnchecked } from "@vetan/payroll";
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


/** When the demo runs a month: approved and released two days after it ends, as a payroll officer would (never after now). */
export function demoRunAt(month: string, now: number): number {
  return Math.min(Date.parse(`${addDays(monthEnd(month), 2)}T11:30:00+05:30`), now - 3_600_000);
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
  const months = demoPayrollMonths(today);
  // Declarations and loans first: the runs take them (old-regime TDS, instalments recovered).
  await writeDemoDeclarations(tx, firmId, people, today, opts.approvedBy);
  await writeDemoLoans(tx, firmId, people, months, opts.computedBy);
  await writeDemoOpenings(tx, firmId, months, opts.computedBy);
  for (const month of months) {
    const at = new Date(demoRunAt(month, opts.now));
    await runMonthIn(tx, firmId, month, { computedBy: opts.computedBy, approvedBy: opts.approvedBy, release: true, at });
  }
  // A festival bonus paid off-cycle in the last month run: a month's basic-sized ₹10,000 to the staff who
  // were on the rolls all year, so the runs list and those payslips show an off-cycle run.
  const bonusMonth = months.at(-1);
  if (bonusMonth) {
    const staff = people.filter((p) => p.status === "active" && p.usType === null && p.joiningDate < `${taxYearOf(bonusMonth)}-01`).sort((a, b) => a.code.localeCompare(b.code)).slice(0, 12);
    const at = new Date(Math.min(Date.parse(`${bonusMonth}-20T11:30:00+05:30`), opts.now - 7_200_000));
    const additions = staff.map((p) => ({ employeeId: p.id, description: "Festival bonus", amount: 1_000_000 }));
    await runMonthIn(tx, firmId, bonusMonth, { computedBy: opts.computedBy, approvedBy: opts.approvedBy, release: true, at, offCycle: { title: "Festival bonus", additions } });
  }
  await writeDemoAfterRuns(tx, firmId, people, months, rows, opts.computedBy);
  return { salaries: rows.length, runs: months.length + (months.length > 0 ? 1 : 0) };
}

/** People of a grade in code order: the demo picks by position, never at random. */
const ofGrade = (people: readonly DemoEmployee[], grade: string) => people.filter((p) => p.grade === grade && p.status === "active" && p.usType === null).sort((a, b) => a.code.localeCompare(b.code));

/**
 * This tax year's windows (declarations from April to December, proofs in January) and the old regime with
 * rent and investments for one staff member in five; a third of those already verified by HR.
 */
async function writeDemoDeclarations(tx: Tx, firmId: string, people: readonly DemoEmployee[], today: string, verifier: string): Promise<void> {
  const year = Number(taxYearOf(today).slice(0, 4));
  await tx
    .update(payrollSettings)
    .set({ declarationsFrom: `${year}-04-01`, declarationsTo: `${year}-12-31`, proofsFrom: `${year + 1}-01-01`, proofsTo: `${year + 1}-01-31` })
    .where(eq(payrollSettings.firmId, firmId));
  const staff = people.filter((p) => !p.grade.startsWith("W") && p.status === "active" && p.usType === null).sort((a, b) => a.code.localeCompare(b.code));
  const chosen = staff.filter((_, i) => i % 5 === 2);
  const now = new Date();
  for (const [i, p] of chosen.entries()) {
    const declared = { rent_per_month: (12 + (i % 6) * 3) * 1_000_00, section_80c: (i % 3 === 0 ? 1_50_000 : 90_000) * 100, section_80d_self: 25_000_00 };
    const verified = i % 3 === 1 ? { ...declared, section_80c: Math.min(declared.section_80c, 1_20_000_00) } : null;
    const rentCity = ["Pune", "Bengaluru", "Mumbai", "Chennai"][i % 4] as string;
    const landlord = declared.rent_per_month * 12 > LANDLORD_PAN_ABOVE ? { landlordName: "Shri Vasant Joshi", landlordPan: "AJQPJ4821K" } : {};
    await tx.insert(taxDeclarations).values({ firmId, employeeId: p.id, taxYear: `${year}-04`, declared, rentCity, ...landlord, verified, verifiedBy: verified ? verifier : null, verifiedAt: verified ? now : null, submittedAt: verified ? now : null });
    await tx.insert(payrollProfiles).values({ firmId, employeeId: p.id, taxRegime: "old", updatedBy: verifier });
  }
}

/**
 * The firm "moved to Vetan" at the first paid month: the tax year's months before it are opening figures,
 * worked by the engine as the runs would have worked them (salary, regime and declarations, TDS spread
 * month by month), so the paid months' tax projections see the whole year.
 */
async function writeDemoOpenings(tx: Tx, firmId: string, months: readonly string[], by: string): Promise<void> {
  const [first] = months;
  if (!first) return;
  const april = taxYearOf(`${first}-01`);
  const before: string[] = [];
  for (let m = april; m < first; m = shiftMonth(m, 1)) before.push(m);
  if (before.length === 0) return;
  const structures = new Map((await tx.select().from(payStructures).where(eq(payStructures.firmId, firmId))).map((s) => [s.id, s]));
  const running = new Map<string, Record<string, number>>();
  for (const month of before) {
    const everyone = await monthPeople(tx, firmId, month);
    const ids = everyone.map((p) => p.id);
    const salaries = await salariesInForce(tx, firmId, ids, monthEnd(month));
    const profiles = await profilesOf(tx, firmId, ids);
    const taxes = await taxInputsFor(tx, firmId, april, ids);
    for (const person of everyone) {
      const salary = salaries.get(person.id);
      const structure = salary ? structures.get(salary.structureId) : undefined;
      if (!salary || !structure) continue;
      const built = payslipInput(month, person, { components: structure.components, monthlyGross: salary.monthlyGross }, 0, { ytd: running.get(person.id), profile: profiles.get(person.id), tax: taxes.get(person.id) });
      if (!built.ok) continue;
      const sum = running.get(person.id) ?? {};
      for (const [k, v] of Object.entries(ytdOf(computePayslipUnchecked(built.input), built.input))) sum[k] = (sum[k] ?? 0) + v;
      running.set(person.id, sum);
    }
  }
  const rows = [...running].map(([employeeId, figures]) => ({ firmId, employeeId, taxYear: april, throughMonth: shiftMonth(first, -1), figures, createdBy: by }));
  for (let i = 0; i < rows.length; i += 500) await tx.insert(payrollOpenings).values(rows.slice(i, i + 500));
}

/**
 * Three loans: a salary advance recovered over the three paid months (closed), a two-wheeler loan at 8%
 * over two years (three instalments in), and an advance given this month (nothing recovered yet).
 */
async function writeDemoLoans(tx: Tx, firmId: string, people: readonly DemoEmployee[], months: readonly string[], by: string): Promise<void> {
  const [first] = months;
  if (!first) return;
  const current = shiftMonth(months.at(-1) ?? first, 1);
  const plans = [
    { who: ofGrade(people, "W2")[0], kind: "advance" as const, purpose: "Festival advance", principal: 15_000_00, rateBp: 0, instalments: 3, firstMonth: first },
    { who: ofGrade(people, "E2")[1], kind: "loan" as const, purpose: "Two-wheeler", principal: 1_20_000_00, rateBp: 800, instalments: 24, firstMonth: first },
    { who: ofGrade(people, "W3")[0], kind: "advance" as const, purpose: "Medical treatment", principal: 20_000_00, rateBp: 0, instalments: 4, firstMonth: current },
  ];
  for (const plan of plans) {
    if (!plan.who) continue;
    const { who, ...terms } = plan;
    await tx.insert(loans).values({ firmId, employeeId: who.id, ...terms, method: "reducing", disbursedOn: `${terms.firstMonth}-01`, createdBy: by });
  }
}

/**
 * After the paid months: a raise recorded today back to the first of them for one engineer (the current
 * month's run pays the arrears), and a draft settlement for the first person serving notice.
 */
async function writeDemoAfterRuns(tx: Tx, firmId: string, people: readonly DemoEmployee[], months: readonly string[], salaries: readonly (typeof salaryAssignments.$inferInsert)[], by: string): Promise<void> {
  const raised = ofGrade(people, "E1")[2];
  const first = months[0];
  const latest = raised ? salaries.filter((s) => s.employeeId === raised.id).sort((a, b) => String(b.effectiveFrom).localeCompare(String(a.effectiveFrom)))[0] : undefined;
  if (raised && first && latest) {
    // Recorded after the runs (a later clock than their payslips), dated back to the first paid month.
    const later = new Date(Date.now() + 1_000);
    const raise = { annualCtc: Math.round((latest.annualCtc * 1.12) / 100_000) * 100_000, monthlyGross: Math.round(latest.monthlyGross * 1.12), monthlyEmployer: Math.round(latest.monthlyEmployer * 1.12), note: "Promotion, backdated", createdAt: later };
    await tx
      .insert(salaryAssignments)
      .values({ ...latest, ...raise, effectiveFrom: `${first}-01` })
      .onConflictDoUpdate({ target: [salaryAssignments.firmId, salaryAssignments.employeeId, salaryAssignments.effectiveFrom], set: raise });
  }
  const leaving = people.filter((p) => p.status === "on_notice").sort((a, b) => a.code.localeCompare(b.code))[0];
  if (leaving) {
    await tx.insert(settlements).values({ firmId, employeeId: leaving.id, input: { reason: "resignation", notice_required_days: 60, notice_served_days: 60, notice_recover_from: "basic", leave_days: undefined, bonus_due: undefined, other_payments: [], other_recoveries: [] }, preparedBy: by });
  }
}
