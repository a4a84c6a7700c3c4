// A Redis of the test's own (redis-server as a child process on a free port, nothing saved to disk), so a
// test can stop it and start it again on the same port, as an outage and a recovery would.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { Socket } from "node:net";
import { freePort } from "./server-process.ts";

export const REDIS_SERVER = "/usr/bin/redis-server";
export const haveRedis = existsSync(REDIS_SERVER);

export interface RedisProcess {
  url: string;
  port: number;
  /** Stops it (SIGKILL: a crash, not a polite shutdown) and waits for the exit. */
  stop(): Promise<void>;
  /** Starts it again, empty, on the same port; resolves once it answers. */
  start(): Promise<void>;
}

export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(REDIS_SERVER, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    const deadline = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, stop, start };
}

/** A PING answered with PONG. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once("error", () => done(false));
    socket.once("data", (data) => done(data.toString().startsWith("+PONG")));
    socket.connect(port, "127.0.0.1", () => socket.write("PING\r\n"));
  });
}
