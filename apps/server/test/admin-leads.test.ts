// The console's leads and firms (/api/v1/admin/leads*, /firms*; issue 5 "Leads and firms"): every route for
// the superadmin, refused for nobody, A, H and E; bad input of every kind changes nothing (no row, no audit
// entry); the CSV export is quoted and formula-safe; a Talk to Us request is the inbox's newest lead; a
// firm's page shows its people across the tenant line and identity numbers only masked.
import { asc, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, contactRequests, firms, plans, users } from "../src/db/schema.ts";
import { DEMO_FIRM_ID } from "../src/seed/seed.ts";
import { createTestApp, postJson } from "./support/app.ts";
import type { Browser } from "./support/browser.ts";
import { parseCsv } from "./support/csv.ts";
import { DEMO_MOBILE, demoSession, refusedCallers } from "./support/demo-session.ts";
import { CONTACT_REQUEST } from "./support/fixtures.ts";
import { registerFirm } from "./support/other-firm.ts";
import { inspect } from "./support/inspect.ts";

let app: FastifyInstance;
let S: Browser;
let refused: Awaited<ReturnType<typeof refusedCallers>>;
let superadminId: string;

beforeAll(async () => {
  app = await createTestApp();
  S = await demoSession(app, "S");
  refused = await refusedCallers(app);
  const [row] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_MOBILE.S));
  superadminId = row!.id;
});
afterAll(() => app.close());

const db = () => app.database.db;

let seq = 0;
/** A lead written straight to the table, received long ago so the form's own request is always the newest. */
async function lead(fields: Partial<typeof contactRequests.$inferInsert> = {}) {
  seq++;
  const [row] = await db()
    .insert(contactRequests)
    .values({
      name: `Lead ${seq}`,
      email: `lead${seq}@example.in`,
      mobile: `90000${String(seq).padStart(5, "0")}`,
      firmName: `Firm ${seq}`,
      firmType: "Partnership Firm",
      firmAge: "2015",
      firmGst: "29ABCPE1234F1Z7",
      firmLocation: "Pune",
      firmMobile: "02012345678",
      firmSize: "11-50",
      createdAt: new Date(Date.UTC(2020, 0, 1) + seq * 60_000),
      ...fields,
    })
    .returning();
  return row!;
}

const leadRow = async (id: number) => (await db().select().from(contactRequests).where(eq(contactRequests.id, id)))[0];
const auditCount = () => inspect(app, (tx) => tx.$count(auditLog));
const lastAudit = async () => (await inspect(app, (tx) => tx.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)))[0]!;

/** Everything a console write could touch: every lead, every firm's plan, the audit log. */
async function everything() {
  const leads = await db().select().from(contactRequests).orderBy(asc(contactRequests.id));
  const firmPlans = await db().select({ id: firms.id, plan: firms.planId }).from(firms).orderBy(asc(firms.id));
  return JSON.stringify({ leads, firmPlans, audit: await auditCount() });
}

/** A firm registered through the real form, with PAN and Aadhaar. */
async function registeredFirm() {
  const mobile = `93${String(process.pid % 1000).padStart(3, "0")}${String(++seq).padStart(5, "0")}`;
  const name = await registerFirm(app, mobile);
  const [firm] = await db().select({ id: firms.id }).from(firms).where(eq(firms.mobile, mobile)).orderBy(desc(firms.createdAt)).limit(1);
  return { id: firm!.id, mobile, name };
}

