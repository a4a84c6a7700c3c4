// The expense report and the claims list's exports (issue 18). A firm of its own: Asha (Sales, Kanpur) and
// Ravi (Ops, Lucknow) report to Manoj; Zoya (Ops, Lucknow) reports to nobody; Hema is HR for Lucknow only.
// Eight claims written straight to the tables in the states the report must tell apart (approved, paid,
// waiting, a draft, a rejection, one from last tax year), over three categories and two months; every figure
// below is worked by hand from the table in `beforeAll`.
import { type ClaimStatus, ExpenseReportQuerySchema, type ExpenseReportView, taxYearRange } from "@vetan/shared/expenses";
import { indiaToday } from "@vetan/shared/dates";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { employees, expenseClaims, expenseItems } from "../src/db/schema.ts";
import { withFirm } from "../src/platform/db/tenancy.ts";
import { rowsOf } from "../src/firm/people/people.queries.ts";
import { wholeMonths } from "../src/firm/expenses/reports.service.ts";
import type { FirmActor } from "../src/firm/actor.ts";
import { createTestApp } from "./support/app.ts";
import type { Browser } from "./support/browser.ts";
import { parseCsv } from "../src/platform/csv.ts";
import { demoSession } from "./support/demo-session.ts";
import { makeEmployee, makeFirm, makeSignedIn, type TestFirm } from "./support/factories.ts";

let app: FastifyInstance;
let firm: TestFirm;
let lucknow: string;
let sales: string;
let ops: string;
let asha: { browser: Browser; id: string };
let manoj: { browser: Browser; id: string };
let hema: { browser: Browser; id: string };
let ravi: { id: string };
let zoya: { id: string };

const { from, to } = taxYearRange(indiaToday());
const year = from.slice(0, 4);
const may = `${year}-05`;
const june = `${year}-06`;

type Item = { category: string; date: string; amount: number; approved?: number; project?: string };

async function put(employeeId: string, number: string, title: string, status: ClaimStatus, items: Item[]) {
  await withFirm(app.database.db, firm.firmId, async (tx) => {
    const total = items.reduce((s, i) => s + i.amount, 0);
    const decided = status === "approved" || status === "paid";
    const [claim] = await tx
      .insert(expenseClaims)
      .values({ firmId: firm.firmId, number, title, employeeId, status, total, approvedTotal: decided ? items.reduce((s, i) => s + (i.approved ?? i.amount), 0) : null, submittedAt: status === "draft" ? null : new Date() })
      .returning();
    await tx.insert(expenseItems).values(items.map((i, position) => ({ firmId: firm.firmId, claimId: claim?.id ?? "", employeeId, position, category: i.category, date: i.date, amount: i.amount, approvedAmount: i.approved ?? null, project: i.project ?? "" })));
  });
}

beforeAll(async () => {
  app = await createTestApp();
  firm = await makeFirm(app);
  const ws = await firm.admin.post("/api/v1/workspaces", { name: "Lucknow Office", address: "Hazratganj", city: "Lucknow", state: "UP", pincode: "226001" });
  expect(ws.statusCode, ws.body).toBe(201);
  lucknow = ws.json().id;
  sales = (await firm.admin.post("/api/v1/departments", { name: "Sales", workspace_id: firm.workspaceId })).json().id;
  ops = (await firm.admin.post("/api/v1/departments", { name: "Ops", workspace_id: lucknow })).json().id;
  manoj = await makeSignedIn(app, firm, "E", { name: "Manoj Tiwari", department_id: sales });
  asha = await makeSignedIn(app, firm, "E", { name: "Asha Verma", department_id: sales, manager_id: manoj.id });
  ravi = await makeEmployee(app, firm, { name: "Ravi Yadav", workspace_id: lucknow, department_id: ops, manager_id: manoj.id });
  zoya = await makeEmployee(app, firm, { name: "Zoya Ansari", workspace_id: lucknow, department_id: ops });
  hema = await makeSignedIn(app, firm, "H", { name: "Hema Joshi", workspace_id: lucknow }, [lucknow]);
  // Amounts in paise; `approved` where an approver paid less.
  await put(asha.id, "EXP-0001", "Kanpur client visit", "approved", [
    { category: "meals", date: `${may}-10`, amount: 100_000, approved: 80_000 },
    { category: "travel", date: `${may}-12`, amount: 50_000, project: "Trade fairs" },
  ]);
  await put(asha.id, "EXP-0002", "=HYPERLINK(\"http://evil\")", "paid", [{ category: "travel", date: `${june}-15`, amount: 200_000 }]);
  await put(ravi.id, "EXP-0003", "Delhi trade fair", "approved", [
    { category: "lodging", date: `${june}-20`, amount: 300_000, project: "Trade fairs" },
    { category: "meals", date: `${june}-21`, amount: 40_000 },
  ]);
  await put(ravi.id, "EXP-0004", "Team lunch", "submitted", [{ category: "meals", date: `${may}-05`, amount: 60_000 }]);
  await put(zoya.id, "EXP-0005", "Agra audit", "paid", [{ category: "lodging", date: `${may}-25`, amount: 150_000, approved: 120_000, project: "Audit" }]);
  await put(zoya.id, "EXP-0006", "Not sent yet", "draft", [{ category: "meals", date: `${may}-01`, amount: 99_900 }]);
  await put(asha.id, "EXP-0007", "Refused taxi", "rejected", [{ category: "travel", date: `${may}-02`, amount: 77_700 }]);
  await put(ravi.id, "EXP-0008", "Last year's dinner", "approved", [{ category: "meals", date: `${year}-03-20`, amount: 55_500 }]);
});
afterAll(async () => {
  await app.close();
});

