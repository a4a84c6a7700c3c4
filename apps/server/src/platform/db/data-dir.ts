// The embedded database's folder must be writable and have room before PGlite touches it: PostgreSQL
// inside WebAssembly reports a read-only or full disk as a bare errno (or, worse, half-creates a cluster
// that later fails to start), so we look first and say what is wrong in words a person can act on.
import { existsSync, mkdirSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** Room a new or running embedded database needs: a fresh cluster alone takes about 40 MB. */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;

export class DataDirUnusableError extends Error {
  constructor(dir: string, why: string) {
    super(`The embedded database cannot use ${dir}: ${why}. Set DATA_DIR to a writable folder with room, or DATABASE_URL to a PostgreSQL server.`);
    this.name = "DataDirUnusableError";
  }
}

const WHY: Record<string, string> = {
  EROFS: "the file system is read-only",
  EACCES: "this process may not write there",
  EPERM: "this process may not write there",
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  ENOTDIR: "a file is in the way of the folder",
};

function probeWrite(dir: string) {
  const probe = join(dir, `.write-probe-${process.pid}`);
  writeFileSync(probe, "ok");
  rmSync(probe, { force: true });
}

function explain(dir: string, error: unknown): Error {
  let code = (error as NodeJS.ErrnoException).code ?? "";
  // A recursive mkdir on a read-only mount says ENOENT; a write in the nearest folder that exists says why.
  if (code === "ENOENT") {
    let parent = dir;
    while (!existsSync(parent) && dirname(parent) !== parent) parent = dirname(parent);
    try {
      probeWrite(parent);
    } catch (cause) {
      code = (cause as NodeJS.ErrnoException).code ?? code;
    }
  }
  return new DataDirUnusableError(dir, WHY[code] ?? `${code || "error"} (${(error as Error).message})`);
}

/** Throws DataDirUnusableError unless `dir` exists (or can be made), takes a write, and has room. */
export function checkDataDir(dir: string, minFreeBytes = MIN_FREE_BYTES) {
  try {
    mkdirSync(dir, { recursive: true });
    // Permission bits do not show a read-only mount (nor root's limits): only a real write does.
    probeWrite(dir);
  } catch (error) {
    throw explain(dir, error);
  }
  const { bavail, bsize } = statfsSync(dir);
  const free = bavail * bsize;
  if (free < minFreeBytes) {
    throw new DataDirUnusableError(dir, `the disk is full or nearly so (${Math.floor(free / 1048576)} MB free; it needs ${minFreeBytes / 1048576} MB)`);
  }
}
