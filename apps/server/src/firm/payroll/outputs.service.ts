// An approved run's outputs (issue 17): the bank transfer file in a generic CSV or a bank's own bulk-upload
// layout, EPFO's ECR, ESIC's monthly contribution upload, the PT and LWF registers by state, the month's
// challans with their due dates, and the payroll journal by cost centre (department) as CSV and as Tally's
// XML import. Every file comes from the approved payslips only and is formatted by the pure formatters in
// @vetan/payroll/files; this module gathers what the payslips do not carry (IP numbers, departments, exits)
// and names the people a file leaves out, so nobody is dropped silently.
import { ecrText, type Payslip, PayrollError } from "@vetan/payroll";
import { BANK_LAYOUTS } from "@vetan/payroll/files/bank-layouts";
import { monthlyChallans } from "@vetan/payroll/files/challans";
import { ESIC_HEADER, esicCells, type EsicExit, esicRows, type EsicPendingExit, type EsicUpload } from "@vetan/payroll/files/esic";
import { journalCsv, journalTallyXml, payrollJournal } from "@vetan/payroll/files/journal";
import { lwfRegister, lwfRegisterCsv, ptRegister, ptRegisterCsv } from "@vetan/payroll/files/registers";
import { indiaToday, monthEnd, shiftMonth } from "@vetan/shared/dates";
import { BANK_LAYOUT_IDS, type BankFileQuery, type ChallanLine, type OutputsView } from "@vetan/shared/payroll";
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { departments, employees, payrollRuns, payslips } from "../../db/schema.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";
import { canPayroll } from "./payroll.policy.ts";
import { holdsOf } from "./runs.service.ts";

const NO_RUN = "No such payroll run in your firm.";
const IP_NUMBER = /^\d{10}$/;

interface SlipPerson {
  id: string;
  name: string;
  code: string;
  esiNumber: string | null;
  department: string | null;
  status: string;
  lastWorkingDay: string | null;
}

export interface OutputFile {
  name: string;
  type: string;
  body: string | Buffer;
}

/** A formatter's refusal (missing data it names) as the API's 409 in the same words. */
function formatted<T>(make: () => T): T {
  try {
    return make();
  } catch (error) {
    if (error instanceof PayrollError) throw new AppError(409, "file_incomplete", error.message);
    throw error;
  }
}

const named = (list: readonly { person: SlipPerson }[]) => list.map((s) => ({ id: s.person.id, name: s.person.name, code: s.person.code }));