const csvOf = async (query = "") => {
  const res = await S.get(`/api/v1/admin/leads.csv${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { res, rows: parseCsv(res.body.replace(/^\uFEFF/, "")) };
};

describe("who may call", () => {
  it("refuses nobody (401) and A, H, E (403) on every route, telling them nothing and changing nothing", async () => {
    const l = await lead({ name: "Secret Lead Person" });
    const before = await everything();
    const routes: [Parameters<Browser["send"]>[0], string, unknown?][] = [
      ["GET", "/api/v1/admin/leads"],
      ["GET", "/api/v1/admin/leads?q=Secret"],
      ["GET", "/api/v1/admin/leads.csv"],
      ["GET", `/api/v1/admin/leads/${l.id}`],
      ["PATCH", `/api/v1/admin/leads/${l.id}`, { status: "won", notes: "mine now" }],
      ["GET", "/api/v1/admin/firms"],
      ["GET", `/api/v1/admin/firms/${DEMO_FIRM_ID}`],
      ["PUT", `/api/v1/admin/firms/${DEMO_FIRM_ID}/plan`, { plan_id: null }],
    ];
    for (const { who, browser, status } of refused) {
      for (const [method, url, body] of routes) {
        const res = await browser.send(method, url, body);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(status);
        expect(res.body).not.toContain("Secret Lead Person");
        expect(res.body).not.toContain("Sahyadri");
        expect(res.headers["content-disposition"]).toBeUndefined();
      }
    }
    expect(await everything()).toBe(before);
  });
});

describe("GET /leads", () => {
  it("shows a Talk to Us request sent through the site's form first, as new", async () => {
    await lead({ name: "Older Lead", createdAt: new Date() });
    const sent = { ...CONTACT_REQUEST, name: "Asha Rao", email: "asha@raotextiles.in", firm_name: "Rao Textiles" };
    const res = await postJson(app, "/api/SuperAdmin/SuperadminContactus", sent, { ip: "203.0.113.77" });
    expect(res.statusCode, res.body).toBe(200);
    const list = await S.get("/api/v1/admin/leads");
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
    const first = list.json().data[0];
    expect(first).toEqual({ id: expect.any(Number), ...sent, status: "new", notes: "", created_at: expect.any(String) });
    const one = await S.get(`/api/v1/admin/leads/${first.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(first);
  });

  it("lists newest first with the total, and pages with limit and offset", async () => {
    const all = (await S.get("/api/v1/admin/leads?limit=100")).json();
    expect(all.total).toBe(await db().$count(contactRequests));
    const times = all.data.map((l: { created_at: string }) => l.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const page = (await S.get("/api/v1/admin/leads?limit=2&offset=1")).json();
    expect(page.total).toBe(all.total);
    expect(page.data.map((l: { id: number }) => l.id)).toEqual(all.data.slice(1, 3).map((l: { id: number }) => l.id));
    const past = (await S.get(`/api/v1/admin/leads?offset=${all.total}`)).json();
    expect(past).toEqual({ total: all.total, data: [] });
    // The default page is 25.
    for (let i = 0; i < 26; i++) await lead();
    expect((await S.get("/api/v1/admin/leads")).json().data).toHaveLength(25);
  });

  it("searches name, email, mobile, organization and address, in any case; wildcards are plain text", async () => {
    const a = await lead({ name: "Zubeen Garg", email: "zubeen@assamtea.in", mobile: "9435012345", firmName: "Brahmaputra Tea Estates", firmLocation: "Jorhat, Assam" });
    const b = await lead({ name: "100% Cotton Co", firmLocation: "Tiruppur_West", firmGst: "33ZZZZZ9999Z1Z5" });
    const ids = async (q: string) => (await S.get(`/api/v1/admin/leads?limit=100&q=${encodeURIComponent(q)}`)).json().data.map((l: { id: number }) => l.id);
    for (const q of ["zubeen garg", "ZUBEEN@ASSAMTEA", "94350123", "brahmaputra", "jorhat", "  Jorhat  "]) expect(await ids(q), q).toEqual([a.id]);
    expect(await ids("100%")).toEqual([b.id]);
    expect(await ids("%")).toEqual([b.id]);
    expect(await ids("_West")).toEqual([b.id]);
    // Fields the search does not cover find nothing.
    expect(await ids("33ZZZZZ9999Z1Z5")).toEqual([]);
    expect(await ids("nobody-has-this-name")).toEqual([]);
    const res = (await S.get("/api/v1/admin/leads?q=assam")).json();
    expect(res.total).toBe(1);
  });

  it("filters by status, alone and with a search; an empty status is every status", async () => {
    const won = await lead({ name: "Kaveri Mills", status: "won" });
    const lost = await lead({ name: "Kaveri Traders", status: "lost" });
    const kaveri = async (query: string) => (await S.get(`/api/v1/admin/leads?q=kaveri${query}`)).json().data.map((l: { id: number }) => l.id);
    expect(await kaveri("&status=won")).toEqual([won.id]);
    expect(await kaveri("&status=lost")).toEqual([lost.id]);
    expect(await kaveri("&status=qualified")).toEqual([]);
    expect(await kaveri("&status=")).toEqual([lost.id, won.id]);
    const wonOnly = (await S.get("/api/v1/admin/leads?status=won&limit=100")).json();
    expect(wonOnly.data.every((l: { status: string }) => l.status === "won")).toBe(true);
    expect(wonOnly.total).toBe(wonOnly.data.length);
  });

  it("refuses bad queries with a message", async () => {
    const bad: [string, string, string][] = [
      ["limit=0", "limit", "Limit must be at least 1"],
      ["limit=101", "limit", "Limit must be at most 100"],
      ["limit=abc", "limit", "Limit must be a number"],
      ["limit=2.5", "limit", "Limit must be a whole number"],
      ["offset=-1", "offset", "Offset cannot be negative"],
      ["offset=1000001", "offset", "Offset is too large"],
      ["status=pending", "status", "Choose a status from the list"],
      ["status=WON", "status", "Choose a status from the list"],
      [`q=${"x".repeat(101)}`, "q", "Search for at most 100 characters"],
      // NUL is refused in every address before any route's schema (platform/url-nul.ts); other controls here.
      ["q=a%00b", "q", "Cannot contain a NUL character (%00)"],
      ["q=a%07b", "q", "Search cannot contain control characters"],
      ["q=a&q=b", "q", "Search with words or numbers"],
      ["sort=name", "sort", 'Unrecognized key: "sort"'],
    ];
    for (const [query, field, message] of bad) {
      const res = await S.get(`/api/v1/admin/leads?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ status: "1", code: "validation_failed", errors: { [field]: message } });
    }
  });
});

describe("GET /leads/:id", () => {
  it("answers 404 with a message for an unknown or malformed id", async () => {
    for (const id of ["2147483647", "999999", "0", "-1", "abc", "1.5", "1e3", "01", "99999999999", "%20"]) {
      const res = await S.get(`/api/v1/admin/leads/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual({ status: "1", code: "not_found", result: "There is no lead with that id." });
    }
  });
});

describe("PATCH /leads/:id", () => {
  it("changes the status and the notes, and records who changed what", async () => {
    const l = await lead({ name: "Gita Menon" });
    const before = await auditCount();
    const res = await S.send("PATCH", `/api/v1/admin/leads/${l.id}`, { status: "contacted", notes: "Called on Monday; wants a demo for 80 people. ₹ budget ok." });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: l.id, name: "Gita Menon", status: "contacted", notes: "Called on Monday; wants a demo for 80 people. ₹ budget ok." });
    expect(await leadRow(l.id)).toMatchObject({ status: "contacted", notes: "Called on Monday; wants a demo for 80 people. ₹ budget ok." });
    expect(await auditCount()).toBe(before + 1);
    const entry = await lastAudit();
    expect(entry).toMatchObject({
      actorUserId: superadminId,
      action: "lead.update",
      detail: { lead_id: l.id, status: { from: "new", to: "contacted" }, notes: { from: "", to: "Called on Monday; wants a demo for 80 people. ₹ budget ok." } },
    });

    // One field at a time; the audit names only what moved.
    expect((await S.send("PATCH", `/api/v1/admin/leads/${l.id}`, { status: "qualified" })).json().status).toBe("qualified");
    expect((await lastAudit()).detail).toEqual({ lead_id: l.id, status: { from: "contacted", to: "qualified" } });
    expect((await S.send("PATCH", `/api/v1/admin/leads/${l.id}`, { notes: "" })).json()).toMatchObject({ status: "qualified", notes: "" });
    expect((await lastAudit()).detail).toEqual({ lead_id: l.id, notes: { from: "Called on Monday; wants a demo for 80 people. ₹ budget ok.", to: "" } });
    expect(await auditCount()).toBe(before + 3);

    // Line breaks and the longest note are kept as written.
    const long = `${"Follow up.\n".repeat(454)}abcdef`;
    expect(long.length).toBe(5000);
    expect((await S.send("PATCH", `/api/v1/admin/leads/${l.id}`, { notes: long })).statusCode).toBe(200);
    expect((await leadRow(l.id))!.notes).toBe(long);
  });

  it("writes nothing when nothing changes", async () => {
    const l = await lead({ status: "won", notes: "Signed." });
    const before = await everything();
    const res = await S.send("PATCH", `/api/v1/admin/leads/${l.id}`, { status: "won", notes: "Signed." });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "won", notes: "Signed." });
    expect(await everything()).toBe(before);
  });

  it("refuses bad input of every kind and changes nothing: no row, no audit entry", async () => {
    const l = await lead({ notes: "keep me" });
    const url = `/api/v1/admin/leads/${l.id}`;
    const before = await everything();
    const bodies: [string, unknown, number, Record<string, string> | null][] = [
      ["nothing to change", {}, 400, { _: "Change the status or the notes" }],
      ["unknown status", { status: "pending" }, 400, { status: "Choose a status from the list" }],
      ["status in capitals", { status: "WON" }, 400, { status: "Choose a status from the list" }],
      ["status as a number", { status: 2 }, 400, { status: "Choose a status from the list" }],
      ["status null", { status: null }, 400, { status: "Choose a status from the list" }],
      ["notes as a number", { notes: 5 }, 400, { notes: "Notes must be text" }],
      ["notes as an array", { notes: ["a"] }, 400, { notes: "Notes must be text" }],
      ["notes too long", { notes: "x".repeat(5001) }, 400, { notes: "Notes must be at most 5,000 characters" }],
      ["notes with NUL", { notes: "a\u0000b" }, 400, { notes: "Notes cannot contain control characters" }],
      ["notes with a bell", { status: "won", notes: "ring\u0007" }, 400, { notes: "Notes cannot contain control characters" }],
      ["unknown field", { status: "won", id: 3 }, 400, { id: 'Unrecognized key: "id"' }],
      ["an array body", [{ status: "won" }], 400, null],
      ["a string body", '"won"', 400, null],
      ["null body", "null", 400, null],
      ["malformed JSON", '{"status": "won"', 400, null],
      ["empty body", "", 400, null],
    ];
    for (const [what, body, status, fields] of bodies) {
      const res = await S.send("PATCH", url, body);
      expect(res.statusCode, what).toBe(status);
      expect(res.json().status, what).toBe("1");
      if (fields) expect(res.json().errors, what).toMatchObject(fields);
    }
    const as = (type: string) =>
      app.inject({ method: "PATCH", url, payload: "status=won", headers: { cookie: `vetan_session=${S.cookie}`, "content-type": type, "sec-fetch-site": "same-origin" } });
    expect((await as("text/plain")).statusCode).toBe(400);
    expect((await as("application/x-www-form-urlencoded")).statusCode).toBe(415);
    const huge = await S.send("PATCH", url, { notes: "x".repeat(70 * 1024) });
    expect(huge.statusCode).toBe(413);
    const crossSite = await S.send("PATCH", url, { status: "won" }, { "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
    for (const id of ["999999", "abc", "0", "-5", "2147483648"]) {
      const res = await S.send("PATCH", `/api/v1/admin/leads/${id}`, { status: "won" });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().result).toBe("There is no lead with that id.");
    }
    expect(await everything()).toBe(before);
  });
});

