// One migrated, seeded database image per change of migrations or seed content, shared by every test
// file: a PGlite data-dir snapshot on disk, or a PostgreSQL template database. Each test file then gets
// its own copy in well under a second, so tests never share rows and never need cleaning.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = fileURLToPath(new URL("../../../../", import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

/** Changes whenever a migration or the seed changes, so a stale image is never used. */
export function templateHash(): string {
  const h = createHash("sha256");
  for (const f of [...filesUnder(join(root, "apps/server/drizzle")), ...filesUnder(join(root, "apps/server/src/seed"))].sort()) {
    h.update(f).update(readFileSync(f));
  }
  return h.digest("hex").slice(0, 16);
}

export const snapshotPath = (hash: string) => join(root, "node_modules/.cache/vetan-test", `pglite-${hash}.tar.gz`);
/** Per role too: a template is copied by its owner, and the suite runs as a superuser and as a plain owner. */
export const templateDbName = (hash: string, url: string) => `vetan_tpl_${hash}_${(new URL(url).username || "postgres").replace(/\W/g, "")}`;

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

export function ensureDir(file: string) {
  mkdirSync(join(file, ".."), { recursive: true });
}
