// The monthly run: inputs (who is paid, on what salary, with how many days of loss of pay) → compute every
// payslip with the engine as a background job → review (the register and any payslip's working) → approve
// by someone other than who computed (maker-checker), which locks the attendance cycle → release to
// employees. A locked run is reopened only by an admin, with the reason in the audit log.
import { computePayslipUnchecked, type Payslip } from "@vetan/payroll";
import { formatDay, indiaToday, monthEnd, shiftMonth } from "@vetan/shared/dates";
import { maskPan } from "@vetan/shared/ids";
import { formatPaise, paiseInWords } from "@vetan/shared/money";
import { monthLabel, runLabel, taxYearOf } from "@vetan/shared/payroll";
import { type HoldView, ONE_OFF_COLUMNS, OneOffSchema, type OneOffUploadView, type RunCreateSchema, type RunHoldSchema } from "@vetan/shared/payroll";
import type { OneOffView, PayslipView, RegisterQuery, RegisterRow, RegisterView, RunStatus, RunStep, RunTotals, RunView, MyPayslipsView } from "@vetan/shared/payroll";
import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import ExcelJS from "exceljs";
import type { z } from "zod";
import { departments, designations, employees, firms, jobs as jobsTable, loanRecoveries, payrollHolds, payrollOneOffs, payrollOpenings, payStructures, payrollRuns, payrollSettings, payslips, workspaces } from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import { emitWebhook } from "../webhooks/emit.ts";
import { bulkInsert, type Cell, type CopyText } from "../../platform/db/bulk.ts";
import { anyId } from "../../platform/db/ids.ts";
import { jsonRows } from "../../platform/db/json-rows.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { likePattern } from "../../platform/db/like.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import { type JobQueue, stopIfAsked } from "../../platform/jobs.ts";
import type { FirmActor } from "../actor.ts";
import { cycleTotalsIn, lockCycleIn } from "../attendance/attendance.service.ts";
import { unpaidLeaveDays } from "../attendance/leave-days.ts";
import { cycleOf, loadSettings } from "../attendance/settings.ts";
import type { Notifications } from "../notifications/notifications.service.ts";
import { emailRecipients } from "../notifications/notifications.service.ts";
import { readSheet } from "../people/people-import.ts";
import { hrCovers } from "../people/people.policy.ts";
import { type PersonArrears, arrearsDue, earlierYearsOf } from "./arrears.ts";
import { type TaxInput, taxInputsFor } from "./tax-inputs.ts";
import { type DueInstalment, instalmentsDue } from "./loans.service.ts";
import { DEFAULT_PROFILE, profilesOf, salariesInForce } from "./pay.service.ts";
import { type CycleFigures, inputsFor, PAYSLIP_COLUMNS, type Person, type PayslipThread, payslipInput, type RunInputs, type WorkedPayslips, workPayslips } from "./payslip-rows.ts";
import { canPayroll, canSeePay } from "./payroll.policy.ts";
import type { PdfPool, SlipToDraw } from "./pdf-pool.ts";
import { firmLogo } from "./logo.service.ts";
import { markRunClaims, type Reimbursement, releaseFromRun, takeIntoRun } from "../expenses/reimbursements.ts";
import type { PrivateFileStore } from "../documents/private-files.ts";
import { formulaSafe } from "../../platform/csv.ts";

export const COMPUTE_QUEUE = "payroll.compute";
export const MAIL_QUEUE = "payroll.payslip_mail";
/** Small chunks and a pause between them: on PGlite's one connection, people using the app go in between. */
const MAIL_CHUNK = 25;
const MAIL_PAUSE_MS = 10;
const RELEASED_KIND = "payroll.payslip_released";
/** A change of net pay against last month this large (percent, either way) is flagged for review. */
export const VARIANCE_PERCENT = 20;
const CHUNK = 1000;
const NO_RUN = "No such payroll run in your firm.";

type RunRow = typeof payrollRuns.$inferSelect;
/** What a run's figures depend on: its month, and whether it is the month's regular run. */
export type RunRef = Pick<RunRow, "id" | "month" | "kind">;

/**
 * Approved runs paid before `run` in its tax year: every earlier month's, and of its own month the
 * off-cycle runs (for the regular run) or every other run (for an off-cycle one).
 */
export function paidBefore(run: RunRef): SQL {
  const sameMonth = run.kind === "regular" ? eq(payrollRuns.kind, "off_cycle") : ne(payrollRuns.id, run.id);
  return and(inArray(payrollRuns.status, ["approved", "released"]), or(lt(payrollRuns.month, run.month), and(eq(payrollRuns.month, run.month), sameMonth))) as SQL;
}



async function settingsOf(tx: Tx, firmId: string) {
  const [row] = await tx.select().from(payrollSettings).where(eq(payrollSettings.firmId, firmId));
  return { makerChecker: row?.makerChecker ?? true, lopSource: row?.lopSource ?? "attendance", tan: row?.tan ?? null };
}

/** A person's facts as a run reads them (plain columns: monthPeople reads them as JSON). */
const PERSON_FIELDS = {
  id: employees.id,
  name: employees.name,
  code: employees.code,
  dateOfBirth: employees.dateOfBirth,
  joiningDate: employees.joiningDate,
  lastWorkingDay: employees.lastWorkingDay,
  status: employees.status,
  gender: employees.gender,
  pan: employees.pan,
  uan: employees.uan,
  bankAccount: employees.bankAccount,
  bankIfsc: employees.bankIfsc,
  pfApplicable: employees.pfApplicable,
  esiApplicable: employees.esiApplicable,
  state: workspaces.state,
} satisfies Record<keyof Person, SQLWrapper>;

/** Everyone on the rolls some day of the month, with what the engine needs of them. */
export async function monthPeople(tx: Tx, firmId: string, month: string, ids?: readonly string[]): Promise<Person[]> {
  const start = `${month}-01`;
  const end = monthEnd(month);
  const where: SQL[] = [eq(employees.firmId, firmId), lte(employees.joiningDate, end), or(ne(employees.status, "exited"), gte(employees.lastWorkingDay, start)) as SQL];
  if (ids) where.push(anyId(employees.id, ids));
  // As one JSON text: a firm's 10,000 people, 15 values each, cost PGlite's driver more read as columns.
  const [found] = await tx
    .select({ people: jsonRows(PERSON_FIELDS, employees.id) })
    .from(employees)
    .leftJoin(workspaces, and(eq(workspaces.firmId, employees.firmId), eq(workspaces.id, employees.workspaceId)))
    .where(and(...where));
  return JSON.parse(found?.people ?? "[]") as Person[];
}

/** The tax year's figures paid before `run` (approved runs: paidBefore), per person. */
async function yearToDate(tx: Tx, firmId: string, run: RunRef, ids: readonly string[]): Promise<Map<string, Record<string, number>>> {
  if (ids.length === 0) return new Map();
  const { month } = run;
  const rows = await tx
    .select({ employeeId: payslips.employeeId, ytd: payslips.ytd })
    .from(payslips)
    .innerJoin(payrollRuns, and(eq(payrollRuns.firmId, payslips.firmId), eq(payrollRuns.id, payslips.runId)))
    .where(and(eq(payslips.firmId, firmId), anyId(payslips.employeeId, ids), gte(payrollRuns.month, taxYearOf(month)), paidBefore(run)));
  // The tax year before the firm's first run in Vetan, where it moved mid-year.
  const openings = await tx
    .select({ employeeId: payrollOpenings.employeeId, ytd: payrollOpenings.figures })
    .from(payrollOpenings)
    .where(and(eq(payrollOpenings.firmId, firmId), eq(payrollOpenings.taxYear, taxYearOf(month)), lt(payrollOpenings.throughMonth, month), anyId(payrollOpenings.employeeId, ids)));
  const out = new Map<string, Record<string, number>>();
  for (const r of [...rows, ...openings]) {
    const sum = out.get(r.employeeId) ?? {};
    for (const [k, v] of Object.entries(r.ytd ?? {})) sum[k] = (sum[k] ?? 0) + v;
    out.set(r.employeeId, sum);
  }
  return out;
}

/** Loss of pay per person: the attendance cycle's (absences, late-mark penalties, unpaid leave), or unpaid leave alone. */
async function lossOfPay(tx: Tx, firmId: string, month: string, source: "attendance" | "leave", cycle: Map<string, CycleFigures>): Promise<Map<string, number>> {
  if (source === "attendance") return new Map([...cycle].map(([id, c]) => [id, c.lop_days]));
  const settings = await loadSettings(tx, firmId);
  const { from, to } = cycleOf(month, settings.cycleStartDay);
  return unpaidLeaveDays(tx, firmId, null, from, to < indiaToday() ? to : indiaToday());
}


/** Attendance's figures for the month, by person; none when loss of pay comes from unpaid leave alone. */
async function cycleFigures(tx: Tx, firmId: string, month: string, source: "attendance" | "leave"): Promise<Map<string, CycleFigures>> {
  if (source === "leave") return new Map();
  return new Map((await cycleTotalsIn(tx, firmId, month)).map((c) => [c.employee_id, c]));
}

