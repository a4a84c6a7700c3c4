// Payroll in the product (issue 17, first part): structures from templates and by hand (the engine refuses
// what it cannot work), salaries from a CTC with dated revisions, and the monthly run: computed as a job,
// the register and its XLSX, a payslip's working, maker-checker approval that locks the attendance cycle,
// release to employees, reopening by an admin with a reason; every route by role and another firm refused.
import { formatPaise, paiseInWords } from "@vetan/shared/money";
import { getDocument, PasswordException } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { OneOffView, OutputsView, PayslipView, RegisterView, RunView, SalaryHistoryView, SalaryView, StructureView } from "@vetan/shared/payroll";
import { indiaToday } from "@vetan/shared/dates";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, jobs, outbox, payslips, salaryAssignments } from "../src/db/schema.ts";
import { withFirm } from "../src/platform/db/tenancy.ts";
import { createTestApp } from "./support/app.ts";
import { makeEmployee, makeFirm, makeSignedIn, type TestFirm } from "./support/factories.ts";

let app: FastifyInstance;
let firm: TestFirm;
let other: TestFirm;
let admin2: Awaited<ReturnType<typeof makeSignedIn>>;
let hr: Awaited<ReturnType<typeof makeSignedIn>>;
let scopedHr: Awaited<ReturnType<typeof makeSignedIn>>;
let manager: Awaited<ReturnType<typeof makeSignedIn>>;
let worker: Awaited<ReturnType<typeof makeSignedIn>>;
let colleague: Awaited<ReturnType<typeof makeSignedIn>>;
let structureId: string;

/** The month before this one: its attendance cycle has ended whatever the firm's cut-off day. */
function lastMonth(): string {
  const [y, m] = indiaToday().split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
}

const PERSON = { date_of_birth: "1990-05-10", gender: "female" as const, joining_date: "2024-04-01" };

beforeAll(async () => {
  app = await createTestApp();
  firm = await makeFirm(app, { plan: "enterprise" });
  other = await makeFirm(app, { plan: "enterprise" });
  admin2 = await makeSignedIn(app, firm, "A", PERSON);
  hr = await makeSignedIn(app, firm, "H", PERSON);
  const ws = await firm.admin.post("/api/v1/workspaces", { name: "Pune Plant", address: "Chakan MIDC", city: "Pune", state: "MH", pincode: "410501" });
  scopedHr = await makeSignedIn(app, firm, "H", { ...PERSON, workspace_id: ws.json().id }, [ws.json().id]);
  manager = await makeSignedIn(app, firm, "E", PERSON);
  worker = await makeSignedIn(app, firm, "E", { ...PERSON, manager_id: manager.id, pan: "ABCPR1234F" });
  colleague = await makeSignedIn(app, firm, "E", PERSON);
  // Loss of pay from unpaid leave alone: these test people punch no attendance.
  expect((await firm.admin.send("PUT", "/api/v1/payroll/settings", { maker_checker: true, lop_source: "leave" })).statusCode).toBe(200);
});
afterAll(() => app.close());

