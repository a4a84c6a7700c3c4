// Bulk import of employees from XLSX or CSV (issue 14): a template to download; a dry run that lists every
// bad cell (row, column, message) without writing anything; then an import of the valid rows, the bad ones
// left for the person to fix and send again. Both run as background jobs with progress, so a 10,000-row
// sheet neither blocks a request nor hides how far it has got. Rows are checked with the same schema as the
// Add employee form (EmployeeCreateSchema), so a cell's message is the one the form would show.
import { type CellError, EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, EmployeeCreateSchema, GENDER_LABELS, GENDERS, type ImportResult, type ImportView } from "@vetan/shared/people";

import { randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { departments, designations, employeeJobChanges, employees, firms, peopleImports, workspaces } from "../../db/schema.ts";
import { emitWebhooks } from "../webhooks/emit.ts";
import type { Entitlements } from "../billing/entitlements.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { FieldCipher } from "../../platform/auth/secrets.ts";
import { csvDocument, parseCsv } from "../../platform/csv.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { withFirm } from "../../platform/db/tenancy.ts";
import { AppError } from "../../platform/errors.ts";
import type { JobContext, JobQueue } from "../../platform/jobs.ts";
import type { FirmActor } from "../actor.ts";
import { canCreateIn } from "./people.policy.ts";
import { createdEvent, employeeValues } from "./people.queries.ts";
import { type Checklists, ONBOARDING_WINDOW_DAYS } from "./checklists.service.ts";
import { addDays, indiaToday } from "@vetan/shared/dates";

export const IMPORT_QUEUE = "people.import";
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
const ERRORS_KEPT = 2_000;
const CHUNK = 500;

/** The template's columns: the heading a sheet carries, the form field it fills, and an example. */
export const IMPORT_COLUMNS = [
  { heading: "Code", field: "code", example: "" },
  { heading: "Name", field: "name", example: "Kavya Hegde", required: true },
  { heading: "Gender", field: "gender", example: "Female" },
  { heading: "Date of birth", field: "date_of_birth", example: "1995-08-14" },
  { heading: "Mobile", field: "mobile", example: "9876543210" },
  { heading: "Work email", field: "work_email", example: "kavya.hegde@example.in" },
  { heading: "Personal email", field: "personal_email", example: "" },
  { heading: "Joining date", field: "joining_date", example: "2026-04-01", required: true },
  { heading: "Employment type", field: "employment_type", example: "Permanent" },
  { heading: "Probation end", field: "probation_end", example: "" },
  { heading: "Workspace", field: "workspace_id", example: "(a workspace's name)", required: true },
  { heading: "Department", field: "department_id", example: "" },
  { heading: "Designation", field: "designation_id", example: "" },
  { heading: "Grade", field: "grade", example: "" },
  { heading: "Manager code", field: "manager_id", example: "" },
  { heading: "PAN", field: "pan", example: "" },
  { heading: "Aadhaar", field: "aadhaar", example: "" },
  { heading: "UAN", field: "uan", example: "" },
  { heading: "ESI number", field: "esi_number", example: "" },
  { heading: "PF applicable", field: "pf_applicable", example: "Yes" },
  { heading: "ESI applicable", field: "esi_applicable", example: "No" },
  { heading: "Bank account", field: "bank_account", example: "" },
  { heading: "IFSC", field: "bank_ifsc", example: "" },
  { heading: "Bank name", field: "bank_name", example: "" },
  { heading: "Current address", field: "address_current", example: "" },
  { heading: "Permanent address", field: "address_permanent", example: "" },
  { heading: "Emergency contact name", field: "emergency_name", example: "" },
  { heading: "Emergency contact relation", field: "emergency_relation", example: "" },
  { heading: "Emergency contact mobile", field: "emergency_mobile", example: "" },
] as const;
type Field = (typeof IMPORT_COLUMNS)[number]["field"];
const HEADING_OF = new Map<string, string>(IMPORT_COLUMNS.map((c) => [c.field, c.heading]));
const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

// ─── Reading a sheet ─────────────────────────────────────────────────────────────────────────────────

/** "14/08/1995", "14-08-1995", "1995-08-14", or a spreadsheet date → yyyy-mm-dd; anything else as typed. */
export function dayFromCell(text: string): string {
  const t = text.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  if (dmy) return `${dmy[3]}-${dmy[2]?.padStart(2, "0")}-${dmy[1]?.padStart(2, "0")}`;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(t);
  if (iso) return `${iso[1]}-${iso[2]?.padStart(2, "0")}-${iso[3]?.padStart(2, "0")}`;
  return t;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("text" in value && typeof value.text === "string") return value.text;
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("richText" in value) return value.richText.map((r) => r.text).join("");
    return "";
  }
  return String(value);
}

