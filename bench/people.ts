// The People module on a firm of 10,000 employees (issue 14; PRODUCT.md budgets): directory search p95
// server time (budget 30 ms), the org chart (budget 200 ms) and the people summary, each timed at the
// service that the API route calls (no HTTP, no JSON), on the embedded database and on PostgreSQL. The firm
// is made by the demo generator (apps/server/src/seed/content/demo-people.ts) and written by the seed's own
// writer, so the benchmark measures the shapes the product really has.
import { indiaToday } from "@vetan/shared/dates";
import { firms } from "../apps/server/src/db/schema.ts";
import type { FirmActor } from "../apps/server/src/firm/actor.ts";
import { createPeopleInsights } from "../apps/server/src/firm/people/people-insights.ts";
import { createInvitations } from "../apps/server/src/firm/people/invitations.ts";
import { createPeopleService } from "../apps/server/src/firm/people/people.service.ts";
import { createChecklists } from "../apps/server/src/firm/people/checklists.service.ts";
import { createNotifications } from "../apps/server/src/firm/notifications/notifications.service.ts";
import { FieldCipher } from "../apps/server/src/platform/auth/secrets.ts";
import { type DatabaseOptions, openDatabase } from "../apps/server/src/platform/db/client.ts";
import { enterFirm } from "../apps/server/src/platform/db/tenancy.ts";
import { demoPeople } from "../apps/server/src/seed/content/demo-people.ts";
import { writePeople } from "../apps/server/src/seed/demo-firm.ts";
import { departments, designations, workspaces } from "../apps/server/src/db/schema.ts";
import { createPeopleImport } from "../apps/server/src/firm/people/people-import.ts";
import { csvDocument } from "../apps/server/src/platform/csv.ts";
import type { Db } from "../apps/server/src/platform/db/client.ts";
import { JobQueue } from "../apps/server/src/platform/jobs.ts";
import type { DemoPeople } from "../apps/server/src/seed/content/demo-people.ts";
import type { FastifyBaseLogger } from "fastify";
import { enterprisePlanId, percentile } from "./firm.ts";
import { createEntitlements } from "../apps/server/src/firm/billing/entitlements.ts";
import { PublicCache } from "../apps/server/src/platform/public-cache.ts";

export interface PeopleFigure {
  name: string;
  runs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  budgetMs: number | null;
  note: string;
}

export interface PeopleBench {
  employees: number;
  writeSeconds: number;
  figures: PeopleFigure[];
}


async function timed(runs: number, work: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await work(i); // warm-up: plans cached, pages in memory
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await work(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0 };
}

export async function benchPeople(options: DatabaseOptions, count = 10_000): Promise<PeopleBench> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    const { db } = database;
    const cipher = new FieldCipher("bench-secret-bench-secret-bench-secret", "aadhaar");
    const [firm] = await db.insert(firms).values({ name: "Bench Textiles Private Limited", planId: await enterprisePlanId(db) }).returning({ id: firms.id });
    if (!firm) throw new Error("no firm");
    const today = indiaToday();
    const people = demoPeople({ count, today, seed: 10_000 });
    const started = performance.now();
    await db.transaction(async (tx) => {
      await enterFirm(tx, firm.id);
      await writePeople(tx, firm.id, people, today, (plain) => cipher.seal(plain));
    });
    const writeSeconds = (performance.now() - started) / 1000;
    await database.query("analyze");

    const notifications = createNotifications(db, async () => undefined);
    const invitations = createInvitations(async () => undefined, "http://localhost:3000");
    const service = createPeopleService(db, cipher, { notifications, checklists: createChecklists(db, notifications), invitations, plan: createEntitlements(db, new PublicCache()) });
    const insights = createPeopleInsights(db);
    const top = people.employees[0];
    if (!top) throw new Error("no employees");
    const admin: FirmActor = { firmId: firm.id, employeeId: top.id, userId: null, access: "A", hrWorkspaceIds: [], via: "session" };
    // What people type into a search box: first names, surnames, parts of them, codes.
    const words = people.employees.flatMap((e, i) => (i % 97 === 0 ? [e.name.split(" ")[0] ?? "", e.name.split(" ").at(-1)?.slice(0, 4) ?? "", e.code] : []));
    const managers = people.employees.filter((e, i) => i % 53 === 0 && e.status !== "exited").map((e) => e.id);
    const figures: PeopleFigure[] = [];

    const search = await timed(200, (i) => service.directory(admin, { q: words[i % words.length], limit: 50 }));
    figures.push({ name: "directory search", runs: 200, p50Ms: search.p50, p95Ms: search.p95, maxMs: search.max, budgetMs: 30, note: "q = a name, part of one or a code; first 50 and the total" });
    const browse = await timed(100, (i) => service.directory(admin, { limit: 50, ...(i % 2 ? { workspace_id: people.workspaces[i % 3]?.id } : {}) }));
    figures.push({ name: "directory page", runs: 100, p50Ms: browse.p50, p95Ms: browse.p95, maxMs: browse.max, budgetMs: 30, note: "no search; every other one filtered by workspace" });
    const chart = await timed(100, (i) => insights.orgChart(admin, managers[i % managers.length]));
    figures.push({ name: "org chart", runs: 100, p50Ms: chart.p50, p95Ms: chart.p95, maxMs: chart.max, budgetMs: 200, note: "a person with managers above and reports below" });
    const summary = await timed(20, () => insights.summary(admin));
    figures.push({ name: "people summary", runs: 20, p50Ms: summary.p50, p95Ms: summary.p95, maxMs: summary.max, budgetMs: null, note: "the A/H dashboard: headcount, trend, birthdays over the whole firm" });
    const profile = await timed(100, (i) => service.profile(admin, people.employees[(i * 101) % count]?.id ?? top.id));
    figures.push({ name: "profile", runs: 100, p50Ms: profile.p50, p95Ms: profile.p95, maxMs: profile.max, budgetMs: null, note: "one employee with every part, the manager chain walked" });
    figures.push(...(await importFigures(db, cipher, people, today)));
    return { employees: count, writeSeconds, figures };
  } finally {
    await database.close();
  }
}