type ComputeRun = Pick<RunRow, "id" | "month" | "kind" | "paysArrears">;
/** A chunk of a compute job worked, ready to save: its people, their inputs and their payslips. */
type WorkedChunk = { people: Person[]; inputs: RunInputs; payslips: WorkedPayslips<Cell[][] | CopyText> };

/**
 * The run's inputs for the people `ids` (loss of pay from `lopSource`: attendance, or unpaid leave alone),
 * read once for everyone a compute job computes, a query each: read for every chunk of 1,000, the dozen
 * questions cost a firm of 10,000 more than the engine did. The approved expense claims of `ids` (approved
 * by `asOf`) are taken into the run here too, their lines being inputs; the claims of people it then pays
 * no payslip are given back as their chunk is saved.
 */
async function runInputs(tx: Tx, firmId: string, run: ComputeRun, ids: readonly string[], lopSource: "attendance" | "leave", asOf = new Date()): Promise<RunInputs> {
  const regular = run.kind === "regular";
  // Off-cycle pay is not for the month's days: no attendance or loss of pay enters it.
  const cycle = regular ? await cycleFigures(tx, firmId, run.month, lopSource) : new Map<string, CycleFigures>();
  const lop = regular ? await lossOfPay(tx, firmId, run.month, lopSource, cycle) : new Map<string, number>();
  const salaries = await salariesInForce(tx, firmId, ids, monthEnd(run.month));
  const structureIds = [...new Set([...salaries.values()].map((s) => s.structureId))];
  const structures = new Map((structureIds.length ? await tx.select().from(payStructures).where(and(eq(payStructures.firmId, firmId), inArray(payStructures.id, structureIds))) : []).map((s) => [s.id, s]));
  // An off-cycle run pays arrears only when it was opened to; loan instalments are the regular run's.
  const arrears = regular || run.paysArrears ? await arrearsDue(tx, firmId, run, ids) : new Map<string, PersonArrears>();
  const oneOffs = new Map<string, OneOffView[]>();
  for (const o of await tx.select().from(payrollOneOffs).where(and(eq(payrollOneOffs.firmId, firmId), eq(payrollOneOffs.runId, run.id), anyId(payrollOneOffs.employeeId, ids))).orderBy(asc(payrollOneOffs.createdAt))) {
    const list = oneOffs.get(o.employeeId) ?? [];
    list.push({ id: o.id, employee: { id: o.employeeId, name: "", code: "" }, kind: o.kind, description: o.description, amount: o.amount, taxable: o.taxable });
    oneOffs.set(o.employeeId, list);
  }
  return {
    cycle,
    lop,
    salaries,
    structures,
    ytd: await yearToDate(tx, firmId, run, ids),
    profiles: await profilesOf(tx, firmId, ids),
    arrears,
    earlierYears: await earlierYearsOf(tx, firmId, run.month, arrears),
    taxInputs: await taxInputsFor(tx, firmId, taxYearOf(run.month), ids),
    instalments: regular ? await instalmentsDue(tx, firmId, run.month, ids) : new Map<string, DueInstalment[]>(),
    oneOffs,
    // Approved expense claims ride with the month's salary (never an off-cycle run's).
    reimbursements: regular ? await takeIntoRun(tx, firmId, run.id, ids, asOf) : new Map<string, Reimbursement[]>(),
    offCycle: regular ? undefined : { regularPaidThisMonth: await regularPaid(tx, firmId, run.month) },
  };
}

/**
 * Stores a chunk's worked payslips in the run, replacing whatever the chunk's people had (people whose
 * salary was removed since the last compute leave the run), with the loan instalments they recover.
 */
async function savePayslips(tx: Tx, firmId: string, run: ComputeRun, ids: readonly string[], worked: WorkedPayslips<Cell[][] | CopyText>, inputs: RunInputs): Promise<void> {
  const paid = new Set(worked.paid);
  // Claims of people the run pays no payslip wait for the next run (or a payout).
  await releaseFromRun(tx, firmId, run.id, ids.filter((id) => inputs.reimbursements.has(id) && !paid.has(id)));
  await tx.delete(payslips).where(and(eq(payslips.firmId, firmId), eq(payslips.runId, run.id), anyId(payslips.employeeId, ids)));
  await bulkInsert(tx, "payslips", PAYSLIP_COLUMNS, worked.rows);
  if (ids.some((id) => inputs.instalments.has(id))) {
    await tx.delete(loanRecoveries).where(and(eq(loanRecoveries.firmId, firmId), eq(loanRecoveries.runId, run.id), anyId(loanRecoveries.employeeId, ids)));
    if (worked.recoveries.length > 0) await bulkInsert(tx, "loan_recoveries", ["firm_id", "loan_id", "run_id", "employee_id", "month", "due", "recovered"], worked.recoveries);
  }
}

/**
 * The first payslip of the person's tax year (April, or their joining month) on the salary in force on
 * `day`, with the regime and declarations given: its tax projection is the year's tax on that salary, for
 * the regime comparison on the declaration page. Null when the person has no salary or cannot be computed.
 */
export async function estimateYear(tx: Tx, firmId: string, day: string, employeeId: string, regime: "new" | "old", tax: TaxInput): Promise<Payslip | null> {
  const april = taxYearOf(day);
  const [joined] = await tx.select({ on: employees.joiningDate }).from(employees).where(and(eq(employees.firmId, firmId), eq(employees.id, employeeId)));
  if (!joined) return null;
  const month = joined.on.slice(0, 7) > april ? joined.on.slice(0, 7) : april;
  const [person] = await monthPeople(tx, firmId, month, [employeeId]);
  if (!person) return null;
  const salary = (await salariesInForce(tx, firmId, [employeeId], day)).get(employeeId);
  const [structure] = salary ? await tx.select().from(payStructures).where(and(eq(payStructures.firmId, firmId), eq(payStructures.id, salary.structureId))) : [];
  if (!salary || !structure) return null;
  const profile = (await profilesOf(tx, firmId, [employeeId])).get(employeeId);
  const built = payslipInput(month, person, { components: structure.components, monthlyGross: salary.monthlyGross }, 0, {
    profile: { ...(profile ?? DEFAULT_PROFILE), tax_regime: regime },
    tax,
  });
  if (!built.ok) return null;
  try {
    return computePayslipUnchecked(built.input);
  } catch {
    return null;
  }
}

/**
 * Two runs open at once could both pay the same arrears (a regular run and an off-cycle one paying them):
 * whichever is approved second was computed before the other's payment existed, and is refused until it
 * is computed again (which subtracts what the first paid).
 */
async function refuseArrearsPaidMeanwhile(tx: Tx, firmId: string, run: RunRow): Promise<void> {
  const result = (await tx.execute(sql`
    select e.name from ${payslips} p join ${employees} e on e.firm_id = p.firm_id and e.id = p.employee_id
    where p.firm_id = ${firmId} and p.run_id = ${run.id} and p.input like '%"arrears"%'
      and exists (select 1 from ${payslips} p2 join ${payrollRuns} r2 on r2.firm_id = p2.firm_id and r2.id = p2.run_id
        where p2.firm_id = p.firm_id and p2.employee_id = p.employee_id and r2.id <> ${run.id}
          and r2.status in ('approved', 'released') and r2.approved_at > p.computed_at and p2.input like '%"arrears"%')
    order by e.name limit 3`)) as unknown as { rows: { name: string }[] };
  const names = result.rows.map((r) => r.name);
  if (names.length > 0) throw new AppError(409, "arrears_paid_meanwhile", `Arrears for ${names.join(", ")} were paid by another run approved after this one was computed; compute again before approving.`);
}

/** Whether the month's regular run is approved: an off-cycle payslip then finds it in the year to date. */
async function regularPaid(tx: Tx, firmId: string, month: string): Promise<boolean> {
  const [row] = await tx.select({ id: payrollRuns.id }).from(payrollRuns).where(and(eq(payrollRuns.firmId, firmId), eq(payrollRuns.month, month), eq(payrollRuns.kind, "regular"), inArray(payrollRuns.status, ["approved", "released"])));
  return row !== undefined;
}

/** The run's totals from every payslip it holds (a re-run of a few changes only theirs); marks it computed. */
async function finishCompute(tx: Tx, firmId: string, runId: string, by: string | null): Promise<RunTotals> {
  const [t] = await tx
    .select({
      people: sql<number>`count(*)::int`,
      errors: sql<number>`count(*) filter (where ${payslips.error} is not null)::int`,
      warnings: sql<number>`count(*) filter (where jsonb_array_length(${payslips.warnings}) > 0)::int`,
      gross: sql<string>`coalesce(sum(${payslips.gross}), 0)::text`,
      deductions: sql<string>`coalesce(sum(${payslips.deductions}), 0)::text`,
      net: sql<string>`coalesce(sum(${payslips.net}), 0)::text`,
      employer: sql<string>`coalesce(sum(${payslips.employer}), 0)::text`,
    })
    .from(payslips)
    .where(and(eq(payslips.firmId, firmId), eq(payslips.runId, runId)));
  const people = t?.people ?? 0;
  const errors = t?.errors ?? 0;
  const totals: RunTotals = { people, errors, computed: people - errors, warnings: t?.warnings ?? 0, gross: Number(t?.gross ?? 0), deductions: Number(t?.deductions ?? 0), net: Number(t?.net ?? 0), employer: Number(t?.employer ?? 0), payout: Number(t?.net ?? 0) };
  await tx.update(payrollRuns).set({ status: "computed", totals, computedBy: by, computedAt: new Date() }).where(and(eq(payrollRuns.firmId, firmId), eq(payrollRuns.id, runId)));
  return totals;
}