export function createOutputs(db: Db) {
  /** An approved (or released) run's computed payslips with who they are, in name order; files come only from these. */
  async function approvedSlips(tx: Tx, actor: FirmActor, id: string) {
    if (!canPayroll(actor, "run")) throw AppError.forbidden("Payroll runs are for admins and firm-wide HR.");
    const [run] = await tx.select().from(payrollRuns).where(and(eq(payrollRuns.firmId, actor.firmId), eq(payrollRuns.id, id)));
    if (!run) throw AppError.notFound(NO_RUN);
    if (run.status !== "approved" && run.status !== "released") throw new AppError(409, "not_approved", "Files are made from an approved run: approve it first.");
    const rows = await tx
      .select({ result: payslips.result, id: employees.id, name: employees.name, code: employees.code, esiNumber: employees.esiNumber, department: departments.name, status: employees.status, lastWorkingDay: employees.lastWorkingDay })
      .from(payslips)
      .innerJoin(employees, and(eq(employees.firmId, payslips.firmId), eq(employees.id, payslips.employeeId)))
      .leftJoin(departments, and(eq(departments.firmId, employees.firmId), eq(departments.id, employees.departmentId)))
      .where(and(eq(payslips.firmId, actor.firmId), eq(payslips.runId, id), sql`${payslips.result} is not null`))
      .orderBy(asc(employees.name), asc(employees.id));
    const held = new Set((await holdsOf(tx, actor.firmId, id)).map((h) => h.employee.id));
    const slips = rows.map(({ result, ...person }) => ({ person, slip: JSON.parse(result as string) as Payslip, held: held.has(person.id) }));
    return { run, slips };
  }

  type Slips = Awaited<ReturnType<typeof approvedSlips>>["slips"];

  /**
   * ESIC's upload: members covered this month with a 10-digit IP number; leavers this month with their last
   * working day (code 2, left service); last month's leavers who had paid days then, with 0 days now.
   */
  async function esicUpload(tx: Tx, firmId: string, month: string, slips: Slips) {
    const members = slips.filter((s) => s.slip.esi?.covered);
    const usable = members.filter((s) => IP_NUMBER.test(s.person.esiNumber ?? ""));
    const start = `${month}-01`;
    const exits = new Map<string, EsicExit>();
    for (const s of usable) {
      const last = s.person.lastWorkingDay;
      if (s.person.status === "exited" && last && last >= start && last <= monthEnd(month)) exits.set(s.person.id, { reasonCode: 2, lastWorkingDay: last });
    }
    const previous = shiftMonth(month, -1);
    const thisMonth = new Set(slips.map((s) => s.person.id));
    const earlier: EsicPendingExit[] = (
      await tx
        .select({ id: employees.id, name: employees.name, ipNumber: employees.esiNumber, lastWorkingDay: employees.lastWorkingDay, result: payslips.result })
        .from(employees)
        .innerJoin(payslips, and(eq(payslips.firmId, employees.firmId), eq(payslips.employeeId, employees.id)))
        .innerJoin(payrollRuns, and(eq(payrollRuns.firmId, payslips.firmId), eq(payrollRuns.id, payslips.runId), eq(payrollRuns.month, previous), eq(payrollRuns.kind, "regular")))
        .where(and(eq(employees.firmId, firmId), eq(employees.status, "exited"), gte(employees.lastWorkingDay, `${previous}-01`), lte(employees.lastWorkingDay, monthEnd(previous))))
    ).flatMap((r) => {
      const slip = r.result ? (JSON.parse(r.result) as Payslip) : null;
      if (thisMonth.has(r.id) || !slip?.esi?.covered || slip.days.payable <= 0 || !IP_NUMBER.test(r.ipNumber ?? "") || !r.lastWorkingDay) return [];
      return [{ employeeId: r.id, name: r.name, ipNumber: r.ipNumber as string, reasonCode: 2 as const, lastWorkingDay: r.lastWorkingDay }];
    });
    // Nobody to report: the template with its header alone (the formatter needs a month's payslips).
    if (usable.length === 0 && earlier.length === 0) {
      const empty: EsicUpload = { period: month, header: ESIC_HEADER, rows: [], followUps: [], totals: { members: 0, wages: 0, employee: 0, employer: 0 } };
      return { upload: empty, members, missing: members };
    }
    const upload = formatted(() =>
      esicRows(
        usable.map((s) => s.slip),
        { ipNumbers: new Map(usable.map((s) => [s.person.id, s.person.esiNumber as string])), exits, earlierExits: earlier },
      ),
    );
    return { upload, members, missing: members.filter((s) => !usable.includes(s)) };
  }

  function journalOf(month: string, slips: Slips) {
    return formatted(() => payrollJournal(slips.map((s) => s.slip), { costCentres: new Map(slips.flatMap((s) => (s.person.department ? [[s.person.id, s.person.department] as const] : []))), period: month }));
  }

  function challanLines(month: string, slips: Slips): { lines: ChallanLine[]; total: number } {
    if (slips.length === 0) return { lines: [], total: 0 };
    const c = monthlyChallans(slips.map((s) => s.slip), month);
    const lines: ChallanLine[] = [];
    // The rule in words for the person paying; the formatter's sources stay in its code.
    const rule = (basis: string) => basis.split(/ \(|;/)[0] ?? basis;
    const add = (what: string, amount: number, due: string | null, basis: string) => {
      if (amount > 0) lines.push({ what, amount, due, basis: rule(basis) });
    };
    if (c.epf) add(`EPF for ${c.epf.members} members (A/c 1 employee and employer, 2 admin charges, 10 pension, 21 EDLI)`, c.epf.total, c.epf.dueDate, c.epf.basis);
    if (c.esi) add(`ESI for ${c.esi.members} members`, c.esi.total, c.esi.dueDate, c.esi.basis);
    for (const pt of c.pt) add(`Professional tax, ${pt.stateName} (${pt.employees} employees)`, pt.amount, pt.dueDate, pt.basis);
    for (const l of c.lwf) add(`Labour welfare fund, ${l.stateName}, ${l.contributionPeriod.label}`, l.total, l.dueDate, l.basis);
    if (c.tds) add(`Income tax deducted (section ${c.tds.section}) from ${c.tds.deductees} people`, c.tds.amount, c.tds.dueDate, c.tds.basis);
    return { lines, total: c.total };
  }

  return {
    outputs: (actor: FirmActor, id: string): Promise<OutputsView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const { run, slips } = await approvedSlips(tx, actor, id);
        const paid = slips.filter((s) => s.slip.totals.netPay > 0 && !s.held);
        const bank = paid.filter((s) => s.slip.bank);
        const members = slips.filter((s) => s.slip.pf);
        const noUan = members.filter((s) => !s.slip.employee.uan);
        const esiMembers = slips.filter((s) => s.slip.esi?.covered);
        const pt = ptRegister(slips.map((s) => s.slip), run.month);
        const lwf = lwfRegister(slips.map((s) => s.slip), run.month);
        const journal = slips.length ? journalOf(run.month, slips) : null;
        return {
          month: run.month,
          bank: { people: bank.length, amount: bank.reduce((t, s) => t + s.slip.totals.netPay, 0), missing: named(paid.filter((s) => !s.slip.bank)), held: named(slips.filter((s) => s.held)), layouts: BANK_LAYOUT_IDS.map((l) => ({ id: l, label: BANK_LAYOUTS[l].label })) },
          ecr: { members: members.length - noUan.length, missing: named(noUan) },
          esic: { members: esiMembers.length, missing: named(esiMembers.filter((s) => !IP_NUMBER.test(s.person.esiNumber ?? ""))) },
          pt: pt.states.filter((s) => s.totalPt > 0).map((s) => ({ state: s.stateName, employees: s.entries.filter((e) => e.pt > 0).length, amount: s.totalPt })),
          lwf: lwf.states.filter((s) => s.total > 0).map((s) => ({ state: s.stateName, employees: s.employees, amount: s.total })),
          challans: challanLines(run.month, slips),
          journal: { debit: journal?.totalDebit ?? 0, credit: journal?.totalCredit ?? 0, cost_centres: new Set(journal?.lines.map((l) => l.costCentre) ?? []).size },
        };
      }),

    /** The bank file in the layout asked for: everyone paid who has bank details (the others are named in outputs). */
    bankFile: (actor: FirmActor, id: string, query: BankFileQuery): Promise<OutputFile> =>
      withFirm(db, actor.firmId, async (tx) => {
        const { run, slips } = await approvedSlips(tx, actor, id);
        const layout = BANK_LAYOUTS[query.layout];
        const options = { valueDate: query.value_date ?? indiaToday(), ...(query.debit_account ? { debitAccount: query.debit_account } : {}), ...(query.client_code ? { clientCode: query.client_code } : {}) };
        // Salaries on hold wait for their hold to be lifted.
        const body = formatted(() => layout.render(slips.filter((s) => !s.held).map((s) => s.slip).filter((p) => p.totals.netPay > 0 && p.bank), options));
        const name = query.layout === "generic" ? `vetan-bank-transfer-${run.month}.csv` : layout.fileName(run.month, options);
        return { name, type: layout.contentType, body: query.layout === "generic" ? `${body}\r\n` : body };
      }),

    /** EPFO's ECR text (UAN format) for every PF member with a UAN. */
    ecrFile: (actor: FirmActor, id: string): Promise<OutputFile> =>
      withFirm(db, actor.firmId, async (tx) => {
        const { run, slips } = await approvedSlips(tx, actor, id);
        return { name: `vetan-ecr-${run.month}.txt`, type: "text/plain; charset=utf-8", body: `${ecrText(slips.map((s) => s.slip).filter((p) => p.pf && p.employee.uan))}\n` };
      }),

    /** ESIC's monthly contribution upload as a workbook whose every cell is text, as the portal requires. */
    esicFile: (actor: FirmActor, id: string): Promise<OutputFile> =>
      withFirm(db, actor.firmId, async (tx) => {
        const { run, slips } = await approvedSlips(tx, actor, id);
        const { upload } = await esicUpload(tx, actor.firmId, run.month, slips);
        const book = new ExcelJS.Workbook();
        const sheet = book.addWorksheet("Sheet1");
        for (const row of esicCells(upload)) sheet.addRow(row);
        sheet.eachRow((r) => {
          r.eachCell((cell) => {
            cell.numFmt = "@";
          });
        });
        return { name: `vetan-esic-${run.month}.xlsx`, type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", body: Buffer.from(await book.xlsx.writeBuffer()) };
      }),

    registerFile: (actor: FirmActor, id: string, which: "pt" | "lwf"): Promise<OutputFile> =>
      withFirm(db, actor.firmId, async (tx) => {
        const { run, slips } = await approvedSlips(tx, actor, id);
        const body = which === "pt" ? ptRegisterCsv(ptRegister(slips.map((s) => s.slip), run.month)) : lwfRegisterCsv(lwfRegister(slips.map((s) => s.slip), run.month));
        return { name: `vetan-${which}-register-${run.month}.csv`, type: "text/csv; charset=utf-8", body };
      }),

    /** The payroll journal by department: CSV for accounting tools, or Tally's XML import. */
    journalFile: (actor: FirmActor, id: string, format: "csv" | "tally"): Promise<OutputFile> =>
      withFirm(db, actor.firmId, async (tx) => {
        const { run, slips } = await approvedSlips(tx, actor, id);
        if (slips.length === 0) throw new AppError(409, "file_incomplete", "The run pays nobody: there is no journal to post.");
        const journal = journalOf(run.month, slips);
        if (format === "csv") return { name: `vetan-journal-${run.month}.csv`, type: "text/csv; charset=utf-8", body: journalCsv(journal) };
        // No company named: Tally imports into the company open, whose name need not be the firm's here.
        return { name: `vetan-journal-${run.month}-tally.xml`, type: "application/xml; charset=utf-8", body: journalTallyXml(journal) };
      }),
  };
}
export type Outputs = ReturnType<typeof createOutputs>;
