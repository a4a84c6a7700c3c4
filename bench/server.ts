// Starts the production server in its own process for a benchmark, and stops it gracefully.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const main = fileURLToPath(new URL("../apps/server/src/main.ts", import.meta.url));

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<number | null>;
  /** CPU time the server process has used so far, in ms (Linux /proc; undefined elsewhere). */
  cpuMs(): number | undefined;
}

export async function startServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<RunningServer> {
  const port = process.env.BENCH_PORT ?? String(await freePort());
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: port, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  // A fresh database is migrated and seeded first: on a busy shared machine that can take minutes.
  const waitSeconds = Number(process.env.BENCH_READY_SECONDS ?? 180);
  const deadline = Date.now() + waitSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become ready in ${waitSeconds} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    cpuMs: () => processCpuMs(child.pid),
    async stop() {
      child.kill("SIGTERM");
      const [code] = (await once(child, "exit")) as [number | null];
      return code;
    },
  };
}

/** A port nothing listens on right now (BENCH_PORT overrides, for machines where ports are handed out). */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, "close");
  return port;
}

/** User + system CPU of a process from /proc/<pid>/stat (fields 14 and 15, in clock ticks of 10 ms). */
export function processCpuMs(pid: number | undefined): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces; count fields after it.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}
