// Pay set-up: salary structures (added by hand or from a template, checked by the engine itself) and each
// person's salary (a structure and an annual CTC from a date; a revision is a new row from a later date).
import { formatDay, indiaToday } from "@vetan/shared/dates";
import { formatPaise } from "@vetan/shared/money";
import { taxYearOf } from "@vetan/shared/payroll";
import type { PayrollProfileSchema, PayrollProfileView, SalaryAssignSchema, SalaryHistoryView, SalaryView, STRUCTURE_TEMPLATES, StructureComponent, StructureView } from "@vetan/shared/payroll";
import { and, asc, desc, eq, inArray, isNull, lte } from "drizzle-orm";
import type { z } from "zod";
import { employees, payrollProfiles, payStructures, salaryAssignments, workspaces } from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { anyId } from "../../platform/db/ids.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";
import { checkStructure, type EstimatePerson, grossFromCtc, wageWarning } from "./components.ts";
import { canPayroll, canSeePay, canSetPay } from "./payroll.policy.ts";

type StructureRow = typeof payStructures.$inferSelect;
type AssignmentRow = typeof salaryAssignments.$inferSelect;

/** A structure as the schema gives it (the templates are written in the same shape). */
interface StructureInput {
  name: string;
  components: StructureComponent[];
}

const NO_STRUCTURE = "No such pay structure in your firm.";
const NO_PERSON = "No such person in your firm.";

/** Three structures firms start from; every one is data the firm then edits. */
export const TEMPLATES: Record<(typeof STRUCTURE_TEMPLATES)[number], { name: string; components: StructureComponent[] }> = {
  // Basic at half the gross passes the Labour Codes' wage test by construction.
  labour_codes: {
    name: "Standard (Labour Codes)",
    components: [
      { code: "BASIC", name: "Basic", kind: "basic", calc: "percent", percent: 50, of: ["GROSS"] },
      { code: "HRA", name: "House rent allowance", kind: "hra", calc: "percent", percent: 40, of: ["BASIC"] },
      { code: "CONV", name: "Conveyance", kind: "conveyance", calc: "fixed", amount: 1600_00 },
      { code: "SPECIAL", name: "Special allowance", kind: "special", calc: "balance" },
    ],
  },
  // Metro cities: HRA at half of basic (the old regime's exemption limit there).
  metro: {
    name: "Metro (HRA 50%)",
    components: [
      { code: "BASIC", name: "Basic", kind: "basic", calc: "percent", percent: 50, of: ["GROSS"] },
      { code: "HRA", name: "House rent allowance", kind: "hra", calc: "percent", percent: 50, of: ["BASIC"] },
      { code: "SPECIAL", name: "Special allowance", kind: "special", calc: "balance" },
    ],
  },
  // Shop-floor pay: basic and DA, with a small allowance.
  wage_earner: {
    name: "Wage earner (basic + DA)",
    components: [
      { code: "BASIC", name: "Basic", kind: "basic", calc: "percent", percent: 60, of: ["GROSS"] },
      { code: "DA", name: "Dearness allowance", kind: "da", calc: "percent", percent: 15, of: ["GROSS"] },
      { code: "SPECIAL", name: "Special allowance", kind: "special", calc: "balance" },
    ],
  },
};

/** The engine's refusals of a structure, as field errors on its components. */
function refuseStructure(components: readonly StructureComponent[]): void {
  const check = checkStructure(components);
  if (check.ok) return;
  const fields: Record<string, string> = {};
  for (const e of check.errors) {
    const m = /^components\.(\d+)\.(\w+)/.exec(e.path);
    const key = m ? `components.${m[1]}.${m[2] === "monthlyGross" ? "calc" : m[2] === "type" ? "kind" : m[2]}` : "components";
    fields[key] ??= e.message;
  }
  throw AppError.badRequest("The structure cannot be worked out: see the marked components.", fields);
}

function structureView(row: StructureRow, people: number): StructureView {
  const check = checkStructure(row.components);
  return {
    id: row.id,
    name: row.name,
    components: row.components,
    archived: row.archivedAt !== null,
    people,
    wage_warning: check.ok ? wageWarning(check.payslip, row.components) : null,
    sample: check.ok ? check.payslip.earnings.map((l) => ({ code: l.code, name: l.name, amount: l.amount, working: l.working })) : [],
  };
}