const quietLog = { warn: () => undefined, error: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

/**
 * A 10,000-row sheet imported into a firm that has the workspaces, departments and designations but no one
 * yet: the dry run (every row checked) and the import (checked and written), each from upload to done.
 */
async function importFigures(db: Db, cipher: FieldCipher, people: DemoPeople, today: string): Promise<PeopleFigure[]> {
  const [firm] = await db.insert(firms).values({ name: "Bench Import Textiles", planId: await enterprisePlanId(db) }).returning({ id: firms.id });
  if (!firm) throw new Error("no firm");
  const firmId = firm.id;
  const ids = new Map<string, string>();
  await db.transaction(async (tx) => {
    await enterFirm(tx, firmId);
    for (const w of people.workspaces) ids.set(w.id, (await tx.insert(workspaces).values({ ...w, id: undefined, firmId }).returning({ id: workspaces.id }))[0]?.id ?? "");
    for (const d of people.departments) await tx.insert(departments).values({ ...d, id: undefined, firmId, workspaceId: d.workspaceId ? (ids.get(d.workspaceId) ?? null) : null });
    for (const d of people.designations) await tx.insert(designations).values({ ...d, id: undefined, firmId });
  });
  const name = (list: { id: string; name: string }[], id: string | null) => list.find((x) => x.id === id)?.name ?? "";
  const code = new Map(people.employees.map((e) => [e.id, e.code]));
  const header = ["Code", "Name", "Gender", "Date of birth", "Mobile", "Joining date", "Workspace", "Department", "Designation", "Grade", "Manager code", "PAN", "UAN", "Bank account", "IFSC", "Bank name"];
  const rows = people.employees.map((e) => [
    e.code, e.name, e.gender, e.dateOfBirth, e.mobile ?? "", e.joiningDate, name(people.workspaces, e.workspaceId), name(people.departments, e.departmentId),
    name(people.designations, e.designationId), e.grade, e.managerId ? (code.get(e.managerId) ?? "") : "", e.pan ?? "", e.uan ?? "", e.bankAccount ?? "", e.bankIfsc ?? "", e.bankName ?? "",
  ]);
  const bytes = Buffer.from(csvDocument(header, rows));
  const queue = new JobQueue(db, quietLog);
  const notifications = createNotifications(db, async () => undefined);
  const imports = createPeopleImport(db, cipher, queue, createChecklists(db, notifications), createEntitlements(db, new PublicCache()));
  const actor: FirmActor = { firmId, employeeId: "00000000-0000-4000-8000-000000000000", userId: null, access: "A", hrWorkspaceIds: [], via: "session" };
  const figures: PeopleFigure[] = [];
  for (const mode of ["dry_run", "import"] as const) {
    const started = performance.now();
    const view = await imports.start(actor, { bytes, fileName: "bench.csv", mode }, "127.0.0.1");
    await queue.drain();
    const ms = performance.now() - started;
    const done = await imports.get(actor, view.id);
    const result = done.job?.result as { valid?: number; imported?: number } | undefined;
    figures.push({
      name: mode === "dry_run" ? "import, dry run" : "import",
      runs: 1,
      p50Ms: ms,
      p95Ms: ms,
      maxMs: ms,
      budgetMs: 15_000,
      note: `${fmtInt(rows.length)} rows (${fmtInt(bytes.length / 1024)} kB CSV) from upload to done: ${fmtInt(result?.valid ?? 0)} valid${mode === "import" ? `, ${fmtInt(result?.imported ?? 0)} written` : ""}`,
    });
  }
  void today;
  return figures;
}
const fmtInt = (n: number) => Math.round(n).toLocaleString("en-IN");
