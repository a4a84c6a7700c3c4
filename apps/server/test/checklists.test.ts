// Onboarding and exit checklists and probation reminders (issue 14): tasks made from the firm's template
// when someone joins or their exit is recorded, each with an owner and a due date; owners notified and
// completing them; the template the admin's to change; probation ending announced once.
import type { ChecklistTaskView } from "@vetan/shared/people";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./support/app.ts";
import { makeEmployee, makeFirm, makeSignedIn, type TestFirm } from "./support/factories.ts";

let app: FastifyInstance;
let firm: TestFirm;
beforeAll(async () => {
  app = await createTestApp();
  firm = await makeFirm(app);
});
afterAll(() => app.close());

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
const shift = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("onboarding and exit", () => {
  it("a joiner gets the onboarding tasks, owned and dated; the manager is told and completes theirs", async () => {
    const manager = await makeSignedIn(app, firm, "E");
    const joiner = await makeEmployee(app, firm, { name: "Nisha Rawat", joining_date: shift(2), manager_id: manager.id });
    const tasks = (await firm.admin.get(`/api/v1/people/${joiner.id}/tasks`)).json().data as ChecklistTaskView[];
    expect(tasks).toHaveLength(6);
    const intro = tasks.find((t) => t.owner_role === "manager" && t.title.startsWith("Introduce")) as ChecklistTaskView;
    expect(intro).toMatchObject({ owner: { id: manager.id }, due_on: shift(3), done: false, kind: "onboarding" });
    expect(tasks.find((t) => t.owner_role === "employee")?.owner?.id).toBe(joiner.id);
    const bell = (await manager.browser.get("/api/v1/notifications")).json();
    expect(bell.data.some((n: { kind: string; title: string }) => n.kind === "task.assigned" && n.title.includes("Nisha Rawat"))).toBe(true);
    const mine = (await manager.browser.get("/api/v1/tasks")).json().data as ChecklistTaskView[];
    expect(mine.map((t) => t.id)).toContain(intro.id);
    const done = await manager.browser.send("PATCH", `/api/v1/tasks/${intro.id}`, { done: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().done).toBe(true);
    // Someone else's task is not theirs to tick.
    const other = tasks.find((t) => t.owner_role === "hr") as ChecklistTaskView;
    expect((await manager.browser.send("PATCH", `/api/v1/tasks/${other.id}`, { done: true })).statusCode).toBe(403);
    expect((await firm.admin.send("PATCH", `/api/v1/tasks/${other.id}`, { done: true })).statusCode).toBe(200);
  });

  it("an exit makes the exit tasks from the last working day, once", async () => {
    const leaver = await makeEmployee(app, firm, { name: "Vikram Sethi", joining_date: "2021-01-01" });
    await firm.admin.post(`/api/v1/people/${leaver.id}/exit`, { resignation_date: shift(-10), last_working_day: shift(20), exit_reason: "resigned" });
    await firm.admin.post(`/api/v1/people/${leaver.id}/exit`, { resignation_date: shift(-10), last_working_day: shift(25), exit_reason: "resigned" });
    const tasks = (await firm.admin.get(`/api/v1/people/${leaver.id}/tasks`)).json().data as ChecklistTaskView[];
    const exit = tasks.filter((t) => t.kind === "exit");
    expect(exit).toHaveLength(6);
    expect(exit.find((t) => t.title.startsWith("Full and final"))?.due_on).toBe(shift(50));
    // Staff added with an old joining date are not onboarded.
    expect(tasks.filter((t) => t.kind === "onboarding")).toHaveLength(6);
  });

  it("the admin sets the template; HR cannot; a colleague cannot read someone's tasks", async () => {
    const set = await firm.admin.send("PUT", "/api/v1/checklists/onboarding", { tasks: [{ title: "Welcome kit", owner: "hr", due_days: 0 }] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().onboarding).toEqual([{ title: "Welcome kit", owner: "hr", due_days: 0 }]);
    const joiner = await makeEmployee(app, firm, { joining_date: today() });
    expect(((await firm.admin.get(`/api/v1/people/${joiner.id}/tasks`)).json().data as ChecklistTaskView[]).map((t) => t.title)).toEqual(["Welcome kit"]);
    const hr = await makeSignedIn(app, firm, "H");
    expect((await hr.browser.send("PUT", "/api/v1/checklists/exit", { tasks: [{ title: "X", owner: "hr", due_days: 0 }] })).statusCode).toBe(403);
    expect((await firm.admin.send("PUT", "/api/v1/checklists/exit", { tasks: [] })).statusCode).toBe(400);
    const colleague = await makeSignedIn(app, firm, "E");
    expect((await colleague.browser.get(`/api/v1/people/${joiner.id}/tasks`)).statusCode).toBe(403);
  });
});

describe("imports", () => {
  it("a sheet of recent joiners makes each one's onboarding tasks, and tells each owner once", async () => {
    const sheet = await makeFirm(app);
    const csv = `Name,Joining date,Workspace\r\nImport One,${today()},Kanpur Tannery\r\nImport Two,${today()},Kanpur Tannery\r\nOld Hand,2015-04-01,Kanpur Tannery\r\n`;
    const res = await app.inject({
      method: "POST",
      url: "/api/v1/people/imports?mode=import",
      payload: Buffer.from(csv),
      headers: { "content-type": "text/csv", cookie: `${sheet.admin.cookieName}=${sheet.admin.cookie}`, "sec-fetch-site": "same-origin" },
    });
    expect(res.statusCode, res.body).toBe(202);
    await app.services.jobs.drain();
    const people = (await sheet.admin.get("/api/v1/people?q=o&limit=50")).json().data as { id: string; name: string }[];
    const tasksOf = async (name: string) => ((await sheet.admin.get(`/api/v1/people/${people.find((p) => p.name === name)?.id}/tasks`)).json().data as ChecklistTaskView[]).length;
    expect(await tasksOf("Import One")).toBe(6);
    expect(await tasksOf("Import Two")).toBe(6);
    expect(await tasksOf("Old Hand")).toBe(0);
    const bell = (await sheet.admin.get("/api/v1/notifications")).json().data as { kind: string; title: string }[];
    expect(bell.filter((n) => n.kind === "task.assigned").map((n) => n.title)).toEqual(["Onboarding tasks for 2 people"]);
  });
});

describe("probation", () => {
  it("tells the manager and HR once when a probation ends within a week", async () => {
    const manager = await makeSignedIn(app, firm, "E");
    const probationer = await makeEmployee(app, firm, { name: "Pooja Bisht", joining_date: shift(-175), probation_end: shift(5), manager_id: manager.id });
    void probationer;
    expect(await app.services.checklists.remindProbation()).toBeGreaterThanOrEqual(1);
    const again = await app.services.checklists.remindProbation();
    const bell = (await manager.browser.get("/api/v1/notifications")).json();
    expect(bell.data.filter((n: { kind: string; title: string }) => n.kind === "probation.due" && n.title.includes("Pooja Bisht"))).toHaveLength(1);
    expect(again).toBe(0);
  });
});
