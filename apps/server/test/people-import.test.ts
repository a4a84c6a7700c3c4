// Bulk import of employees (issue 14): the template, a dry run that lists every bad cell and writes nothing,
// the import of the valid rows (codes from the series, managers linked even to later rows), the fixed rows
// sent again, XLSX as well as CSV, and who may import.
import type { DirectoryPage } from "@vetan/shared/people";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportResult, ImportView } from "@vetan/shared/people";
import { csvDocument } from "../src/platform/csv.ts";
import { createTestApp } from "./support/app.ts";
import type { Browser } from "./support/browser.ts";
import { parseCsv } from "./support/csv.ts";
import { demoSession } from "./support/demo-session.ts";
import { freshMobile, makeFirm, makeSignedIn, type TestFirm } from "./support/factories.ts";

let app: FastifyInstance;
let firm: TestFirm;
const HEADER = ["Code", "Name", "Gender", "Date of birth", "Mobile", "Joining date", "Workspace", "Manager code", "PAN", "Bank account", "IFSC"];

beforeAll(async () => {
  app = await createTestApp();
  firm = await makeFirm(app);
});
afterAll(() => app.close());

async function upload(by: Browser, body: Buffer | string, mode: "dry_run" | "import" = "dry_run", type = "text/csv") {
  return app.inject({
    method: "POST",
    url: `/api/v1/people/imports?mode=${mode}&file_name=staff.csv`,
    payload: typeof body === "string" ? Buffer.from(body) : body,
    headers: { "content-type": type, cookie: `${by.cookieName}=${by.cookie}`, "sec-fetch-site": "same-origin" },
  });
}
async function finished(by: Browser, id: string): Promise<ImportResult> {
  await app.services.jobs.drain();
  const view = (await by.get(`/api/v1/people/imports/${id}`)).json() as ImportView;
  expect(view.job?.status, JSON.stringify(view.job)).toBe("done");
  expect(view.job?.progress.done).toBe(view.job?.progress.total);
  return view.job?.result as ImportResult;
}

/** 200 rows for Kanpur Tannery: the first row is everyone's manager, named by code by rows above it too. */
function sheet(bad: boolean): string[][] {
  return Array.from({ length: 200 }, (_, i) => {
    const n = i + 1;
    return [
      `KT${String(n).padStart(3, "0")}`,
      `Worker ${n} Verma`,
      n % 2 ? "Male" : "Female",
      "14/08/1995",
      freshMobile(),
      "2026-04-01",
      "Kanpur Tannery",
      n === 200 ? "" : "KT200",
      bad && n === 17 ? "ABCDE1234F" : "",
      bad && n === 58 ? "12" : "123456789012",
      "SBIN0001234",
    ];
  }).map((r, i) => (bad && i === 120 ? r.map((c, j) => (j === 6 ? "Lucknow" : c)) : r));
}

describe("import template", () => {
  it("is an XLSX with a hints sheet, or a CSV, for A and HR; an employee is refused", async () => {
    const xlsx = await firm.admin.get("/api/v1/people/import-template");
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(["Employees", "How to fill"]);
    expect(book.worksheets[0]?.getRow(2).getCell(11).value).toBe("Kanpur Tannery");
    const csv = parseCsv((await firm.admin.get("/api/v1/people/import-template?format=csv")).body);
    expect(csv[0]?.[1]).toBe("Name");
    const e = await demoSession(app, "E");
    expect((await e.get("/api/v1/people/import-template")).statusCode).toBe(403);
  });
});