export const DEFAULT_PROFILE: PayrollProfileView = { tax_regime: "new", pf_wage_basis: "ceiling", vpf_percent: 0, previous_taxable: 0, previous_tds: 0, previous_year: null, wage_kind: "monthly", wage_rate: 0, min_wage_category: null };

/** The statutory settings of each of `ids` (the defaults for those never set). */
export async function profilesOf(tx: Tx, firmId: string, ids: readonly string[]): Promise<Map<string, PayrollProfileView>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select().from(payrollProfiles).where(and(eq(payrollProfiles.firmId, firmId), anyId(payrollProfiles.employeeId, ids)));
  return new Map(
    rows.map((r) => [
      r.employeeId,
      { tax_regime: r.taxRegime, pf_wage_basis: r.pfWageBasis, vpf_percent: r.vpfBasisPoints / 100, previous_taxable: r.previousTaxable, previous_tds: r.previousTds, previous_year: r.previousYear, wage_kind: r.wageKind, wage_rate: r.wageRate, min_wage_category: r.minWageCategory },
    ]),
  );
}

/**
 * A person whose pay the actor may see (the person, HR covering them, admins), with what a pay screen names
 * them by; to anyone else the person does not exist (404), as with payslips.
 */
export async function payPerson(tx: Tx, actor: FirmActor, employeeId: string) {
  const [person] = await tx.select({ id: employees.id, name: employees.name, code: employees.code, workspaceId: employees.workspaceId }).from(employees).where(and(eq(employees.firmId, actor.firmId), eq(employees.id, employeeId)));
  if (!person || !canSeePay(actor, person)) throw AppError.notFound(NO_PERSON);
  return person;
}

/** Of a salary row, what working a month's pay needs. */
export type SalaryInForce = Pick<AssignmentRow, "employeeId" | "structureId" | "monthlyGross" | "effectiveFrom">;

/** The salary in force on `day` for each of `ids` (the latest row effective on or before it). */
export async function salariesInForce(tx: Tx, firmId: string, ids: readonly string[], day: string): Promise<Map<string, SalaryInForce>> {
  if (ids.length === 0) return new Map();
  // One row a person (the latest in force): a revision history would otherwise be read and dropped. Only
  // the columns used: a whole firm's rows are read at once, and on PGlite each value costs.
  const rows = await tx
    .selectDistinctOn([salaryAssignments.employeeId], { employeeId: salaryAssignments.employeeId, structureId: salaryAssignments.structureId, monthlyGross: salaryAssignments.monthlyGross, effectiveFrom: salaryAssignments.effectiveFrom })
    .from(salaryAssignments)
    .where(and(eq(salaryAssignments.firmId, firmId), anyId(salaryAssignments.employeeId, ids), lte(salaryAssignments.effectiveFrom, day)))
    .orderBy(asc(salaryAssignments.employeeId), desc(salaryAssignments.effectiveFrom));
  return new Map(rows.map((r) => [r.employeeId, r]));
}