describe("GET /leads.csv", () => {
  it("is a UTF-8 attachment with a BOM, a header row and every lead, newest first", async () => {
    await lead({ name: "Ānanya Śrīnivāsan", notes: "Budget ₹1,20,000 a year" });
    const { res, rows } = await csvOf();
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="vetan-leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.endsWith("\r\n")).toBe(true);
    expect(rows[0]).toEqual([
      "Received (IST)",
      "Status",
      "Name",
      "Email",
      "Mobile",
      "Organization",
      "Organization type",
      "Organization age",
      "GST",
      "Address",
      "Telephone",
      "Team size",
      "Notes",
      "Lead id",
    ]);
    expect(rows.length - 1).toBe(await db().$count(contactRequests));
    const mine = rows.find((r) => r[2] === "Ānanya Śrīnivāsan")!;
    expect(mine[12]).toBe("Budget ₹1,20,000 a year");
    expect(mine[0]).toMatch(/^2020-01-01 \d{2}:\d{2}$/);
    const ids = rows.slice(1).map((r) => Number(r[13]));
    const newest = (await db().select({ id: contactRequests.id }).from(contactRequests).orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))).map((r) => r.id);
    expect(ids).toEqual(newest);
  });

  it("neutralises every cell that a spreadsheet would run as a formula, with a leading apostrophe", async () => {
    const dangerous = ["=HYPERLINK(\"http://evil.example\",\"x\")", "+91 98765 43210", "-2+3+cmd|' /C calc'!A0", "@SUM(1+1)*cmd|' /C calc'!A0", "\t=1+1", "\r=1+1"];
    const made: { id: number }[] = [];
    for (const [i, text] of dangerous.entries()) made.push(await lead({ name: text, firmName: `Formula Co ${i}`, notes: text, firmLocation: "Formulapur" }));
    const { rows, res } = await csvOf("?q=formulapur");
    expect(rows).toHaveLength(1 + dangerous.length);
    for (const [i, text] of dangerous.entries()) {
      const row = rows.find((r) => r[13] === String(made[i]!.id))!;
      expect(row[2], JSON.stringify(text)).toBe(`'${text}`);
      expect(row[12]).toBe(`'${text}`);
    }
    // In the raw file no cell opens with one of them.
    expect(res.body.replace(/^\uFEFF/, "")).not.toMatch(/(^|,|\r\n)"[=+\-@\t\r]/);
    // Harmless cells are left as they are, even with those characters further in.
    const plain = await lead({ name: "Rao = Sons + Co", firmLocation: "Harmlesspur" });
    const again = await csvOf("?q=harmlesspur");
    expect(again.rows[1]![2]).toBe("Rao = Sons + Co");
    expect(again.rows[1]![13]).toBe(String(plain.id));
  });

  it("quotes commas, quotes and line breaks so each stays in its cell", async () => {
    const tricky = await lead({
      name: 'Rao, "The Weaver"',
      firmName: "Line one\nLine two",
      firmLocation: "Quotepur, Door 4\r\nBlock \"B\"",
      notes: 'He said "call me", then left,\nsadly',
    });
    const { rows } = await csvOf("?q=quotepur");
    expect(rows).toHaveLength(2);
    const row = rows[1]!;
    expect(row).toHaveLength(14);
    expect(row[2]).toBe('Rao, "The Weaver"');
    expect(row[5]).toBe("Line one\nLine two");
    expect(row[9]).toBe('Quotepur, Door 4\r\nBlock "B"');
    expect(row[12]).toBe('He said "call me", then left,\nsadly');
    expect(row[13]).toBe(String(tricky.id));
  });

  it("exports the current search and status only", async () => {
    const a = await lead({ name: "Exportable One", status: "qualified", firmLocation: "Exportnagar" });
    await lead({ name: "Exportable Two", status: "lost", firmLocation: "Exportnagar" });
    const { rows } = await csvOf("?q=exportnagar&status=qualified");
    expect(rows.slice(1).map((r) => r[13])).toEqual([String(a.id)]);
    expect(rows[1]![1]).toBe("qualified");
    expect((await csvOf("?q=nothing-matches-this")).rows).toHaveLength(1);
  });

  it("refuses bad filters, and paging (the export is the whole filter)", async () => {
    for (const query of ["status=pending", `q=${"y".repeat(101)}`, "limit=10", "q=%00"]) {
      const res = await S.get(`/api/v1/admin/leads.csv?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers["content-disposition"]).toBeUndefined();
    }
  });
});

describe("GET /firms", () => {
  it("lists every firm with owner, mobile, size, type, plan and date; searches and pages", async () => {
    const khan = await registeredFirm();
    const res = await S.get("/api/v1/admin/firms");
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.total).toBe(await db().$count(firms));
    expect(list.data[0]).toEqual({
      id: khan.id,
      firm_name: khan.name,
      owner_name: "Farah Khan",
      mobile: khan.mobile,
      size: "11-50",
      firm_type: "Partnership Firm",
      members: 1,
      // Every new firm starts on the Premium trial (decision 031).
      ...(await trialPlan()),
      created_at: expect.any(String),
    });
    const demo = list.data.find((f: { id: string }) => f.id === DEMO_FIRM_ID);
    // Members are counted across the tenant line.
    expect(demo).toMatchObject({ firm_name: "Sahyadri Textiles Private Limited", members: 150 });

    const search = async (q: string) => (await S.get(`/api/v1/admin/firms?q=${encodeURIComponent(q)}`)).json();
    expect((await search("SAHYADRI")).data.map((f: { id: string }) => f.id)).toEqual([DEMO_FIRM_ID]);
    expect((await search("ananya")).data.map((f: { id: string }) => f.id)).toEqual([DEMO_FIRM_ID]);
    expect((await search("hr@sahyadri")).total).toBe(1);
    expect((await search(khan.mobile)).data.map((f: { id: string }) => f.id)).toEqual([khan.id]);
    expect(await search("no-such-firm-anywhere")).toEqual({ total: 0, data: [] });
    const one = (await S.get("/api/v1/admin/firms?limit=1&offset=1")).json();
    expect(one.data.map((f: { id: string }) => f.id)).toEqual([list.data[1].id]);
    for (const query of ["limit=0", "limit=501", "offset=-1", `q=${"z".repeat(101)}`, "q=%00", "plan=1"]) {
      expect((await S.get(`/api/v1/admin/firms?${query}`)).statusCode, query).toBe(400);
    }
  });
});

/** The plan a new firm's trial is of: the first Premium-tier plan. */
async function trialPlan() {
  const [p] = await db().select({ plan_id: plans.id, plan_name: plans.name }).from(plans).where(eq(plans.tier, "premium")).orderBy(asc(plans.position)).limit(1);
  return p!;
}

describe("GET /firms/:id", () => {
  it("shows the profile with PAN and Aadhaar masked, the plan and the members across the tenant line", async () => {
    const khan = await registeredFirm();
    const res = await S.get(`/api/v1/admin/firms/${khan.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.firm).toMatchObject({
      id: khan.id,
      firm_name: khan.name,
      firm_owner_name: "Farah Khan",
      firm_mobile: khan.mobile,
      owner_pan: "ABCPEXXXXF",
      owner_aadhar: "XXXX XXXX 0124",
      ...(await trialPlan()),
    });
    expect(res.body).not.toMatch(/2345\s?6789/);
    expect(res.body).not.toContain("ABCPE1234F");
    expect(detail.members).toEqual([
      { id: expect.any(String), name: "Farah Khan", mobile: `XXXXXX${khan.mobile.slice(-4)}`, us_type: "A", joined: true, created_at: expect.any(String) },
    ]);
    expect(detail.plans.map((p: { name: string }) => p.name)).toEqual((await db().select({ name: plans.name }).from(plans).orderBy(asc(plans.position), asc(plans.id))).map((p) => p.name));

    const demo = (await S.get(`/api/v1/admin/firms/${DEMO_FIRM_ID.toUpperCase()}`)).json();
    expect(demo.firm.firm_name).toBe("Sahyadri Textiles Private Limited");
    const members = demo.members as { name: string; us_type: string; mobile: string; joined: boolean }[];
    expect(members.filter((m) => m.joined).map((m) => [m.us_type, m.name, m.mobile])).toEqual([
      ["A", "Ananya Kulkarni", "XXXXXX0001"],
      ["E", "Arjun Nair", "XXXXXX0004"],
      ["E", "Meera Iyer", "XXXXXX0003"],
      ["H", "Rohit Deshmukh", "XXXXXX0002"],
    ]);
    // Two of this month's joiners are invited and have not yet accepted; their numbers are masked too.
    expect(members.filter((m) => !m.joined).map((m) => [m.us_type, /^XXXXXX\d{4}$/.test(m.mobile)])).toEqual([
      ["E", true],
      ["E", true],
    ]);
  });

  it("answers 404 with a message for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "123", `${DEMO_FIRM_ID}x`, "'; drop table firms; --"]) {
      const res = await S.get(`/api/v1/admin/firms/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ status: "1", code: "not_found", result: "There is no firm with that id." });
    }
  });
});

describe("PUT /firms/:id/plan", () => {
  it("sets the plan, shows it in the list and on the page, clears it to No plan, and audits each change", async () => {
    const khan = await registeredFirm();
    const [first, second] = await db().select({ id: plans.id, name: plans.name }).from(plans).orderBy(asc(plans.position)).limit(2);
    const url = `/api/v1/admin/firms/${khan.id}/plan`;
    const before = await auditCount();

    const set = await S.send("PUT", url, { plan_id: first!.id });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ plan_id: first!.id, plan_name: first!.name });
    expect((await db().select({ plan: firms.planId }).from(firms).where(eq(firms.id, khan.id)))[0]!.plan).toBe(first!.id);
    expect((await lastAudit()).detail).toEqual({
      firm_id: khan.id,
      firm_name: khan.name,
      from: await trialPlan(),
      to: { plan_id: first!.id, plan_name: first!.name },
    });
    expect((await lastAudit()).action).toBe("firm.plan");
    expect((await lastAudit()).actorUserId).toBe(superadminId);
    const listed = (await S.get(`/api/v1/admin/firms?q=${khan.mobile}`)).json().data[0];
    expect(listed).toMatchObject({ plan_id: first!.id, plan_name: first!.name });
    expect((await S.get(`/api/v1/admin/firms/${khan.id}`)).json().firm).toMatchObject({ plan_id: first!.id, plan_name: first!.name });

    await S.send("PUT", url, { plan_id: second!.id });
    expect((await lastAudit()).detail).toMatchObject({ from: { plan_id: first!.id }, to: { plan_id: second!.id, plan_name: second!.name } });
    const cleared = await S.send("PUT", url, { plan_id: null });
    expect(cleared.json()).toEqual({ plan_id: null, plan_name: null });
    expect((await lastAudit()).detail).toMatchObject({ from: { plan_id: second!.id, plan_name: second!.name }, to: { plan_id: null, plan_name: null } });
    expect(await auditCount()).toBe(before + 3);

    // The same plan again writes nothing.
    const quiet = await everything();
    expect((await S.send("PUT", url, { plan_id: null })).statusCode).toBe(200);
    expect(await everything()).toBe(quiet);
  });

  it("refuses bad input of every kind and changes nothing: no row, no audit entry", async () => {
    const khan = await registeredFirm();
    const [plan] = await db().select({ id: plans.id }).from(plans).limit(1);
    await S.send("PUT", `/api/v1/admin/firms/${khan.id}/plan`, { plan_id: plan!.id });
    const url = `/api/v1/admin/firms/${khan.id}/plan`;
    const before = await everything();
    const CHOOSE = "Choose a plan, or No plan";
    const bodies: [string, unknown, number, Record<string, string> | null][] = [
      ["a plan that does not exist", { plan_id: 999_999 }, 400, { plan_id: "That plan does not exist (it may have been deleted). Reload and choose again." }],
      ["plan id as a string", { plan_id: String(plan!.id) }, 400, { plan_id: CHOOSE }],
      ["a fraction", { plan_id: 1.5 }, 400, { plan_id: CHOOSE }],
      ["zero", { plan_id: 0 }, 400, { plan_id: CHOOSE }],
      ["negative", { plan_id: -1 }, 400, { plan_id: CHOOSE }],
      ["beyond int4", { plan_id: 2_147_483_648 }, 400, { plan_id: CHOOSE }],
      ["missing", {}, 400, { plan_id: CHOOSE }],
      ["unknown field", { plan_id: null, firm_id: khan.id }, 400, { firm_id: 'Unrecognized key: "firm_id"' }],
      ["an array", [null], 400, null],
      ["malformed JSON", "{plan_id: 1}", 400, null],
      ["empty body", "", 400, null],
    ];
    for (const [what, body, status, fields] of bodies) {
      const res = await S.send("PUT", url, body);
      expect(res.statusCode, what).toBe(status);
      if (fields) expect(res.json().errors, what).toEqual(fields);
    }
    expect((await S.send("PUT", url, { plan_id: 1, pad: "x".repeat(2048) })).statusCode).toBe(413);
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope", "1"]) {
      const res = await S.send("PUT", `/api/v1/admin/firms/${id}/plan`, { plan_id: null });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().result).toBe("There is no firm with that id.");
    }
    expect(await everything()).toBe(before);
  });
});