/** The sheet as text rows; XLSX is recognised by its zip signature, anything else is read as CSV. */
export async function readSheet(bytes: Buffer): Promise<string[][]> {
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw AppError.badRequest("That file is not a spreadsheet we can read. Save it as .xlsx or .csv and try again.", { file: "Not a readable .xlsx or .csv file" });
    }
    const sheet = book.worksheets[0];
    if (!sheet) return [];
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value).trim());
      rows.push(cells);
    });
    return rows;
  }
  const text = bytes.toString("utf8");
  if (text.includes("\u0000")) throw AppError.badRequest("That file is not a spreadsheet we can read. Save it as .xlsx or .csv and try again.", { file: "Not a readable .xlsx or .csv file" });
  return parseCsv(text).map((r) => r.map((c) => c.trim()));
}

// ─── The template ─────────────────────────────────────────────────────────────────────────────────────

export function templateCsv(): string {
  return csvDocument(
    IMPORT_COLUMNS.map((c) => c.heading),
    [IMPORT_COLUMNS.map((c) => c.example)],
  );
}

export async function templateXlsx(workspaceNames: string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Employees", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: c.heading, key: c.field, width: Math.max(14, c.heading.length + 4), style: { numFmt: "@" } }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(IMPORT_COLUMNS.map((c) => (c.field === "workspace_id" ? (workspaceNames[0] ?? c.example) : c.example)));
  const help = book.addWorksheet("How to fill");
  help.addRow(["Column", "Required", "What to write"]).font = { bold: true };
  const hints: Partial<Record<Field, string>> = {
    code: "Leave blank to use the next code of your firm's series",
    gender: GENDERS.map((g) => GENDER_LABELS[g]).join(", "),
    date_of_birth: "YYYY-MM-DD or DD/MM/YYYY",
    joining_date: "YYYY-MM-DD or DD/MM/YYYY",
    employment_type: EMPLOYMENT_TYPES.map((t) => EMPLOYMENT_TYPE_LABELS[t]).join(", "),
    workspace_id: `One of: ${workspaceNames.join(", ") || "(add workspaces first)"}`,
    department_id: "A department's name, as in Settings",
    designation_id: "A designation's name, as in Settings",
    manager_id: "The manager's employee code (someone already in Vetan, or a row of this sheet)",
    pf_applicable: "Yes or No (Yes when blank)",
    esi_applicable: "Yes or No (No when blank)",
  };
  for (const c of IMPORT_COLUMNS) help.addRow([c.heading, "required" in c ? "Yes" : "", hints[c.field] ?? ""]);
  help.getColumn(1).width = 28;
  help.getColumn(3).width = 90;
  return Buffer.from(await book.xlsx.writeBuffer());
}

// ─── The service ──────────────────────────────────────────────────────────────────────────────────────

const yesNo = (text: string, fallback: boolean): boolean | string => {
  const t = norm(text);
  if (t === "") return fallback;
  if (["yes", "y", "true", "1"].includes(t)) return true;
  if (["no", "n", "false", "0"].includes(t)) return false;
  return text;
};

interface Lookups {
  workspaces: Map<string, string>;
  departments: Map<string, string>;
  designations: Map<string, string>;
  codes: Map<string, string>;
  mobiles: Set<string>;
}

