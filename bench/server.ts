// Starts the production server in its own process for a benchmark, and stops it gracefully.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

const main = fileURLToPath(new URL("../apps/server/src/main.ts", import.meta.url));

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<number | null>;
}

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = String(4100 + Math.floor(Math.random() * 800));
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: port, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error("server did not become ready in 60 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    async stop() {
      child.kill("SIGTERM");
      const [code] = (await once(child, "exit")) as [number | null];
      return code;
    },
  };
}
