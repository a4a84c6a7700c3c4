// What the firm reports as the deductor of tax on salaries (issue 17), from the approved payslips alone:
// - Form 24Q's salary details: Annexure I (each deduction of each month of a quarter) and Annexure II (each
//   person's salary and tax for the year), as CSV for the return preparation utility;
// - Form 16 Part B for each person and year, worked from the last approved payslip's tax computation (which
//   carries the year so far and, in March, the year itself) and the tax deducted month by month.
// The cess inside each month's deduction is split out in proportion to the year's (the engine deducts one
// amount a month); VERIFY with the utility's validation when the firm files.
import { form16PartB, type Payslip } from "@vetan/payroll";
import { monthEnd } from "@vetan/shared/dates";
import { monthLabel } from "@vetan/shared/payroll";
import { type Form16View, quarterMonths, type TdsQuery, taxYearLabel } from "@vetan/shared/tax-statements";
import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { designations, employees, firms, payrollOpenings, payrollRuns, payrollSettings, payslips } from "../../db/schema.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";
import { hrCovers } from "../people/people.policy.ts";
import { canPayroll, canSeePay } from "./payroll.policy.ts";
import { payslipPassword } from "./payslip-pdf.ts";
import { renderForm16Pdf } from "./form16-pdf.ts";
import { firmLogo } from "./logo.service.ts";
import type { PrivateFileStore } from "../documents/private-files.ts";

const PAN_NOT_AVAILABLE = "PANNOTAVBL";

/** A CSV cell: quoted, with a formula-like start neutralised (a spreadsheet opens these files). */
const cell = (v: string | number) => {
  const t = String(v);
  return `"${(/^[=+\-@\t\r]/.test(t) && typeof v === "string" ? `'${t}` : t).replace(/"/g, '""')}"`;
};
const csv = (rows: readonly (readonly (string | number)[])[]) => `${rows.map((r) => r.map(cell).join(",")).join("\r\n")}\r\n`;
const rupees = (paise: number) => (paise / 100).toFixed(2);

interface YearSlip {
  employeeId: string;
  month: string;
  releasedAt: Date | null;
  status: string;
  slip: Payslip;
}

/** Approved (or released) payslips of the tax year starting `april`, for `ids` (or everyone), month order. */
async function yearSlips(tx: Tx, firmId: string, april: string, ids?: readonly string[]): Promise<YearSlip[]> {
  const months = [april, `${Number(april.slice(0, 4)) + 1}-03`];
  const where = [eq(payslips.firmId, firmId), gte(payrollRuns.month, months[0] as string), lte(payrollRuns.month, months[1] as string), inArray(payrollRuns.status, ["approved", "released"]), sql`${payslips.result} is not null`];
  if (ids) where.push(inArray(payslips.employeeId, [...ids]));
  const rows = await tx
    .select({ employeeId: payslips.employeeId, month: payrollRuns.month, releasedAt: payrollRuns.releasedAt, status: payrollRuns.status, result: payslips.result })
    .from(payslips)
    .innerJoin(payrollRuns, and(eq(payrollRuns.firmId, payslips.firmId), eq(payrollRuns.id, payslips.runId)))
    .where(and(...where))
    // An off-cycle run in a month comes in the order it was approved: the last payslip carries the year.
    .orderBy(asc(payrollRuns.month), asc(payrollRuns.approvedAt));
  return rows.map((r) => ({ employeeId: r.employeeId, month: r.month, releasedAt: r.releasedAt, status: r.status, slip: JSON.parse(r.result as string) as Payslip }));
}

/** Each person's TDS before the firm's first run here, from the opening figures of the tax year. */
async function openingsOf(tx: Tx, firmId: string, april: string, ids: readonly string[]): Promise<Map<string, { through: string; tds: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ employeeId: payrollOpenings.employeeId, through: payrollOpenings.throughMonth, figures: payrollOpenings.figures })
    .from(payrollOpenings)
    .where(and(eq(payrollOpenings.firmId, firmId), eq(payrollOpenings.taxYear, april), inArray(payrollOpenings.employeeId, [...ids])));
  return new Map(rows.map((r) => [r.employeeId, { through: r.through, tds: r.figures.tds ?? 0 }]));
}