/**
 * A month's whole run inside the caller's transaction, as the job and the steps would make it: for the demo
 * seed, which writes the last months run, approved (locking their attendance cycles) and released.
 */
export async function runMonthIn(
  tx: Tx,
  firmId: string,
  month: string,
  opts: {
    computedBy: string | null;
    approvedBy: string | null;
    release: boolean;
    at: Date;
    /** An off-cycle run instead of the month's: its title and the additions it pays. */
    offCycle?: { title: string; additions: readonly { employeeId: string; description: string; amount: number }[] };
  },
): Promise<RunTotals> {
  const off = opts.offCycle;
  const [run] = await tx.insert(payrollRuns).values({ firmId, month, status: "computing", createdAt: opts.at, ...(off ? { kind: "off_cycle" as const, title: off.title } : {}) }).returning();
  if (!run) throw new Error("run not written");
  const settings = await settingsOf(tx, firmId);
  if (off?.additions.length) {
    await tx.insert(payrollOneOffs).values(off.additions.map((a) => ({ firmId, runId: run.id, employeeId: a.employeeId, kind: "addition" as const, description: a.description, amount: a.amount, createdBy: opts.computedBy, createdAt: opts.at })));
  }
  const people = await monthPeople(tx, firmId, month, off ? off.additions.map((a) => a.employeeId) : undefined);
  // The seed writes past months: a run takes the claims approved by the day it was made, as it would have then.
  const inputs = await runInputs(tx, firmId, run, people.map((p) => p.id), settings.lopSource, opts.at);
  for (let i = 0; i < people.length; i += CHUNK) {
    const chunk = people.slice(i, i + CHUNK);
    await savePayslips(tx, firmId, run, chunk.map((p) => p.id), workPayslips(firmId, run, chunk, inputs), inputs);
  }
  const totals = await finishCompute(tx, firmId, run.id, opts.computedBy);
  if (opts.approvedBy) {
    if (!off) await lockCycleIn(tx, firmId, month, opts.approvedBy);
    await markRunClaims(tx, firmId, run.id, true);
    await tx
      .update(payrollRuns)
      .set({ status: opts.release ? "released" : "approved", computedAt: opts.at, approvedBy: opts.approvedBy, approvedAt: opts.at, ...(opts.release ? { releasedBy: opts.approvedBy, releasedAt: opts.at } : {}) })
      .where(and(eq(payrollRuns.firmId, firmId), eq(payrollRuns.id, run.id)));
  }
  return totals;
}

/** A run's holds with who is held and by whom, in name order. */
export async function holdsOf(tx: Tx, firmId: string, runId: string): Promise<HoldView[]> {
  const held = alias(employees, "held");
  const rows = await tx
    .select({ id: held.id, name: held.name, code: held.code, reason: payrollHolds.reason, by: employees.name, at: payrollHolds.createdAt })
    .from(payrollHolds)
    .innerJoin(held, and(eq(held.firmId, payrollHolds.firmId), eq(held.id, payrollHolds.employeeId)))
    .leftJoin(employees, and(eq(employees.firmId, payrollHolds.firmId), eq(employees.id, payrollHolds.heldBy)))
    .where(and(eq(payrollHolds.firmId, firmId), eq(payrollHolds.runId, runId)))
    .orderBy(asc(held.name));
  return rows.map((r) => ({ employee: { id: r.id, name: r.name, code: r.code }, reason: r.reason, held_by: r.by, held_at: r.at.toISOString() }));
}

/** payslip-2026-11-E001.pdf; an off-cycle run's carries its title: payslip-2026-10-diwali-bonus-E001.pdf. */
function payslipFileName(view: PayslipView, code: string): string {
  const title = view.run.title ? `-${view.run.title.toLowerCase().replaceAll(/[^a-z0-9]+/g, "-").replaceAll(/^-|-$/g, "").slice(0, 40)}` : "";
  return `payslip-${view.run.month}${title}-${code}.pdf`;
}

/** What the PDF pool needs of a payslip: the view, and of its owner only what the password is made of. */
function toDraw(view: PayslipView, person: Pick<SlipPerson, "pan" | "dateOfBirth" | "code">, logo: Buffer | null): SlipToDraw {
  return { view, person: { pan: person.pan, dateOfBirth: person.dateOfBirth, code: person.code }, logo };
}

type SlipPerson = { id: string; name: string; code: string; workspaceId: string | null; pan: string | null; dateOfBirth: string | null; email: string | null; mobile: string | null };

/** The payslips of `employeeIds` in a run as people read them (with their tax year so far), in name order. */
export async function slipViews(tx: Tx, firmId: string, run: RunRow, employeeIds: readonly string[]): Promise<{ person: SlipPerson; view: PayslipView | null; error: string | null }[]> {
  if (employeeIds.length === 0) return [];
  const rows = await tx
    .select({ slip: payslips, person: employees, department: departments.name, designation: designations.name })
    .from(payslips)
    .innerJoin(employees, and(eq(employees.firmId, payslips.firmId), eq(employees.id, payslips.employeeId)))
    .leftJoin(departments, and(eq(departments.firmId, employees.firmId), eq(departments.id, employees.departmentId)))
    .leftJoin(designations, and(eq(designations.firmId, employees.firmId), eq(designations.id, employees.designationId)))
    .where(and(eq(payslips.firmId, firmId), eq(payslips.runId, run.id), inArray(payslips.employeeId, [...employeeIds])))
    .orderBy(asc(employees.name), asc(employees.id));
  const [firm] = await tx.select({ name: firms.name }).from(firms).where(eq(firms.id, firmId));
  const ytds = await yearToDate(tx, firmId, run, rows.map((r) => r.person.id));
  const lines = (ls: Payslip["earnings"]) => ls.map((l) => ({ code: l.code, name: l.name, amount: l.amount, working: l.working }));
  return rows.map((row) => {
    const p = row.person;
    const person: SlipPerson = { id: p.id, name: p.name, code: p.code, workspaceId: p.workspaceId, pan: p.pan, dateOfBirth: p.dateOfBirth, email: p.workEmail ?? p.personalEmail, mobile: p.mobile };
    const slip = row.slip.result ? (JSON.parse(row.slip.result) as Payslip) : null;
    if (!slip) return { person, view: null, error: row.slip.error };
    const ytd = ytds.get(p.id) ?? {};
    const mine = (row.slip.ytd ?? {}) as Record<string, number>;
    const view: PayslipView = {
      run: { id: run.id, month: run.month, title: run.title, status: run.status, released_at: run.releasedAt?.toISOString() ?? null },
      employee: { id: p.id, name: p.name, code: p.code, designation: row.designation, department: row.department, pan_masked: p.pan ? maskPan(p.pan) : null, uan: p.uan },
      firm: { name: firm?.name ?? "" },
      days: { in_month: slip.days.inMonth, employed: slip.days.employed, lop: slip.days.lop, payable: slip.days.payable },
      earnings: lines(slip.earnings),
      deductions: lines(slip.deductions),
      employer: lines(slip.employerContributions),
      reimbursements: lines(slip.reimbursements ?? []),
      totals: { gross: slip.totals.grossEarnings, deductions: slip.totals.totalDeductions, net: slip.totals.netPay, employer: slip.totals.employerContributions, ctc: slip.totals.costToEmployer, reimbursements: slip.totals.reimbursements ?? 0 },
      net_in_words: paiseInWords(slip.totals.netPay),
      tax: { regime: slip.incomeTax.regime, annual_tax: slip.incomeTax.annualTax, taxable_income: slip.incomeTax.taxableIncome, this_month: slip.incomeTax.thisMonth, remaining_months: slip.incomeTax.remainingMonths },
      ytd: { gross: (ytd.taxable ?? 0) + (mine.taxable ?? 0), tds: (ytd.tds ?? 0) + (mine.tds ?? 0), pf: (ytd.pf ?? 0) + (mine.pf ?? 0), pt: (ytd.pt ?? 0) + (mine.pt ?? 0) },
      warnings: row.slip.warnings,
    };
    return { person, view, error: null };
  });
}