describe("dry run, import, fix and import again", () => {
  it("finds the three bad cells of 200 rows and writes nothing; imports the 197; then the fixed three", async () => {
    const before = ((await firm.admin.get("/api/v1/people?status=all")).json() as DirectoryPage).total;
    const bad = sheet(true);
    const dry = await upload(firm.admin, csvDocument(HEADER, bad));
    expect(dry.statusCode, dry.body).toBe(202);
    const found = await finished(firm.admin, dry.json().id);
    expect(found).toMatchObject({ mode: "dry_run", total: 200, valid: 197, invalid: 3, imported: 0 });
    expect(found.errors).toEqual([
      { row: 18, column: "PAN", message: expect.stringMatching(/fourth letter/) },
      { row: 59, column: "Bank account", message: "Bank account number must be 9 to 18 digits" },
      { row: 122, column: "Workspace", message: 'No workspace called "Lucknow": add it in Settings first, or correct the name' },
    ]);
    expect(((await firm.admin.get("/api/v1/people?status=all")).json() as DirectoryPage).total).toBe(before);

    const commit = await firm.admin.post(`/api/v1/people/imports/${dry.json().id}/commit`, {});
    expect(commit.statusCode, commit.body).toBe(202);
    expect(await finished(firm.admin, commit.json().id)).toMatchObject({ mode: "import", imported: 197, invalid: 3 });
    const team = (await firm.admin.get("/api/v1/people?q=Verma&limit=200")).json() as DirectoryPage;
    expect(team.total).toBe(197);
    const boss = team.data.find((d) => d.code === "KT200");
    expect(boss?.reports).toBe(196);
    expect(team.data.find((d) => d.code === "KT001")?.manager?.name).toBe("Worker 200 Verma");

    // The three rows, fixed, sent again: the rest would now be duplicates, so only they are sent.
    const fixed = sheet(false).filter((_, i) => i === 16 || i === 57 || i === 120);
    const again = await upload(firm.admin, csvDocument(HEADER, fixed), "import");
    expect(await finished(firm.admin, again.json().id)).toMatchObject({ imported: 3, invalid: 0 });
    expect(((await firm.admin.get("/api/v1/people?q=Verma&limit=200")).json() as DirectoryPage).total).toBe(200);
    // Sending the whole sheet again finds every code taken.
    const twice = await upload(firm.admin, csvDocument(HEADER, sheet(false)));
    expect((await finished(firm.admin, twice.json().id)).invalid).toBe(200);
  });

  it("reads XLSX with real date cells, DD/MM/YYYY text and Yes/No", async () => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet("Staff");
    ws.addRow(["Name", "Joining date", "Workspace", "PF applicable", "Date of birth", "Mobile"]);
    ws.addRow(["Ayesha Siddiqui", new Date(Date.UTC(2025, 5, 2)), "Kanpur Tannery", "No", "02/11/1990", freshMobile()]);
    ws.addRow(["", "2025-06-02", "Kanpur Tannery", "Maybe", "", ""]);
    const res = await upload(firm.admin, Buffer.from(await book.xlsx.writeBuffer()), "import", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const result = await finished(firm.admin, res.json().id);
    expect(result).toMatchObject({ imported: 1, invalid: 1 });
    expect(result.errors.map((e) => [e.row, e.column])).toEqual([
      [3, "Name"],
      [3, "PF applicable"],
    ]);
    const ayesha = (await firm.admin.get("/api/v1/people?q=Ayesha")).json() as DirectoryPage;
    expect(ayesha.data[0]?.joining_date).toBe("2025-06-02");
  });

  it("leaves out a manager link that closes a loop within the sheet, and says so", async () => {
    const rows = [
      ["LP1", "Loop One", "", "", freshMobile(), "2026-01-05", "Kanpur Tannery", "LP2", "", "", ""],
      ["LP2", "Loop Two", "", "", freshMobile(), "2026-01-05", "Kanpur Tannery", "LP1", "", "", ""],
    ];
    const res = await upload(firm.admin, csvDocument(HEADER, rows), "import");
    const result = await finished(firm.admin, res.json().id);
    expect(result).toMatchObject({ imported: 2, note: "1 person was imported without a manager: their managers formed a loop in the sheet" });
    const two = (await firm.admin.get("/api/v1/people?q=Loop")).json() as DirectoryPage;
    expect(two.data.filter((d) => d.manager !== null)).toHaveLength(1);
  });

  it("refuses what is not a sheet, an empty sheet, missing headings, and people who may not import", async () => {
    expect((await upload(firm.admin, Buffer.from([0x00, 0x01, 0x02, 0xff]))).statusCode).toBe(400);
    expect((await upload(firm.admin, "Name,Joining date\r\n")).statusCode).toBe(400);
    const noWorkspace = await upload(firm.admin, "Name,Joining date\r\nX,2025-01-01\r\n");
    const result = await finished(firm.admin, noWorkspace.json().id);
    expect(result.errors[0]).toMatchObject({ row: 1, column: "Workspace" });
    const employee = await makeSignedIn(app, firm, "E");
    expect((await upload(employee.browser, "Name\r\nX\r\n")).statusCode).toBe(403);
  });
});
