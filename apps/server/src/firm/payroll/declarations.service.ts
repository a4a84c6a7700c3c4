// Income-tax declarations (issue 17): the person chooses the regime and declares rent and investments while
// the firm's declaration window is open; uploads proofs (documents of kind "tax_proof") and submits them in
// the proof window; HR covering the person (or an admin) verifies the amounts accepted. TDS uses them from
// the next computation (tax-inputs.ts). The declaration page shows the year's tax under both regimes on the
// person's own salary, worked by the engine, so the choice is made on figures, not guesses.
import { formatDay, indiaToday } from "@vetan/shared/dates";
import { formatAmount } from "@vetan/shared/money";
import { taxYearOf } from "@vetan/shared/payroll";
import {
  DECLARATION_AMOUNTS,
  DECLARATION_LABELS,
  type DeclarationListQuery,
  type DeclarationListView,
  type DeclarationRow,
  type DeclarationStatus,
  type DeclarationVerifySchema,
  type DeclarationView,
  type DeclarationWindows,
  type DeclarationWindowsView,
  type DeclaredAmounts,
  type TaxDeclaration,
  type WindowView,
} from "@vetan/shared/tax-declarations";
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { z } from "zod";
import { departments, employeeDocuments, employees, payrollProfiles, payrollSettings, taxDeclarations } from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { likePattern } from "../../platform/db/like.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";
import { documentsIn } from "../documents/documents.service.ts";
import { hrCovers } from "../people/people.policy.ts";
import { DEFAULT_PROFILE, payPerson, profilesOf } from "./pay.service.ts";
import { canPayroll, canSetPay } from "./payroll.policy.ts";
import { estimateYear } from "./runs.service.ts";
import { amountsInUse, engineDeclarations, type Windows, windowsOf } from "./tax-inputs.ts";

type Row = typeof taxDeclarations.$inferSelect;

function windowView(from: string | null, to: string | null, day: string): WindowView {
  return { from, to, open: from !== null && to !== null && from <= day && day <= to };
}

function statusOf(row: Row | undefined): DeclarationStatus {
  if (!row) return "none";
  if (row.verifiedAt) return "verified";
  if (row.submittedAt) return "submitted";
  return Object.values(row.declared).some((v) => (v ?? 0) > 0) ? "declared" : "none";
}

const total = (a: DeclaredAmounts | null | undefined) => (a ? DECLARATION_AMOUNTS.reduce((s, k) => s + (k === "rent_per_month" ? (a[k] ?? 0) * 12 : (a[k] ?? 0)), 0) : 0);

function amountsOf(input: Partial<Record<(typeof DECLARATION_AMOUNTS)[number], number | undefined>>): DeclaredAmounts {
  const out: DeclaredAmounts = {};
  for (const k of DECLARATION_AMOUNTS) if ((input[k] ?? 0) > 0) out[k] = input[k];
  return out;
}

