// One load run, reduced to the figures the table prints: Debian's wrk when it is installed, else autocannon.
//
// Why two: the load generator shares the machine's two cores with the server, so it must cost far less per
// answer than the server does, or it measures itself. autocannon parses answers in JavaScript: here it reads
// a bare Node server's 9 kB answers at ~9,500/s against ~95,000/s for 15-byte ones, a ceiling our kept pages
// (~9 kB gzipped) already reach. wrk, in C, reads the same 9 kB answers at ~76,000/s (~91,000/s for 15
// bytes). Bodies made anew per request (click events) stay with autocannon.
import { execFile } from "node:child_process";
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { promisify } from "node:util";
import autocannon from "autocannon";

export interface HttpFigures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total2xx: number;
  /** Every answer counted, whatever its status. */
  total: number;
  generator: Generator;
}

export type Generator = "wrk" | "autocannon";

export interface Target {
  name: string;
  path: string;
  method?: "GET" | "POST";
  body?: unknown;
  headers?: Record<string, string>;
  /** Builds each request's body anew (click events with distinct sessions). */
  makeBody?: () => string;
}

/** wrk on the PATH (Debian's package `wrk`), or undefined. */
export const WRK = (process.env.PATH ?? "")
  .split(delimiter)
  .map((dir) => join(dir, "wrk"))
  .find((path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });

/** Which generator a target is measured with. */
const generatorFor = (target: Target): Generator => (WRK && !target.makeBody ? "wrk" : "autocannon");

export async function load(baseUrl: string, target: Target, seconds: number, connections = 50): Promise<HttpFigures> {
  const headers = { "content-type": "application/json", "accept-encoding": "gzip, br", ...target.headers };
  if (generatorFor(target) === "wrk") return wrk(WRK!, baseUrl, target, headers, seconds, connections);
  const result = await autocannon({
    url: baseUrl + target.path,
    connections,
    duration: seconds,
    method: target.method ?? "POST",
    headers,
    ...(target.makeBody
      ? {
          requests: [
            {
              method: target.method ?? "POST",
              path: target.path,
              headers,
              setupRequest: (req: autocannon.Request) => ({ ...req, body: target.makeBody!() }),
            },
          ],
        }
      : target.body !== undefined
        ? { body: JSON.stringify(target.body) }
        : {}),
  });
  return {
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts each timeout among its errors already.
    errors: result.errors,
    non2xx: result.non2xx,
    total2xx: result["2xx"],
    total: result.requests.total,
    generator: "autocannon",
  };
}

/**
 * One wrk run (one thread: the server has one core's worth of JavaScript to match). A Lua script sets the
 * method, headers and body and prints the summary as JSON at the end; wrk counts answers of 400 and up as
 * status errors.
 */
async function wrk(bin: string, baseUrl: string, target: Target, headers: Record<string, string>, seconds: number, connections: number): Promise<HttpFigures> {
  const dir = mkdtempSync(join(tmpdir(), "vetan-wrk-"));
  const script = join(dir, "target.lua");
  const lines = [`wrk.method = ${lua(target.method ?? "POST")}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`wrk.headers[${lua(name)}] = ${lua(value)}`);
  if (target.body !== undefined) lines.push(`wrk.body = ${lua(JSON.stringify(target.body))}`);
  lines.push(
    "done = function(summary, latency, requests)",
    "  local e = summary.errors",
    '  io.write(string.format("\\nWRK_JSON {\\"requests\\":%d,\\"us\\":%d,\\"connect\\":%d,\\"read\\":%d,\\"write\\":%d,\\"timeout\\":%d,\\"status\\":%d,\\"p50\\":%d,\\"p99\\":%d}\\n",',
    "    summary.requests, summary.duration, e.connect, e.read, e.write, e.timeout, e.status, latency:percentile(50), latency:percentile(99)))",
    "end",
  );
  writeFileSync(script, lines.join("\n"));
  try {
    // autocannon's time-out (10 s), not wrk's 2 s; no target redirects, so wrk's status errors (≥ 400) and
    // autocannon's non-2xx count the same answers here.
    const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "-s", script, baseUrl + target.path];
    const { stdout } = await promisify(execFile)(bin, args, { timeout: (seconds + 30) * 1000 });
    const found = /WRK_JSON (\{.*\})/.exec(stdout);
    if (!found) throw new Error(`wrk printed no summary for ${target.path}: ${stdout}`);
    const r = JSON.parse(found[1]!) as Record<"requests" | "us" | "connect" | "read" | "write" | "timeout" | "status" | "p50" | "p99", number>;
    return {
      name: target.name,
      rps: r.requests / (r.us / 1e6),
      p50: Math.round(r.p50 / 1000),
      p99: Math.round(r.p99 / 1000),
      errors: r.connect + r.read + r.write + r.timeout,
      non2xx: r.status,
      total2xx: r.requests - r.status,
      total: r.requests,
      generator: "wrk",
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A Lua string literal: every byte outside printable ASCII, and the quote and backslash, as \ddd. */
function lua(text: string): string {
  let out = '"';
  for (const byte of Buffer.from(text)) out += byte >= 0x20 && byte < 0x7f && byte !== 0x22 && byte !== 0x5c ? String.fromCharCode(byte) : `\\${String(byte).padStart(3, "0")}`;
  return `${out}"`;
}