/** The part of a month's deduction that is cess, in proportion to the year's tax. */
function cessOf(slip: Payslip): number {
  const t = slip.incomeTax;
  return t.annualWithholding > 0 ? Math.round((slip.incomeTax.thisMonth * t.cess) / t.annualWithholding) : 0;
}

export function createTds(db: Db, files: PrivateFileStore) {
  async function employer(tx: Tx, firmId: string) {
    const [firm] = await tx.select({ name: firms.name, gst: firms.gst, address: firms.address }).from(firms).where(eq(firms.id, firmId));
    const [settings] = await tx.select({ tan: payrollSettings.tan }).from(payrollSettings).where(eq(payrollSettings.firmId, firmId));
    // A GSTIN carries the holder's PAN in its 3rd to 12th characters.
    const pan = firm?.gst && /^\d{2}[A-Z]{5}\d{4}[A-Z]/.test(firm.gst) ? firm.gst.slice(2, 12) : null;
    return { name: firm?.name ?? "", tan: settings?.tan ?? null, pan, address: firm?.address ?? "" };
  }

  function form16Of(april: string, slips: readonly YearSlip[], boss: Form16View["employer"], person: { id: string; name: string; code: string; pan: string | null; designation: string | null }, opening?: { through: string; tds: number }): Form16View {
    const last = slips.at(-1);
    if (!last) {
      // Nothing paid this year yet: a certificate of nothing, saying so (not an error).
      return {
        tax_year: taxYearLabel(april),
        provisional: true,
        employer: boss,
        employee: person,
        period: { from: `${april}-01`, to: `${april}-01` },
        regime: "new",
        salary: { gross: 0, perquisites: 0, total: 0 },
        exemptions: [],
        other_income: [],
        taxable_income: 0,
        tax: { on_income: 0, rebate: 0, surcharge: 0, cess: 0, payable: 0 },
        part_b: form16PartB({ projectedGrossSalary: 0, exemptionsAndDeductions: [], taxableIncome: 0, annualTax: 0 }, 0),
        tds: [],
        tds_total: 0,
        working: `No approved payslips for ${person.name} in ${taxYearLabel(april)} yet.`,
      };
    }
    const t = last.slip.incomeTax;
    const march = `${Number(april.slice(0, 4)) + 1}-03`;
    const perquisites = t.perquisites ?? 0;
    const tds: Form16View["tds"] = slips.map((x) => ({ month: x.month, amount: x.slip.incomeTax.thisMonth, paid_on: x.releasedAt?.toISOString().slice(0, 10) ?? null }));
    // The months before the firm's first run here: deducted by this employer too, so on its certificate.
    if (opening && opening.tds > 0) tds.unshift({ month: opening.through, amount: opening.tds, paid_on: null, label: `${monthLabel(april)} to ${monthLabel(opening.through)} (before Vetan)` });
    const provisional = last.month !== march;
    return {
      tax_year: taxYearLabel(april),
      provisional,
      employer: boss,
      employee: person,
      period: { from: `${opening ? april : (slips[0]?.month ?? april)}-01`, to: monthEnd(last.month) },
      regime: t.regime,
      salary: { gross: t.projectedGrossSalary - perquisites, perquisites, total: t.projectedGrossSalary },
      exemptions: t.exemptionsAndDeductions.map((e) => ({ name: e.name, amount: e.amount })),
      other_income: (t.otherIncome ?? []).map((o) => ({ name: o.name, amount: o.amount })),
      taxable_income: t.taxableIncome,
      tax: { on_income: t.slabTax, rebate: t.rebate, surcharge: t.surcharge, cess: t.cess, payable: t.annualTax },
      // Relief for arrears of earlier years is taken off the deduction of the month they are paid in (payslip.ts).
      part_b: form16PartB(t, slips.reduce((r, x) => r + (x.slip.incomeTax.arrearsRelief ?? 0), 0)),
      tds,
      // This employer's deductions only: an earlier employer's tax is on that employer's certificate.
      tds_total: tds.reduce((s, x) => s + x.amount, 0),
      working: provisional
        ? `Provisional: worked from the approved payslips of ${monthLabel(slips[0]?.month ?? april)} to ${monthLabel(last.month)}. The salary and tax are the year's as the last payslip projects them; Form 16 is final once March is approved.`
        : `Worked from the approved payslips of ${monthLabel(slips[0]?.month ?? april)} to ${monthLabel(last.month)}: the March payslip's tax computation is the year's.`,
    };
  }

  async function subject(tx: Tx, actor: FirmActor, employeeId: string) {
    const [person] = await tx
      .select({ id: employees.id, name: employees.name, code: employees.code, pan: employees.pan, dateOfBirth: employees.dateOfBirth, workspaceId: employees.workspaceId, designation: designations.name })
      .from(employees)
      .leftJoin(designations, and(eq(designations.firmId, employees.firmId), eq(designations.id, employees.designationId)))
      .where(and(eq(employees.firmId, actor.firmId), eq(employees.id, employeeId)));
    if (!person || !canSeePay(actor, person)) throw AppError.notFound("No such person in your firm.");
    return person;
  }

  const requireFiler = (actor: FirmActor) => {
    if (!canPayroll(actor, "run")) throw AppError.forbidden("TDS returns are prepared by admins and firm-wide HR.");
  };

  return {
    form16: (actor: FirmActor, employeeId: string, april: string): Promise<Form16View> =>
      withFirm(db, actor.firmId, async (tx) => {
        const person = await subject(tx, actor, employeeId);
        const slips = await yearSlips(tx, actor.firmId, april, [employeeId]);
        // The person sees theirs from released runs only, as with payslips.
        const mine = actor.employeeId === employeeId && actor.access !== "A" && !hrCovers(actor, person.workspaceId);
        const shown = mine ? slips.filter((s) => s.status === "released") : slips;
        const opening = (await openingsOf(tx, actor.firmId, april, [employeeId])).get(employeeId);
        return form16Of(april, shown, await employer(tx, actor.firmId), { id: person.id, name: person.name, code: person.code, pan: person.pan, designation: person.designation }, opening);
      }),

    async form16Pdf(actor: FirmActor, employeeId: string, april: string): Promise<{ name: string; body: Buffer }> {
      const view = await this.form16(actor, employeeId, april);
      const { person, logo } = await withFirm(db, actor.firmId, async (tx) => ({ person: await subject(tx, actor, employeeId), logo: await firmLogo(tx, files, actor.firmId) }));
      return { name: `form16-${view.tax_year}-${view.employee.code}.pdf`, body: await renderForm16Pdf(view, { password: payslipPassword(person), logo }) };
    },

    /** Annexure I of a quarter: one row for each month's deduction of each person. */
    annexure1: (actor: FirmActor, query: TdsQuery): Promise<{ name: string; body: string }> =>
      withFirm(db, actor.firmId, async (tx) => {
        requireFiler(actor);
        if (!query.quarter) throw AppError.badRequest("Choose a quarter.", { quarter: "Choose a quarter: Q1 (April–June) to Q4 (January–March)" });
        const months = new Set(quarterMonths(query.year, query.quarter));
        const slips = (await yearSlips(tx, actor.firmId, query.year)).filter((s) => months.has(s.month));
        const people = new Map(
          (slips.length ? await tx.select({ id: employees.id, name: employees.name, code: employees.code, pan: employees.pan }).from(employees).where(and(eq(employees.firmId, actor.firmId), inArray(employees.id, [...new Set(slips.map((s) => s.employeeId))]))) : []).map((p) => [p.id, p]),
        );
        const section = query.year >= "2026-04" ? "392" : "192";
        const rows: (string | number)[][] = [["Sr. No.", "Employee reference no.", "PAN of the employee", "Name of the employee", "Section", "Date of payment or credit", "Taxable amount paid or credited (₹)", "TDS (₹)", "Surcharge (₹)", "Health and education cess (₹)", "Total tax deducted (₹)", "Date of deduction"]];
        let n = 0;
        for (const s of slips) {
          const p = people.get(s.employeeId);
          const total = s.slip.incomeTax.thisMonth;
          const cess = cessOf(s.slip);
          const paid = s.releasedAt?.toISOString().slice(0, 10) ?? monthEnd(s.month);
          rows.push([++n, p?.code ?? "", p?.pan ?? PAN_NOT_AVAILABLE, p?.name ?? "", section, paid, rupees(s.slip.totals.grossEarnings), rupees(total - cess), "0.00", rupees(cess), rupees(total), paid]);
        }
        return { name: `vetan-24q-annexure1-${taxYearLabel(query.year)}-${query.quarter}.csv`, body: csv(rows) };
      }),

    /** Annexure II for the year: each person's salary, exemptions, taxable income, tax and tax deducted. */
    annexure2: (actor: FirmActor, query: TdsQuery): Promise<{ name: string; body: string }> =>
      withFirm(db, actor.firmId, async (tx) => {
        requireFiler(actor);
        const slips = await yearSlips(tx, actor.firmId, query.year);
        const byPerson = new Map<string, YearSlip[]>();
        for (const s of slips) byPerson.set(s.employeeId, [...(byPerson.get(s.employeeId) ?? []), s]);
        const people = byPerson.size
          ? await tx
              .select({ id: employees.id, name: employees.name, code: employees.code, pan: employees.pan, designation: designations.name })
              .from(employees)
              .leftJoin(designations, and(eq(designations.firmId, employees.firmId), eq(designations.id, employees.designationId)))
              .where(and(eq(employees.firmId, actor.firmId), inArray(employees.id, [...byPerson.keys()])))
              .orderBy(asc(employees.name))
          : [];
        const boss = await employer(tx, actor.firmId);
        const openings = await openingsOf(tx, actor.firmId, query.year, people.map((p) => p.id));
        const rows: (string | number)[][] = [["Employee reference no.", "PAN", "Name", "From", "To", "Regime", "Gross salary (₹)", "Perquisites (₹)", "Exemptions and deductions (₹)", "Other income (₹)", "Total taxable income (₹)", "Tax on income (₹)", "Rebate (₹)", "Surcharge (₹)", "Cess (₹)", "Tax payable (₹)", "Tax deducted (₹)", "Provisional"]];
        for (const p of people) {
          const f = form16Of(query.year, byPerson.get(p.id) ?? [], boss, { id: p.id, name: p.name, code: p.code, pan: p.pan, designation: p.designation }, openings.get(p.id));
          const sum = (list: { amount: number }[]) => list.reduce((t, x) => t + x.amount, 0);
          rows.push([p.code, p.pan ?? PAN_NOT_AVAILABLE, p.name, f.period.from, f.period.to, f.regime, rupees(f.salary.gross), rupees(f.salary.perquisites), rupees(sum(f.exemptions)), rupees(sum(f.other_income)), rupees(f.taxable_income), rupees(f.tax.on_income), rupees(f.tax.rebate), rupees(f.tax.surcharge), rupees(f.tax.cess), rupees(f.tax.payable), rupees(f.tds_total), f.provisional ? "yes" : "no"]);
        }
        return { name: `vetan-24q-annexure2-${taxYearLabel(query.year)}.csv`, body: csv(rows) };
      }),
  };
}
export type Tds = ReturnType<typeof createTds>;