export function createPeopleImport(db: Db, cipher: FieldCipher, queue: JobQueue, checklists: Checklists, plan: Pick<Entitlements, "employeeRoom">) {
  async function lookups(tx: Tx, firmId: string): Promise<Lookups> {
    const byName = async (table: typeof workspaces | typeof departments | typeof designations) =>
      new Map((await tx.select({ id: table.id, name: table.name }).from(table).where(eq(table.firmId, firmId))).map((r) => [norm(r.name), r.id]));
    const people = await tx.select({ id: employees.id, code: employees.code, mobile: employees.mobile }).from(employees).where(eq(employees.firmId, firmId));
    return {
      workspaces: await byName(workspaces),
      departments: await byName(departments),
      designations: await byName(designations),
      codes: new Map(people.map((p) => [p.code.toUpperCase(), p.id])),
      mobiles: new Set(people.flatMap((p) => (p.mobile ? [p.mobile] : []))),
    };
  }

  /**
   * Checks every row against the firm's names and codes (`look`); returns the valid ones ready to insert and
   * every bad cell. No transaction is open while it runs, so its progress reaches the page as it goes.
   */
  async function check(look: Lookups, actor: FirmActor, header: string[], rows: string[][], ctx: JobContext | null) {
    const index = new Map<Field, number>();
    const errors: CellError[] = [];
    const known = new Map(IMPORT_COLUMNS.map((c) => [norm(c.heading), c.field]));
    header.forEach((h, i) => {
      const field = known.get(norm(h));
      if (field && !index.has(field)) index.set(field, i);
    });
    for (const c of IMPORT_COLUMNS) {
      if ("required" in c && !index.has(c.field)) errors.push({ row: 1, column: c.heading, message: `The sheet has no "${c.heading}" column: download the template to see the headings` });
    }
    if (errors.length > 0) return { valid: [], errors, invalidRows: rows.length };
    const codesInFile = new Map<string, number>();
    const mobilesInFile = new Map<string, number>();
    rows.forEach((r, i) => {
      const code = (r[index.get("code") ?? -1] ?? "").toUpperCase();
      if (code && !codesInFile.has(code)) codesInFile.set(code, i);
    });
    const valid: { row: number; input: ReturnType<typeof EmployeeCreateSchema.parse>; managerCode: string | null }[] = [];
    let invalidRows = 0;
    for (const [i, r] of rows.entries()) {
      const sheetRow = i + 2;
      const cell = (f: Field) => (r[index.get(f) ?? -1] ?? "").trim();
      const rowErrors: CellError[] = [];
      const fail = (f: Field, message: string) => rowErrors.push({ row: sheetRow, column: HEADING_OF.get(f) ?? f, message });
      const ref = (f: "workspace_id" | "department_id" | "designation_id", map: Map<string, string>, what: string) => {
        const v = cell(f);
        if (!v) return "";
        const id = map.get(norm(v));
        if (!id) fail(f, `No ${what} called "${v}": add it in Settings first, or correct the name`);
        return id ?? "";
      };
      const gender = norm(cell("gender"));
      const type = norm(cell("employment_type"));
      const raw = {
        code: cell("code"),
        name: cell("name"),
        gender: gender === "" ? null : (GENDERS.find((g) => g === gender || norm(GENDER_LABELS[g]) === gender) ?? gender),
        date_of_birth: dayFromCell(cell("date_of_birth")),
        mobile: cell("mobile").replace(/[\s-]/g, "").replace(/^(\+91|91)(?=\d{10}$)/, ""),
        work_email: cell("work_email"),
        personal_email: cell("personal_email"),
        joining_date: dayFromCell(cell("joining_date")),
        employment_type: type === "" ? "permanent" : (EMPLOYMENT_TYPES.find((t) => t === type || norm(EMPLOYMENT_TYPE_LABELS[t]) === type) ?? type),
        probation_end: dayFromCell(cell("probation_end")),
        workspace_id: ref("workspace_id", look.workspaces, "workspace"),
        department_id: ref("department_id", look.departments, "department"),
        designation_id: ref("designation_id", look.designations, "designation"),
        grade: cell("grade"),
        pan: cell("pan"),
        aadhaar: cell("aadhaar"),
        uan: cell("uan"),
        esi_number: cell("esi_number"),
        pf_applicable: yesNo(cell("pf_applicable"), true),
        esi_applicable: yesNo(cell("esi_applicable"), false),
        bank_account: cell("bank_account"),
        bank_ifsc: cell("bank_ifsc"),
        bank_name: cell("bank_name"),
        address_current: cell("address_current"),
        address_permanent: cell("address_permanent"),
        emergency_name: cell("emergency_name"),
        emergency_relation: cell("emergency_relation"),
        emergency_mobile: cell("emergency_mobile"),
      };
      const parsed = EmployeeCreateSchema.safeParse(raw);
      if (!parsed.success) {
        const seen = new Set<string>();
        for (const issue of parsed.error.issues) {
          const f = String(issue.path[0] ?? "name") as Field;
          if (seen.has(f) || rowErrors.some((e) => e.column === HEADING_OF.get(f))) continue;
          seen.add(f);
          fail(f, issue.message);
        }
      }
      const managerCode = cell("manager_id").toUpperCase() || null;
      if (managerCode && !look.codes.has(managerCode) && !codesInFile.has(managerCode)) fail("manager_id", `No one has the code ${managerCode}, in Vetan or in this sheet`);
      if (managerCode && managerCode === raw.code.toUpperCase()) fail("manager_id", "Someone cannot be their own manager");
      const code = raw.code.toUpperCase();
      if (code && look.codes.has(code)) fail("code", `${code} is already someone's code in Vetan`);
      if (code && codesInFile.get(code) !== i) fail("code", `${code} is also the code of row ${(codesInFile.get(code) ?? 0) + 2}`);
      if (raw.mobile && look.mobiles.has(raw.mobile)) fail("mobile", "Someone in your firm already has this mobile number");
      if (raw.mobile && mobilesInFile.has(raw.mobile)) fail("mobile", `Row ${(mobilesInFile.get(raw.mobile) ?? 0) + 2} has the same mobile number`);
      if (raw.mobile) mobilesInFile.set(raw.mobile, i);
      if (raw.workspace_id && !canCreateIn(actor, raw.workspace_id)) fail("workspace_id", "Your HR work does not cover this workspace");
      if (rowErrors.length > 0 || !parsed.success) {
        invalidRows++;
        for (const e of rowErrors) if (errors.length < ERRORS_KEPT) errors.push(e);
      } else valid.push({ row: sheetRow, input: parsed.data, managerCode });
      if (ctx && i % 200 === 0) await ctx.progress(i, rows.length * 2);
    }
    return { valid, errors, invalidRows };
  }

  /** The job: check the sheet; in import mode also write the valid rows (codes from the series, managers linked last). */
  async function run(ctx: JobContext): Promise<ImportResult> {
    const { firmId, payload } = ctx.job;
    const importId = String(payload.import_id);
    const actor = payload.actor as FirmActor;
    if (!firmId) throw new Error("an import belongs to a firm");
    const [file, look] = await withFirm(db, firmId, async (tx) => {
      const [found] = await tx.select().from(peopleImports).where(and(eq(peopleImports.firmId, firmId), eq(peopleImports.id, importId)));
      if (!found) throw new Error("import file not found");
      return [found, await lookups(tx, firmId)] as const;
    });
    const { valid, errors, invalidRows } = await check(look, actor, file.header, file.rows, ctx);
    const base = { mode: file.mode, total: file.rows.length, valid: valid.length, invalid: invalidRows, error_count: errors.length, errors };
    if (file.mode === "dry_run" || valid.length === 0) {
      // A dry run says now what the import would meet: a plan with no room for these people.
      const refused = valid.length > 0 ? await withFirm(db, firmId, (tx) => plan.employeeRoom(tx, firmId, valid.length)) : null;
      await ctx.progress(1, 1);
      return { ...base, imported: 0, ...(refused ? { note: `Importing these would be refused. ${refused}` } : {}) };
    }
    await ctx.progress(file.rows.length, file.rows.length * 2);
    // The writing is one transaction: an import lands whole or not at all (a retry starts clean).
    const written = await withFirm(db, firmId, async (tx) => {
      // A plan that takes no more employees (Basic at its number) refuses the whole sheet, and says so.
      const refused = await plan.employeeRoom(tx, firmId, valid.length);
      if (refused) return { refused };
      // Codes for rows without one, from the firm's series, skipping codes already taken.
      const taken = new Set((await tx.select({ code: employees.code }).from(employees).where(eq(employees.firmId, firmId))).map((r) => r.code.toUpperCase()));
      for (const v of valid) if (v.input.code) taken.add(v.input.code);
      const [series] = await tx.select({ prefix: firms.employeeCodePrefix, next: firms.employeeCodeNext }).from(firms).where(eq(firms.id, firmId)).for("update");
      let next = series?.next ?? 1;
      const nextCode = () => {
        for (;;) {
          const code = `${series?.prefix ?? "EMP"}${String(next++).padStart(4, "0")}`;
          if (!taken.has(code)) return code;
        }
      };
      const codeOf = new Map<number, string>();
      for (const v of valid) codeOf.set(v.row, v.input.code ?? nextCode());
      await tx.update(firms).set({ employeeCodeNext: next }).where(eq(firms.id, firmId));
      // Ids are made here, so each row carries its manager from the start: someone already in Vetan, or a
      // row of the sheet written before it (rows are put in manager-first order). A manager link that
      // closes a loop within the sheet is left out, and the answer says how many were.
      const idOf = new Map(valid.map((v) => [v.row, randomUUID()]));
      const rowOfCode = new Map(valid.map((v) => [(codeOf.get(v.row) as string).toUpperCase(), v]));
      const managerIdOf = new Map<number, string | null>();
      const ordered: typeof valid = [];
      const state = new Map<number, "visiting" | "done">();
      let loops = 0;
      const visit = (v: (typeof valid)[number]) => {
        if (state.get(v.row) === "done") return;
        state.set(v.row, "visiting");
        const inSheet = v.managerCode ? rowOfCode.get(v.managerCode) : undefined;
        let manager: string | null = v.managerCode && !inSheet ? (look.codes.get(v.managerCode) ?? null) : null;
        if (inSheet) {
          if (state.get(inSheet.row) === "visiting") loops++;
          else {
            visit(inSheet);
            manager = idOf.get(inSheet.row) ?? null;
          }
        }
        managerIdOf.set(v.row, manager);
        state.set(v.row, "done");
        ordered.push(v);
      };
      for (const v of valid) visit(v);
      const now = new Date();
      const created: Record<string, unknown>[] = [];
      for (let i = 0; i < ordered.length; i += CHUNK) {
        const chunk = ordered.slice(i, i + CHUNK);
        const rows = chunk.map(({ row, input }) => ({
          ...employeeValues(firmId, { ...input, manager_id: managerIdOf.get(row) ?? null }, cipher),
          id: idOf.get(row) as string,
          code: codeOf.get(row) as string,
        }));
        await tx.insert(employees).values(rows);
        for (const e of rows) created.push(createdEvent(e));
        await tx.insert(employeeJobChanges).values(
          rows.map((e) => ({ firmId, employeeId: e.id, kind: "joined", effectiveFrom: e.joiningDate, workspaceId: e.workspaceId, departmentId: e.departmentId, designationId: e.designationId, grade: e.grade, managerId: e.managerId, appliedAt: now, recordedBy: actor.userId, note: `Imported from ${file.fileName}` })),
        );
      }
      // New joiners get their onboarding checklist; staff moving into Vetan with older joining dates do not.
      // (Their owners' emails are not sent for an import: the bell tells them.)
      const recent = addDays(indiaToday(), -ONBOARDING_WINDOW_DAYS);
      await checklists.createForMany(
        tx,
        firmId,
        "onboarding",
        valid.filter((v) => v.input.joining_date >= recent).map((v) => ({ employeeId: idOf.get(v.row) as string, anchor: v.input.joining_date })),
      );
      await emitWebhooks(tx, firmId, "employee.created", created);
      await recordAudit(tx, { firmId, userId: actor.userId, ip: String(payload.ip ?? "") }, { action: "people.imported", detail: { import_id: importId, file_name: file.fileName, imported: valid.length, skipped: invalidRows } });
      return { loops };
    });
    await ctx.progress(1, 1);
    if ("refused" in written) return { ...base, imported: 0, note: `Nothing was imported. ${written.refused}` };
    return {
      ...base,
      imported: valid.length,
      ...(written.loops > 0 ? { note: `${written.loops} ${written.loops === 1 ? "person was" : "people were"} imported without a manager: their managers formed a loop in the sheet` } : {}),
    };
  }

  queue.handle(IMPORT_QUEUE, run);

  return {
    async start(actor: FirmActor, input: { bytes: Buffer; fileName: string; mode: "dry_run" | "import" }, ip: string): Promise<ImportView> {
      if (actor.access !== "A" && actor.access !== "H") throw AppError.forbidden("Imports are for admins and HR.");
      const sheet = await readSheet(input.bytes);
      const [header, ...rows] = sheet;
      if (!header || rows.length === 0) throw AppError.badRequest("The sheet has no rows under its headings.", { file: "The sheet has no rows under its headings" });
      if (rows.length > IMPORT_MAX_ROWS) throw AppError.badRequest(`At most ${IMPORT_MAX_ROWS.toLocaleString("en-IN")} rows at a time: split the sheet.`, { file: "Too many rows" });
      return withFirm(db, actor.firmId, async (tx) => {
        const [row] = await tx
          .insert(peopleImports)
          .values({ firmId: actor.firmId, fileName: input.fileName, header, rows, mode: input.mode, createdBy: actor.userId })
          .returning();
        if (!row) throw new Error("import insert returned nothing");
        const jobId = await queue.send(tx, { queue: IMPORT_QUEUE, firmId: actor.firmId, payload: { import_id: row.id, actor, ip }, createdBy: actor.userId, maxAttempts: 3 });
        await tx.update(peopleImports).set({ jobId }).where(and(eq(peopleImports.firmId, actor.firmId), eq(peopleImports.id, row.id)));
        return { id: row.id, file_name: row.fileName, mode: row.mode, rows: rows.length, job: null };
      });
    },

    /** Imports the valid rows of a dry run's sheet, without sending the file again. */
    async commit(actor: FirmActor, id: string, ip: string): Promise<ImportView> {
      if (actor.access !== "A" && actor.access !== "H") throw AppError.forbidden("Imports are for admins and HR.");
      return withFirm(db, actor.firmId, async (tx) => {
        const [dry] = await tx.select().from(peopleImports).where(and(eq(peopleImports.firmId, actor.firmId), eq(peopleImports.id, id)));
        if (!dry) throw AppError.notFound("No such import in your firm.");
        const [row] = await tx
          .insert(peopleImports)
          .values({ firmId: actor.firmId, fileName: dry.fileName, header: dry.header, rows: dry.rows, mode: "import", createdBy: actor.userId })
          .returning();
        if (!row) throw new Error("import insert returned nothing");
        const jobId = await queue.send(tx, { queue: IMPORT_QUEUE, firmId: actor.firmId, payload: { import_id: row.id, actor, ip }, createdBy: actor.userId, maxAttempts: 3 });
        await tx.update(peopleImports).set({ jobId }).where(and(eq(peopleImports.firmId, actor.firmId), eq(peopleImports.id, row.id)));
        return { id: row.id, file_name: row.fileName, mode: row.mode, rows: row.rows.length, job: null };
      });
    },

    async get(actor: FirmActor, id: string): Promise<ImportView> {
      if (actor.access !== "A" && actor.access !== "H") throw AppError.forbidden("Imports are for admins and HR.");
      const [row] = await withFirm(db, actor.firmId, (tx) =>
        tx
          .select({ id: peopleImports.id, fileName: peopleImports.fileName, mode: peopleImports.mode, jobId: peopleImports.jobId, rows: sql<number>`jsonb_array_length(${peopleImports.rows})::int` })
          .from(peopleImports)
          .where(and(eq(peopleImports.firmId, actor.firmId), eq(peopleImports.id, id), isNotNull(peopleImports.jobId))),
      );
      if (!row?.jobId) throw AppError.notFound("No such import in your firm.");
      return { id: row.id, file_name: row.fileName, mode: row.mode, rows: row.rows, job: (await queue.get(actor.firmId, row.jobId)) as ImportView["job"] };
    },

    async workspaceNames(actor: FirmActor): Promise<string[]> {
      const rows = await withFirm(db, actor.firmId, (tx) => tx.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.firmId, actor.firmId)).orderBy(workspaces.name));
      return rows.map((r) => r.name);
    },
  };
}
export type PeopleImport = ReturnType<typeof createPeopleImport>;
