import { copyOfCache, dropCopy, makeSessions } from "./many-firms.ts";
import { preparePeople } from "./firms-load.ts";
import { startServer } from "./server.ts";
const pgUrl = "postgres://postgres@127.0.0.1:5432/test";
const url = await copyOfCache(pgUrl, "vetan_bench_firms_v1_m38_20x100_20261128", "k");
const people = await makeSessions(url, 5);
const server = await startServer({ DATABASE_URL: url, SEED_DEMO: "false", FIRM_API_PER_CALLER_PER_MIN: "1000000000" });
try {
  const ready = await preparePeople(server.url, people);
  const paths: [string, string, string?][] = [
    ["today", "/api/v1/attendance/today"], ["balances", "/api/v1/leave/balances"], ["summary", "/api/v1/people-summary"],
    ["search", "/api/v1/people?q=Ra&limit=50"], ["page", "/api/v1/people?limit=50"], ["leave list", "/api/v1/leave/requests"],
    ["payslips", "/api/v1/payroll/payslips"], ["runs", "/api/v1/payroll/runs"], ["approvals", "/api/v1/approvals?box=inbox"],
  ];
  const A = ready.find((p) => p.role === "A")!;
  for (const [name, path] of paths) {
    const c0 = server.cpuMs()!; const t0 = performance.now();
    for (let i = 0; i < 30; i++) { const r = await fetch(server.url + path, { headers: { cookie: A.cookie } }); await r.text(); if (i === 0 && r.status !== 200) console.log(name, r.status); }
    console.log(name.padEnd(12), ((performance.now() - t0) / 30).toFixed(1), "ms wall", ((server.cpuMs()! - c0) / 30).toFixed(1), "ms cpu");
  }
  const p = A;
  const c0 = server.cpuMs()!; const t0 = performance.now();
  for (let i = 0; i < 10; i++) {
    const r = await fetch(server.url + `/api/v1/payroll/runs/${p.runId}/payslips/${p.employeeId}`, { headers: { cookie: p.cookie } }); await r.text();
  }
  console.log("payslip".padEnd(12), ((performance.now() - t0) / 10).toFixed(1), "ms wall", ((server.cpuMs()! - c0) / 10).toFixed(1), "ms cpu");
  for (const kind of ["punch", "apply"]) {
    const c0 = server.cpuMs()!; const t0 = performance.now();
    for (let i = 0; i < 10; i++) {
      if (kind === "punch") {
        const r = await fetch(server.url + "/api/v1/attendance/punch", { method: "POST", headers: { cookie: p.cookie, "content-type": "application/json", "sec-fetch-site": "same-origin" }, body: JSON.stringify({ kind: p.nextPunch, latitude: p.latitude, longitude: p.longitude }) });
        const b = await r.json() as { next: string[] }; p.nextPunch = b.next?.find((k) => k === "in" || k === "out") ?? "in"; if (r.status !== 201) console.log("punch", r.status, b);
      } else {
        const r = await fetch(server.url + "/api/v1/leave/requests", { method: "POST", headers: { cookie: p.cookie, "content-type": "application/json", "sec-fetch-site": "same-origin" }, body: JSON.stringify({ leave_type_id: p.leave!.typeId, from: p.leave!.day, to: p.leave!.day, reason: "x bench" }) });
        const b = await r.json() as { id: string };
        const w = await fetch(server.url + `/api/v1/leave/requests/${b.id}/cancel`, { method: "POST", headers: { cookie: p.cookie, "content-type": "application/json", "sec-fetch-site": "same-origin" }, body: "{}" }); await w.text();
      }
    }
    console.log(kind.padEnd(12), ((performance.now() - t0) / 10).toFixed(1), "ms wall", ((server.cpuMs()! - c0) / 10).toFixed(1), "ms cpu");
  }
} finally { await server.stop(); await dropCopy(url); }