export function createDeclarations(db: Db) {
  // Declarations and loans are pay: the policy of payslips decides who sees them.
  const subject = payPerson;

  async function rowOf(tx: Tx, firmId: string, employeeId: string, year: string): Promise<Row | undefined> {
    const [row] = await tx.select().from(taxDeclarations).where(and(eq(taxDeclarations.firmId, firmId), eq(taxDeclarations.employeeId, employeeId), eq(taxDeclarations.taxYear, year)));
    return row;
  }

  /** The year's tax under each regime on this month's salary, with the amounts TDS would use. */
  async function comparison(tx: Tx, firmId: string, employeeId: string, row: Row | undefined, windows: Windows, day: string) {
    const used = row ? amountsInUse(row, windows.proofsTo, day).amounts : {};
    const tax = { declarations: engineDeclarations(used, row?.parentsSenior ?? false), ...(row?.rentCity ? { city: row.rentCity } : {}) };
    const asNew = await estimateYear(tx, firmId, day, employeeId, "new", tax);
    const asOld = await estimateYear(tx, firmId, day, employeeId, "old", tax);
    if (!asNew || !asOld) return null;
    const a = asNew.incomeTax.annualTax;
    const b = asOld.incomeTax.annualTax;
    const working =
      a === b
        ? `Both regimes come to ${formatAmount(a)} for the year on the present salary.`
        : `On the present salary the year's tax is ${formatAmount(a)} in the new regime and ${formatAmount(b)} in the old one with these declarations: the ${a < b ? "new" : "old"} regime saves ${formatAmount(Math.abs(a - b))}.`;
    return { new: a, old: b, working };
  }

  async function view(tx: Tx, actor: FirmActor, person: { id: string; name: string; code: string; workspaceId: string | null }): Promise<DeclarationView> {
    const day = indiaToday();
    const year = taxYearOf(day);
    const row = await rowOf(tx, actor.firmId, person.id, year);
    const windows = await windowsOf(tx, actor.firmId);
    const profile = (await profilesOf(tx, actor.firmId, [person.id])).get(person.id) ?? DEFAULT_PROFILE;
    const self = actor.employeeId === person.id;
    const staff = canSetPay(actor, person);
    const declarationsOpen = windowView(windows.declarationsFrom, windows.declarationsTo, day);
    const proofsOpen = windowView(windows.proofsFrom, windows.proofsTo, day);
    const status = statusOf(row);
    const proofs = await documentsIn(tx, actor, person, "tax_proof");
    const [verifier] = row?.verifiedBy ? await tx.select({ name: employees.name }).from(employees).where(and(eq(employees.firmId, actor.firmId), eq(employees.id, row.verifiedBy))) : [];
    const inUse = row ? amountsInUse(row, windows.proofsTo, day).note : "Nothing declared: TDS counts only what payroll knows (your PF, professional tax and the standard deduction)";
    return {
      employee: { id: person.id, name: person.name, code: person.code },
      tax_year: year,
      regime: profile.tax_regime,
      status,
      declared: row?.declared ?? {},
      rent_city: row?.rentCity ?? null,
      landlord_name: row?.landlordName ?? null,
      landlord_pan: row?.landlordPan ?? null,
      parents_senior: row?.parentsSenior ?? false,
      verified: row?.verified ?? null,
      note: row?.note ?? null,
      submitted_at: row?.submittedAt?.toISOString() ?? null,
      verified_by: verifier?.name ?? null,
      verified_at: row?.verifiedAt?.toISOString() ?? null,
      proofs,
      windows: { declarations: declarationsOpen, proofs: proofsOpen },
      in_use: profile.tax_regime === "new" ? "The new regime: declarations do not lower its tax" : inUse,
      comparison: await comparison(tx, actor.firmId, person.id, row, windows, day),
      can_edit: (self && declarationsOpen.open && status !== "verified") || staff,
      can_submit: self && proofsOpen.open && status === "declared",
      can_verify: staff && !self && (status === "submitted" || status === "declared" || status === "verified"),
    };
  }

  return {
    /** When declarations and proofs are taken: everyone in the firm may know. */
    windows: (actor: FirmActor): Promise<DeclarationWindowsView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const w = await windowsOf(tx, actor.firmId);
        const day = indiaToday();
        return { declarations: windowView(w.declarationsFrom, w.declarationsTo, day), proofs: windowView(w.proofsFrom, w.proofsTo, day) };
      }),

    async setWindows(actor: FirmActor, input: DeclarationWindows, ip: string): Promise<DeclarationWindowsView> {
      if (!canPayroll(actor, "run")) throw AppError.forbidden("Declaration windows are opened by admins and firm-wide HR.");
      await withFirm(db, actor.firmId, async (tx) => {
        const values = { declarationsFrom: input.declarations_from, declarationsTo: input.declarations_to, proofsFrom: input.proofs_from, proofsTo: input.proofs_to, updatedAt: new Date() };
        await tx.insert(payrollSettings).values({ firmId: actor.firmId, ...values }).onConflictDoUpdate({ target: payrollSettings.firmId, set: values });
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "tax.windows", detail: { ...input } });
      });
      return this.windows(actor);
    },

    get: (actor: FirmActor, employeeId: string): Promise<DeclarationView> =>
      withFirm(db, actor.firmId, async (tx) => view(tx, actor, await subject(tx, actor, employeeId))),

    /** The person's own declaration (in the window), or HR's and an admin's on their behalf at any time. */
    save: (actor: FirmActor, employeeId: string, input: TaxDeclaration, ip: string): Promise<DeclarationView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const person = await subject(tx, actor, employeeId);
        const self = actor.employeeId === person.id;
        const year = taxYearOf(indiaToday());
        const before = await rowOf(tx, actor.firmId, person.id, year);
        if (!canSetPay(actor, person)) {
          if (!self) throw AppError.forbidden("Declarations are made by the person, HR and admins.");
          const windows = await windowsOf(tx, actor.firmId);
          const open = windowView(windows.declarationsFrom, windows.declarationsTo, indiaToday());
          if (!open.open) throw new AppError(409, "window_closed", open.from ? `Declarations were open from ${formatDay(open.from)} to ${formatDay(open.to ?? open.from)}; ask HR to change them now.` : "Your firm has not opened declarations yet; HR will tell you when.");
          if (before?.verifiedAt) throw new AppError(409, "verified", "HR has verified your declarations; ask HR to change them.");
        }
        const declared = input.tax_regime === "old" ? amountsOf(input) : (before?.declared ?? {});
        const values = {
          declared,
          rentCity: input.rent_city ?? null,
          landlordName: input.landlord_name ?? null,
          landlordPan: input.landlord_pan ?? null,
          parentsSenior: input.parents_senior ?? false,
          updatedAt: new Date(),
        };
        await tx
          .insert(taxDeclarations)
          .values({ firmId: actor.firmId, employeeId: person.id, taxYear: year, ...values })
          .onConflictDoUpdate({ target: [taxDeclarations.firmId, taxDeclarations.employeeId, taxDeclarations.taxYear], set: values });
        // The regime lives on the payroll profile, which the run reads: one place, whoever sets it.
        await tx
          .insert(payrollProfiles)
          .values({ firmId: actor.firmId, employeeId: person.id, taxRegime: input.tax_regime, updatedBy: actor.employeeId })
          .onConflictDoUpdate({ target: [payrollProfiles.firmId, payrollProfiles.employeeId], set: { taxRegime: input.tax_regime, updatedBy: actor.employeeId, updatedAt: new Date() } });
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "tax.declared", detail: { employee: `${person.name} (${person.code})`, tax_year: year, regime: input.tax_regime, items: Object.keys(declared), on_behalf: !self } });
        return view(tx, actor, person);
      }),

    /** The person says their proofs are uploaded, in the proof window; HR is then asked to verify. */
    submit: (actor: FirmActor, ip: string): Promise<DeclarationView> =>
      withFirm(db, actor.firmId, async (tx) => {
        if (!actor.employeeId) throw AppError.forbidden("Only an employee submits their own proofs.");
        const person = await subject(tx, actor, actor.employeeId);
        const year = taxYearOf(indiaToday());
        const row = await rowOf(tx, actor.firmId, person.id, year);
        const windows = await windowsOf(tx, actor.firmId);
        const open = windowView(windows.proofsFrom, windows.proofsTo, indiaToday());
        if (!open.open) throw new AppError(409, "window_closed", open.from ? `Proofs were taken from ${formatDay(open.from)} to ${formatDay(open.to ?? open.from)}.` : "Your firm has not opened proof submission yet.");
        if (statusOf(row) !== "declared") throw new AppError(409, "nothing_to_submit", row?.submittedAt ? "Your proofs are submitted already." : "Declare something first: there is nothing to prove.");
        const [proofs] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(employeeDocuments)
          .where(and(eq(employeeDocuments.firmId, actor.firmId), eq(employeeDocuments.employeeId, person.id), eq(employeeDocuments.kind, "tax_proof")));
        if ((proofs?.n ?? 0) === 0) throw AppError.badRequest("Upload at least one proof first (rent receipts, investment statements).", { proofs: "No proof uploaded yet" });
        await tx.update(taxDeclarations).set({ submittedAt: new Date() }).where(and(eq(taxDeclarations.firmId, actor.firmId), eq(taxDeclarations.employeeId, person.id), eq(taxDeclarations.taxYear, year)));
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "tax.proofs_submitted", detail: { employee: `${person.name} (${person.code})`, tax_year: year, proofs: proofs?.n ?? 0 } });
        return view(tx, actor, person);
      }),

    /** HR covering the person (not their own) or an admin accepts an amount for each item, at most what was declared. */
    verify: (actor: FirmActor, employeeId: string, input: z.output<typeof DeclarationVerifySchema>, ip: string): Promise<DeclarationView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const person = await subject(tx, actor, employeeId);
        if (!canSetPay(actor, person) || actor.employeeId === person.id) throw AppError.forbidden("Declarations are verified by HR or an admin, never by the person.");
        const year = taxYearOf(indiaToday());
        const row = await rowOf(tx, actor.firmId, person.id, year);
        if (statusOf(row) === "none" || !row) throw new AppError(409, "nothing_declared", `${person.name} has declared nothing this tax year.`);
        const errors: Record<string, string> = {};
        for (const k of DECLARATION_AMOUNTS) {
          const declared = row.declared[k] ?? 0;
          if ((input[k] ?? 0) > declared) errors[k] = `At most the ${formatAmount(declared)} declared`;
        }
        if (Object.keys(errors).length > 0) throw AppError.badRequest("An accepted amount cannot be more than what was declared.", errors);
        const verified = amountsOf(input);
        await tx
          .update(taxDeclarations)
          .set({ verified, note: input.note ?? null, verifiedBy: actor.employeeId, verifiedAt: new Date() })
          .where(and(eq(taxDeclarations.firmId, actor.firmId), eq(taxDeclarations.employeeId, person.id), eq(taxDeclarations.taxYear, year)));
        const cut = DECLARATION_AMOUNTS.filter((k) => (verified[k] ?? 0) < (row.declared[k] ?? 0)).map((k) => DECLARATION_LABELS[k].label);
        await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "tax.verified", detail: { employee: `${person.name} (${person.code})`, tax_year: year, reduced: cut } });
        return view(tx, actor, person);
      }),

    /** Everyone HR covers (admins: the firm) with their declaration's state this tax year, searched and filtered. */
    list: (actor: FirmActor, query: DeclarationListQuery): Promise<DeclarationListView> =>
      withFirm(db, actor.firmId, async (tx) => {
        const rows = await listRows(tx, actor, query);
        const counts: Record<DeclarationStatus, number> = { none: 0, declared: 0, submitted: 0, verified: 0 };
        for (const r of rows) counts[r.status]++;
        const filtered = rows.filter((r) => (!query.status || r.status === query.status) && (!query.regime || r.regime === query.regime));
        return { tax_year: taxYearOf(indiaToday()), rows: filtered.slice(query.offset, query.offset + query.limit), total: filtered.length, counts };
      }),

    async listXlsx(actor: FirmActor, query: DeclarationListQuery): Promise<Buffer> {
      const rows = await withFirm(db, actor.firmId, (tx) => listRows(tx, actor, query));
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet("Declarations");
      sheet.addRow(["Code", "Name", "Department", "Regime", "Status", "Declared a year (₹)", "Verified a year (₹)", "Proofs", "Submitted"]);
      sheet.getRow(1).font = { bold: true };
      for (const r of rows.filter((r) => (!query.status || r.status === query.status) && (!query.regime || r.regime === query.regime))) {
        sheet.addRow([r.employee.code, r.employee.name, r.employee.department ?? "", r.regime, r.status, r.declared_total / 100, r.verified_total === null ? "" : r.verified_total / 100, r.proofs, r.submitted_at?.slice(0, 10) ?? ""]);
      }
      return Buffer.from(await book.xlsx.writeBuffer());
    },
  };

  async function listRows(tx: Tx, actor: FirmActor, query: DeclarationListQuery): Promise<DeclarationRow[]> {
    if (actor.access !== "A" && actor.access !== "H") throw AppError.forbidden("Declarations are reviewed by HR and admins.");
    const year = taxYearOf(indiaToday());
    const where: SQL[] = [eq(employees.firmId, actor.firmId), sql`${employees.status} <> 'exited'`];
    if (query.q) {
      const like = likePattern(query.q);
      where.push(or(ilike(employees.name, like), ilike(employees.code, like)) as SQL);
    }
    const people = (
      await tx
        .select({ id: employees.id, name: employees.name, code: employees.code, workspaceId: employees.workspaceId, department: departments.name })
        .from(employees)
        .leftJoin(departments, and(eq(departments.firmId, employees.firmId), eq(departments.id, employees.departmentId)))
        .where(and(...where))
        .orderBy(asc(employees.name), asc(employees.id))
    ).filter((p) => actor.access === "A" || hrCovers(actor, p.workspaceId));
    const ids = people.map((p) => p.id);
    const decl = new Map((ids.length ? await tx.select().from(taxDeclarations).where(and(eq(taxDeclarations.firmId, actor.firmId), eq(taxDeclarations.taxYear, year), inArray(taxDeclarations.employeeId, ids))) : []).map((r) => [r.employeeId, r]));
    const profiles = await profilesOf(tx, actor.firmId, ids);
    const proofs = new Map(
      (ids.length
        ? await tx
            .select({ id: employeeDocuments.employeeId, n: sql<number>`count(*)::int` })
            .from(employeeDocuments)
            .where(and(eq(employeeDocuments.firmId, actor.firmId), eq(employeeDocuments.kind, "tax_proof"), inArray(employeeDocuments.employeeId, ids)))
            .groupBy(employeeDocuments.employeeId)
        : []
      ).map((r) => [r.id, r.n]),
    );
    return people.map((p) => {
      const row = decl.get(p.id);
      return {
        employee: { id: p.id, name: p.name, code: p.code, department: p.department },
        regime: profiles.get(p.id)?.tax_regime ?? "new",
        status: statusOf(row),
        declared_total: total(row?.declared),
        verified_total: row?.verified ? total(row.verified) : null,
        proofs: proofs.get(p.id) ?? 0,
        submitted_at: row?.submittedAt?.toISOString() ?? null,
      };
    });
  }
}
export type Declarations = ReturnType<typeof createDeclarations>;