export function createRuns(
  db: Db,
  jobs: JobQueue,
  notifications: Notifications,
  files: PrivateFileStore,
  /**
   * Where payslip PDFs are drawn; the thread a compute job works its payslips on (without one, the main
   * thread works them); and how many people a compute job saves at a time (tests make it small to stop
   * between chunks).
   */
  { pdfs, payslips: thread, computeChunk = CHUNK }: { pdfs: PdfPool; payslips?: PayslipThread; computeChunk?: number },
) {
  async function runRow(tx: Tx, firmId: string, id: string): Promise<RunRow> {
    const [row] = await tx.select().from(payrollRuns).where(and(eq(payrollRuns.firmId, firmId), eq(payrollRuns.id, id)));
    if (!row) throw AppError.notFound(NO_RUN);
    return row;
  }

  // Released payslips by email, each with its PDF locked by the person's password: a job, because a firm of
  // 10,000 takes minutes. Each chunk is marked mailed as it goes, so a retried job (a restarted server)
  // carries on where it stopped and nobody gets their payslip twice; a run reopened meanwhile stops it. A
  // chunk's PDFs are drawn together on the pool's threads (every core); a stopping server ends between chunks.
  jobs.handle(MAIL_QUEUE, async (ctx) => {
    const { run_id: runId } = ctx.job.payload as { run_id: string };
    const firmId = ctx.job.firmId;
    if (!firmId) throw new Error("payroll.payslip_mail needs a firm");
    const total = await withFirm(db, firmId, async (tx) => {
      const [left] = await tx.select({ n: sql<number>`count(*)::int` }).from(payslips).where(and(eq(payslips.firmId, firmId), eq(payslips.runId, runId), sql`${payslips.error} is null`, sql`${payslips.emailedAt} is null`));
      return left?.n ?? 0;
    });
    // The firm's logo once for the job, not a file read for every chunk of 25.
    const logo = await withFirm(db, firmId, (tx) => firmLogo(tx, files, firmId));
    // The next chunk is read and its PDFs queued on the pool while this one is sent, so the threads draw
    // while the main thread writes the outbox. It is read by employee id after this one's last, not by
    // "not mailed yet": this one is marked only once it is sent.
    const read = (after: string | null) =>
      withFirm(db, firmId, async (tx) => {
        const run = await runRow(tx, firmId, runId);
        if (run.status !== "released") return null;
        const ids = (
          await tx
            .select({ id: payslips.employeeId })
            .from(payslips)
            .where(and(eq(payslips.firmId, firmId), eq(payslips.runId, runId), sql`${payslips.error} is null`, sql`${payslips.emailedAt} is null`, after ? gt(payslips.employeeId, after) : undefined))
            .orderBy(asc(payslips.employeeId))
            .limit(MAIL_CHUNK)
        ).map((r) => r.id);
        if (ids.length === 0) return null;
        const to = new Map((await emailRecipients(tx, firmId, RELEASED_KIND, ids)).map((r) => [r.id, r]));
        const mailed = (await slipViews(tx, firmId, run, [...to.keys()])).flatMap(({ person, view }) => {
          const recipient = to.get(person.id);
          return view && recipient ? [{ person, view, recipient }] : [];
        });
        // A payslip that cannot be drawn fails the chunk before anything of it is sent: the job is retried.
        const drawn = Promise.all(mailed.map(({ person, view }) => pdfs.render(toDraw(view, person, logo))));
        // Handled here too, so a failure while the chunk before is still being sent is not left unheard.
        drawn.catch(() => undefined);
        return { ids, mailed, drawn, last: ids.at(-1) as string };
      });
    let sent = 0;
    let done = 0;
    let batch = await read(null);
    while (batch) {
      const next = await read(batch.last);
      const drawn = await batch.drawn;
      // The chunk's emails together: their outbox rows in one insert.
      await notifications.deliver(
        batch.mailed.map(({ person, view, recipient }, i) => ({
          mobile: recipient.mobile,
          email: recipient.email,
          subject: `Vetan: your payslip for ${runLabel(view.run)}`,
          body: `Your payslip for ${runLabel(view.run)} from ${view.firm.name} is attached: net pay ${formatPaise(view.totals.net)}.\n\nThe PDF opens with your password: the first five letters of your PAN in capitals, then your date of birth as DDMMYYYY (with no PAN on record, your employee code instead of the PAN letters).`,
          via: ["email"],
          attachments: [{ filename: payslipFileName(view, person.code), content: drawn[i] as Buffer, contentType: "application/pdf" }],
        })),
      );
      sent += batch.mailed.length;
      const ids = batch.ids;
      await withFirm(db, firmId, (tx) => tx.update(payslips).set({ emailedAt: new Date() }).where(and(eq(payslips.firmId, firmId), eq(payslips.runId, runId), inArray(payslips.employeeId, ids))));
      done += ids.length;
      await ctx.progress(done, total);
      // A stopping server ends here, every chunk it sent marked; the next one's PDFs are simply not used.
      stopIfAsked(ctx);
      await new Promise((resolve) => setTimeout(resolve, MAIL_PAUSE_MS));
      batch = next;
    }
    return { sent, handled: done };
  });

  /** One payslip the actor may read, with its owner's facts for the PDF password; 404 otherwise. */
  async function slipFor(tx: Tx, actor: FirmActor, runId: string, employeeId: string) {
    const run = await runRow(tx, actor.firmId, runId);
    const NO_SLIP = "No such payslip.";
    const [found] = await slipViews(tx, actor.firmId, run, [employeeId]);
    if (!found) throw AppError.notFound(NO_SLIP);
    const self = actor.employeeId === employeeId;
    const staff = canPayroll(actor, "run") || (actor.access === "H" && hrCovers(actor, found.person.workspaceId));
    if (!canSeePay(actor, found.person) || (!staff && !(self && run.status === "released"))) throw AppError.notFound(NO_SLIP);
    if (!found.view) throw new AppError(409, "payslip_error", found.error ?? "This payslip could not be computed.");
    return { view: found.view, person: found.person };
  }

  jobs.handle(COMPUTE_QUEUE, async (ctx) => {
    const { run_id: runId, employee_ids: only, by } = ctx.job.payload as { run_id: string; employee_ids?: string[]; by: string | null };
    const firmId = ctx.job.firmId;
    if (!firmId) throw new Error("payroll.compute needs a firm");
    // Each chunk commits on its own, so a job handed back by a stopping server (or taken again after its
    // worker died) skips the people whose payslips it already saved: those computed since the job was made
    // (compared in the database, to the microsecond).
    const { run, people, settings, saved } = await withFirm(db, firmId, async (tx) => {
      const run = await runRow(tx, firmId, runId);
      // An off-cycle run looks only at the people it has one-offs for, unless it pays whatever arrears are owed.
      let who = only;
      if (run.kind === "off_cycle" && !run.paysArrears && !who) {
        who = [...new Set((await tx.select({ id: payrollOneOffs.employeeId }).from(payrollOneOffs).where(and(eq(payrollOneOffs.firmId, firmId), eq(payrollOneOffs.runId, runId)))).map((o) => o.id))];
      }
      const saved = new Set(
        (await tx.select({ id: payslips.employeeId }).from(payslips).where(and(eq(payslips.firmId, firmId), eq(payslips.runId, runId), sql`${payslips.computedAt} >= (select ${jobsTable.createdAt} from ${jobsTable} where ${jobsTable.id} = ${ctx.job.id})`))).map((r) => r.id),
      );
      return { run, settings: await settingsOf(tx, firmId), people: await monthPeople(tx, firmId, run.month, who), saved };
    });
    const left = people.filter((p) => !saved.has(p.id));
    const chunks: Person[][] = [];
    for (let i = 0; i < left.length; i += computeChunk) chunks.push(left.slice(i, i + computeChunk));
    // Two chunks in flight, each saved in its own transaction: while one is saved, the other's payslips are
    // worked (on PostgreSQL the two may be written at once, on two connections; PGlite writes one
    // transaction at a time). A run of more than one chunk works them on the payslip thread, so the work
    // and the writing share the cores; one of a single chunk has nothing to overlap. The thread starts
    // loading the engine now, and until it is ready (a few hundred milliseconds) chunks are worked here
    // rather than wait for it.
    const onThread = chunks.length > 1 ? thread : undefined;
    onThread?.warm();
    // The first chunk's inputs are read by themselves, then the others' (on PostgreSQL at once, on another
    // connection): the first chunk's payslips are worked while the rest are read.
    const read = (these: readonly Person[]) => withFirm(db, firmId, (tx) => runInputs(tx, firmId, run, these.map((p) => p.id), settings.lopSource));
    const first = read(chunks[0] ?? []);
    const rest = chunks.length > 1 ? read(chunks.slice(1).flat()) : first;
    // Heard when a chunk awaits them; a job that ends before that leaves no rejection unhandled.
    for (const reading of [first, rest]) reading.catch(() => undefined);
    const inputsOf = (these: Person[]) => (these === chunks[0] ? first : rest);
    // A chunk's payslips, worked on the thread once it is ready, here until then.
    const work = async (these: Person[]): Promise<WorkedChunk> => {
      const inputs = await inputsOf(these);
      const payslips = onThread?.ready
        ? await onThread.run({ firmId, run: { id: run.id, month: run.month }, people: these, inputs: inputsFor(inputs, these.map((p) => p.id)) })
        : workPayslips(firmId, run, these, inputs);
      return { people: these, inputs, payslips };
    };
    let next = 0;
    let done = people.length - left.length;
    // Each of the two asks for its next chunk's payslips before saving the one in hand, so the thread
    // always has a chunk to work while the main thread saves.
    const worker = async () => {
      let chunk = chunks[next++];
      let working = chunk && work(chunk);
      while (working) {
        const worked = await working;
        chunk = chunks[next++];
        working = chunk && work(chunk);
        // A stop after this chunk leaves the next one worked and unsaved: its failure, if any, goes unheard.
        working?.catch(() => undefined);
        await withFirm(db, firmId, (tx) => savePayslips(tx, firmId, run, worked.people.map((p) => p.id), worked.payslips, worked.inputs));
        done += worked.people.length;
        await ctx.progress(done, people.length);
        stopIfAsked(ctx);
      }
    };
    // Both settle before the job ends either way: a chunk still being written when the other stops must
    // commit (or roll back) before the job is handed back and the database closed.
    const ended = await Promise.allSettled([worker(), worker()]);
    for (const e of ended) if (e.status === "rejected") throw e.reason;
    return withFirm(db, firmId, async (tx) => {
      const totals = await finishCompute(tx, firmId, runId, by);
      await recordAudit(tx, { firmId, userId: null, ip: "job" }, { action: "payroll.computed", detail: { month: run.month, people: totals.people, errors: totals.errors, only: only?.length ?? null } });
      return { ...totals };
    });
  });

  /** What the views of `runs` read besides the runs: the settings, who computed and approved, their jobs (one query each, however many runs). */
  async function viewContext(tx: Tx, firmId: string, runs: readonly RunRow[]) {
    const people = [...new Set(runs.flatMap((r) => [r.computedBy, r.approvedBy]).filter((x): x is string => Boolean(x)))];
    const jobIds = runs.map((r) => r.jobId).filter((x): x is string => Boolean(x));
    return {
      cycleStartDay: (await loadSettings(tx, firmId)).cycleStartDay,
      pay: await settingsOf(tx, firmId),
      names: new Map(people.length ? (await tx.select({ id: employees.id, name: employees.name }).from(employees).where(and(eq(employees.firmId, firmId), inArray(employees.id, people)))).map((e) => [e.id, e.name]) : []),
      jobs: new Map(jobIds.length ? (await tx.select().from(jobsTable).where(and(eq(jobsTable.firmId, firmId), inArray(jobsTable.id, jobIds)))).map((j) => [j.id, j]) : []),
    };
  }

  async function runView(tx: Tx, actor: FirmActor, run: RunRow, context?: Awaited<ReturnType<typeof viewContext>>): Promise<RunView> {
    const { cycleStartDay, pay, names, jobs: jobsById } = context ?? (await viewContext(tx, actor.firmId, [run]));
    const cycle = cycleOf(run.month, cycleStartDay);
    const job = run.jobId ? jobsById.get(run.jobId) : undefined;
    const order: RunStatus[] = ["draft", "computing", "computed", "approved", "released"];
    const at = order.indexOf(run.status);
    const t = run.totals;
    const regular = run.kind === "regular";
    // An off-cycle run pays one-offs, not days: it waits for no attendance cycle and locks none.
    const cycleEnded = !regular || cycle.to < indiaToday();
    let canApprove: { ok: boolean; why: string | null } = { ok: true, why: null };
    if (!canPayroll(actor, "approve")) canApprove = { ok: false, why: "Runs are approved by an admin." };
    else if (run.status !== "computed") canApprove = { ok: false, why: run.status === "approved" || run.status === "released" ? "Approved already." : "Compute the run first." };
    else if (pay.makerChecker && run.computedBy === actor.employeeId) canApprove = { ok: false, why: "You computed this run: another admin approves it (maker-checker)." };
    else if ((t?.people ?? 0) === 0) canApprove = { ok: false, why: regular ? "No one was paid by this run." : "Nothing to pay yet: add one-offs for the people this run pays." };
    else if ((t?.errors ?? 0) > 0) canApprove = { ok: false, why: `${t?.errors} ${t?.errors === 1 ? "person" : "people"} could not be computed; fix them and compute again.` };
    else if (!cycleEnded) canApprove = { ok: false, why: `The attendance cycle runs until ${formatDay(cycle.to)}; approve after it ends.` };
    const state = (i: number): RunStep["state"] => (at > i ? "done" : at === i ? "current" : "waiting");
    const steps: RunStep[] = [
      {
        key: "inputs",
        label: "Inputs",
        state: at === 0 ? "current" : "done",
        detail: regular
          ? `Attendance ${formatDay(cycle.from)} – ${formatDay(cycle.to)}; loss of pay from ${pay.lopSource === "attendance" ? "attendance and unpaid leave" : "unpaid leave"}`
          : `Off-cycle: its one-offs${run.paysArrears ? " and the arrears of backdated revisions owed" : ""}, taxed as paid now; no days, PT or LWF`,
      },
      { key: "compute", label: "Compute", state: run.status === "computing" ? "current" : at >= 2 ? "done" : "waiting", detail: t ? `${t.computed} of ${t.people} computed${t.errors ? `, ${t.errors} could not be` : ""}` : "Not computed yet" },
      { key: "review", label: "Review", state: state(2), detail: t ? `Net pay ${formatPaise(t.net)}; ${t.warnings} with warnings` : "The register and each payslip's working" },
      { key: "approve", label: regular ? "Approve and lock" : "Approve", state: state(3) === "current" ? "done" : at >= 3 ? "done" : at === 2 ? "current" : "waiting", detail: run.approvedAt ? `Approved by ${names.get(run.approvedBy ?? "") ?? "an admin"} on ${formatDay(run.approvedAt.toISOString().slice(0, 10))}` : pay.makerChecker ? "By an admin other than who computed" : "By an admin" },
      { key: "release", label: "Release payslips", state: run.status === "released" ? "done" : run.status === "approved" ? "current" : "waiting", detail: run.releasedAt ? `Released on ${formatDay(run.releasedAt.toISOString().slice(0, 10))}` : "Employees see their payslips once released" },
    ];
    return {
      id: run.id,
      month: run.month,
      kind: run.kind,
      title: run.title,
      pays_arrears: run.paysArrears,
      status: run.status,
      cycle,
      totals: t,
      steps,
      computed_by: run.computedBy ? (names.get(run.computedBy) ?? null) : null,
      computed_at: run.computedAt?.toISOString() ?? null,
      approved_by: run.approvedBy ? (names.get(run.approvedBy) ?? null) : null,
      approved_at: run.approvedAt?.toISOString() ?? null,
      released_at: run.releasedAt?.toISOString() ?? null,
      job: job ? { id: job.id, status: job.status, done: job.progressDone, total: job.progressTotal } : null,
      can_approve: canApprove,
      maker_checker: pay.makerChecker,
    };
  }

  /** Queues the compute job for a few people of a run (or everyone) and marks the run computing. */
  async function recomputeFew(tx: Tx, actor: FirmActor, run: RunRow, employeeIds: string[] | undefined): Promise<RunView> {
    const jobId = await jobs.send(tx, { queue: COMPUTE_QUEUE, firmId: actor.firmId, payload: { run_id: run.id, by: actor.employeeId, ...(employeeIds ? { employee_ids: employeeIds } : {}) }, createdBy: actor.employeeId });
    const [row] = await tx.update(payrollRuns).set({ status: "computing", jobId }).where(and(eq(payrollRuns.firmId, actor.firmId), eq(payrollRuns.id, run.id))).returning();
    return runView(tx, actor, row ?? run);
  }

  function requireRun(actor: FirmActor) {
    if (!canPayroll(actor, "run")) throw AppError.forbidden("Payroll runs are for admins and firm-wide HR.");
  }

  /** The month before's approved regular run, whose net pay the register compares with (an off-cycle run compares with none). */
  async function previousRunId(tx: Tx, firmId: string, run: RunRow): Promise<string | null> {
    if (run.kind !== "regular") return null;
    const [row] = await tx.select({ id: payrollRuns.id }).from(payrollRuns).where(and(eq(payrollRuns.firmId, firmId), eq(payrollRuns.month, shiftMonth(run.month, -1)), eq(payrollRuns.kind, "regular"), inArray(payrollRuns.status, ["approved", "released"])));
    return row?.id ?? null;
  }

  async function registerRows(tx: Tx, firmId: string, run: RunRow, query: RegisterQuery, page: boolean): Promise<{ rows: RegisterRow[]; total: number }> {
    const previous = alias(payslips, "previous");
    const prevRun = await previousRunId(tx, firmId, run);
    const where: SQL[] = [eq(payslips.firmId, firmId), eq(payslips.runId, run.id)];
    const q = query.q?.trim();
    if (q) {
      const like = likePattern(q);
      where.push(or(ilike(employees.name, like), ilike(employees.code, like)) as SQL);
    }
    if (query.department_id) where.push(eq(employees.departmentId, query.department_id));
    if (query.workspace_id) where.push(eq(employees.workspaceId, query.workspace_id));
    if (query.only === "warnings") where.push(sql`jsonb_array_length(${payslips.warnings}) > 0`);
    if (query.only === "errors") where.push(sql`${payslips.error} is not null`);
    // A change of a fifth or more against last month's net pay, either way.
    if (query.only === "changed") where.push(sql`${previous.net} > 0 and abs(${payslips.net} - ${previous.net}) * 100 >= ${previous.net} * ${VARIANCE_PERCENT}`);
    const joinPrevious = and(eq(previous.firmId, payslips.firmId), eq(previous.runId, prevRun ?? "00000000-0000-0000-0000-000000000000"), eq(previous.employeeId, payslips.employeeId));
    const base = tx
      .select({
        id: employees.id,
        name: employees.name,
        code: employees.code,
        department: departments.name,
        workspace: workspaces.name,
        paidDays: payslips.paidDays,
        lopDays: payslips.lopDays,
        gross: payslips.gross,
        deductions: payslips.deductions,
        net: payslips.net,
        employer: payslips.employer,
        warnings: payslips.warnings,
        error: payslips.error,
        previousNet: previous.net,
      })
      .from(payslips)
      .innerJoin(employees, and(eq(employees.firmId, payslips.firmId), eq(employees.id, payslips.employeeId)))
      .leftJoin(previous, joinPrevious)
      .leftJoin(departments, and(eq(departments.firmId, employees.firmId), eq(departments.id, employees.departmentId)))
      .leftJoin(workspaces, and(eq(workspaces.firmId, employees.firmId), eq(workspaces.id, employees.workspaceId)))
      .where(and(...where))
      .orderBy(asc(employees.name), asc(employees.id));
    const rows = page ? await base.limit(query.limit).offset(query.offset) : await base;
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(payslips)
      .innerJoin(employees, and(eq(employees.firmId, payslips.firmId), eq(employees.id, payslips.employeeId)))
      .leftJoin(previous, joinPrevious)
      .where(and(...where));
    return {
      total: count?.n ?? 0,
      rows: rows.map((r) => {
        const change = r.previousNet ? Math.round(((r.net - r.previousNet) * 1000) / r.previousNet) / 10 : null;
        return {
          employee: { id: r.id, name: r.name, code: r.code, department: r.department, workspace: r.workspace },
          paid_days: Number(r.paidDays),
          lop_days: Number(r.lopDays),
          gross: r.gross,
          deductions: r.deductions,
          net: r.net,
          employer: r.employer,
          previous_net: r.previousNet,
          change_percent: change,
          // The same test as the filter's, on whole paise (not the rounded percentage).
          flagged: r.previousNet !== null && r.previousNet > 0 && Math.abs(r.net - r.previousNet) * 100 >= r.previousNet * VARIANCE_PERCENT,
          warnings: r.warnings,
          error: r.error,
        };
      }),
    };
  }

  return {
    list: (actor: FirmActor): Promise<RunView[]> =>
      withFirm(db, actor.firmId, async (tx) => {
        requireRun(actor);
        const rows = await tx.select().from(payrollRuns).where(eq(payrollRuns.firmId, actor.firmId)).orderBy(desc(payrollRuns.month), desc(payrollRuns.createdAt));
        const context = await viewContext(tx, actor.firmId, rows);
        return Promise.all(rows.map((r) => runView(tx, actor, r, context)));
      }),

    get: (actor: FirmActor, id: string): Promise<RunView> =>
      withFirm(db, actor.firmId, async (tx) => {
        requireRun(actor);
        return runView(tx, actor, await runRow(tx, actor.firmId, id));
      }),

    /**
     * Opens a run and starts computing it at once: the month's regular run, or an off-cycle one (a bonus,
     * arrears) that pays the one-offs added to it — computed again as each is added.
     */
    async create(actor: FirmActor, input: z.output<typeof RunCreateSchema>, ip: string): Promise<RunView> {
      requireRun(actor);
      const { month, kind } = input;
      return withFirm(db, actor.firmId, async (tx) => {
        if (kind === "regular") {
          const [exists] = await tx.select({ id: payrollRuns.id }).from(payrollRuns).where(and(eq(payrollRuns.firmId, actor.firmId), eq(payrollRuns.month, month), eq(payrollRuns.kind, "regular")));
          if (exists) throw new AppError(409, "run_exists", `The ${month} run exists already; open it.`, { month: "This month has a run" });
        }
        // A month may be prepared once its attendance cycle has begun: with a cycle of the 26th to the 25th,
        // December's inputs gather from 26 November, and the officer opens its run then.
        const today = indiaToday();
        if (cycleOf(month, (await loadSettings(tx, actor.firmId)).cycleStartDay).from > today) {
          throw AppError.badRequest("Runs are for months whose attendance cycle has begun.", { month: "A month to come" });
        }
        const title = kind === "off_cycle" ? (input.title ?? null) : null;
        const [row] = await tx.insert(payrollRuns).values({ firmId: actor.firmId, month, kind, title, paysArrears: input.pays_arrears, status: "computing" }).returning();
        if (!row) throw new Error("run not written");
        const jobId = await jobs.send(tx, { queue: COMPUTE_QUEUE, firmId: actor.firmId, payload: { run_id: row.id, by: actor.employeeId }, createdBy: actor.employeeId });
        const [withJob] = await tx.update(payrollRuns).set({ jobId }).where(and(eq(payrollRuns.firmId, actor.firmId), eq(payrollRuns.id, row.id))).returning();
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "payroll.run_created", detail: { month, ...(title ? { title, pays_arrears: input.pays_arrears } : {}) } });
        return runView(tx, actor, withJob ?? row);
      });
    },

    /** Computes again, for everyone or a few, before approval; unchanged inputs give identical payslips. */
    async compute(actor: FirmActor, id: string, employeeIds: string[] | undefined, ip: string): Promise<RunView> {
      requireRun(actor);
      return withFirm(db, actor.firmId, async (tx) => {
        const run = await runRow(tx, actor.firmId, id);
        if (run.status === "approved" || run.status === "released") throw new AppError(409, "run_locked", `The ${runLabel(run)} run is approved and locked; an admin reopens it to change it.`);
        if (run.status === "computing") {
          // A job that failed for good leaves the run computing: computing again is how it is retried.
          const [job] = run.jobId ? await tx.select({ status: jobsTable.status }).from(jobsTable).where(and(eq(jobsTable.firmId, actor.firmId), eq(jobsTable.id, run.jobId))) : [];
          if (!job || job.status === "queued" || job.status === "running") throw new AppError(409, "run_computing", "The run is being computed; wait for it to finish.");
        }
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "payroll.recompute", detail: { month: run.month, people: employeeIds?.length ?? "everyone" } });
        return recomputeFew(tx, actor, run, employeeIds);
      });
    },

    register: (actor: FirmActor, id: string, query: RegisterQuery): Promise<RegisterView> =>
      withFirm(db, actor.firmId, async (tx) => {
        requireRun(actor);
        const run = await runRow(tx, actor.firmId, id);
        const { rows, total } = await registerRows(tx, actor.firmId, run, query, true);
        return { run: { id: run.id, month: run.month, title: run.title, status: run.status }, rows, total };
      }),

    /** The salary register as an XLSX workbook: one row a person, totals at the foot. */
    async registerXlsx(actor: FirmActor, id: string, query: RegisterQuery): Promise<{ month: string; body: Buffer }> {
      const { run, rows } = await withFirm(db, actor.firmId, async (tx) => {
        requireRun(actor);
        const run = await runRow(tx, actor.firmId, id);
        return { run, rows: (await registerRows(tx, actor.firmId, run, query, false)).rows };
      });
      const book = new ExcelJS.Workbook();
      book.creator = "Vetan";
      const sheet = book.addWorksheet(`Register ${run.month}`, { views: [{ state: "frozen", ySplit: 1 }] });
      sheet.columns = [
        { header: "Code", key: "code", width: 10 },
        { header: "Name", key: "name", width: 28 },
        { header: "Department", key: "department", width: 20 },
        { header: "Workspace", key: "workspace", width: 20 },
        { header: "Paid days", key: "paid", width: 10 },
        { header: "LOP days", key: "lop", width: 10 },
        { header: "Gross (₹)", key: "gross", width: 14 },
        { header: "Deductions (₹)", key: "deductions", width: 14 },
        { header: "Net pay (₹)", key: "net", width: 14 },
        { header: "Employer (₹)", key: "employer", width: 14 },
        { header: "Last month's net (₹)", key: "previous", width: 16 },
        { header: "Change (%)", key: "change", width: 10 },
        { header: "Warnings", key: "warnings", width: 50 },
      ];
      sheet.getRow(1).font = { bold: true };
      // Text cells never start with a formula character: a name like "=cmd" stays text (PRODUCT.md).
      const text = formulaSafe;
      for (const r of rows) {
        sheet.addRow({
          code: text(r.employee.code),
          name: text(r.employee.name),
          department: text(r.employee.department),
          workspace: text(r.employee.workspace),
          paid: r.paid_days,
          lop: r.lop_days,
          gross: r.gross / 100,
          deductions: r.deductions / 100,
          net: r.net / 100,
          employer: r.employer / 100,
          previous: r.previous_net === null ? "" : r.previous_net / 100,
          change: r.change_percent ?? "",
          warnings: text(r.error ?? r.warnings.join("; ")),
        });
      }
      const sum = (k: "gross" | "deductions" | "net" | "employer") => rows.reduce((s, r) => s + r[k], 0) / 100;
      const foot = sheet.addRow({ name: "Total", gross: sum("gross"), deductions: sum("deductions"), net: sum("net"), employer: sum("employer") });
      foot.font = { bold: true };
      for (const key of ["gross", "deductions", "net", "employer"]) sheet.getColumn(key).numFmt = "#,##,##0.00";
      return { month: run.month, body: Buffer.from(await book.xlsx.writeBuffer()) };
    },

    /** One payslip with its working: to A and HR at any step, to the person once released. */
    payslip: (actor: FirmActor, runId: string, employeeId: string): Promise<PayslipView> => withFirm(db, actor.firmId, async (tx) => (await slipFor(tx, actor, runId, employeeId)).view),

    /**
     * One payslip as a PDF, opened with the person's password (their PAN's first five letters and date of
     * birth): to A and HR at any step, to the person once released — the same rule as the payslip itself.
     */
    async payslipPdf(actor: FirmActor, runId: string, employeeId: string): Promise<{ name: string; body: Buffer }> {
      const { view, person, logo } = await withFirm(db, actor.firmId, async (tx) => ({ ...(await slipFor(tx, actor, runId, employeeId)), logo: await firmLogo(tx, files, actor.firmId) }));
      // Drawn on the pool's threads: the request thread stays free for everyone else meanwhile.
      return { name: payslipFileName(view, person.code), body: await pdfs.render(toDraw(view, person, logo)) };
    },

    /** Approves and locks the run (an admin; not who computed, with maker-checker), and the attendance cycle with it. */
    async approve(actor: FirmActor, id: string, comment: string | undefined, ip: string): Promise<RunView> {
      return withFirm(db, actor.firmId, async (tx) => {
        const run = await runRow(tx, actor.firmId, id);
        const view = await runView(tx, actor, run);
        if (!canPayroll(actor, "approve")) throw AppError.forbidden("Runs are approved by an admin.");
        if (!view.can_approve.ok) throw new AppError(409, "cannot_approve", view.can_approve.why ?? "This run cannot be approved now.");
        await refuseArrearsPaidMeanwhile(tx, actor.firmId, run);
        if (run.kind === "regular") await lockCycleIn(tx, actor.firmId, run.month, actor.employeeId);
        // The claims it reimburses are paid: locked with the run.
        await markRunClaims(tx, actor.firmId, run.id, true);
        const [row] = await tx.update(payrollRuns).set({ status: "approved", approvedBy: actor.employeeId, approvedAt: new Date() }).where(and(eq(payrollRuns.firmId, actor.firmId), eq(payrollRuns.id, id), eq(payrollRuns.status, "computed"))).returning();
        if (!row) throw new AppError(409, "cannot_approve", "The run changed meanwhile; look again.");
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "payroll.approved", detail: { month: run.month, net: row.totals?.net ?? 0, people: row.totals?.people ?? 0, ...(comment?.trim() ? { comment: comment.trim() } : {}) } });
        await emitWebhook(tx, actor.firmId, "payroll.locked", { run_id: row.id, month: row.month, kind: row.kind, title: row.title, people: row.totals?.people ?? 0, approved_at: row.approvedAt?.toISOString() ?? null });
        return runView(tx, actor, row);
      });
    },

    /** Releases the payslips: each person sees theirs, is told so, and gets it by email with its PDF. */
    async release(actor: FirmActor, id: string, ip: string): Promise<RunView> {
      if (!canPayroll(actor, "release")) throw AppError.forbidden("Payslips are released by admins and firm-wide HR.");
      return withFirm(db, actor.firmId, async (tx) => {
        const run = await runRow(tx, actor.firmId, id);
        if (run.status !== "approved") throw new AppError(409, "not_approved", run.status === "released" ? "Released already." : "Approve the run before releasing payslips.");
        const [row] = await tx.update(payrollRuns).set({ status: "released", releasedBy: actor.employeeId, releasedAt: new Date() }).where(and(eq(payrollRuns.firmId, actor.firmId), eq(payrollRuns.id, id), eq(payrollRuns.status, "approved"))).returning();
        if (!row) throw new AppError(409, "not_approved", "The run changed meanwhile; look again.");
        const paid = (await tx.select({ id: payslips.employeeId }).from(payslips).where(and(eq(payslips.firmId, actor.firmId), eq(payslips.runId, id), sql`${payslips.error} is null`))).map((p) => p.id);
        // The bell now; the email with the PDF from the mailing job.
        await notifications.notify(tx, actor.firmId, paid, { kind: RELEASED_KIND, title: `Your payslip for ${runLabel(run)} is ready`, link: `/app/payslips/${id}` }, { email: false });
        await jobs.send(tx, { queue: MAIL_QUEUE, firmId: actor.firmId, payload: { run_id: id }, createdBy: actor.employeeId });
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "payroll.released", detail: { month: run.month, people: paid.length } });
        // The run, its month and how many payslips: never an amount.
        await emitWebhook(tx, actor.firmId, "payslips.released", { run_id: row.id, month: row.month, kind: row.kind, title: row.title, payslips: paid.length, released_at: row.releasedAt?.toISOString() ?? null });
        return runView(tx, actor, row);
      });
    },

    /** Reopens an approved run (admins only, with a reason kept in the audit log); payslips are withdrawn until released again. */
    async reopen(actor: FirmActor, id: string, reason: string, ip: string): Promise<RunView> {
      if (!canPayroll(actor, "reopen")) throw AppError.forbidden("Only an admin reopens a locked run.");
      return withFirm(db, actor.firmId, async (tx) => {
        const run = await runRow(tx, actor.firmId, id);
        if (run.status !== "approved" && run.status !== "released") throw new AppError(409, "not_locked", "The run is not locked.");
        const [row] = await tx.update(payrollRuns).set({ status: "computed", approvedBy: null, approvedAt: null, releasedBy: null, releasedAt: null }).where(and(eq(payrollRuns.firmId, actor.firmId), eq(payrollRuns.id, id))).returning();
        await markRunClaims(tx, actor.firmId, id, false);
        // Released again later, the payslips go out again: they may have changed.
        await tx.update(payslips).set({ emailedAt: null }).where(and(eq(payslips.firmId, actor.firmId), eq(payslips.runId, id)));
        if (!row) throw AppError.notFound(NO_RUN);
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "payroll.reopened", detail: { month: run.month, was: run.status, reason: reason.trim() } });
        return runView(tx, actor, row);
      });
    },

    /** The run's one-off additions and deductions, by person. */
    oneOffs: (actor: FirmActor, id: string): Promise<OneOffView[]> =>
      withFirm(db, actor.firmId, async (tx) => {
        requireRun(actor);
        await runRow(tx, actor.firmId, id);
        const rows = await tx
          .select({ o: payrollOneOffs, name: employees.name, code: employees.code })
          .from(payrollOneOffs)
          .innerJoin(employees, and(eq(employees.firmId, payrollOneOffs.firmId), eq(employees.id, payrollOneOffs.employeeId)))
          .where(and(eq(payrollOneOffs.firmId, actor.firmId), eq(payrollOneOffs.runId, id)))
          .orderBy(asc(employees.name), asc(payrollOneOffs.createdAt));
        return rows.map(({ o, name, code }) => ({ id: o.id, employee: { id: o.employeeId, name, code }, kind: o.kind, description: o.description, amount: o.amount, taxable: o.taxable }));
      }),

    /** Adds a one-off before approval and computes that person again. */
    async addOneOff(actor: FirmActor, id: string, input: z.output<typeof OneOffSchema>, ip: string): Promise<RunView> {
      requireRun(actor);
      return withFirm(db, actor.firmId, async (tx) => {
        const run = await runRow(tx, actor.firmId, id);
        if (run.status === "approved" || run.status === "released") throw new AppError(409, "run_locked", `The ${runLabel(run)} run is approved and locked; an admin reopens it to change it.`);
        const [person] = await monthPeople(tx, actor.firmId, run.month, [input.employee_id]);
        if (!person) throw AppError.badRequest(`That person is not on the rolls in ${monthLabel(run.month)}.`, { employee_id: "Not on the rolls this month" });
        await tx.insert(payrollOneOffs).values({ firmId: actor.firmId, runId: id, employeeId: input.employee_id, kind: input.kind, description: input.description, amount: input.amount, taxable: input.taxable ?? true, createdBy: actor.employeeId });
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "payroll.one_off_added", detail: { month: run.month, employee: `${person.name} (${person.code})`, kind: input.kind, description: input.description } });
        return recomputeFew(tx, actor, run, [input.employee_id]);
      });
    },

    /**
     * A sheet of one-offs (XLSX or CSV: employee code, kind, description, amount, taxable): every row checked
     * with the same schema as the form, each bad cell named; applied all together, or not at all, and the
     * people in it computed again.
     */
    async uploadOneOffs(actor: FirmActor, id: string, bytes: Buffer, mode: "dry_run" | "apply", ip: string): Promise<OneOffUploadView> {
      requireRun(actor);
      const sheet = await readSheet(bytes);
      const [header, ...body] = sheet.filter((r) => r.some((c) => c !== ""));
      const at = (name: string) => (header ?? []).findIndex((h) => h.trim().toLowerCase() === name.toLowerCase());
      const missing = ONE_OFF_COLUMNS.filter((c) => c !== "Taxable" && at(c) < 0);
      if (!header || missing.length > 0) throw AppError.badRequest(`The sheet's first row names its columns: ${ONE_OFF_COLUMNS.join(", ")}. Missing: ${missing.join(", ") || "all"}.`, { file: `Missing columns: ${missing.join(", ")}` });
      if (body.length > 10_000) throw AppError.badRequest("At most 10,000 rows a sheet.", { file: "Too many rows" });
      return withFirm(db, actor.firmId, async (tx) => {
        const run = await runRow(tx, actor.firmId, id);
        if (run.status === "approved" || run.status === "released") throw new AppError(409, "run_locked", `The ${runLabel(run)} run is approved and locked; an admin reopens it to change it.`);
        const people = new Map((await monthPeople(tx, actor.firmId, run.month)).map((p) => [p.code.toUpperCase(), p]));
        const errors: OneOffUploadView["errors"] = [];
        const good: z.output<typeof OneOffSchema>[] = [];
        body.forEach((cells, i) => {
          const row = i + 2;
          const cell = (name: string) => (at(name) >= 0 ? (cells[at(name)] ?? "").trim() : "");
          const person = people.get(cell("Employee code").toUpperCase());
          if (!person) {
            errors.push({ row, column: "Employee code", message: cell("Employee code") ? `No one with code ${cell("Employee code")} is on the rolls in ${monthLabel(run.month)}` : "Employee code is required" });
            return;
          }
          const taxable = cell("Taxable").toLowerCase();
          const parsed = OneOffSchema.safeParse({ employee_id: person.id, kind: cell("Kind").toLowerCase(), description: cell("Description"), amount: cell("Amount"), ...(taxable ? { taxable: !["no", "n", "false", "0"].includes(taxable) } : {}) });
          if (!parsed.success) {
            const columns: Record<string, string> = { kind: "Kind", description: "Description", amount: "Amount", taxable: "Taxable" };
            for (const issue of parsed.error.issues) errors.push({ row, column: columns[String(issue.path[0])] ?? "Row", message: issue.message });
            return;
          }
          good.push(parsed.data);
        });
        const total = { additions: good.filter((g) => g.kind === "addition").reduce((t, g) => t + g.amount, 0), deductions: good.filter((g) => g.kind === "deduction").reduce((t, g) => t + g.amount, 0) };
        const apply = mode === "apply" && errors.length === 0 && good.length > 0;
        if (apply) {
          await tx.insert(payrollOneOffs).values(good.map((g) => ({ firmId: actor.firmId, runId: id, employeeId: g.employee_id, kind: g.kind, description: g.description, amount: g.amount, taxable: g.taxable ?? true, createdBy: actor.employeeId })));
          await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "payroll.one_offs_uploaded", detail: { month: run.month, rows: good.length } });
          await recomputeFew(tx, actor, run, [...new Set(good.map((g) => g.employee_id))]);
        }
        return { rows: body.length, valid: good.length, errors: errors.slice(0, 500), applied: apply, total };
      });
    },

    /** The run's salaries on hold, by name. */
    holds: (actor: FirmActor, id: string): Promise<HoldView[]> =>
      withFirm(db, actor.firmId, async (tx) => {
        requireRun(actor);
        await runRow(tx, actor.firmId, id);
        return holdsOf(tx, actor.firmId, id);
      }),

    /** Holds salaries (left out of the bank file) or lifts the hold, until the payslips are released. */
    async setHolds(actor: FirmActor, id: string, input: z.output<typeof RunHoldSchema>, ip: string): Promise<HoldView[]> {
      requireRun(actor);
      return withFirm(db, actor.firmId, async (tx) => {
        const run = await runRow(tx, actor.firmId, id);
        if (run.status === "released") throw new AppError(409, "run_released", "The payslips are released and paid: a hold now would change nothing.");
        const inRun = new Set((await tx.select({ id: payslips.employeeId }).from(payslips).where(and(eq(payslips.firmId, actor.firmId), eq(payslips.runId, id), inArray(payslips.employeeId, input.employee_ids)))).map((r) => r.id));
        const stray = input.employee_ids.filter((e) => !inRun.has(e));
        if (stray.length > 0) throw AppError.badRequest("Someone chosen is not paid in this run.", { employee_ids: "Not paid in this run" });
        if (input.hold) {
          await tx
            .insert(payrollHolds)
            .values(input.employee_ids.map((employeeId) => ({ firmId: actor.firmId, runId: id, employeeId, reason: input.reason ?? "", heldBy: actor.employeeId })))
            .onConflictDoUpdate({ target: [payrollHolds.firmId, payrollHolds.runId, payrollHolds.employeeId], set: { reason: input.reason ?? "", heldBy: actor.employeeId } });
        } else {
          await tx.delete(payrollHolds).where(and(eq(payrollHolds.firmId, actor.firmId), eq(payrollHolds.runId, id), inArray(payrollHolds.employeeId, input.employee_ids)));
        }
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: input.hold ? "payroll.held" : "payroll.hold_lifted", detail: { month: run.month, people: input.employee_ids.length, reason: input.reason ?? null } });
        return holdsOf(tx, actor.firmId, id);
      });
    },

    /** Removes a one-off before approval and computes that person again. */
    async removeOneOff(actor: FirmActor, id: string, oneOffId: string, ip: string): Promise<RunView> {
      requireRun(actor);
      return withFirm(db, actor.firmId, async (tx) => {
        const run = await runRow(tx, actor.firmId, id);
        if (run.status === "approved" || run.status === "released") throw new AppError(409, "run_locked", `The ${runLabel(run)} run is approved and locked; an admin reopens it to change it.`);
        const [gone] = await tx.delete(payrollOneOffs).where(and(eq(payrollOneOffs.firmId, actor.firmId), eq(payrollOneOffs.runId, id), eq(payrollOneOffs.id, oneOffId))).returning();
        if (!gone) throw AppError.notFound("No such one-off in this run.");
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "payroll.one_off_removed", detail: { month: run.month, kind: gone.kind, description: gone.description } });
        return recomputeFew(tx, actor, run, [gone.employeeId]);
      });
    },

    /** The firm's payroll settings (admins and firm-wide HR read them; admins change them). */
    settings: (actor: FirmActor) =>
      withFirm(db, actor.firmId, async (tx) => {
        requireRun(actor);
        const s = await settingsOf(tx, actor.firmId);
        return { maker_checker: s.makerChecker, lop_source: s.lopSource, tan: s.tan ?? "" };
      }),

    async updateSettings(actor: FirmActor, input: { maker_checker: boolean; lop_source: "attendance" | "leave"; tan?: string | undefined }, ip: string) {
      if (actor.access !== "A") throw AppError.forbidden("Payroll settings are changed by admins.");
      return withFirm(db, actor.firmId, async (tx) => {
        const before = await settingsOf(tx, actor.firmId);
        const tan = input.tan === undefined ? before.tan : input.tan || null;
        const values = { makerChecker: input.maker_checker, lopSource: input.lop_source, tan, updatedAt: new Date() };
        await tx.insert(payrollSettings).values({ firmId: actor.firmId, ...values }).onConflictDoUpdate({ target: payrollSettings.firmId, set: values });
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "payroll.settings", detail: { maker_checker: `${before.makerChecker} → ${input.maker_checker}`, lop_source: `${before.lopSource} → ${input.lop_source}`, tan_changed: tan !== before.tan } });
        return { maker_checker: input.maker_checker, lop_source: input.lop_source, tan: tan ?? "" };
      });
    },

    /** The person's own released payslips, newest first. */
    mine: (actor: FirmActor): Promise<MyPayslipsView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const rows = await tx
          .select({ runId: payrollRuns.id, month: payrollRuns.month, title: payrollRuns.title, net: payslips.net, gross: payslips.gross, releasedAt: payrollRuns.releasedAt })
          .from(payslips)
          .innerJoin(payrollRuns, and(eq(payrollRuns.firmId, payslips.firmId), eq(payrollRuns.id, payslips.runId)))
          .where(and(eq(payslips.firmId, actor.firmId), eq(payslips.employeeId, actor.employeeId), eq(payrollRuns.status, "released"), sql`${payslips.error} is null`))
          .orderBy(desc(payrollRuns.month), desc(payrollRuns.releasedAt));
        return { payslips: rows.map((r) => ({ run_id: r.runId, month: r.month, title: r.title, net: r.net, gross: r.gross, released_at: r.releasedAt?.toISOString() ?? "" })) };
      }),
  };
}
export type Runs = ReturnType<typeof createRuns>;