export function createPay(db: Db) {
  async function structureRow(tx: Tx, firmId: string, id: string): Promise<StructureRow> {
    const [row] = await tx.select().from(payStructures).where(and(eq(payStructures.firmId, firmId), eq(payStructures.id, id)));
    if (!row) throw AppError.notFound(NO_STRUCTURE);
    return row;
  }

  async function peopleOn(tx: Tx, firmId: string): Promise<Map<string, number>> {
    const today = indiaToday();
    const rows = await tx.select({ employeeId: salaryAssignments.employeeId, structureId: salaryAssignments.structureId, from: salaryAssignments.effectiveFrom }).from(salaryAssignments).where(and(eq(salaryAssignments.firmId, firmId), lte(salaryAssignments.effectiveFrom, today))).orderBy(asc(salaryAssignments.effectiveFrom));
    const current = new Map(rows.map((r) => [r.employeeId, r.structureId]));
    const counts = new Map<string, number>();
    for (const s of current.values()) counts.set(s, (counts.get(s) ?? 0) + 1);
    return counts;
  }

  async function uniqueName(tx: Tx, firmId: string, name: string, except?: string) {
    const [clash] = await tx.select({ id: payStructures.id }).from(payStructures).where(and(eq(payStructures.firmId, firmId), eq(payStructures.name, name)));
    if (clash && clash.id !== except) throw new AppError(409, "structure_exists", `A structure named ${name} exists already.`, { name: "This name is taken" });
  }

  async function personFacts(tx: Tx, firmId: string, id: string) {
    const [row] = await tx
      .select({ id: employees.id, name: employees.name, code: employees.code, workspaceId: employees.workspaceId, dateOfBirth: employees.dateOfBirth, joiningDate: employees.joiningDate, gender: employees.gender, pfApplicable: employees.pfApplicable, esiApplicable: employees.esiApplicable, state: workspaces.state })
      .from(employees)
      .leftJoin(workspaces, and(eq(workspaces.firmId, employees.firmId), eq(workspaces.id, employees.workspaceId)))
      .where(and(eq(employees.firmId, firmId), eq(employees.id, id)));
    return row ?? null;
  }

  function salaryView(row: AssignmentRow, structure: StructureRow, person: EstimatePerson): SalaryView {
    const month = row.effectiveFrom.slice(0, 7);
    const check = checkStructure(structure.components, row.monthlyGross, month, person);
    const monthly = Math.floor(row.annualCtc / 12);
    return {
      id: row.id,
      structure: { id: structure.id, name: structure.name },
      annual_ctc: row.annualCtc,
      monthly_gross: row.monthlyGross,
      monthly_employer: row.monthlyEmployer,
      effective_from: row.effectiveFrom,
      note: row.note,
      recorded_at: row.createdAt.toISOString(),
      breakup: check.ok ? [...check.payslip.earnings, ...check.payslip.employerContributions].map((l) => ({ code: l.code, name: l.name, amount: l.amount, working: l.working })) : [],
      working: `Annual CTC ${formatPaise(row.annualCtc)} is ${formatPaise(monthly)} a month: a gross of ${formatPaise(row.monthlyGross)} and the employer's contributions of ${formatPaise(row.monthlyEmployer)}`,
    };
  }

  return {
    /** Every structure with how many people are paid on it, its wage test and a sample breakup. */
    structures: (actor: FirmActor): Promise<StructureView[]> =>
      withFirm(db, actor.firmId, async (tx) => {
        if (!canPayroll(actor, "view_structures")) throw AppError.forbidden("Pay structures are for admins and HR.");
        const rows = await tx.select().from(payStructures).where(eq(payStructures.firmId, actor.firmId)).orderBy(asc(payStructures.name));
        const people = await peopleOn(tx, actor.firmId);
        return rows.map((r) => structureView(r, people.get(r.id) ?? 0));
      }),

    async createStructure(actor: FirmActor, input: StructureInput, ip: string): Promise<StructureView> {
      if (!canPayroll(actor, "manage_structures")) throw AppError.forbidden("Pay structures are kept by admins and firm-wide HR.");
      refuseStructure(input.components);
      return withFirm(db, actor.firmId, async (tx) => {
        await uniqueName(tx, actor.firmId, input.name);
        const [row] = await tx.insert(payStructures).values({ firmId: actor.firmId, name: input.name, components: input.components }).returning();
        if (!row) throw new Error("structure not written");
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "pay_structure.created", detail: { name: row.name, components: row.components.map((c) => c.code) } });
        return structureView(row, 0);
      });
    },

    async structureFromTemplate(actor: FirmActor, template: (typeof STRUCTURE_TEMPLATES)[number], ip: string): Promise<StructureView> {
      const t = TEMPLATES[template];
      return this.createStructure(actor, { name: t.name, components: t.components }, ip);
    },

    async updateStructure(actor: FirmActor, id: string, input: StructureInput, ip: string): Promise<StructureView> {
      if (!canPayroll(actor, "manage_structures")) throw AppError.forbidden("Pay structures are kept by admins and firm-wide HR.");
      refuseStructure(input.components);
      return withFirm(db, actor.firmId, async (tx) => {
        const before = await structureRow(tx, actor.firmId, id);
        await uniqueName(tx, actor.firmId, input.name, id);
        const [row] = await tx.update(payStructures).set({ name: input.name, components: input.components, updatedAt: new Date() }).where(and(eq(payStructures.firmId, actor.firmId), eq(payStructures.id, id))).returning();
        if (!row) throw AppError.notFound(NO_STRUCTURE);
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "pay_structure.changed", detail: { name: `${before.name} → ${row.name}`, components: row.components.map((c) => c.code) } });
        return structureView(row, (await peopleOn(tx, actor.firmId)).get(row.id) ?? 0);
      });
    },

    async archiveStructure(actor: FirmActor, id: string, archived: boolean, ip: string): Promise<StructureView> {
      if (!canPayroll(actor, "manage_structures")) throw AppError.forbidden("Pay structures are kept by admins and firm-wide HR.");
      return withFirm(db, actor.firmId, async (tx) => {
        await structureRow(tx, actor.firmId, id);
        const people = (await peopleOn(tx, actor.firmId)).get(id) ?? 0;
        if (archived && people > 0) throw new AppError(409, "structure_in_use", `${people} ${people === 1 ? "person is" : "people are"} paid on this structure; move them to another first.`);
        const [row] = await tx.update(payStructures).set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() }).where(and(eq(payStructures.firmId, actor.firmId), eq(payStructures.id, id))).returning();
        if (!row) throw AppError.notFound(NO_STRUCTURE);
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: archived ? "pay_structure.archived" : "pay_structure.restored", detail: { name: row.name } });
        return structureView(row, people);
      });
    },

    /** A person's salary in force and its history, to A, HR covering them, and themself. */
    salary: (actor: FirmActor, employeeId: string): Promise<SalaryHistoryView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const person = await personFacts(tx, actor.firmId, employeeId);
        if (!person || !canSeePay(actor, person)) throw AppError.notFound(NO_PERSON);
        const rows = await tx.select().from(salaryAssignments).where(and(eq(salaryAssignments.firmId, actor.firmId), eq(salaryAssignments.employeeId, employeeId))).orderBy(desc(salaryAssignments.effectiveFrom));
        const structures = rows.length === 0 ? [] : await tx.select().from(payStructures).where(and(eq(payStructures.firmId, actor.firmId), inArray(payStructures.id, [...new Set(rows.map((r) => r.structureId))])));
        const byId = new Map(structures.map((s) => [s.id, s]));
        const facts: EstimatePerson = { ...person, gender: person.gender ?? null };
        const views = rows.map((r) => salaryView(r, byId.get(r.structureId) as StructureRow, facts));
        const today = indiaToday();
        const profile = (await profilesOf(tx, actor.firmId, [person.id])).get(person.id) ?? DEFAULT_PROFILE;
        return { employee: { id: person.id, name: person.name, code: person.code }, in_force: views.find((v) => v.effective_from <= today) ?? null, history: views, profile };
      }),

    /** Assigns a structure and an annual CTC from a date; the same date again replaces that row. */
    async assign(actor: FirmActor, employeeId: string, input: z.output<typeof SalaryAssignSchema>, ip: string): Promise<SalaryView> {
      return withFirm(db, actor.firmId, async (tx) => {
        const person = await personFacts(tx, actor.firmId, employeeId);
        if (!person || !canSeePay(actor, person)) throw AppError.notFound(NO_PERSON);
        if (!canSetPay(actor, person)) throw AppError.forbidden(actor.employeeId === person.id ? "Your own salary is set by an admin." : "Salaries are set by admins and HR.");
        const structure = await structureRow(tx, actor.firmId, input.structure_id).catch(() => {
          throw AppError.badRequest("Choose a pay structure from the list.", { structure_id: "Choose a pay structure from the list" });
        });
        if (structure.archivedAt) throw AppError.badRequest(`${structure.name} is archived; choose another structure.`, { structure_id: "This structure is archived" });
        if (input.effective_from < person.joiningDate) {
          const message = `${person.name} joined on ${formatDay(person.joiningDate)}; the salary starts on or after that.`;
          throw AppError.badRequest(message, { effective_from: "Before the person joined" });
        }
        const facts: EstimatePerson = { ...person, gender: person.gender ?? null };
        const found = grossFromCtc(structure.components, input.annual_ctc, input.effective_from.slice(0, 7), facts);
        if (found.gross <= 0) throw AppError.badRequest("This CTC does not cover the employer's contributions on any gross.", { annual_ctc: "Too small for this structure" });
        const check = checkStructure(structure.components, found.gross, input.effective_from.slice(0, 7), facts);
        if (!check.ok) throw AppError.badRequest(`The structure cannot be worked on this CTC: ${check.errors[0]?.message ?? ""}`, { annual_ctc: check.errors[0]?.message ?? "Cannot be worked" });
        const values = { structureId: structure.id, annualCtc: input.annual_ctc, monthlyGross: found.gross, monthlyEmployer: found.employer, note: input.note?.trim() || null, recordedBy: actor.employeeId };
        const [row] = await tx
          .insert(salaryAssignments)
          .values({ firmId: actor.firmId, employeeId, effectiveFrom: input.effective_from, ...values })
          .onConflictDoUpdate({ target: [salaryAssignments.firmId, salaryAssignments.employeeId, salaryAssignments.effectiveFrom], set: { ...values, createdAt: new Date() } })
          .returning();
        if (!row) throw new Error("salary not written");
        // The CTC itself is pay: the entry says who and from when, not how much.
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "salary.assigned", detail: { employee: `${person.name} (${person.code})`, structure: structure.name, effective_from: input.effective_from } });
        return salaryView(row, structure, facts);
      });
    },

    /** Sets a person's statutory settings (A, HR covering them; not one's own unless an admin). */
    async setProfile(actor: FirmActor, employeeId: string, input: z.output<typeof PayrollProfileSchema>, ip: string): Promise<PayrollProfileView> {
      return withFirm(db, actor.firmId, async (tx) => {
        const person = await personFacts(tx, actor.firmId, employeeId);
        if (!person || !canSeePay(actor, person)) throw AppError.notFound(NO_PERSON);
        if (!canSetPay(actor, person)) throw AppError.forbidden(actor.employeeId === person.id ? "Your statutory settings are set by HR." : "Statutory settings are set by admins and HR.");
        const before = (await profilesOf(tx, actor.firmId, [employeeId])).get(employeeId) ?? DEFAULT_PROFILE;
        const year = taxYearOf(indiaToday());
        const earlier = (input.previous_taxable ?? 0) > 0 || (input.previous_tds ?? 0) > 0;
        if ((input.previous_tds ?? 0) > (input.previous_taxable ?? 0)) throw AppError.badRequest("The earlier employer cannot have deducted more tax than the salary.", { previous_tds: "More than the salary" });
        const values = {
          taxRegime: input.tax_regime,
          pfWageBasis: input.pf_wage_basis,
          vpfBasisPoints: Math.round(input.vpf_percent * 100),
          previousTaxable: input.previous_taxable ?? 0,
          previousTds: input.previous_tds ?? 0,
          previousYear: earlier ? year : null,
          wageKind: input.wage_kind ?? before.wage_kind,
          wageRate: (input.wage_kind ?? before.wage_kind) === "monthly" ? 0 : (input.wage_rate ?? before.wage_rate),
          minWageCategory: input.min_wage_category === undefined ? before.min_wage_category : input.min_wage_category,
          updatedBy: actor.employeeId,
          updatedAt: new Date(),
        };
        await tx.insert(payrollProfiles).values({ firmId: actor.firmId, employeeId, ...values }).onConflictDoUpdate({ target: [payrollProfiles.firmId, payrollProfiles.employeeId], set: values });
        // Which settings changed, not the amounts (pay).
        const changed = (["tax_regime", "pf_wage_basis", "wage_kind", "min_wage_category"] as const).filter((k) => before[k] !== input[k]).map((k) => `${k}: ${before[k]} → ${input[k]}`);
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "payroll.profile_changed", detail: { employee: `${person.name} (${person.code})`, changed, voluntary_pf_changed: before.vpf_percent !== input.vpf_percent, earlier_employer: earlier } });
        return { tax_regime: values.taxRegime, pf_wage_basis: values.pfWageBasis, vpf_percent: input.vpf_percent, previous_taxable: values.previousTaxable, previous_tds: values.previousTds, previous_year: values.previousYear, wage_kind: values.wageKind, wage_rate: values.wageRate, min_wage_category: values.minWageCategory };
      });
    },

    /** Active structures, for the salary form's list. */
    activeStructures: (actor: FirmActor) =>
      withFirm(db, actor.firmId, async (tx) => {
        if (!canPayroll(actor, "view_structures")) throw AppError.forbidden("Pay structures are for admins and HR.");
        return tx.select({ id: payStructures.id, name: payStructures.name }).from(payStructures).where(and(eq(payStructures.firmId, actor.firmId), isNull(payStructures.archivedAt))).orderBy(asc(payStructures.name));
      }),

  };
}
export type Pay = ReturnType<typeof createPay>;
