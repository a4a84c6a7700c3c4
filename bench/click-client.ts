// A cheap load generator for click ingest (issue 19): autocannon builds and parses every request in
// JavaScript and was the limit here (~11,700 clicks/s while the server still had CPU to spare). This client
// writes pre-built HTTP/1.1 requests, pipelined `depth` deep on a few keep-alive connections, and reads the
// answers with a minimal parser (status line and Content-Length), so it costs a fraction of the server's
// CPU per click. Every request carries its own session id (the per-sender throttle is for people; a ring of
// 50,000 sessions sends each one at most a few times a second at the budget's rate).
import { connect } from "node:net";

export interface PipelinedFigures {
  seconds: number;
  connections: number;
  depth: number;
  sent: number;
  /** Answers by status. */
  statuses: Record<string, number>;
  answered: number;
  /** Connections that failed or closed early, and answers never read. */
  errors: number;
  /** This process's CPU time while it ran, in ms (the client's cost). */
  clientCpuMs: number;
}

/** Pre-built requests: `count` distinct click events as bytes, ready to write. */
export function clickRequests(host: string, path: string, userAgent: string, makeBody: (i: number) => string, count = 50_000): Buffer[] {
  const out: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const body = Buffer.from(makeBody(i));
    const head = `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nUser-Agent: ${userAgent}\r\nContent-Length: ${body.length}\r\n\r\n`;
    out.push(Buffer.concat([Buffer.from(head), body]));
  }
  return out;
}

const HEADER_END = Buffer.from("\r\n\r\n");

export async function pipelined(baseUrl: string, requests: Buffer[], seconds: number, connections = 8, depth = 64): Promise<PipelinedFigures> {
  const { hostname, port } = new URL(baseUrl);
  const statuses: Record<string, number> = {};
  let sent = 0;
  let answered = 0;
  let errors = 0;
  let next = 0;
  const cpu = process.cpuUsage();
  const deadline = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const socket = connect(Number(port), hostname);
      socket.setNoDelay(true);
      let inflight = 0;
      let pending: Buffer = Buffer.alloc(0);
      let stopping = false;
      const fill = () => {
        if (stopping) return;
        if (performance.now() >= deadline) {
          stopping = true;
          if (inflight === 0) socket.end();
          return;
        }
        const batch: Buffer[] = [];
        while (inflight < depth) {
          batch.push(requests[next++ % requests.length] as Buffer);
          inflight++;
          sent++;
        }
        if (batch.length) socket.write(batch.length === 1 ? (batch[0] as Buffer) : Buffer.concat(batch));
      };
      socket.on("connect", fill);
      socket.on("data", (chunk: Buffer) => {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        let at = 0;
        for (;;) {
          const end = pending.indexOf(HEADER_END, at);
          if (end < 0) break;
          const head = pending.toString("latin1", at, end);
          const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
          if (!length) throw new Error(`an answer without Content-Length: ${head.slice(0, 200)}`);
          const total = end + 4 + Number(length[1]);
          if (total > pending.length) break;
          const status = head.slice(9, 12);
          statuses[status] = (statuses[status] ?? 0) + 1;
          answered++;
          inflight--;
          at = total;
        }
        pending = at === pending.length ? Buffer.alloc(0) : pending.subarray(at);
        if (stopping) {
          if (inflight === 0) socket.end();
        } else if (inflight <= depth / 2) fill();
      });
      socket.on("error", () => {
        errors++;
      });
      socket.on("close", () => resolve());
    });
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, one));
  const elapsed = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return { seconds: elapsed, connections, depth, sent, statuses, answered, errors: errors + (sent - answered), clientCpuMs: (used.user + used.system) / 1000 };
}