const report = async (b: Browser, query: string) => {
  const res = await b.get(`/api/v1/expenses/report?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ExpenseReportView;
};
const figures = (v: ExpenseReportView) => v.rows.map(({ key: _key, ...r }) => r);

describe("the expense report", () => {
  it("adds up by the project each item names, the items with none together", async () => {
    const v = await report(firm.admin, "group=project");
    expect(v.rows.map((r) => r.key)).toEqual(["Trade fairs", "", "Audit"]);
    expect(figures(v)).toEqual([
      { label: "Trade fairs", claims: 2, items: 2, claimed: 350_000, approved: 350_000, reduced: 0, paid: 0 },
      { label: "No project", claims: 3, items: 3, claimed: 340_000, approved: 320_000, reduced: 20_000, paid: 200_000 },
      { label: "Audit", claims: 1, items: 1, claimed: 150_000, approved: 120_000, reduced: 30_000, paid: 120_000 },
    ]);
    expect(v.totals).toEqual({ claims: 4, items: 6, claimed: 840_000, approved: 790_000, reduced: 50_000, paid: 320_000 });
  });

  it("sums this tax year's approved and paid claims by category, a claim counted once in each of its categories and once in the total", async () => {
    const v = await report(firm.admin, "group=category");
    expect(v).toMatchObject({ group: "category", from, to, statuses: ["approved", "paid"], scope: "firm" });
    expect(figures(v)).toEqual([
      { label: "Lodging", claims: 2, items: 2, claimed: 450_000, approved: 420_000, reduced: 30_000, paid: 120_000 },
      { label: "Travel", claims: 2, items: 2, claimed: 250_000, approved: 250_000, reduced: 0, paid: 200_000 },
      { label: "Meals", claims: 2, items: 2, claimed: 140_000, approved: 120_000, reduced: 20_000, paid: 0 },
    ]);
    expect(v.totals).toEqual({ claims: 4, items: 6, claimed: 840_000, approved: 790_000, reduced: 50_000, paid: 320_000 });
  });

  it("groups by month in order, by employee, department and workspace largest first", async () => {
    const months = await report(firm.admin, "group=month");
    expect(months.rows).toEqual([
      { key: may, label: `May ${year}`, claims: 2, items: 3, claimed: 300_000, approved: 250_000, reduced: 50_000, paid: 120_000 },
      { key: june, label: `June ${year}`, claims: 2, items: 3, claimed: 540_000, approved: 540_000, reduced: 0, paid: 200_000 },
    ]);
    const ashaFigures = { claims: 2, items: 3, claimed: 350_000, approved: 330_000, reduced: 20_000, paid: 200_000 };
    const lucknowFigures = { claims: 2, items: 3, claimed: 490_000, approved: 460_000, reduced: 30_000, paid: 120_000 };
    const people = await report(firm.admin, "group=employee");
    expect(people.rows.map((r) => r.key)).toEqual([asha.id, ravi.id, zoya.id]);
    expect(people.rows[0]).toMatchObject({ label: expect.stringMatching(/^Asha Verma \(.+\)$/), ...ashaFigures });
    expect(people.rows[1]).toMatchObject({ claims: 1, items: 2, claimed: 340_000, approved: 340_000, reduced: 0, paid: 0 });
    expect(people.rows[2]).toMatchObject({ claims: 1, items: 1, claimed: 150_000, approved: 120_000, reduced: 30_000, paid: 120_000 });
    expect((await report(firm.admin, "group=department")).rows).toEqual([
      { key: ops, label: "Ops", ...lucknowFigures },
      { key: sales, label: "Sales", ...ashaFigures },
    ]);
    expect((await report(firm.admin, "group=workspace")).rows).toEqual([
      { key: lucknow, label: "Lucknow Office", ...lucknowFigures },
      { key: firm.workspaceId, label: "Kanpur Tannery", ...ashaFigures },
    ]);
  });

  it("adds claims still waiting when asked, and narrows by workspace, department, category and range", async () => {
    const waiting = await report(firm.admin, "group=category&status=submitted,approved,paid");
    expect(waiting.statuses).toEqual(["submitted", "approved", "paid"]);
    // Ravi's lunch waits: claimed, neither approved nor reduced yet.
    expect(waiting.totals).toEqual({ claims: 5, items: 7, claimed: 900_000, approved: 790_000, reduced: 50_000, paid: 320_000 });
    const onlyWaiting = await report(firm.admin, "group=category&status=submitted");
    expect(onlyWaiting.totals).toEqual({ claims: 1, items: 1, claimed: 60_000, approved: 0, reduced: 0, paid: 0 });
    const lodging = await report(firm.admin, `group=employee&workspace_id=${lucknow}&category=lodging`);
    expect(lodging.rows.map((r) => [r.key, r.claimed])).toEqual([
      [ravi.id, 300_000],
      [zoya.id, 150_000],
    ]);
    expect((await report(firm.admin, `group=month&department_id=${sales}`)).totals.claimed).toBe(350_000);
    expect((await report(firm.admin, `group=month&from=${june}-01&to=${june}-30`)).totals.claimed).toBe(540_000);
    // Last tax year's dinner, when the range covers it.
    const before = await report(firm.admin, `group=month&from=${year}-03-01&to=${year}-03-31`);
    expect(before.rows).toEqual([{ key: `${year}-03`, label: `March ${year}`, claims: 1, items: 1, claimed: 55_500, approved: 55_500, reduced: 0, paid: 0 }]);
  });

  it("sends only the largest groups when asked (the screen's table), with the count of them all and the same totals", async () => {
    const all = await report(firm.admin, "group=employee");
    expect(all.groups).toBe(3);
    const top = await report(firm.admin, "group=employee&limit=2");
    expect(top.rows).toEqual(all.rows.slice(0, 2));
    expect(top.groups).toBe(3);
    expect(top.totals).toEqual(all.totals);
    // Months are few and in order: always all of them.
    const months = await report(firm.admin, "group=month&limit=1");
    expect(months.rows.map((r) => r.key)).toEqual([may, june]);
    const bad = await firm.admin.get("/api/v1/expenses/report?limit=0");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.limit).toBe("Limit must be a whole number from 1 to 10,000");
    expect((await firm.admin.get("/api/v1/expenses/report?limit=many")).json().errors.limit).toBe("Limit must be a whole number from 1 to 10,000");
    // The workbook has every group whatever the limit.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await firm.admin.get("/api/v1/expenses/report.xlsx?group=employee&limit=1")).rawPayload as unknown as ArrayBuffer);
    expect(book.getWorksheet("By employee")?.rowCount).toBe(5);
  });

  it("refuses a bad query with the field in words", async () => {
    const group = await firm.admin.get("/api/v1/expenses/report?group=weekday");
    expect(group.statusCode).toBe(400);
    expect(group.json().errors.group).toBe("Group by employee, department, workspace, project, category or month");
    const backwards = await firm.admin.get(`/api/v1/expenses/report?from=${june}-30&to=${may}-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.to).toBe("To must be on or after From");
    const day = await firm.admin.get("/api/v1/expenses/report?from=2026-02-30");
    expect(day.json().errors.from).toBe("From: that date does not exist");
    const status = await firm.admin.get("/api/v1/expenses/report?status=draft");
    expect(status.statusCode).toBe(400);
    expect(Object.values(status.json().errors)).toContain("Choose from submitted, approved and paid");
    const workspace = await firm.admin.get("/api/v1/expenses/report?workspace_id=kanpur");
    expect(workspace.json().errors.workspace_id).toBe("Choose a workspace from the list");
  });

  it("is for admins, HR within their workspaces and managers for their direct reports; an employee is refused", async () => {
    expect((await asha.browser.get("/api/v1/expenses/report")).statusCode).toBe(403);
    expect((await asha.browser.get("/api/v1/expenses/report.xlsx")).statusCode).toBe(403);
    const team = await report(manoj.browser, "group=employee");
    expect(team.scope).toBe("team");
    expect(team.rows.map((r) => r.key)).toEqual([asha.id, ravi.id]);
    expect(team.totals).toMatchObject({ claims: 3, claimed: 690_000 });
    const hr = await report(hema.browser, "group=employee");
    expect(hr.scope).toBe("workspaces");
    expect(hr.rows.map((r) => r.key)).toEqual([ravi.id, zoya.id]);
    expect(hr.totals.claimed).toBe(490_000);
    // Naming a workspace outside HR's scope finds nothing rather than widening it.
    expect((await report(hema.browser, `group=employee&workspace_id=${firm.workspaceId}`)).rows).toEqual([]);
  });

  it("gives another firm none of this firm's figures, even named by id", async () => {
    const other = await demoSession(app, "A");
    const res = await other.get(`/api/v1/expenses/report?group=employee&workspace_id=${lucknow}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ExpenseReportView).rows).toEqual([]);
    const all = await other.get("/api/v1/expenses/report?group=employee");
    for (const name of ["Asha Verma", "Ravi Yadav", "Zoya Ansari"]) expect(all.body).not.toContain(name);
  });

  it("downloads as a workbook: the groups, the total and what it covers, cell by cell", async () => {
    const res = await firm.admin.get("/api/v1/expenses/report.xlsx?group=category");
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="vetan-expenses-by-category-${from}-to-${to}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("By category");
    const rows = [1, 2, 3, 4, 5].map((n) => (sheet?.getRow(n).values as unknown[]).slice(1));
    expect(rows).toEqual([
      ["Category", "Claims", "Items", "Claimed (₹)", "Approved (₹)", "Reduced by approvers (₹)", "Paid (₹)"],
      ["Lodging", 2, 2, 4500, 4200, 300, 1200],
      ["Travel", 2, 2, 2500, 2500, 0, 2000],
      ["Meals", 2, 2, 1400, 1200, 200, 0],
      ["Total", 4, 6, 8400, 7900, 500, 3200],
    ]);
    expect(sheet?.rowCount).toBe(5);
    expect(sheet?.getCell("D2").numFmt).toBe("#,##,##0.00");
    expect(book.getWorksheet("About")?.getCell("A2").value).toBe("Claims approved, paid; drafts, refusals and withdrawals are never counted.");
  });
});

describe("the report's own tables (kept by the database's triggers)", () => {
  // Another firm, changed at random (a seeded generator, so a failure replays) the ways the product changes
  // claims: made in any state, decided, paid, settled, items added, changed and removed, people moved between
  // departments and workspaces, claims deleted, the cells folded. After each round every grouping, with and
  // without filters, over the tax year and over dates that cut through claims, must equal the figures worked
  // here from the items themselves: distinct claims with bills in the dates, as the report has always meant.
  type Raw = { claim_id: string; employee_id: string; status: string; department_id: string | null; workspace_id: string | null; date: string; category: string; project: string; amount: string; approved_amount: string | null };
  const GROUPINGS = ["employee", "department", "workspace", "project", "category", "month"] as const;

  function expected(raw: Raw[], q: { group: (typeof GROUPINGS)[number]; from: string; to: string; statuses: string[]; category?: string; workspace?: string; department?: string }) {
    const statuses = q.statuses.flatMap((s) => (s === "paid" ? ["paid", "settled"] : [s]));
    const items = raw.filter((i) => i.date >= q.from && i.date <= q.to && statuses.includes(i.status) && (!q.category || i.category === q.category) && (!q.workspace || i.workspace_id === q.workspace) && (!q.department || i.department_id === q.department));
    const keyOf = (i: Raw) => ({ employee: i.employee_id, department: i.department_id ?? "", workspace: i.workspace_id ?? "", project: i.project, category: i.category, month: i.date.slice(0, 7) })[q.group];
    const sum = (list: Raw[]) => {
      const decided = list.filter((i) => ["approved", "paid", "settled"].includes(i.status));
      const kept = (i: Raw) => Number(i.approved_amount ?? i.amount);
      return {
        claims: new Set(list.map((i) => i.claim_id)).size,
        items: list.length,
        claimed: list.reduce((t, i) => t + Number(i.amount), 0),
        approved: decided.reduce((t, i) => t + kept(i), 0),
        reduced: decided.reduce((t, i) => t + Number(i.amount) - kept(i), 0),
        paid: decided.filter((i) => i.status !== "approved").reduce((t, i) => t + kept(i), 0),
      };
    };
    const groups = new Map<string, Raw[]>();
    for (const i of items) groups.set(keyOf(i), [...(groups.get(keyOf(i)) ?? []), i]);
    const rows = [...groups].map(([key, list]) => ({ key, ...sum(list) })).sort((a, b) => a.key.localeCompare(b.key));
    return { rows, totals: sum(items) };
  }

  it("read the months a range covers whole from the people's table, and only the days at its ends from the lines", () => {
    expect(wholeMonths("2026-04-01", "2027-03-31")).toEqual({ first: "2026-04-01", last: "2027-03-01" });
    expect(wholeMonths("2025-11-28", "2026-11-28")).toEqual({ first: "2025-12-01", last: "2026-10-01" });
    expect(wholeMonths("2026-02-01", "2026-02-28")).toEqual({ first: "2026-02-01", last: "2026-02-01" });
    expect(wholeMonths("2028-02-01", "2028-02-28").first > wholeMonths("2028-02-01", "2028-02-28").last).toBe(true);
    expect(wholeMonths("2026-06-10", "2026-07-20")).toEqual({ first: "2026-07-01", last: "2026-06-01" });
  });

  it("always equal the figures worked from the items, however claims, items and people change", async () => {
    const other = await makeFirm(app);
    const north = (await other.admin.post("/api/v1/workspaces", { name: "Noida Depot", address: "Sector 63", city: "Noida", state: "UP", pincode: "201301" })).json().id as string;
    const depts = [
      (await other.admin.post("/api/v1/departments", { name: "Field", workspace_id: other.workspaceId })).json().id as string,
      (await other.admin.post("/api/v1/departments", { name: "Accounts", workspace_id: north })).json().id as string,
    ];
    const spaces = [other.workspaceId, north];
    const admin: FirmActor = { firmId: other.firmId, employeeId: other.adminId, userId: null, access: "A", hrWorkspaceIds: [], via: "session" };
    const people: string[] = [];
    for (let n = 0; n < 4; n++) people.push((await makeEmployee(app, other, { workspace_id: spaces[n % 2], department_id: n === 3 ? undefined : depts[n % 2] })).id);
    let seed = 20261128;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      // The high bits: a power-of-two modulus makes the low ones cycle.
      return Math.floor(seed / 65536) % n;
    };
    const pick = <T,>(list: readonly T[]) => list[rand(list.length)] as T;
    const STATES = ["draft", "submitted", "approved", "paid", "settled", "rejected", "withdrawn"] as const;
    const CATEGORIES = ["meals", "travel", "lodging"];
    // Days from late May to early August, so June 10 to July 20 cuts through trips on both sides.
    const day = () => {
      const d = new Date(Date.UTC(Number(year), 4, 25 + rand(70)));
      return d.toISOString().slice(0, 10);
    };
    const item = (claimId: string, employeeId: string, position: number) => {
      const amount = 1_000 + rand(50) * 1_000;
      return { firmId: other.firmId, claimId, employeeId, position, category: pick(CATEGORIES), date: day(), amount, approvedAmount: rand(4) === 0 ? Math.floor(amount / 2) : null, project: pick(["", "", "Expo"]) };
    };
    let made = 0;
    const change = async () => {
      await withFirm(app.database.db, other.firmId, async (tx) => {
        const claims = await tx.select({ id: expenseClaims.id, employeeId: expenseClaims.employeeId }).from(expenseClaims).where(sql`${expenseClaims.firmId} = ${other.firmId}`);
        const items = await tx.select({ id: expenseItems.id }).from(expenseItems).where(sql`${expenseItems.firmId} = ${other.firmId}`);
        const what = claims.length < 6 ? 0 : rand(8);
        if (what === 0 || what === 1) {
          // A claim with one to four items, written as the services write: the claim, then its items in one statement.
          const employeeId = pick(people);
          const [claim] = await tx.insert(expenseClaims).values({ firmId: other.firmId, number: `R-${++made}`, title: "Random", employeeId, status: pick(STATES) }).returning();
          const id = claim?.id ?? "";
          await tx.insert(expenseItems).values(Array.from({ length: 1 + rand(4) }, (_, p) => item(id, employeeId, p)));
        } else if (what === 2) {
          await tx.update(expenseClaims).set({ status: pick(STATES) }).where(sql`${expenseClaims.id} = ${pick(claims).id}`);
        } else if (what === 3 && items.length > 0) {
          const amount = 1_000 + rand(50) * 1_000;
          await tx.update(expenseItems).set(pick([{ date: day() }, { category: pick(CATEGORIES) }, { amount, approvedAmount: null }, { approvedAmount: 500 }, { project: "Expo" }])).where(sql`${expenseItems.id} = ${pick(items).id}`);
        } else if (what === 4 && items.length > 0) {
          await tx.delete(expenseItems).where(sql`${expenseItems.id} = ${pick(items).id}`);
        } else if (what === 5) {
          const c = pick(claims);
          await tx.insert(expenseItems).values(item(c.id, c.employeeId, 10 + rand(1_000)));
        } else if (what === 6) {
          await tx.update(employees).set({ departmentId: pick([...depts, null]), workspaceId: pick(spaces) }).where(sql`${employees.id} = ${pick(people)}`);
        } else {
          await tx.delete(expenseClaims).where(sql`${expenseClaims.id} = ${pick(claims).id}`);
        }
        // Now and then every claim of the firm paid in one statement, as a payroll run marks them.
        if (rand(10) === 0) await tx.update(expenseClaims).set({ status: "paid" }).where(sql`${expenseClaims.firmId} = ${other.firmId} and ${expenseClaims.status} = 'approved'`);
        if (rand(6) === 0) await tx.execute(sql`select expense_report_compact(${other.firmId}::uuid)`);
      });
    };
    const raw = () =>
      withFirm(app.database.db, other.firmId, (tx) =>
        rowsOf<Raw>(
          tx,
          sql`select i.claim_id, c.employee_id, c.status, e.department_id, e.workspace_id, i.date::text as date, i.category, i.project, i.amount::text as amount, i.approved_amount::text as approved_amount
              from expense_items i join expense_claims c on c.firm_id = i.firm_id and c.id = i.claim_id join employees e on e.firm_id = c.firm_id and e.id = c.employee_id
              where i.firm_id = ${other.firmId}`,
        ),
      );
    let compared = 0;
    let cutThrough = 0;
    for (let round = 0; round < 5; round++) {
      for (let n = 0; n < 12; n++) await change();
      const now = await raw();
      // Claims in counted states with bills both before June 10 and within the cut: the case the marks alone miss.
      const spans = new Map<string, string[]>();
      for (const i of now.filter((i) => ["approved", "paid", "settled"].includes(i.status))) spans.set(i.claim_id, [...(spans.get(i.claim_id) ?? []), i.date]);
      cutThrough += [...spans.values()].filter((days) => days.some((d) => d < `${year}-06-10`) && days.some((d) => d >= `${year}-06-10` && d <= `${year}-07-20`)).length;
      for (const group of GROUPINGS) {
        // The tax year (whole months), dates inside two months (lines alone), and whole months with days at both ends.
        for (const range of [{ from, to }, { from: `${year}-06-10`, to: `${year}-07-20` }, { from: `${year}-05-28`, to: `${year}-08-02` }]) {
          for (const filter of [{}, { category: "meals" }, { workspace: north }, { department: depts[0] }] as { category?: string; workspace?: string; department?: string }[]) {
            for (const statuses of [["approved", "paid"], ["submitted", "approved", "paid"]]) {
              const params = new URLSearchParams({ group, from: range.from, to: range.to, status: statuses.join(",") });
              if (filter.category) params.set("category", filter.category);
              if (filter.workspace) params.set("workspace_id", filter.workspace);
              if (filter.department) params.set("department_id", filter.department);
              // At the service the route calls, with the route's own schema: hundreds of calls would meet the rate limit.
              const got = await app.services.expenseReports.report(admin, ExpenseReportQuerySchema.parse(Object.fromEntries(params)));
              const want = expected(now, { group, ...range, statuses, ...filter });
              const context = `round ${round}, ${params.toString()}`;
              expect({ rows: got.rows.map(({ label: _label, ...r }) => r).sort((a, b) => a.key.localeCompare(b.key)), totals: got.totals }, context).toEqual(want);
              compared++;
            }
          }
        }
      }
    }
    expect(compared).toBe(5 * 6 * 3 * 4 * 2);
    // The generator made claims that cross the cut, in counted states, or the check above proved little.
    expect(cutThrough).toBeGreaterThan(0);
    // The daily upkeep folds every firm's appended cells: none left, the figures unchanged.
    const before = await report(other.admin, "group=category&status=submitted,approved,paid");
    await app.services.expenseReports.compactAll();
    const [left] = await withFirm(app.database.db, other.firmId, (tx) => rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from expense_report_cells where firm_id = ${other.firmId} and delta`));
    expect(left?.n).toBe(0);
    expect(await report(other.admin, "group=category&status=submitted,approved,paid")).toEqual(before);
  }, 240_000);
});