describe("structures", () => {
  it("come from templates for admins and firm-wide HR; others are refused; another firm sees none", async () => {
    expect((await worker.browser.post("/api/v1/payroll/structures/templates", { template: "labour_codes" })).statusCode).toBe(403);
    expect((await scopedHr.browser.post("/api/v1/payroll/structures/templates", { template: "labour_codes" })).statusCode).toBe(403);
    const made = await hr.browser.post("/api/v1/payroll/structures/templates", { template: "labour_codes" });
    expect(made.statusCode, made.body).toBe(201);
    const s = made.json() as StructureView;
    structureId = s.id;
    expect(s.wage_warning).toBeNull();
    // On the sample gross of ₹50,000: basic half, HRA 40% of it, conveyance ₹1,600, the rest special.
    expect(s.sample.map((l) => [l.code, l.amount])).toEqual([
      ["BASIC", 25_000_00],
      ["HRA", 10_000_00],
      ["CONV", 1_600_00],
      ["SPECIAL", 13_400_00],
    ]);
    expect((await hr.browser.post("/api/v1/payroll/structures/templates", { template: "labour_codes" })).statusCode).toBe(409);
    expect((await other.admin.get("/api/v1/payroll/structures")).json()).toEqual([]);
    expect((await scopedHr.browser.get("/api/v1/payroll/structures")).statusCode).toBe(200);
    expect((await worker.browser.get("/api/v1/payroll/structures")).statusCode).toBe(403);
  });

  it("refuses what the engine cannot work, beside the component, and warns on the Labour Codes' wage test", async () => {
    const bad = await firm.admin.post("/api/v1/payroll/structures", {
      name: "Broken",
      components: [
        { code: "BASIC", name: "Basic", kind: "basic", calc: "percent", percent: 30, of: ["GROSS"] },
        { code: "CONV", name: "Conveyance", kind: "conveyance", calc: "formula", formula: "min(1600, BASC * 0.1)" },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors["components.1.formula"]).toMatch(/BASC/);
    const late = await firm.admin.post("/api/v1/payroll/structures", {
      name: "Balance first",
      components: [
        { code: "SPECIAL", name: "Special", kind: "special", calc: "balance" },
        { code: "BASIC", name: "Basic", kind: "basic", calc: "fixed", amount: "10,000" },
      ],
    });
    expect(late.json().errors["components.0.calc"]).toBe("The balance must be the last component");
    const low = await firm.admin.post("/api/v1/payroll/structures", {
      name: "Low basic",
      components: [
        { code: "BASIC", name: "Basic", kind: "basic", calc: "percent", percent: 30, of: ["GROSS"] },
        { code: "SPECIAL", name: "Special", kind: "special", calc: "balance" },
      ],
    });
    expect(low.statusCode, low.body).toBe(201);
    expect((low.json() as StructureView).wage_warning).toBe(
      "Wages (basic, DA, retaining) are 30% of the gross ₹50,000.00: below the Labour Codes' 50%, so ₹10,000.00 of allowances counts as wages for PF, gratuity and bonus",
    );
  });
});

describe("salaries", () => {
  it("turn an annual CTC into a monthly gross with the employer's PF inside it, by date", async () => {
    const res = await firm.admin.post(`/api/v1/payroll/salaries/${worker.id}`, { structure_id: structureId, annual_ctc: "7,20,000", effective_from: "2024-04-01" });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json() as SalaryView;
    // ₹60,000 a month of CTC. Basic is half the gross, above the ₹15,000 ceiling, so the employer's PF is
    // 12% of ₹15,000 = ₹1,800 (EPS ₹1,250 + EPF ₹550) plus EDLI ₹75 and admin ₹75 = ₹1,950: gross ₹58,050.
    expect(s.annual_ctc).toBe(720_000_00);
    expect(s.monthly_employer + s.monthly_gross).toBeLessThanOrEqual(60_000_00);
    expect(s.monthly_gross).toBe(58_050_00);
    expect(s.monthly_employer).toBe(1_950_00);
    // A revision from a later date keeps the history.
    const revised = await hr.browser.post(`/api/v1/payroll/salaries/${worker.id}`, { structure_id: structureId, annual_ctc: 780000, effective_from: "2025-04-01" });
    expect(revised.statusCode, revised.body).toBe(201);
    const mine = (await worker.browser.get(`/api/v1/payroll/salaries/${worker.id}`)).json() as SalaryHistoryView;
    expect(mine.history.map((h) => h.effective_from)).toEqual(["2025-04-01", "2024-04-01"]);
    expect(mine.in_force?.annual_ctc).toBe(780_000_00);
  });

  it("is private: the person, admins and HR covering them; refused bad input with nothing written", async () => {
    for (const b of [manager.browser, colleague.browser, scopedHr.browser, other.admin]) expect((await b.get(`/api/v1/payroll/salaries/${worker.id}`)).statusCode).toBe(404);
    expect((await worker.browser.post(`/api/v1/payroll/salaries/${worker.id}`, { structure_id: structureId, annual_ctc: "9,00,000", effective_from: "2025-06-01" })).statusCode).toBe(403);
    expect((await hr.browser.post(`/api/v1/payroll/salaries/${hr.id}`, { structure_id: structureId, annual_ctc: "9,00,000", effective_from: "2025-06-01" })).statusCode).toBe(403);
    const negative = await firm.admin.post(`/api/v1/payroll/salaries/${colleague.id}`, { structure_id: structureId, annual_ctc: "-5,000", effective_from: "2025-04-01" });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors.annual_ctc).toBe("Annual CTC cannot be negative");
    const early = await firm.admin.post(`/api/v1/payroll/salaries/${colleague.id}`, { structure_id: structureId, annual_ctc: "5,00,000", effective_from: "2020-01-01" });
    expect(early.json().errors.effective_from).toBe("Before the person joined");
    const rows = await withFirm(app.database.db, firm.firmId, (tx) => tx.select().from(salaryAssignments).where(and(eq(salaryAssignments.firmId, firm.firmId), eq(salaryAssignments.employeeId, colleague.id))));
    expect(rows).toEqual([]);
  });
});

describe("statutory settings", () => {
  it("are set by admins and HR covering the person, refused bad input in words, and shown with the salary", async () => {
    const path = `/api/v1/payroll/profiles/${worker.id}`;
    const bad = await hr.browser.send("PUT", path, { tax_regime: "old", pf_wage_basis: "ceiling", vpf_percent: "100" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.vpf_percent).toBe("Give voluntary PF as a percentage from 0 to 88, like 5 or 2.5");
    const more = await hr.browser.send("PUT", path, { tax_regime: "old", pf_wage_basis: "ceiling", previous_taxable: "1,00,000", previous_tds: "2,00,000" });
    expect(more.json().errors.previous_tds).toBe("More than the salary");
    expect((await worker.browser.send("PUT", path, { tax_regime: "old", pf_wage_basis: "ceiling" })).statusCode).toBe(403);
    expect((await colleague.browser.send("PUT", path, { tax_regime: "old", pf_wage_basis: "ceiling" })).statusCode).toBe(404);
    expect((await other.admin.send("PUT", path, { tax_regime: "old", pf_wage_basis: "ceiling" })).statusCode).toBe(404);
    const set = await hr.browser.send("PUT", path, { tax_regime: "old", pf_wage_basis: "ceiling", vpf_percent: "5" });
    expect(set.statusCode, set.body).toBe(200);
    const mine = (await worker.browser.get(`/api/v1/payroll/salaries/${worker.id}`)).json() as SalaryHistoryView;
    expect(mine.profile).toMatchObject({ tax_regime: "old", pf_wage_basis: "ceiling", vpf_percent: 5, previous_taxable: 0 });
  });
});

describe("the monthly run", () => {
  let runId: string;
  let noBirth: { id: string };

  it("is computed as a job: the register, the payslip's working, and a person who cannot be computed", async () => {
    noBirth = await makeEmployee(app, firm, { gender: "male", joining_date: "2024-04-01" });
    const bank = await firm.admin.send("PATCH", `/api/v1/people/${worker.id}`, { bank_account: "001234567890", bank_ifsc: "HDFC0001234", bank_name: "HDFC Bank", uan: "100427607286", work_email: "worker@payroll.test" });
    expect(bank.statusCode, bank.body).toBe(200);
    for (const id of [colleague.id, noBirth.id]) {
      const r = await firm.admin.post(`/api/v1/payroll/salaries/${id}`, { structure_id: structureId, annual_ctc: "3,60,000", effective_from: "2025-04-01" });
      expect(r.statusCode, r.body).toBe(201);
    }
    expect((await worker.browser.post("/api/v1/payroll/runs", { month: lastMonth() })).statusCode).toBe(403);
    expect((await scopedHr.browser.post("/api/v1/payroll/runs", { month: lastMonth() })).statusCode).toBe(403);
    const made = await firm.admin.post("/api/v1/payroll/runs", { month: lastMonth() });
    expect(made.statusCode, made.body).toBe(201);
    runId = (made.json() as RunView).id;
    expect((await firm.admin.post("/api/v1/payroll/runs", { month: lastMonth() })).statusCode).toBe(409);
    await app.services.jobs.drain();
    const run = (await firm.admin.get(`/api/v1/payroll/runs/${runId}`)).json() as RunView;
    expect(run.status).toBe("computed");
    expect(run.totals).toMatchObject({ people: 3, computed: 2, errors: 1 });
    expect(run.can_approve).toEqual({ ok: false, why: "You computed this run: another admin approves it (maker-checker)." });

    const register = (await hr.browser.get(`/api/v1/payroll/runs/${runId}/register?only=errors`)).json() as RegisterView;
    expect(register.rows.map((r) => [r.employee.id, r.error])).toEqual([[noBirth.id, "Date of birth is missing (PF, ESI, PT and tax depend on age)"]]);
    const found = (await hr.browser.get(`/api/v1/payroll/runs/${runId}/register?q=${encodeURIComponent((await worker.browser.get("/api/v1/me")).json().name)}`)).json() as RegisterView;
    expect(found.rows).toHaveLength(1);

    const slip = (await hr.browser.get(`/api/v1/payroll/runs/${runId}/payslips/${worker.id}`)).json() as PayslipView;
    expect(slip.totals.gross).toBe(slip.earnings.reduce((s, l) => s + l.amount, 0));
    expect(slip.totals.net).toBe(slip.totals.gross - slip.totals.deductions);
    expect(slip.net_in_words).toBe(paiseInWords(slip.totals.net));
    expect(slip.earnings.every((l) => l.working.length > 0)).toBe(true);
    expect(slip.employee.pan_masked).toBe("ABCPRXXXXF");
    // Her statutory settings reach the engine: the old regime, and voluntary PF of 5% on top of the 12%.
    expect(slip.tax.regime).toBe("old");
    expect(slip.deductions.map((d) => d.working).join(" ")).toMatch(/VPF|[Vv]oluntary/);
    // Not the person's until released; never a manager's or a colleague's.
    // HR of another workspace (the Pune plant) is refused too: pay reaches HR only for their own people.
    for (const b of [worker.browser, manager.browser, colleague.browser, scopedHr.browser, other.admin]) expect((await b.get(`/api/v1/payroll/runs/${runId}/payslips/${worker.id}`)).statusCode).toBe(404);
    expect((await worker.browser.get("/api/v1/payroll/payslips")).json().payslips).toEqual([]);
  });

  it("computes again with identical results for unchanged inputs, and for a few after a fix", async () => {
    const db = app.database.db;
    const before = await withFirm(db, firm.firmId, (tx) => tx.select().from(payslips).where(and(eq(payslips.firmId, firm.firmId), eq(payslips.runId, runId), eq(payslips.employeeId, worker.id))));
    expect((await firm.admin.send("PATCH", `/api/v1/people/${noBirth.id}`, { date_of_birth: "1988-02-29" })).statusCode).toBe(200);
    const again = await firm.admin.post(`/api/v1/payroll/runs/${runId}/compute`, { employee_ids: [noBirth.id] });
    expect(again.statusCode, again.body).toBe(202);
    await app.services.jobs.drain();
    expect(((await firm.admin.get(`/api/v1/payroll/runs/${runId}`)).json() as RunView).totals).toMatchObject({ people: 3, computed: 3, errors: 0 });
    expect((await firm.admin.post(`/api/v1/payroll/runs/${runId}/compute`, {})).statusCode).toBe(202);
    await app.services.jobs.drain();
    const after = await withFirm(db, firm.firmId, (tx) => tx.select().from(payslips).where(and(eq(payslips.firmId, firm.firmId), eq(payslips.runId, runId), eq(payslips.employeeId, worker.id))));
    expect(after[0]?.result).toEqual(before[0]?.result);
    expect(after[0]?.input).toEqual(before[0]?.input);
  });

  it("can be computed again after its job failed for good, and not while it runs", async () => {
    const db = app.database.db;
    expect((await firm.admin.post(`/api/v1/payroll/runs/${runId}/compute`, {})).statusCode).toBe(202);
    expect((await firm.admin.post(`/api/v1/payroll/runs/${runId}/compute`, {})).statusCode).toBe(409);
    const run = (await firm.admin.get(`/api/v1/payroll/runs/${runId}`)).json() as RunView;
    // The worker gave up on it (as after its last retry): the run still says computing.
    await withFirm(db, firm.firmId, (tx) => tx.update(jobs).set({ status: "failed", error: "worker stopped" }).where(and(eq(jobs.firmId, firm.firmId), eq(jobs.id, run.job?.id ?? ""))));
    const again = await firm.admin.post(`/api/v1/payroll/runs/${runId}/compute`, {});
    expect(again.statusCode, again.body).toBe(202);
    await app.services.jobs.drain();
    expect(((await firm.admin.get(`/api/v1/payroll/runs/${runId}`)).json() as RunView).status).toBe("computed");
  });

  it("exports the register to XLSX with a total", async () => {
    const res = await hr.browser.get(`/api/v1/payroll/runs/${runId}/register.xlsx`);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(9).value).toBe("Net pay (₹)");
    const run = (await firm.admin.get(`/api/v1/payroll/runs/${runId}`)).json() as RunView;
    const last = sheet?.getRow(sheet.rowCount);
    expect(last?.getCell(2).value).toBe("Total");
    expect(Math.round(Number(last?.getCell(9).value) * 100)).toBe(run.totals?.net);
  });

  it("takes one-off additions and deductions before approval, refuses bad ones beside the field, and pays them", async () => {
    const path = `/api/v1/payroll/runs/${runId}/one-offs`;
    const before = (await hr.browser.get(`/api/v1/payroll/runs/${runId}/payslips/${worker.id}`)).json() as PayslipView;
    const negative = await hr.browser.post(path, { employee_id: worker.id, kind: "deduction", description: "Canteen", amount: "-750" });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors.amount).toBe("Amount cannot be negative");
    const blank = await hr.browser.post(path, { employee_id: worker.id, kind: "addition", description: "", amount: "5,000" });
    expect(blank.json().errors.description).toBe("Description is required");
    const stranger = await hr.browser.post(path, { employee_id: (await other.admin.get("/api/v1/me")).json().member_id, kind: "addition", description: "Bonus", amount: "5,000" });
    expect(stranger.json().errors.employee_id).toBe("Not on the rolls this month");
    expect((await worker.browser.post(path, { employee_id: worker.id, kind: "addition", description: "Bonus", amount: "5,000" })).statusCode).toBe(403);
    expect(((await hr.browser.get(path)).json().data as OneOffView[]).length).toBe(0);

    expect((await hr.browser.post(path, { employee_id: worker.id, kind: "addition", description: "Festival bonus", amount: "5,000" })).statusCode).toBe(201);
    const canteen = await hr.browser.post(path, { employee_id: worker.id, kind: "deduction", description: "Canteen", amount: "750" });
    expect(canteen.statusCode, canteen.body).toBe(201);
    await app.services.jobs.drain();
    const after = (await hr.browser.get(`/api/v1/payroll/runs/${runId}/payslips/${worker.id}`)).json() as PayslipView;
    expect(after.earnings.find((l) => l.name === "Festival bonus")?.amount).toBe(5_000_00);
    expect(after.deductions.find((l) => l.name === "Canteen")?.amount).toBe(750_00);
    expect(after.totals.gross).toBe(before.totals.gross + 5_000_00);
    const listed = (await hr.browser.get(path)).json().data as OneOffView[];
    expect(listed.map((o) => [o.kind, o.description, o.amount])).toEqual([
      ["addition", "Festival bonus", 5_000_00],
      ["deduction", "Canteen", 750_00],
    ]);
    // Removing one computes the person again without it.
    const removed = await hr.browser.send("DELETE", `${path}/${listed[1]?.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    await app.services.jobs.drain();
    const again = (await hr.browser.get(`/api/v1/payroll/runs/${runId}/payslips/${worker.id}`)).json() as PayslipView;
    expect(again.deductions.find((l) => l.name === "Canteen")).toBeUndefined();
    expect((await other.admin.get(path)).statusCode).toBe(404);
  });

  it("takes one-offs as a sheet: a dry run names each bad cell, and applies only when every row is good", async () => {
    const code = (await firm.admin.get(`/api/v1/people/${worker.id}`)).json().code as string;
    const path = `/api/v1/payroll/runs/${runId}/one-offs/upload`;
    const bad = `Employee code,Kind,Description,Amount,Taxable\r\n${code},addition,Night shift allowance,"1,200",yes\r\nNOPE1,addition,Bonus,500,\r\n${code},deduction,Canteen,-40,\r\n`;
    const dry = await hr.browser.send("POST", `${path}?mode=apply`, bad, { "content-type": "text/csv" });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ rows: 3, valid: 1, applied: false });
    expect(dry.json().errors).toEqual([
      { row: 3, column: "Employee code", message: expect.stringContaining("No one with code NOPE1") },
      { row: 4, column: "Amount", message: "Amount cannot be negative" },
    ]);
    const before = ((await hr.browser.get(`/api/v1/payroll/runs/${runId}/one-offs`)).json().data as OneOffView[]).length;
    expect(before).toBe(1);
    const good = `Employee code,Kind,Description,Amount\r\n${code},addition,Night shift allowance,"1,200"\r\n`;
    const applied = await hr.browser.send("POST", `${path}?mode=apply`, good, { "content-type": "text/csv" });
    expect(applied.json()).toMatchObject({ rows: 1, valid: 1, applied: true, total: { additions: 1_200_00, deductions: 0 } });
    await app.services.jobs.drain();
    const slip = (await hr.browser.get(`/api/v1/payroll/runs/${runId}/payslips/${worker.id}`)).json() as PayslipView;
    expect(slip.earnings.find((l) => l.name === "Night shift allowance")?.amount).toBe(1_200_00);
    expect((await hr.browser.send("POST", path, "Name,Amount\r\nx,1\r\n", { "content-type": "text/csv" })).json().errors.file).toMatch(/Missing columns: Employee code, Kind, Description/);
    expect((await worker.browser.send("POST", path, good, { "content-type": "text/csv" })).statusCode).toBe(403);
    expect((await other.admin.send("POST", path, good, { "content-type": "text/csv" })).statusCode).toBe(404);
  });

  it("is approved by another admin, which locks the attendance cycle; then released to employees", async () => {
    expect((await hr.browser.get(`/api/v1/payroll/runs/${runId}/bank.csv`)).statusCode).toBe(409);
    // The admin computes last (HR computed the one-offs): maker-checker keeps that admin from approving.
    expect((await firm.admin.post(`/api/v1/payroll/runs/${runId}/compute`, {})).statusCode).toBe(202);
    await app.services.jobs.drain();
    const refused = await firm.admin.post(`/api/v1/payroll/runs/${runId}/approve`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().result).toBe("You computed this run: another admin approves it (maker-checker).");
    expect((await hr.browser.post(`/api/v1/payroll/runs/${runId}/approve`, {})).statusCode).toBe(403);
    const approved = await admin2.browser.post(`/api/v1/payroll/runs/${runId}/approve`, { comment: "Checked against last month" });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((approved.json() as RunView).status).toBe("approved");
    const locks = (await firm.admin.get("/api/v1/attendance/cycles")).json().data as { month: string }[];
    expect(locks.map((l) => l.month)).toContain(lastMonth());
    expect((await firm.admin.post(`/api/v1/payroll/runs/${runId}/compute`, {})).statusCode).toBe(409);
    expect((await hr.browser.post(`/api/v1/payroll/runs/${runId}/one-offs`, { employee_id: worker.id, kind: "addition", description: "Late bonus", amount: "100" })).statusCode).toBe(409);
    // A salary on hold stays out of the bank file, survives computing again, and goes in once lifted.
    const holds = `/api/v1/payroll/runs/${runId}/holds`;
    const noReason = await hr.browser.post(holds, { employee_ids: [worker.id], hold: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe("Say why the salary is held (at least 5 characters)");
    const held = await hr.browser.post(holds, { employee_ids: [worker.id], hold: true, reason: "Documents pending" });
    expect(held.statusCode, held.body).toBe(200);
    expect((held.json().data as { employee: { id: string }; reason: string }[]).map((h) => [h.employee.id, h.reason])).toEqual([[worker.id, "Documents pending"]]);
    const withHold = (await hr.browser.get(`/api/v1/payroll/runs/${runId}/outputs`)).json() as OutputsView;
    expect(withHold.bank.held.map((h) => h.id)).toEqual([worker.id]);
    expect(withHold.bank.people).toBe(0);
    expect((await hr.browser.get(`/api/v1/payroll/runs/${runId}/bank.csv`)).body.trim().split(/\r?\n/)).toHaveLength(1);
    expect((await worker.browser.post(holds, { employee_ids: [worker.id], hold: false })).statusCode).toBe(403);
    expect((await other.admin.get(holds)).statusCode).toBe(404);
    expect((await hr.browser.post(holds, { employee_ids: [worker.id], hold: false })).json().data).toEqual([]);
    expect((await worker.browser.post(`/api/v1/payroll/runs/${runId}/release`, {})).statusCode).toBe(403);
    const released = await hr.browser.post(`/api/v1/payroll/runs/${runId}/release`, {});
    expect(released.statusCode, released.body).toBe(200);
    const mine = (await worker.browser.get("/api/v1/payroll/payslips")).json().payslips as { run_id: string; month: string }[];
    expect(mine.map((p) => p.month)).toEqual([lastMonth()]);
    expect((await worker.browser.get(`/api/v1/payroll/runs/${runId}/payslips/${worker.id}`)).statusCode).toBe(200);
    expect((await worker.browser.get(`/api/v1/payroll/runs/${runId}/payslips/${colleague.id}`)).statusCode).toBe(404);
    expect((await manager.browser.get(`/api/v1/payroll/runs/${runId}/payslips/${worker.id}`)).statusCode).toBe(404);
    const notes = (await worker.browser.get("/api/v1/notifications")).json().data as { title: string }[];
    expect(notes.some((n) => n.title.startsWith("Your payslip for"))).toBe(true);
  });

  it("gives the payslip as a PDF locked with the person's password, and emails it once", async () => {
    const path = `/api/v1/payroll/runs/${runId}/payslips/${worker.id}/pdf`;
    const res = await worker.browser.get(path);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await expect(getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise).rejects.toBeInstanceOf(PasswordException);
    // PAN ABCPR1234F, born 10 May 1990.
    const doc = await getDocument({ data: new Uint8Array(pdf), password: "ABCPR10051990", verbosity: 0 }).promise;
    const text = ((await (await doc.getPage(1)).getTextContent()).items as { str?: string }[]).map((i) => i.str ?? "").join(" ");
    const slip = (await worker.browser.get(`/api/v1/payroll/runs/${runId}/payslips/${worker.id}`)).json() as PayslipView;
    expect(text).toContain(formatPaise(slip.totals.net));
    for (const b of [manager.browser, colleague.browser, scopedHr.browser, other.admin]) expect((await b.get(path)).statusCode).toBe(404);

    // Released, the mailing job sends each payslip once with its PDF; run again, it sends nothing more.
    await app.services.jobs.drain();
    const mailed = () => app.database.db.select().from(outbox).where(eq(outbox.recipient, "worker@payroll.test"));
    const first = await mailed();
    expect(first).toHaveLength(1);
    expect(first[0]?.body).toContain(`Attached: payslip-${lastMonth()}-`);
    await withFirm(app.database.db, firm.firmId, (tx) => app.services.jobs.send(tx, { queue: "payroll.payslip_mail", firmId: firm.firmId, payload: { run_id: runId }, createdBy: null }));
    await app.services.jobs.drain();
    expect(await mailed()).toHaveLength(1);
  });

  it("makes the bank transfer file and EPFO's ECR from the approved run, and names who they leave out", async () => {
    const outputs = (await hr.browser.get(`/api/v1/payroll/runs/${runId}/outputs`)).json() as OutputsView;
    // Only the worker has bank details and a UAN; the colleague and the late fix have neither.
    expect(outputs.bank.people).toBe(1);
    expect(outputs.bank.missing.map((m) => m.id).sort()).toEqual([colleague.id, noBirth.id].sort());
    expect(outputs.ecr.members).toBe(1);
    const slip = (await hr.browser.get(`/api/v1/payroll/runs/${runId}/payslips/${worker.id}`)).json() as PayslipView;
    const csv = await hr.browser.get(`/api/v1/payroll/runs/${runId}/bank.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="vetan-bank-transfer-${lastMonth()}.csv"`);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe("Beneficiary Name,Account Number,IFSC,Amount,Narration");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"001234567890","HDFC0001234",${(slip.totals.net / 100).toFixed(2)},`);
    const ecr = await hr.browser.get(`/api/v1/payroll/runs/${runId}/ecr.txt`);
    expect(ecr.statusCode).toBe(200);
    const fields = ecr.body.trim().split("#~#");
    // UAN, name in capitals, gross, EPF/EPS/EDLI wages, the member's PF, EPS, employer's EPF, NCP days, refunds.
    expect(fields).toHaveLength(11);
    expect(fields[0]).toBe("100427607286");
    expect(Number(fields[2])).toBe(Math.round(slip.totals.gross / 100));
    for (const b of [worker.browser, scopedHr.browser, manager.browser]) expect((await b.get(`/api/v1/payroll/runs/${runId}/bank.csv`)).statusCode).toBe(403);
    expect((await other.admin.get(`/api/v1/payroll/runs/${runId}/ecr.txt`)).statusCode).toBe(404);
  });

  it("makes the banks' own layouts, ESIC's upload, the PT register, the challans and a balanced journal", async () => {
    const base = `/api/v1/payroll/runs/${runId}`;
    const outputs = (await hr.browser.get(`${base}/outputs`)).json() as OutputsView;
    expect(outputs.bank.layouts.map((l) => l.id)).toEqual(["generic", "hdfc", "icici"]);
    // The worker banks with HDFC: an HDFC file pays her within the bank (I), 28 comma-separated fields.
    const hdfc = await hr.browser.get(`${base}/bank.csv?layout=hdfc&value_date=2026-12-01&client_code=VETN`);
    expect(hdfc.statusCode, hdfc.body).toBe(200);
    const row = hdfc.body.trim().split(/\r?\n/);
    expect(row).toHaveLength(1);
    expect(row[0]?.split(",")).toHaveLength(28);
    expect(row[0]?.startsWith("I,")).toBe(true);
    expect(hdfc.headers["content-disposition"]).toMatch(/filename="VETN0112\.001"/);
    const icici = await hr.browser.get(`${base}/bank.csv?layout=icici`);
    expect(icici.statusCode).toBe(400);
    expect(icici.json().errors.debit_account).toBe("ICICI's file names the account to debit: give it");
    expect((await hr.browser.get(`${base}/bank.csv?layout=icici&debit_account=000405001234`)).statusCode).toBe(200);
    expect((await hr.browser.get(`${base}/bank.csv?layout=sbi`)).statusCode).toBe(400);

    const esic = await hr.browser.get(`${base}/esic.xlsx`);
    expect(esic.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(esic.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(1).getCell(1).value).toMatch(/IP Number/i);
    expect(outputs.esic.members).toBe(book.worksheets[0]?.rowCount ? book.worksheets[0].rowCount - 1 : 0);

    const pt = await hr.browser.get(`${base}/pt-register.csv`);
    expect(pt.statusCode).toBe(200);
    // Everyone here works in Uttar Pradesh, which levies no professional tax: the register's headings alone.
    expect(pt.body.split(/\r?\n/)[0]).toBe("State,Employee ID,Employee Name,Month,Gross Salary,Professional Tax");
    expect(outputs.pt).toEqual([]);
    expect((await hr.browser.get(`${base}/lwf-register.csv`)).statusCode).toBe(200);

    // The challans add up to what the payslips deducted and the employer owes, each with a due date.
    expect(outputs.challans.lines.length).toBeGreaterThan(0);
    expect(outputs.challans.lines.every((l) => l.amount >= 0 && l.basis.length > 0)).toBe(true);
    expect(outputs.challans.total).toBe(outputs.challans.lines.reduce((t, l) => t + l.amount, 0));
    expect(outputs.journal.debit).toBe(outputs.journal.credit);
    const journal = await hr.browser.get(`${base}/journal.csv`);
    const lines = journal.body.trim().split(/\r?\n/).slice(1).map((l) => l.split(","));
    const sum = (i: number) => lines.reduce((t, l) => t + Math.round(Number((l[i] ?? "0").replaceAll('"', "") || 0) * 100), 0);
    expect(sum(4)).toBe(sum(5));
    expect(sum(4)).toBe(outputs.journal.debit);
    const tally = await hr.browser.get(`${base}/journal.xml`);
    expect(tally.headers["content-type"]).toMatch(/xml/);
    expect(tally.body).toContain("<ENVELOPE>");
    expect(tally.body).toContain('VCHTYPE="Journal"');
    for (const b of [worker.browser, scopedHr.browser]) expect((await b.get(`${base}/journal.xml`)).statusCode).toBe(403);
  });

  it("is reopened only by an admin with a reason, kept in the audit log; payslips are withdrawn", async () => {
    expect((await hr.browser.post(`/api/v1/payroll/runs/${runId}/reopen`, { reason: "A bonus was missed" })).statusCode).toBe(403);
    const bare = await firm.admin.post(`/api/v1/payroll/runs/${runId}/reopen`, { reason: "oops" });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors.reason).toBe("Say why the run is reopened (at least 5 characters)");
    const reopened = await firm.admin.post(`/api/v1/payroll/runs/${runId}/reopen`, { reason: "A bonus was missed" });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((reopened.json() as RunView).status).toBe("computed");
    expect((await worker.browser.get("/api/v1/payroll/payslips")).json().payslips).toEqual([]);
    const audit = await withFirm(app.database.db, firm.firmId, (tx) => tx.select().from(auditLog).where(and(eq(auditLog.firmId, firm.firmId), eq(auditLog.action, "payroll.reopened"))));
    expect(audit[0]?.detail).toMatchObject({ reason: "A bonus was missed", was: "released" });
  });

  it("answers another firm with nothing of this one", async () => {
    expect((await other.admin.get(`/api/v1/payroll/runs/${runId}`)).statusCode).toBe(404);
    expect((await other.admin.get(`/api/v1/payroll/runs/${runId}/register`)).statusCode).toBe(404);
    expect((await other.admin.post(`/api/v1/payroll/runs/${runId}/approve`, {})).statusCode).toBe(404);
    expect((await other.admin.get("/api/v1/payroll/runs")).json()).toEqual([]);
  });
});

