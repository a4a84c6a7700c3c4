// Income-tax declarations (issue 17): the firm's windows, the person's regime and declarations with the
// two regimes compared on their own salary, proofs submitted and verified by HR, the amounts flowing into
// TDS; who may do each, bad input refused beside the field with nothing written, another firm refused.
import { indiaToday, shiftMonth } from "@vetan/shared/dates";
import type { PayslipView, RunView, StructureView } from "@vetan/shared/payroll";
import type { DeclarationListView, DeclarationView } from "@vetan/shared/tax-declarations";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taxDeclarations } from "../src/db/schema.ts";
import { withFirm } from "../src/platform/db/tenancy.ts";
import { createTestApp } from "./support/app.ts";
import { makeFirm, makeSignedIn, type TestFirm } from "./support/factories.ts";

let app: FastifyInstance;
let firm: TestFirm;
let other: TestFirm;
let hr: Awaited<ReturnType<typeof makeSignedIn>>;
let manager: Awaited<ReturnType<typeof makeSignedIn>>;
let worker: Awaited<ReturnType<typeof makeSignedIn>>;
let colleague: Awaited<ReturnType<typeof makeSignedIn>>;

const today = indiaToday();
const dayAfter = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const PERSON = { date_of_birth: "1990-05-10", gender: "female" as const, joining_date: "2024-04-01" };
const DECLARATION = {
  tax_regime: "old",
  rent_per_month: "25,000",
  rent_city: "Mumbai",
  landlord_name: "Suresh Patil",
  landlord_pan: "AAAPP1234C",
  section_80c: "1,50,000",
  section_80d_self: "25,000",
};

beforeAll(async () => {
  app = await createTestApp();
  firm = await makeFirm(app);
  other = await makeFirm(app);
  hr = await makeSignedIn(app, firm, "H", PERSON);
  manager = await makeSignedIn(app, firm, "E", PERSON);
  worker = await makeSignedIn(app, firm, "E", { ...PERSON, manager_id: manager.id, pan: "ABCPR1234F" });
  colleague = await makeSignedIn(app, firm, "E", PERSON);
  expect((await firm.admin.send("PUT", "/api/v1/payroll/settings", { maker_checker: false, lop_source: "leave" })).statusCode).toBe(200);
  const structure = (await firm.admin.post("/api/v1/payroll/structures/templates", { template: "metro" })).json() as StructureView;
  const salary = await firm.admin.post(`/api/v1/payroll/salaries/${worker.id}`, { structure_id: structure.id, annual_ctc: "18,00,000", effective_from: "2025-04-01" });
  expect(salary.statusCode, salary.body).toBe(201);
});
afterAll(() => app.close());

const windows = (w: Record<string, string | null>) => ({ declarations_from: null, declarations_to: null, proofs_from: null, proofs_to: null, ...w });

describe("the declaration windows", () => {
  it("are opened by admins and firm-wide HR, refused in words when they make no sense", async () => {
    expect((await worker.browser.send("PUT", "/api/v1/payroll/declaration-windows", windows({}))).statusCode).toBe(403);
    const half = await hr.browser.send("PUT", "/api/v1/payroll/declaration-windows", windows({ declarations_from: today }));
    expect(half.statusCode).toBe(400);
    expect(half.json().errors.declarations_to).toBe("Declarations: give both dates, or neither to keep the window closed");
    const backwards = await hr.browser.send("PUT", "/api/v1/payroll/declaration-windows", windows({ proofs_from: today, proofs_to: dayAfter(-3) }));
    expect(backwards.json().errors.proofs_to).toBe("Proofs cannot close before they open");
    const closed = (await worker.browser.get("/api/v1/payroll/declaration-windows")).json();
    expect(closed.declarations.open).toBe(false);
  });
});

