// PGlite does not lock its data folder, and two processes writing one folder corrupt it
// (toolchain-notes §3). We hold a lock file with our PID; a second process is refused with a clear
// message, and a lock left by a process that has died is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is already in use by process ${pid}. ` +
        "Stop that process first, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server).",
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Folders this process holds. A lock file naming our own PID is ours only if it is in here; otherwise it
 * was left by an earlier process that had the same PID (PID 1 in a restarted container, say).
 */
const heldHere = new Set<string>();

/** Takes the lock on `dir`, or throws DataDirLockedError. Returns the release function. */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "vetan.lock");
  if (heldHere.has(file)) throw new DataDirLockedError(dir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dir, pid);
      rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not take the lock on ${dir}`);
}
