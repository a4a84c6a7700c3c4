// The People module's API (issue 14): the directory, profiles through the privacy policy for every role,
// adding and editing people, dated job changes, exits, sign-in access, the org chart, the summary and the
// export. The demo firm gives the roles: A (Ananya), H (Rohit, firm-wide HR), M (Arjun, Sales manager),
// E (Meera, who reports to Arjun).
import type { DirectoryPage, EmployeeProfile, JobHistoryEntry, OrgChart, PeopleSummary } from "@vetan/shared/people";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema.ts";
import { createTestApp } from "./support/app.ts";
import { Browser } from "./support/browser.ts";
import { parseCsv } from "./support/csv.ts";
import { demoRoles } from "./support/demo-session.ts";
import { freshMobile, makeEmployee, makeFirm, makeSignedIn, type TestFirm } from "./support/factories.ts";
import { withFirm } from "../src/platform/db/tenancy.ts";

let app: FastifyInstance;
let as: Record<"A" | "H" | "M" | "E", Browser>;
/** Demo people's ids by role. */
let id: Record<"A" | "H" | "M" | "E", string>;

beforeAll(async () => {
  app = await createTestApp();
  ({ as, id } = await demoRoles(app));
});
afterAll(() => app.close());

const profile = async (b: Browser, who: string) => {
  const res = await b.get(`/api/v1/people/${who}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EmployeeProfile;
};
const auditCount = async () => (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n ?? 0;

describe("directory", () => {
  it("answers every role in the firm, and nobody signed in gets 401", async () => {
    for (const who of ["A", "H", "M", "E"] as const) {
      const page = (await as[who].get("/api/v1/people?limit=20")).json() as DirectoryPage;
      expect(page.data).toHaveLength(20);
      expect(page.total).toBeGreaterThan(100);
      // Public fields only: no mobile, PAN or bank anywhere in a directory row.
      expect(Object.keys(page.data[0] ?? {}).sort()).toEqual(
        ["code", "department", "designation", "id", "joining_date", "manager", "name", "reports", "status", "work_email", "workspace"].sort(),
      );
    }
    expect((await new Browser(app).get("/api/v1/people")).statusCode).toBe(401);
  });

  it("pages with a cursor through everyone exactly once, in name order", async () => {
    const seen: string[] = [];
    let cursor: string | null = "";
    let total = 0;
    while (cursor !== null) {
      const page = (await as.E.get(`/api/v1/people?limit=37${cursor ? `&cursor=${cursor}` : ""}`)).json() as DirectoryPage;
      total = page.total;
      seen.push(...page.data.map((d) => d.name));
      cursor = page.next;
    }
    expect(seen).toHaveLength(total);
    expect([...seen].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(seen);
    expect((await as.E.get("/api/v1/people?cursor=not-ours")).statusCode).toBe(400);
  });

  it("searches names and codes, filters by manager and status, and searches mobiles only for those who see them", async () => {
    const byName = (await as.E.get("/api/v1/people?q=meera")).json() as DirectoryPage;
    expect(byName.data.map((d) => d.id)).toContain(id.E);
    const byCode = (await as.E.get("/api/v1/people?q=EMP0001")).json() as DirectoryPage;
    expect(byCode.data[0]?.id).toBe(id.A);
    const team = (await as.E.get(`/api/v1/people?manager_id=${id.M}`)).json() as DirectoryPage;
    expect(team.data.map((d) => d.id)).toContain(id.E);
    expect(team.data.every((d) => d.manager?.id === id.M)).toBe(true);
    // 9800000003 is Meera's mobile: A finds her by it, a colleague learns nothing from a search.
    expect(((await as.A.get("/api/v1/people?q=9800000003")).json() as DirectoryPage).data.map((d) => d.id)).toEqual([id.E]);
    expect(((await as.M.get("/api/v1/people?q=9800000003")).json() as DirectoryPage).total).toBe(0);
    const exited = (await as.A.get("/api/v1/people?status=exited")).json() as DirectoryPage;
    expect(exited.data.every((d) => d.status === "exited")).toBe(true);
    const current = (await as.A.get("/api/v1/people?limit=200")).json() as DirectoryPage;
    expect(current.data.some((d) => d.status === "exited")).toBe(false);
  });

  it("names each row's designation, department, workspace and manager, and counts the reports still on the rolls", async () => {
    const firm = await makeFirm(app);
    const department = (await firm.admin.post("/api/v1/departments", { name: "Beamhouse", workspace_id: firm.workspaceId })).json().id as string;
    const designation = (await firm.admin.post("/api/v1/designations", { name: "Tanner" })).json().id as string;
    const top = await makeEmployee(app, firm, { name: "Zubin Top", department_id: department, designation_id: designation });
    const stays = await makeEmployee(app, firm, { name: "Zubin Stays", manager_id: top.id });
    const goes = await makeEmployee(app, firm, { name: "Zubin Goes", manager_id: top.id });
    await firm.admin.post(`/api/v1/people/${goes.id}/exit`, { resignation_date: "2025-01-05", last_working_day: "2025-02-04", exit_reason: "resigned" });
    const page = (await firm.admin.get("/api/v1/people?q=zubin")).json() as DirectoryPage;
    expect(page.total).toBe(2);
    expect(page.data.find((d) => d.id === top.id)).toMatchObject({
      designation: "Tanner",
      department: { id: department, name: "Beamhouse" },
      workspace: { id: firm.workspaceId, name: "Kanpur Tannery" },
      manager: null,
      reports: 1,
    });
    expect(page.data.find((d) => d.id === stays.id)).toMatchObject({ designation: null, department: null, manager: { id: top.id, name: "Zubin Top" }, reports: 0 });
    const all = (await firm.admin.get("/api/v1/people?q=zubin&status=all&limit=2")).json() as DirectoryPage;
    expect([all.total, all.data.map((d) => d.name)]).toEqual([3, ["Zubin Goes", "Zubin Stays"]]);
    const rest = (await firm.admin.get(`/api/v1/people?q=zubin&status=all&limit=2&cursor=${all.next}`)).json() as DirectoryPage;
    expect([rest.total, rest.data.map((d) => d.name), rest.next]).toEqual([3, ["Zubin Top"], null]);
  });
});

describe("privacy: who sees which parts of Meera's profile (role × field)", () => {
  const cases = [
    { who: "A", personal: true, priv: true },
    { who: "H", personal: true, priv: true },
    { who: "E", personal: true, priv: true }, // herself
    { who: "M", personal: true, priv: false }, // her manager: never her pay, bank or identity numbers
  ] as const;
  it.each(cases)("$who: personal $personal, private $priv", async ({ who, personal, priv }) => {
    const p = await profile(as[who], id.E);
    expect(p.name).toBe("Meera Iyer");
    expect(p.personal !== null).toBe(personal);
    expect(p.private !== null).toBe(priv);
    expect(p.can.see_private).toBe(priv);
    const raw = JSON.stringify(p);
    if (!priv) for (const field of ["pan", "bank_account", "aadhaar", "uan", "family"]) expect(raw).not.toContain(`"${field}"`);
  });

  it("a colleague outside the chain sees public fields alone; so does Meera of her manager", async () => {
    const ofRohit = await profile(as.M, id.H);
    expect(ofRohit.personal).toBeNull();
    expect(ofRohit.private).toBeNull();
    const ofArjun = await profile(as.E, id.M);
    expect(ofArjun.personal).toBeNull();
    expect(ofArjun.private).toBeNull();
    expect(ofArjun.can).toEqual({ edit: false, change_job: false, record_exit: false, change_access: false, see_private: false });
  });

  it("HR with workspaces given sees private fields only in those workspaces", async () => {
    const firm = await makeFirm(app);
    const other = await firm.admin.post("/api/v1/workspaces", { name: "Agra Unit", address: "Sikandra", city: "Agra", state: "UP", pincode: "282007" });
    const inScope = await makeEmployee(app, firm);
    const outside = await makeEmployee(app, firm, { workspace_id: other.json().id });
    const hr = await makeSignedIn(app, firm, "H", {}, [firm.workspaceId]);
    expect((await profile(hr.browser, inScope.id)).private).not.toBeNull();
    expect((await profile(hr.browser, outside.id)).private).toBeNull();
    // …and cannot add anyone to a workspace outside their scope.
    const refused = await hr.browser.post("/api/v1/people", { name: "Outside Hire", joining_date: "2025-01-01", workspace_id: other.json().id });
    expect(refused.statusCode).toBe(403);
  });
});

describe("adding people", () => {
  let firm: TestFirm;
  beforeAll(async () => {
    firm = await makeFirm(app);
  });

  it("A adds an employee with a manager, statutory and bank details; the code comes from the series and Aadhaar is masked", async () => {
    const manager = await makeEmployee(app, firm, { name: "Imran Qureshi" });
    const res = await firm.admin.post("/api/v1/people", {
      name: "Salma Ansari",
      gender: "female",
      date_of_birth: "1994-02-11",
      mobile: freshMobile(),
      joining_date: "2025-07-01",
      probation_end: "2026-01-01",
      employment_type: "probation",
      workspace_id: firm.workspaceId,
      manager_id: manager.id,
      pan: "abcpe1234f",
      aadhaar: "2345 6789 0124",
      uan: "100200300400",
      bank_account: "123456789012",
      bank_ifsc: "SBIN0001234",
      family: [{ name: "Rizwan Ansari", relation: "spouse", date_of_birth: "", nominee_percent: 100 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json() as EmployeeProfile;
    expect(p.code).toMatch(/^EMP\d{4}$/);
    expect(p.manager).toEqual({ id: manager.id, name: "Imran Qureshi" });
    expect(p.private?.pan).toBe("ABCPE1234F");
    expect(p.private?.aadhaar).toBe("XXXX XXXX 0124");
    expect(JSON.stringify(p)).not.toContain("234567890124");
    const history = (await firm.admin.get(`/api/v1/people/${p.id}/history`)).json().data as JobHistoryEntry[];
    expect(history.map((h) => h.kind)).toEqual(["joined"]);
  });

  it("refuses bad input with a message per field and changes nothing", async () => {
    const before = (await firm.admin.get("/api/v1/people?status=all")).json().total;
    const audits = await auditCount();
    const res = await firm.admin.post("/api/v1/people", {
      name: " ",
      joining_date: "2025-02-30",
      workspace_id: "nope",
      pan: "ABCDE1234F",
      aadhaar: "1234 5678 9012",
      bank_account: "12",
      mobile: "12345",
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string>;
    expect(errors.name).toBe("Name is required");
    expect(errors.joining_date).toMatch(/does not exist/);
    expect(errors.workspace_id).toBe("Choose a workspace from the list");
    expect(errors.pan).toMatch(/fourth letter/);
    expect(errors.aadhaar).toMatch(/cannot start with 0 or 1/);
    expect(errors.mobile).toBe("Mobile number should be 10 digits");
    expect((await firm.admin.get("/api/v1/people?status=all")).json().total).toBe(before);
    expect(await auditCount()).toBe(audits);
  });

  it("refuses a duplicate mobile or code, and another firm's workspace, as field errors", async () => {
    const first = await makeEmployee(app, firm, { code: "KLW-7" });
    const mobile = (await profile(firm.admin, first.id)).personal?.mobile ?? "";
    const dupMobile = await firm.admin.post("/api/v1/people", { name: "Copy", joining_date: "2025-01-01", workspace_id: firm.workspaceId, mobile });
    expect(dupMobile.statusCode).toBe(409);
    expect(dupMobile.json().errors.mobile).toMatch(/already has this mobile/);
    const dupCode = await firm.admin.post("/api/v1/people", { name: "Copy", code: "klw-7", joining_date: "2025-01-01", workspace_id: firm.workspaceId });
    expect(dupCode.statusCode).toBe(409);
    const demoWorkspace = (await as.A.get("/api/v1/workspaces")).json().data[0].id;
    const foreign = await firm.admin.post("/api/v1/people", { name: "Stray", joining_date: "2025-01-01", workspace_id: demoWorkspace });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.workspace_id).toBe("Choose a workspace from the list");
  });

  it("only A and HR add people: a manager and an employee are refused", async () => {
    const body = { name: "Not Allowed", joining_date: "2025-01-01", workspace_id: (await as.A.get("/api/v1/workspaces")).json().data[0].id };
    expect((await as.M.post("/api/v1/people", body)).statusCode).toBe(403);
    expect((await as.E.post("/api/v1/people", body)).statusCode).toBe(403);
    expect((await as.H.post("/api/v1/people", body)).statusCode).toBe(201);
  });
});

describe("editing, job changes and exits", () => {
  let firm: TestFirm;
  beforeAll(async () => {
    firm = await makeFirm(app);
  });

  it("A edits bank details; the audit entry says from → to with the account masked", async () => {
    const person = await makeEmployee(app, firm);
    const res = await firm.admin.send("PATCH", `/api/v1/people/${person.id}`, { bank_account: "998877665544", bank_ifsc: "HDFC0000123", bank_name: "HDFC Bank" });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as EmployeeProfile).private?.bank_account).toBe("998877665544");
    const [entry] = await withFirm(app.database.db, firm.firmId, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(sql`${auditLog.action} = 'employee.updated' and ${auditLog.detail}->>'employee_id' = ${person.id}`),
    );
    const changes = (entry?.detail as { changes: Record<string, { from: unknown; to: unknown }> }).changes;
    expect(changes.bank_account).toEqual({ from: null, to: "XXXX5544" });
    expect(changes.bank_ifsc).toEqual({ from: null, to: "HDFC0000123" });
    expect(JSON.stringify(entry?.detail)).not.toContain("998877665544");
  });

  it("an edit of one field leaves every other field as it was", async () => {
    const person = await makeEmployee(app, firm, {
      gender: "female",
      pf_applicable: false,
      esi_applicable: true,
      family: [{ name: "Asha Devi", relation: "mother", date_of_birth: "", nominee_percent: 100 }],
      pan: "ABCPE1234F",
    });
    const before = await profile(firm.admin, person.id);
    const res = await firm.admin.send("PATCH", `/api/v1/people/${person.id}`, { address_current: "12 MG Road, Pune" });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as EmployeeProfile;
    expect(after.personal).toEqual({ ...before.personal, address_current: "12 MG Road, Pune" });
    expect(after.private).toEqual(before.private);
    expect(after.private?.family).toHaveLength(1);
  });

  it("a manager and an employee cannot edit; HR cannot edit their own record", async () => {
    expect((await as.M.send("PATCH", `/api/v1/people/${id.E}`, { bank_name: "X" })).statusCode).toBe(403);
    expect((await as.E.send("PATCH", `/api/v1/people/${id.E}`, { bank_name: "X" })).statusCode).toBe(403);
    expect((await as.H.send("PATCH", `/api/v1/people/${id.H}`, { bank_name: "X" })).statusCode).toBe(403);
    expect((await as.H.send("PATCH", `/api/v1/people/${id.E}`, { emergency_name: "Lakshmi Iyer" })).statusCode).toBe(200);
  });

  it("a transfer from today applies at once; one dated later waits for its day; history shows both", async () => {
    const person = await makeEmployee(app, firm);
    const pune = (await firm.admin.post("/api/v1/workspaces", { name: "Lucknow Depot", address: "Amausi", city: "Lucknow", state: "UP", pincode: "226009" })).json().id;
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const now = await firm.admin.post(`/api/v1/people/${person.id}/job-changes`, { kind: "transfer", effective_from: today, workspace_id: pune });
    expect(now.statusCode, now.body).toBe(201);
    expect((await profile(firm.admin, person.id)).workspace?.id).toBe(pune);
    const later = await firm.admin.post(`/api/v1/people/${person.id}/job-changes`, { kind: "transfer", effective_from: "2099-01-01", workspace_id: firm.workspaceId });
    expect((later.json() as JobHistoryEntry).scheduled).toBe(true);
    expect((await profile(firm.admin, person.id)).workspace?.id).toBe(pune);
    const history = (await firm.admin.get(`/api/v1/people/${person.id}/history`)).json().data as JobHistoryEntry[];
    expect(history.map((h) => h.kind)).toEqual(["transfer", "transfer", "joined"]);
    // On its day the upkeep applies it.
    expect(await app.services.people.applyDueChanges("2099-01-01")).toBeGreaterThanOrEqual(1);
    expect((await profile(firm.admin, person.id)).workspace?.id).toBe(firm.workspaceId);
  });

  it("a backdated change does not undo a later one already in force", async () => {
    const person = await makeEmployee(app, firm, { joining_date: "2020-01-01" });
    const a = await makeEmployee(app, firm, { name: "Manager Later" });
    const b = await makeEmployee(app, firm, { name: "Manager Earlier" });
    await firm.admin.post(`/api/v1/people/${person.id}/job-changes`, { kind: "manager_change", effective_from: "2024-06-01", manager_id: a.id });
    await firm.admin.post(`/api/v1/people/${person.id}/job-changes`, { kind: "manager_change", effective_from: "2023-01-01", manager_id: b.id });
    expect((await profile(firm.admin, person.id)).manager?.id).toBe(a.id);
  });

  it("refuses a manager that would close a loop, and a change before joining", async () => {
    const top = await makeEmployee(app, firm, { name: "Top" });
    const mid = await makeEmployee(app, firm, { name: "Mid", manager_id: top.id });
    const low = await makeEmployee(app, firm, { name: "Low", manager_id: mid.id });
    const loop = await firm.admin.post(`/api/v1/people/${top.id}/job-changes`, { kind: "manager_change", effective_from: "2025-01-01", manager_id: low.id });
    expect(loop.statusCode).toBe(409);
    expect(loop.json().errors.manager_id).toMatch(/reports to this person/);
    const self = await firm.admin.post(`/api/v1/people/${top.id}/job-changes`, { kind: "manager_change", effective_from: "2025-01-01", manager_id: top.id });
    expect(self.statusCode).toBe(409);
    const early = await firm.admin.post(`/api/v1/people/${low.id}/job-changes`, { kind: "promotion", effective_from: "2001-01-01", grade: "M2" });
    expect(early.statusCode).toBe(400);
    const nothing = await firm.admin.post(`/api/v1/people/${low.id}/job-changes`, { kind: "promotion", effective_from: "2025-01-01" });
    expect(nothing.statusCode).toBe(400);
  });

  it("an exit with a future last day puts them on notice; a past one, exited and out of the directory", async () => {
    const leaving = await makeEmployee(app, firm);
    const onNotice = await firm.admin.post(`/api/v1/people/${leaving.id}/exit`, { resignation_date: "2026-01-05", last_working_day: "2099-02-04", exit_reason: "resigned" });
    expect((onNotice.json() as EmployeeProfile).status).toBe("on_notice");
    const gone = await makeEmployee(app, firm);
    const exited = await firm.admin.post(`/api/v1/people/${gone.id}/exit`, { resignation_date: "2025-01-05", last_working_day: "2025-02-04", exit_reason: "resigned" });
    expect((exited.json() as EmployeeProfile).status).toBe("exited");
    const list = (await firm.admin.get("/api/v1/people?limit=200")).json() as DirectoryPage;
    expect(list.data.map((d) => d.id)).not.toContain(gone.id);
    expect(list.data.map((d) => d.id)).toContain(leaving.id);
    const bad = await firm.admin.post(`/api/v1/people/${gone.id}/exit`, { resignation_date: "2025-03-05", last_working_day: "2025-02-04", exit_reason: "resigned" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.last_working_day).toMatch(/on or after/);
  });
});

describe("sign-in access", () => {
  it("A gives access by mobile; the person signs up and lands in the firm; taking it away refuses their next request", async () => {
    const firm = await makeFirm(app);
    const person = await makeSignedIn(app, firm, "E");
    expect((await person.browser.get("/api/v1/people")).statusCode).toBe(200);
    const taken = await firm.admin.send("PUT", `/api/v1/people/${person.id}/access`, { access: null, hr_workspace_ids: [] });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await person.browser.get("/api/v1/people")).statusCode).toBe(403);
  });

  it("only A changes access, and never their own", async () => {
    expect((await as.H.send("PUT", `/api/v1/people/${id.E}/access`, { access: "H", hr_workspace_ids: [] })).statusCode).toBe(403);
    expect((await as.A.send("PUT", `/api/v1/people/${id.A}/access`, { access: "E", hr_workspace_ids: [] })).statusCode).toBe(403);
    const noMobile = await makeEmployee(app, await makeFirm(app), { mobile: "" });
    void noMobile;
  });
});

describe("org chart and summary", () => {
  it("centres on a person with managers above and reports below; starts at the top without a focus", async () => {
    const chart = (await as.E.get(`/api/v1/org-chart?focus=${id.M}`)).json() as OrgChart;
    expect(chart.focus.name).toBe("Arjun Nair");
    expect(chart.chain.at(-1)?.id).toBe(id.A);
    expect(chart.reports.map((r) => r.id)).toContain(id.E);
    expect(chart.focus.reports).toBe(chart.reports.length);
    const top = (await as.E.get("/api/v1/org-chart")).json() as OrgChart;
    expect(top.focus.id).toBe(id.A);
    expect(top.roots.map((r) => r.id)).toContain(id.A);
    expect((await as.E.get("/api/v1/org-chart?focus=00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("A and H read the firm's picture; a manager their team's; an employee is refused", async () => {
    const firmWide = (await as.A.get("/api/v1/people-summary")).json() as PeopleSummary;
    expect(firmWide.headcount).toBeGreaterThan(100);
    expect(firmWide.by_workspace).toHaveLength(3);
    expect(firmWide.trend).toHaveLength(6);
    expect(firmWide.birthdays.every((b) => /^\d{4}-\d{2}-\d{2}$/.test(b.on))).toBe(true);
    expect(((await as.H.get("/api/v1/people-summary")).json() as PeopleSummary).headcount).toBe(firmWide.headcount);
    const team = (await as.M.get("/api/v1/people-summary")).json() as PeopleSummary;
    expect(team.headcount).toBeGreaterThan(0);
    expect(team.headcount).toBeLessThan(firmWide.headcount);
    expect((await as.E.get("/api/v1/people-summary")).statusCode).toBe(403);
  });
});

describe("summary, counted", () => {
  it("counts a small firm exactly: joiners, leavers, notice, birthdays and probation ending", async () => {
    const firm = await makeFirm(app);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const shift = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    await makeEmployee(app, firm, { name: "Joined Today", joining_date: today, probation_end: shift(10) });
    await makeEmployee(app, firm, { name: "Birthday Soon", joining_date: "2020-01-01", date_of_birth: `1990-${shift(3).slice(5)}` });
    const leaving = await makeEmployee(app, firm, { name: "Leaving Soon", joining_date: "2019-01-01" });
    await firm.admin.post(`/api/v1/people/${leaving.id}/exit`, { resignation_date: shift(-5), last_working_day: shift(40), exit_reason: "resigned" });
    const s = (await firm.admin.get("/api/v1/people-summary")).json() as PeopleSummary;
    expect(s.headcount).toBe(4); // with the admin
    expect(s.on_notice).toBe(1);
    expect(s.joiners_this_month).toBeGreaterThanOrEqual(1);
    expect(s.birthdays.map((b) => [b.name, b.on])).toEqual([["Birthday Soon", shift(3)]]);
    expect(s.probation_due.map((p) => p.name)).toEqual(["Joined Today"]);
    expect(s.by_workspace).toEqual([{ id: firm.workspaceId, name: "Kanpur Tannery", count: 3 }, { id: "", name: "No workspace", count: 1 }]);
    expect(s.trend.at(-1)?.joined).toBe(s.joiners_this_month);
  });

  it("counts this month's leavers in the trend too, and leaves those who have gone out of the tallies", async () => {
    const firm = await makeFirm(app);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const shift = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const tanning = (await firm.admin.post("/api/v1/departments", { name: "Tanning", workspace_id: firm.workspaceId })).json().id as string;
    const finishing = (await firm.admin.post("/api/v1/departments", { name: "Finishing", workspace_id: firm.workspaceId })).json().id as string;
    await makeEmployee(app, firm, { name: "Stays On", department_id: tanning });
    const lastDay = await makeEmployee(app, firm, { name: "Last Day Today", department_id: tanning });
    const long = await makeEmployee(app, firm, { name: "Long Gone", department_id: finishing, joining_date: "2020-01-01" });
    await firm.admin.post(`/api/v1/people/${lastDay.id}/exit`, { resignation_date: shift(-20), last_working_day: today, exit_reason: "resigned" });
    await firm.admin.post(`/api/v1/people/${long.id}/exit`, { resignation_date: shift(-430), last_working_day: shift(-400), exit_reason: "resigned" });
    const s = (await firm.admin.get("/api/v1/people-summary")).json() as PeopleSummary;
    expect([s.headcount, s.active, s.on_notice, s.leavers_this_month]).toEqual([3, 2, 1, 1]);
    expect(s.trend.map((t) => t.left)).toEqual([0, 0, 0, 0, 0, 1]);
    expect(s.by_department).toEqual([
      { id: tanning, name: "Tanning", count: 2 },
      { id: null, name: "No department", count: 1 },
    ]);
    expect(s.by_workspace).toEqual([
      { id: firm.workspaceId, name: "Kanpur Tannery", count: 2 },
      { id: "", name: "No workspace", count: 1 },
    ]);
  });
});

describe("export", () => {
  it("A's CSV has statutory columns and neutralised formulas; an employee's has public columns only", async () => {
    const firm = await makeFirm(app);
    await makeEmployee(app, firm, { name: "=HYPERLINK(\"http://x\")", pan: "ABCPE1234F" });
    const full = await firm.admin.get("/api/v1/people/export");
    expect(full.statusCode).toBe(200);
    expect(full.headers["content-type"]).toMatch(/text\/csv/);
    const rows = parseCsv(full.body);
    expect(rows[0]).toContain("PAN");
    const evil = rows.find((r) => r[1]?.includes("HYPERLINK"));
    expect(evil?.[1]?.startsWith("'=")).toBe(true);
    expect(rows.some((r) => r.includes("ABCPE1234F"))).toBe(true);
    const mine = parseCsv((await as.E.get("/api/v1/people/export")).body);
    expect(mine[0]).not.toContain("PAN");
    expect(mine[0]).not.toContain("Mobile");
  });
});

describe("workspaces, departments, designations", () => {
  it("A adds and edits workspaces; HR adds departments and designations; an employee reads but cannot write", async () => {
    const ws = await as.A.post("/api/v1/workspaces", { name: "Surat Unit", address: "Sachin GIDC", city: "Surat", state: "GJ", pincode: "394230", latitude: 21.08, longitude: 72.88, radius_m: 200, weekly_offs: [{ weekday: 0, weeks: "all" }] });
    expect(ws.statusCode, ws.body).toBe(201);
    expect(ws.json().state_name).toBe("Gujarat");
    const edited = await as.A.send("PATCH", `/api/v1/workspaces/${ws.json().id}`, { name: "Surat Unit", address: "Sachin GIDC, Road 6", city: "Surat", state: "GJ", pincode: "394230" });
    expect(edited.statusCode).toBe(200);
    expect((await as.H.post("/api/v1/workspaces", { name: "HR Try", address: "x", city: "y", state: "MH", pincode: "411001" })).statusCode).toBe(403);
    const fence = await as.A.post("/api/v1/workspaces", { name: "Half Fence", address: "x", city: "y", state: "MH", pincode: "411001", latitude: 18.5 });
    expect(fence.statusCode).toBe(400);
    expect(fence.json().errors.longitude).toMatch(/together/);
    expect((await as.H.post("/api/v1/departments", { name: "Design Studio", workspace_id: ws.json().id })).statusCode).toBe(201);
    expect((await as.H.post("/api/v1/departments", { name: "Design Studio" })).statusCode).toBe(409);
    expect((await as.H.post("/api/v1/designations", { name: "Textile Designer" })).statusCode).toBe(201);
    expect((await as.E.post("/api/v1/designations", { name: "Anything" })).statusCode).toBe(403);
    const list = (await as.E.get("/api/v1/departments")).json().data as { name: string; headcount: number }[];
    expect(list.map((d) => d.name)).toContain("Design Studio");
  });
});