describe("the claims list's exports", () => {
  it("CSV: the same box, status and search as the list, every row, formula-safe", async () => {
    const res = await firm.admin.get("/api/v1/expenses/claims.csv?box=all&status=paid");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const [head, ...rows] = parseCsv(res.body);
    expect(head).toEqual(["Claim", "Title", "Employee", "Code", "Status", "Items", "Flagged", "Claimed (₹)", "Approved (₹)", "Submitted on", "Created on"]);
    expect(rows.map((r) => [r[0], r[1], r[2], r[4], r[7], r[8]]).sort()).toEqual([
      ["EXP-0002", `'=HYPERLINK("http://evil")`, "Asha Verma", "Paid", "2000", "2000"],
      ["EXP-0005", "Agra audit", "Zoya Ansari", "Paid", "1500", "1200"],
    ]);
    const searched = parseCsv((await firm.admin.get("/api/v1/expenses/claims.csv?box=all&q=zoya")).body).slice(1);
    // Zoya's draft is hers alone: the firm's list never shows it.
    expect(searched.map((r) => r[0])).toEqual(["EXP-0005"]);
    const list = (await firm.admin.get("/api/v1/expenses/claims?box=all&q=ravi")).json() as { data: { number: string }[] };
    const exported = parseCsv((await firm.admin.get("/api/v1/expenses/claims.csv?box=all&q=ravi")).body).slice(1);
    expect(exported.map((r) => r[0])).toEqual(list.data.map((c) => c.number));
    expect(exported).toHaveLength(3);
  });

  it("XLSX: the same rows, amounts as numbers, text never a formula; refused where the list is", async () => {
    const res = await manoj.browser.get("/api/v1/expenses/claims.xlsx?box=team&status=approved");
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Claims");
    const rows = Array.from({ length: (sheet?.rowCount ?? 1) - 1 }, (_, i) => (sheet?.getRow(i + 2).values as unknown[]).slice(1, 10));
    expect(rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual([
      ["EXP-0001", "Kanpur client visit", "Asha Verma", expect.any(String), "Approved", 2, 0, 1500, 1300],
      ["EXP-0003", "Delhi trade fair", "Ravi Yadav", expect.any(String), "Approved", 2, 0, 3400, 3400],
      ["EXP-0008", "Last year's dinner", "Ravi Yadav", expect.any(String), "Approved", 1, 0, 555, 555],
    ]);
    const paid = await firm.admin.get("/api/v1/expenses/claims.xlsx?box=all&status=paid&q=HYPERLINK");
    const paidBook = new ExcelJS.Workbook();
    await paidBook.xlsx.load(paid.rawPayload as unknown as ArrayBuffer);
    expect(paidBook.getWorksheet("Claims")?.getCell("B2").value).toBe(`'=HYPERLINK("http://evil")`);
    expect((await asha.browser.get("/api/v1/expenses/claims.xlsx?box=all")).statusCode).toBe(403);
    expect((await asha.browser.get("/api/v1/expenses/claims.csv?box=all")).statusCode).toBe(403);
  });
});
