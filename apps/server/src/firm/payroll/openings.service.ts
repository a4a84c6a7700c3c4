// Opening figures for a firm that moves its payroll to Vetan mid-year (issue 17): each person's taxable
// salary, TDS, PF, PT, basic and DA and HRA paid from April to the month before the first run here, taken as
// a sheet (XLSX or CSV) like the one-offs — every row checked with one schema, each bad cell named, applied
// all together or not at all. The run's year to date counts them, so TDS spreads the year's tax over the
// months left and Form 16's projection sees the whole year.
import { OPENING_COLUMNS, type OneOffUploadView, OpeningRowSchema, type OpeningView, taxYearOf } from "@vetan/shared/payroll";
import { and, asc, eq, inArray } from "drizzle-orm";
import { employees, payrollOpenings, payrollRuns } from "../../db/schema.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Db } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmActor } from "../actor.ts";
import { readSheet } from "../people/people-import.ts";
import { canPayroll } from "./payroll.policy.ts";

/** The figures' keys as the year to date keeps them (runs.service ytdOf). */
const KEYS = { "Taxable salary": "taxable", TDS: "tds", PF: "pf", "Professional tax": "pt", "Basic and DA": "basic_da", HRA: "hra" } as const;

export function createOpenings(db: Db) {
  const requireRun = (actor: FirmActor) => {
    if (!canPayroll(actor, "run")) throw AppError.forbidden("Opening figures are set by admins and firm-wide HR.");
  };

  return {
    list: (actor: FirmActor, year: string): Promise<OpeningView[]> =>
      withFirm(db, actor.firmId, async (tx) => {
        requireRun(actor);
        const rows = await tx
          .select({ o: payrollOpenings, name: employees.name, code: employees.code })
          .from(payrollOpenings)
          .innerJoin(employees, and(eq(employees.firmId, payrollOpenings.firmId), eq(employees.id, payrollOpenings.employeeId)))
          .where(and(eq(payrollOpenings.firmId, actor.firmId), eq(payrollOpenings.taxYear, year)))
          .orderBy(asc(employees.name));
        return rows.map(({ o, name, code }) => ({
          employee: { id: o.employeeId, name, code },
          tax_year: o.taxYear,
          through_month: o.throughMonth,
          figures: { taxable: o.figures.taxable ?? 0, tds: o.figures.tds ?? 0, pf: o.figures.pf ?? 0, pt: o.figures.pt ?? 0, basic_da: o.figures.basic_da ?? 0, hra: o.figures.hra ?? 0 },
        }));
      }),

    async upload(actor: FirmActor, bytes: Buffer, mode: "dry_run" | "apply", ip: string): Promise<Omit<OneOffUploadView, "total"> & { total: { taxable: number; tds: number } }> {
      requireRun(actor);
      const [header, ...body] = (await readSheet(bytes)).filter((r) => r.some((c) => c !== ""));
      const at = (name: string) => (header ?? []).findIndex((h) => h.trim().toLowerCase() === name.toLowerCase());
      const missing = ["Employee code", "Through month", "Taxable salary", "TDS"].filter((c) => at(c) < 0);
      if (!header || missing.length > 0) throw AppError.badRequest(`The sheet's first row names its columns: ${OPENING_COLUMNS.join(", ")}. Missing: ${missing.join(", ")}.`, { file: `Missing columns: ${missing.join(", ")}` });
      if (body.length > 20_000) throw AppError.badRequest("At most 20,000 rows a sheet.", { file: "Too many rows" });
      return withFirm(db, actor.firmId, async (tx) => {
        const people = new Map((await tx.select({ id: employees.id, code: employees.code }).from(employees).where(eq(employees.firmId, actor.firmId))).map((p) => [p.code.toUpperCase(), p.id]));
        const errors: OneOffUploadView["errors"] = [];
        const checked: { row: number; employeeId: string; taxYear: string; throughMonth: string; figures: Record<string, number> }[] = [];
        body.forEach((cells, i) => {
          const row = i + 2;
          const cell = (name: string) => (at(name) >= 0 ? (cells[at(name)] ?? "").trim() : "");
          const employeeId = people.get(cell("Employee code").toUpperCase());
          if (!employeeId) {
            errors.push({ row, column: "Employee code", message: cell("Employee code") ? `No one in the firm has code ${cell("Employee code")}` : "Employee code is required" });
            return;
          }
          const raw: Record<string, string> = { through_month: cell("Through month") };
          for (const [column, key] of Object.entries(KEYS)) if (cell(column) !== "" || key === "taxable" || key === "tds") raw[key] = cell(column);
          const parsed = OpeningRowSchema.safeParse(raw);
          if (!parsed.success) {
            const columns = Object.fromEntries([["through_month", "Through month"], ...Object.entries(KEYS).map(([c, k]) => [k, c])]);
            for (const issue of parsed.error.issues) errors.push({ row, column: columns[String(issue.path[0])] ?? "Row", message: issue.message });
            return;
          }
          const { through_month: throughMonth, ...figures } = parsed.data;
          checked.push({ row, employeeId, taxYear: taxYearOf(throughMonth), throughMonth, figures: Object.fromEntries(Object.entries(figures).filter(([, v]) => v !== undefined)) as Record<string, number> });
        });
        // Openings stand before the firm's first paid month here: a month already run in Vetan cannot be opened again.
        const years = [...new Set(checked.map((g) => g.taxYear))];
        const runs = years.length ? await tx.select({ month: payrollRuns.month }).from(payrollRuns).where(and(eq(payrollRuns.firmId, actor.firmId), inArray(payrollRuns.status, ["approved", "released"]))) : [];
        const good = checked.filter((g) => {
          const paidHere = runs.some((r) => r.month >= g.taxYear && r.month <= g.throughMonth);
          if (paidHere) errors.push({ row: g.row, column: "Through month", message: `Vetan has paid a month up to ${g.throughMonth} already: openings cover the months before the first run here` });
          return !paidHere;
        });
        errors.sort((a, b) => a.row - b.row);
        const total = { taxable: good.reduce((t, g) => t + (g.figures.taxable ?? 0), 0), tds: good.reduce((t, g) => t + (g.figures.tds ?? 0), 0) };
        const apply = mode === "apply" && errors.length === 0 && good.length > 0;
        if (apply) {
          for (const g of good) {
            await tx
              .insert(payrollOpenings)
              .values({ firmId: actor.firmId, employeeId: g.employeeId, taxYear: g.taxYear, throughMonth: g.throughMonth, figures: g.figures, createdBy: actor.employeeId })
              .onConflictDoUpdate({ target: [payrollOpenings.firmId, payrollOpenings.employeeId, payrollOpenings.taxYear], set: { throughMonth: g.throughMonth, figures: g.figures, createdBy: actor.employeeId } });
          }
          await recordAudit(tx, { firmId: actor.firmId, userId: actor.userId, ip }, { action: "payroll.openings", detail: { rows: good.length, years } });
        }
        return { rows: body.length, valid: good.length, errors: errors.slice(0, 500), applied: apply, total };
      });
    },
  };
}
export type Openings = ReturnType<typeof createOpenings>;
