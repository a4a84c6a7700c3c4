// The four dashboards' doors and the key page (SPEC.md §2, §4, §6; DESIGN.md): each opens only for its own
// user type — nobody or an unplaced session goes to sign-in, any other type to its own dashboard — and
// is never stored; what each shows is the session's own firm only. The superadmin's platform lists
// (/api/v1/admin/*) answer a superadmin session and nobody else.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskMobile } from "@vetan/shared";
import { DEMO_FIRM_ID, DEMO_PASSWORD } from "../src/seed/seed.ts";
import { createTestApp } from "./support/app.ts";
import { Browser } from "./support/browser.ts";
import { handOff } from "./support/demo-session.ts";
import { OTHER_FIRM, registerFirm } from "./support/other-firm.ts";
import { acceptInvitations, signUp } from "./support/accounts.ts";

let app: FastifyInstance;
let n = 0;
const newMobile = () => `94${String(process.pid % 1000).padStart(3, "0")}${String(++n).padStart(5, "0")}`;

beforeAll(async () => {
  app = await createTestApp({ web: "production" });
});
afterAll(async () => {
  await app.close();
});

const SIGN_IN = "/accounts/login?callback=/Identity";
const DOORS = {
  A: "/retailer/AdminDashboard",
  S: "/retailer/Superadmin_dashboard",
  H: "/retailer/HRDashboard",
  E: "/retailer/EmployeeDashboard",
} as const;
type Type = keyof typeof DOORS;
const DEMO = { S: "9800000000", A: "9800000001", H: "9800000002", E: "9800000003" } as const;

/** Signs in and runs the /Identity hand-off: a placed session. */
async function placed(mobile: string, password = DEMO_PASSWORD) {
  const browser = new Browser(app);
  const res = await browser.post("/api/accounts/signin", { mobile, password, callback: "/Identity" });
  expect(res.statusCode, res.body).toBe(200);
  const answer = await handOff(browser, res.json().redirect);
  expect(answer.responseCode).toBe("00");
  return { browser, answer };
}

/** Signed in at /accounts but not handed off: us_type is still empty. */
async function unplaced() {
  const browser = new Browser(app);
  const res = await signUp(app, browser, { name: "Kavya Rao", mobile: newMobile(), password: "monsoon-harbour-42" }, "/Identity");
  expect(res.statusCode, res.body).toBe(200);
  return browser;
}

/** A second firm with its own admin, and an HR member of it who has signed up and been placed. */
async function otherFirm() {
  const mobile = newMobile();
  const name = await registerFirm(app, mobile);
  const admin = await placed(mobile, OTHER_FIRM.password);
  const hrMobile = newMobile();
  expect((await admin.browser.post("/api/v1/members", { name: "Imran Qureshi", mobile: hrMobile, us_type: "H" })).statusCode).toBe(201);
  const hr = new Browser(app);
  await signUp(app, hr, { name: "Imran Qureshi", mobile: hrMobile, password: "tannery-road-19" }, "/Identity");
  expect((await handOff(hr, await acceptInvitations(hr))).response.us_type).toBe("H");
  return { admin: admin.browser, adminAnswer: admin.answer, hr, firmId: admin.answer.response.firm_id as string, name, hrMobile };
}

const cookieOf = (browser: Browser) => `vetan_session=${browser.cookie}`;