describe("who may use each route", () => {
  it("answers each role as the payroll policy says", async () => {
    type Caller = { name: string; browser: typeof worker.browser };
    const callers: Caller[] = [
      { name: "A", browser: firm.admin },
      { name: "H", browser: hr.browser },
      { name: "Hw", browser: scopedHr.browser },
      { name: "M", browser: manager.browser },
      { name: "E", browser: worker.browser },
    ];
    const table: [string, (b: typeof worker.browser) => Promise<{ statusCode: number }>, Record<string, number>][] = [
      ["structures", (b) => b.get("/api/v1/payroll/structures"), { A: 200, H: 200, Hw: 200, M: 403, E: 403 }],
      ["settings", (b) => b.get("/api/v1/payroll/settings"), { A: 200, H: 200, Hw: 403, M: 403, E: 403 }],
      ["change settings", (b) => b.send("PUT", "/api/v1/payroll/settings", { maker_checker: true, lop_source: "leave" }), { A: 200, H: 403, Hw: 403, M: 403, E: 403 }],
      ["runs", (b) => b.get("/api/v1/payroll/runs"), { A: 200, H: 200, Hw: 403, M: 403, E: 403 }],
      ["own payslips", (b) => b.get("/api/v1/payroll/payslips"), { A: 200, H: 200, Hw: 200, M: 200, E: 200 }],
      ["a worker's salary", (b) => b.get(`/api/v1/payroll/salaries/${worker.id}`), { A: 200, H: 200, Hw: 404, M: 404, E: 200 }],
    ];
    for (const [what, call, expected] of table) {
      for (const c of callers) expect((await call(c.browser)).statusCode, `${what} as ${c.name}`).toBe(expected[c.name]);
    }
  });
});
