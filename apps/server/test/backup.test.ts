// Backup and restore (issue 7): a backup of the embedded database, restored into a new folder, holds every
// table's rows and the last thing written; a restore never overwrites a database unless told to, and then
// keeps it; a backup is refused while a server holds the folder. On the PostgreSQL run, the pg_dump path
// is proven the same way.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { backupEmbedded, backupPostgres, restoreEmbedded, restorePostgres, tableCounts } from "../src/platform/db/backup.ts";
import { openDatabase } from "../src/platform/db/client.ts";
import { adminQuery, withDatabase } from "./support/template.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "vetan-backup-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const MARKER = `backup-marker-${randomBytes(4).toString("hex")}`;

async function markerCount(database: { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }) {
  return Number((await database.query("select count(*) as n from contact_requests where name = $1", [MARKER])).rows[0]?.n);
}

const insertMarker = `insert into contact_requests (name, email, mobile, firm_name, firm_type, firm_age, firm_gst, firm_location, firm_mobile, firm_size)
  values ($1, 'a@b.in', '9876543210', 'Marker Firm', 'Private Limited', '2', 'NA', 'Pune', '9876543210', '1-10')`;

describe("the embedded database", () => {
  it("backs up, and restores whole into a new folder", async () => {
    const source = join(tempDir(), "pglite");
    // The seeded template, written to a real folder as a server would have left it.
    const seeded =
      template.kind === "pglite"
        ? await openDatabase({ kind: "pglite-memory", loadDataDir: new Blob([readFileSync(template.snapshot)]) })
        : await openDatabase({ kind: "pglite-memory" });
    if (template.kind !== "pglite") await seeded.migrate();
    const snapshot = await seeded.pglite!.dumpDataDir("none");
    await seeded.close();
    const { PGlite } = await import("@electric-sql/pglite");
    await (await PGlite.create({ dataDir: source, loadDataDir: snapshot })).close();
    const live = await openDatabase({ kind: "pglite", dataDir: source });
    await live.query(insertMarker, [MARKER]);
    const before = await tableCounts(live);

    // While a server holds the folder, a backup is refused with the lock's message.
    const file = join(tempDir(), "vetan.tar.gz");
    await expect(backupEmbedded(source, file)).rejects.toThrow(/already in use by process/);
    await live.close();

    const counts = await backupEmbedded(source, file);
    expect(counts).toEqual(before);
    expect(Object.keys(counts).length).toBeGreaterThan(15);

    const target = join(tempDir(), "pglite");
    const restored = await restoreEmbedded(file, target);
    expect(restored.counts).toEqual(before);
    expect(restored.keptAs).toBeUndefined();
    const reopened = await openDatabase({ kind: "pglite", dataDir: target });
    expect(await markerCount(reopened)).toBe(1);
    await reopened.close();

    // A second restore over it is refused unless forced; forced, the old one is kept beside it.
    await expect(restoreEmbedded(file, target)).rejects.toThrow(/already holds a database/);
    const forced = await restoreEmbedded(file, target, { force: true });
    expect(forced.counts).toEqual(before);
    expect(forced.keptAs && existsSync(forced.keptAs)).toBe(true);
  }, 90_000);

  it("refuses a missing or damaged backup file and leaves the folder alone", async () => {
    const target = join(tempDir(), "pglite");
    await expect(restoreEmbedded(join(tempDir(), "nothing.tar.gz"), target)).rejects.toThrow(/No backup file/);
    const junk = join(tempDir(), "junk.tar.gz");
    (await import("node:fs")).writeFileSync(junk, "this is not a backup");
    await expect(restoreEmbedded(junk, target)).rejects.toThrow();
    expect(existsSync(join(target, "PG_VERSION"))).toBe(false);
  });
});

// Only on the suite's PostgreSQL run (TEST_DATABASE_URL): the PGlite run has no server to dump.
const template = inject("dbTemplate");
if (template.kind === "postgres") describe("PostgreSQL (pg_dump and pg_restore)", () => {
  it("backs up a live database and restores it whole into another", async () => {
    if (template.kind !== "postgres") throw new Error("unreachable");
    const suffix = randomBytes(5).toString("hex");
    const [from, to] = [`vetan_bk_from_${suffix}`, `vetan_bk_to_${suffix}`];
    await adminQuery(template.url, `create database ${from} template ${template.template}`);
    await adminQuery(template.url, `create database ${to}`);
    const source = await openDatabase({ kind: "postgres", url: withDatabase(template.url, from), poolSize: 1 });
    try {
      await source.query(insertMarker, [MARKER]);
      const before = await tableCounts(source);
      const file = join(tempDir(), "vetan.dump");
      // Taken while the source is open and in use, as in production.
      await backupPostgres(withDatabase(template.url, from), file);
      await source.close();
      await restorePostgres(file, withDatabase(template.url, to));
      const restored = await openDatabase({ kind: "postgres", url: withDatabase(template.url, to), poolSize: 1 });
      expect(await tableCounts(restored)).toEqual(before);
      expect(await markerCount(restored)).toBe(1);
      await restored.close();
    } finally {
      await source.close().catch(() => undefined);
      await adminQuery(template.url, `drop database if exists ${from}`);
      await adminQuery(template.url, `drop database if exists ${to}`);
    }
  }, 90_000);
});