describe("the dashboards' doors", () => {
  it.each(Object.entries(DOORS))("%s: nobody signed in goes to accounts sign-in with the /Identity callback", async (_type, path) => {
    const res = await app.inject(path);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(SIGN_IN);
  });

  it("a signed-in session the hand-off has not placed yet goes to sign-in too (its loader runs the hand-off)", async () => {
    const browser = await unplaced();
    for (const path of [...Object.values(DOORS), "/Generate_ID_Secret"]) {
      const res = await browser.get(path);
      expect(res.statusCode, path).toBe(302);
      expect(res.headers.location, path).toBe(SIGN_IN);
    }
  });

  it("every other type is sent to its own dashboard", async () => {
    for (const type of Object.keys(DEMO) as Type[]) {
      const { browser } = await placed(DEMO[type]);
      for (const [other, path] of Object.entries(DOORS)) {
        if (other === type) continue;
        const res = await browser.get(path);
        expect(res.statusCode, `${type} on ${path}`).toBe(302);
        expect(res.headers.location, `${type} on ${path}`).toBe(DOORS[type]);
      }
      const own = await browser.get(DOORS[type]);
      expect(own.statusCode, `${type} on its own`).toBe(200);
      expect(own.headers["cache-control"]).toBe("no-store");
    }
  });

  it("the admin sees the firm profile, every member, the add form, the quick start and the live key masked", async () => {
    const { browser, answer } = await placed(DEMO.A);
    const ids = { firmid: answer.response.firm_id, empid: answer.response.member_id };
    const before = (await browser.get(DOORS.A)).body;
    expect(before).toContain("No API key yet");

    const made = (await browser.post("/api/SuperAdmin/GenerateKeys", { ...ids, mobile: DEMO.A })).json();
    const res = await browser.get(DOORS.A);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const html = res.body;
    expect(html).toContain("<h1>Sahyadri Textiles Private Limited</h1>");
    for (const name of ["Ananya Kulkarni", "Rohit Deshmukh", "Meera Iyer"]) expect(html).toContain(name);
    for (const mobile of Object.values({ A: DEMO.A, H: DEMO.H, E: DEMO.E })) expect(html).toContain(mobile);
    expect(html).toContain("Add member");
    expect(html).toContain(made.keyid);
    expect(html).toContain(`••••••••••••${made.keysecret.slice(-4)}`);
    expect(html).not.toContain(made.keysecret);
    expect(html).toContain(`curl -u ${made.keyid}:KEYSECRET`);
    expect(html).toContain("/api/v1/firm");
    expect(html).toContain("hr@sahyadritextiles.example");
  });

  it("HR sees the member directory, read-only", async () => {
    const { browser } = await placed(DEMO.H);
    const html = (await browser.get(DOORS.H)).body;
    expect(html).toContain("Member directory");
    for (const name of ["Ananya Kulkarni", "Rohit Deshmukh", "Meera Iyer"]) expect(html).toContain(name);
    expect(html).not.toContain("Add member");
    expect(html).not.toContain("API keys");
  });

  it("an employee sees their own profile and nobody else's", async () => {
    const { browser } = await placed(DEMO.E);
    const html = (await browser.get(DOORS.E)).body;
    expect(html).toContain("Hello, Meera Iyer");
    expect(html).toContain(DEMO.E);
    expect(html).toContain("Sahyadri Textiles Private Limited");
    expect(html).not.toContain("Rohit Deshmukh");
    expect(html).not.toContain(DEMO.H);
  });

  it("the superadmin sees the platform's firms and users, people's numbers masked to their last 4 digits", async () => {
    const { browser } = await placed(DEMO.S);
    const html = (await browser.get(DOORS.S)).body;
    expect(html).toContain("Sahyadri Textiles Private Limited");
    expect(html).toContain("Vetan Platform Admin");
    expect(html).toContain(maskMobile(DEMO.H));
    expect(html).toContain("XXXXXX0002");
    // HR's and the employee's numbers are no firm's business number, so they appear nowhere whole.
    expect(html).not.toContain(DEMO.H);
    expect(html).not.toContain(DEMO.E);
  });

  it("the page data behind client navigation is never stored either", async () => {
    const { browser } = await placed(DEMO.A);
    const res = await browser.get(`${DOORS.A}.data`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toContain("Sahyadri Textiles Private Limited");
    const anonymous = await app.inject(`${DOORS.A}.data`);
    expect(anonymous.body).not.toContain("Sahyadri");
  });
});

describe("/Generate_ID_Secret", () => {
  it("opens for an admin only, never stored; others go to their dashboard, nobody to sign-in", async () => {
    expect((await app.inject("/Generate_ID_Secret")).headers.location).toBe(SIGN_IN);
    for (const type of ["H", "E", "S"] as const) {
      const { browser } = await placed(DEMO[type]);
      const res = await browser.get("/Generate_ID_Secret");
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(DOORS[type]);
    }
    const { browser } = await placed(DEMO.A);
    const res = await browser.get("/Generate_ID_Secret");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toContain("<h1>Key ID and Key Secret</h1>");
    expect(res.body).toMatch(/<button[^>]*>Generate<\/button>/);
  });

  it("opens by client navigation too (the dashboard's link carries SPEC.md's navigation state): its page data is the admin's", async () => {
    const { browser, answer } = await placed(DEMO.A);
    const res = await browser.get("/Generate_ID_Secret.data");
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toContain(answer.response.member_id);
  });
});

describe("tenancy: another firm gets nothing of this one", () => {
  it("firm B's admin and HR see only firm B (PAN and Aadhaar masked), through the pages and through the dashboard facet", async () => {
    const b = await otherFirm();
    const adminPage = (await b.admin.get(DOORS.A)).body;
    expect(adminPage).toContain("Khan Leather Works");
    // The owner's PAN and Aadhaar reach the page only masked.
    expect(adminPage).toContain("ABCPEXXXXF");
    expect(adminPage).toContain("XXXX XXXX 0124");
    expect(adminPage).not.toContain("ABCPE1234F");
    expect(adminPage).not.toMatch(/2345\s?6789/);
    expect(adminPage).not.toContain("Sahyadri");
    expect(adminPage).not.toContain("Rohit Deshmukh");
    const hrPage = (await b.hr.get(DOORS.H)).body;
    expect(hrPage).toContain("Imran Qureshi");
    expect(hrPage).not.toContain("Sahyadri");
    expect(hrPage).not.toContain("Meera Iyer");

    const admin = await app.services.dashboard.admin(cookieOf(b.admin));
    expect(admin.open).toBe(true);
    if (!admin.open) return;
    expect(admin.view.firm.id).toBe(b.firmId);
    expect(admin.view.firm.id).not.toBe(DEMO_FIRM_ID);
    expect(admin.view.members.map((m) => m.name).sort()).toEqual(["Farah Khan", "Imran Qureshi"]);
    expect(admin.view.key).toBeNull();
    const hr = await app.services.dashboard.hr(cookieOf(b.hr));
    expect(hr.open && hr.view.members.every((m) => ["Farah Khan", "Imran Qureshi"].includes(m.name))).toBe(true);
    // The facet takes no firm id at all: the only way in is a session, and a session of B opens B only.
    const keys = await app.services.dashboard.keys(cookieOf(b.admin));
    expect(keys.open && keys.view.firmId).toBe(b.firmId);
    // The key page's calls with firm A's ids from firm B's session are refused (the keys routes' own check).
    const demoAdmin = await placed(DEMO.A);
    const foreign = await b.admin.post("/api/SuperAdmin/GetGeneratedKeys", { firmid: DEMO_FIRM_ID, empid: demoAdmin.answer.response.member_id });
    expect(foreign.statusCode).toBe(404);
  });

  it("the facet's doors stay shut for the wrong type and for no session", async () => {
    const b = await otherFirm();
    expect(await app.services.dashboard.admin(cookieOf(b.hr))).toMatchObject({ open: false, viewer: { usType: "H", firmId: b.firmId } });
    expect(await app.services.dashboard.superadmin(cookieOf(b.admin))).toMatchObject({ open: false, viewer: { usType: "A" } });
    expect(await app.services.dashboard.employee(null)).toEqual({ open: false, viewer: null });
    expect(await app.services.dashboard.hr("vetan_session=not-a-real-session-token-at-all")).toEqual({ open: false, viewer: null });
  });
});

describe("/api/v1/admin (superadmin only)", () => {
  const paths = ["/api/v1/admin/firms", "/api/v1/admin/users"];

  it("refuses nobody (401), A, H, E and unplaced sessions (403), and API keys", async () => {
    for (const path of paths) expect((await app.inject(path)).statusCode, path).toBe(401);
    for (const type of ["A", "H", "E"] as const) {
      const { browser } = await placed(DEMO[type]);
      for (const path of paths) {
        const res = await browser.get(path);
        expect(res.statusCode, `${type} ${path}`).toBe(403);
        expect(res.body).not.toContain("Sahyadri");
      }
    }
    const fresh = await unplaced();
    for (const path of paths) expect((await fresh.get(path)).statusCode).toBe(403);

    const { browser, answer } = await placed(DEMO.A);
    const { keyid, keysecret } = (
      await browser.post("/api/SuperAdmin/GenerateKeys", { firmid: answer.response.firm_id, empid: answer.response.member_id, mobile: DEMO.A })
    ).json();
    const basic = `Basic ${Buffer.from(`${keyid}:${keysecret}`).toString("base64")}`;
    for (const path of paths) expect((await app.inject({ url: path, headers: { authorization: basic } })).statusCode).toBe(401);
  });

  it("answers the superadmin with every firm and account, newest first, paged, masked, never stored", async () => {
    const b = await otherFirm();
    const { browser } = await placed(DEMO.S);
    const firms = await browser.get("/api/v1/admin/firms");
    expect(firms.statusCode).toBe(200);
    expect(firms.headers["cache-control"]).toBe("no-store");
    const firmList = firms.json();
    expect(firmList.total).toBeGreaterThanOrEqual(2);
    expect(firmList.data[0]).toEqual({
      id: b.firmId,
      firm_name: b.name,
      owner_name: "Farah Khan",
      mobile: expect.stringMatching(/^\d{10}$/),
      size: "11-50",
      firm_type: "Partnership Firm",
      members: 2,
      // Every new firm starts on the Premium trial (decision 031).
      plan_id: expect.any(Number),
      plan_name: "Premium",
      created_at: expect.any(String),
    });
    expect(firmList.data.find((f: { id: string }) => f.id === DEMO_FIRM_ID)).toMatchObject({ firm_name: "Sahyadri Textiles Private Limited", members: expect.any(Number) });

    const users = (await browser.get("/api/v1/admin/users")).json();
    expect(users.total).toBeGreaterThanOrEqual(6);
    const imran = users.data.find((u: { name: string }) => u.name === "Imran Qureshi");
    expect(imran).toEqual({ id: expect.any(String), name: "Imran Qureshi", mobile: `XXXXXX${b.hrMobile.slice(-4)}`, is_superadmin: false, firms: 1, created_at: expect.any(String) });
    expect(users.data.find((u: { name: string }) => u.name === "Vetan Platform Admin")).toMatchObject({ is_superadmin: true, mobile: "XXXXXX0000" });
    expect(JSON.stringify(users)).not.toMatch(/\b\d{10}\b/);
    for (const u of users.data) expect(Object.keys(u).sort()).toEqual(["created_at", "firms", "id", "is_superadmin", "mobile", "name"]);

    const one = (await browser.get("/api/v1/admin/users?limit=1&offset=1")).json();
    expect(one.data).toHaveLength(1);
    expect(one.data[0].id).toBe(users.data[1].id);
    expect((await browser.get("/api/v1/admin/firms?limit=0")).statusCode).toBe(400);
    expect((await browser.get("/api/v1/admin/firms?limit=501")).statusCode).toBe(400);

    // The S dashboard shows the same lists.
    const view = await app.services.dashboard.superadmin(cookieOf(browser));
    expect(view.open && view.view.firms).toEqual(firmList);
  });
});

describe("the firm product's door", () => {
  it("knows a manager from their reports, and an employee without any", async () => {
    const app2 = await (await import("./support/app.ts")).createTestApp();
    const { demoSession: session } = await import("./support/demo-session.ts");
    const cookieOf = (b: { cookieName: string; cookie: string }) => `${b.cookieName}=${b.cookie}`;
    const door = (b: { cookieName: string; cookie: string }) => app2.services.dashboard.app(cookieOf(b));
    const arjun = await door(await session(app2, "M"));
    const meera = await door(await session(app2, "E"));
    expect(arjun.open && arjun.view.is_manager).toBe(true);
    expect(meera.open && meera.view.is_manager).toBe(false);
    await app2.close();
  });
});