describe("a person's declarations", () => {
  it("are refused while the window is closed, and taken in it with the landlord's PAN when rent is high", async () => {
    const shut = await worker.browser.send("PUT", `/api/v1/payroll/declarations/${worker.id}`, DECLARATION);
    expect(shut.statusCode).toBe(409);
    expect(shut.json().result).toBe("Your firm has not opened declarations yet; HR will tell you when.");
    expect((await hr.browser.send("PUT", "/api/v1/payroll/declaration-windows", windows({ declarations_from: dayAfter(-1), declarations_to: dayAfter(30) }))).statusCode).toBe(200);

    const noPan = await worker.browser.send("PUT", `/api/v1/payroll/declarations/${worker.id}`, { ...DECLARATION, landlord_pan: "" });
    expect(noPan.statusCode).toBe(400);
    expect(noPan.json().errors.landlord_pan).toBe("Give the landlord's PAN: rent above ₹1,00,000 a year needs it");
    const negative = await worker.browser.send("PUT", `/api/v1/payroll/declarations/${worker.id}`, { ...DECLARATION, section_80c: "-5" });
    expect(negative.json().errors.section_80c).toBe("80C investments cannot be negative");
    const badPan = await worker.browser.send("PUT", `/api/v1/payroll/declarations/${worker.id}`, { ...DECLARATION, landlord_pan: "AAAPP1234" });
    expect(badPan.statusCode).toBe(400);
    expect(badPan.json().errors.landlord_pan).toBeTruthy();
    const nothing = await withFirm(app.database.db, firm.firmId, (tx) => tx.select().from(taxDeclarations).where(and(eq(taxDeclarations.firmId, firm.firmId), eq(taxDeclarations.employeeId, worker.id))));
    expect(nothing).toEqual([]);

    const saved = await worker.browser.send("PUT", `/api/v1/payroll/declarations/${worker.id}`, DECLARATION);
    expect(saved.statusCode, saved.body).toBe(200);
    const view = saved.json() as DeclarationView;
    expect(view.regime).toBe("old");
    expect(view.status).toBe("declared");
    expect(view.declared).toEqual({ rent_per_month: 25_000_00, section_80c: 1_50_000_00, section_80d_self: 25_000_00 });
    expect(view.can_submit).toBe(false);
    // The two regimes worked by the engine on her own salary, in words.
    expect(view.comparison?.new).toBeGreaterThan(0);
    expect(view.comparison?.old).toBeGreaterThan(0);
    expect(view.comparison?.working).toMatch(/regime saves ₹/);
  });

  it("are seen by the person, HR and admins only; never the manager, a colleague or another firm", async () => {
    expect((await hr.browser.get(`/api/v1/payroll/declarations/${worker.id}`)).statusCode).toBe(200);
    expect((await firm.admin.get(`/api/v1/payroll/declarations/${worker.id}`)).statusCode).toBe(200);
    for (const b of [manager.browser, colleague.browser, other.admin]) expect((await b.get(`/api/v1/payroll/declarations/${worker.id}`)).statusCode).toBe(404);
    expect((await colleague.browser.send("PUT", `/api/v1/payroll/declarations/${worker.id}`, DECLARATION)).statusCode).toBe(404);
    expect((await worker.browser.get("/api/v1/payroll/declarations")).statusCode).toBe(403);
    expect(((await worker.browser.get("/api/v1/payroll/declarations/mine")).json() as DeclarationView).employee.id).toBe(worker.id);
  });

  it("flow into the month's TDS under the old regime", async () => {
    const month = shiftMonth(today.slice(0, 7), -1);
    const made = await firm.admin.post("/api/v1/payroll/runs", { month });
    expect(made.statusCode, made.body).toBe(201);
    await app.services.jobs.drain();
    const slip = (await firm.admin.get(`/api/v1/payroll/runs/${(made.json() as RunView).id}/payslips/${worker.id}`)).json() as PayslipView;
    expect(slip.tax.regime).toBe("old");
    const tds = slip.deductions.find((l) => l.code === "TDS")?.working ?? "";
    expect(tds).toMatch(/80C/);
    expect(tds).toMatch(/HRA exemption/);
  });

  it("take proofs in the proof window, verified by HR at most what was declared; then locked to the person", async () => {
    const early = await worker.browser.post("/api/v1/payroll/declarations/mine/submit", {});
    expect(early.statusCode).toBe(409);
    expect((await hr.browser.send("PUT", "/api/v1/payroll/declaration-windows", windows({ declarations_from: dayAfter(-1), declarations_to: dayAfter(30), proofs_from: dayAfter(-1), proofs_to: dayAfter(30) }))).statusCode).toBe(200);
    const noProof = await worker.browser.post("/api/v1/payroll/declarations/mine/submit", {});
    expect(noProof.statusCode).toBe(400);
    expect(noProof.json().errors.proofs).toBe("No proof uploaded yet");
    const upload = await worker.browser.send("POST", `/api/v1/people/${worker.id}/documents?kind=tax_proof&title=Rent%20receipts`, "%PDF-1.4\n%%EOF\n", { "content-type": "application/pdf" });
    expect(upload.statusCode, upload.body).toBe(201);
    const submitted = await worker.browser.post("/api/v1/payroll/declarations/mine/submit", {});
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((submitted.json() as DeclarationView).status).toBe("submitted");
    expect((submitted.json() as DeclarationView).proofs.map((p) => p.title)).toEqual(["Rent receipts"]);

    expect((await worker.browser.post(`/api/v1/payroll/declarations/${worker.id}/verify`, { section_80c: "1,50,000" })).statusCode).toBe(403);
    expect((await manager.browser.post(`/api/v1/payroll/declarations/${worker.id}/verify`, { section_80c: "1,50,000" })).statusCode).toBe(404);
    const tooMuch = await hr.browser.post(`/api/v1/payroll/declarations/${worker.id}/verify`, { rent_per_month: "25,000", section_80c: "2,00,000" });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.section_80c).toBe("At most the ₹1,50,000 declared");
    const verified = await hr.browser.post(`/api/v1/payroll/declarations/${worker.id}/verify`, { rent_per_month: "25,000", section_80c: "1,00,000", note: "ELSS statement for ₹50,000 missing" });
    expect(verified.statusCode, verified.body).toBe(200);
    const view = verified.json() as DeclarationView;
    expect(view.status).toBe("verified");
    expect(view.verified).toEqual({ rent_per_month: 25_000_00, section_80c: 1_00_000_00 });
    expect(view.in_use).toBe("The amounts HR verified on your proofs");
    const locked = await worker.browser.send("PUT", `/api/v1/payroll/declarations/${worker.id}`, DECLARATION);
    expect(locked.statusCode).toBe(409);
  });

  it("are listed for HR with search, status filters, counts and an XLSX export", async () => {
    const all = (await hr.browser.get("/api/v1/payroll/declarations")).json() as DeclarationListView;
    expect(all.counts.verified).toBe(1);
    expect(all.rows.find((r) => r.employee.id === worker.id)).toMatchObject({ regime: "old", status: "verified", proofs: 1, declared_total: (25_000_00 * 12) + 1_50_000_00 + 25_000_00, verified_total: (25_000_00 * 12) + 1_00_000_00 });
    const verifiedOnly = (await hr.browser.get("/api/v1/payroll/declarations?status=verified")).json() as DeclarationListView;
    expect(verifiedOnly.rows.map((r) => r.employee.id)).toEqual([worker.id]);
    expect((await hr.browser.get("/api/v1/payroll/declarations?status=lost")).statusCode).toBe(400);
    const xlsx = await hr.browser.get("/api/v1/payroll/declarations.xlsx?status=verified");
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.rowCount).toBe(2);
    expect((await other.admin.get("/api/v1/payroll/declarations")).json().rows.some((r: { employee: { id: string } }) => r.employee.id === worker.id)).toBe(false);
  });
});
