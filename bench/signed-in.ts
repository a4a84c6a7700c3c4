// Signed-in traffic (issue 14): the demo firm's admin, HR, a manager and an employee using the product at
// once, at 200 connections for 60 s against the production build. Each connection is one of the four
// people (sessions made by signing in and handing off, as a browser does) cycling through what that person's
// screens call: the directory, a profile, the org chart, approvals, notifications, the people summary, and
// attendance (today, the calendar, the muster). Figures: errors and 5xx (budget 0), p50/p99, req/s.
import autocannon from "autocannon";
import { indiaToday } from "../packages/shared/src/dates.ts";
import type { MixedFigures } from "./mixed.ts";

/** The mixed run's figures, less its error kinds (a signed-in run has none of its own to name). */
export type SignedInFigures = Omit<MixedFigures, "errorKinds"> & { /** Calls a second per connection; 0: unpaced. */ pace: number };

const DEMO = { A: "9800000001", H: "9800000002", E: "9800000003", M: "9800000004" } as const;
const PASSWORD = "Vetan-demo-2026";

/** Signs in as a demo person and hands off; returns the session cookie a browser would send. */
export async function demoCookie(baseUrl: string, mobile: string): Promise<string> {
  const headers = { "content-type": "application/json", "sec-fetch-site": "same-origin" };
  const signin = await fetch(`${baseUrl}/api/accounts/signin`, { method: "POST", headers, body: JSON.stringify({ mobile, password: PASSWORD, callback: "/Identity" }) });
  if (!signin.ok) throw new Error(`sign-in as ${mobile}: ${signin.status} ${await signin.text()}`);
  const sessionOf = (res: Response, fallback: string) => res.headers.getSetCookie().map((c) => c.split(";")[0] ?? "").find((c) => /^(__Host-)?vetan_session=./.test(c)) ?? fallback;
  const cookie = sessionOf(signin, "");
  const token = new URL(((await signin.json()) as { redirect: string }).redirect, baseUrl).searchParams.get("accessToken");
  const placed = await fetch(`${baseUrl}/api/SuperAdmin/VetanSSOLoginV1`, { method: "POST", headers: { ...headers, cookie }, body: JSON.stringify({ token, product: "VETAN" }) });
  const answer = (await placed.json()) as { responseCode?: string };
  if (!placed.ok || answer.responseCode !== "00") throw new Error(`hand-off for ${mobile}: ${placed.status} ${JSON.stringify(answer)}`);
  return sessionOf(placed, cookie);
}

/**
 * `pace`: calls a second from each connection (a person at work; decision 036), or 0 for as fast as each
 * answer allows (the server's capacity). Paced latencies are corrected for coordinated omission by autocannon.
 */
export async function runSignedIn(baseUrl: string, seconds = 60, connections = 200, pace = 0): Promise<SignedInFigures> {
  const cookies = Object.fromEntries(await Promise.all((Object.keys(DEMO) as (keyof typeof DEMO)[]).map(async (k) => [k, await demoCookie(baseUrl, DEMO[k])] as const))) as Record<keyof typeof DEMO, string>;
  const get = async (who: keyof typeof DEMO, path: string) => (await fetch(`${baseUrl}${path}`, { headers: { cookie: cookies[who] } })).json() as Promise<Record<string, unknown>>;
  const found = (await get("A", "/api/v1/people?q=Meera")).data as { id: string }[] | undefined;
  const meera = found?.[0]?.id;
  if (!meera) throw new Error("the demo admin's session could not read the directory");
  const month = indiaToday().slice(0, 7);
  const common = ["/api/v1/attendance/today", `/api/v1/attendance/calendar?month=${month}`, "/api/v1/notifications", "/api/v1/approvals?box=mine", "/api/v1/people?limit=50"];
  const byRole: Record<keyof typeof DEMO, string[]> = {
    A: [...common, "/api/v1/people-summary", `/api/v1/attendance/muster?month=${month}`, `/api/v1/people/${meera}`, "/api/v1/approvals?box=all&status=any"],
    H: [...common, "/api/v1/people-summary", "/api/v1/attendance/where", "/api/v1/approvals?box=inbox", `/api/v1/people/${meera}`, "/api/v1/people?q=ra"],
    M: [...common, "/api/v1/org-chart", `/api/v1/attendance/calendar?month=${month}&employee_id=${meera}`, "/api/v1/approvals?box=inbox"],
    E: [...common, "/api/v1/org-chart", "/api/v1/people?q=Arjun", "/api/v1/workspaces"],
  };
  const roles = Object.keys(byRole) as (keyof typeof DEMO)[];
  const statuses: Record<string, number> = {};
  const runs = roles.map(
    (role) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: baseUrl,
            connections: Math.max(1, Math.round(connections / roles.length)),
            duration: seconds,
            timeout: 10,
            ...(pace > 0 ? { connectionRate: pace } : {}),
            headers: { cookie: cookies[role], "accept-encoding": "gzip, br" },
            requests: byRole[role].map((path) => ({ method: "GET" as const, path })),
          },
          (error, done) => (error ? reject(error) : resolve(done)),
        );
        instance.on("response", (_client, statusCode) => {
          statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
        });
      }),
  );
  const results = await Promise.all(runs);
  const requests = results.reduce((n, r) => n + r.requests.total, 0);
  const weighted = (pick: (r: autocannon.Result) => number) => results.reduce((n, r) => n + pick(r) * r.requests.total, 0) / Math.max(1, requests);
  return {
    seconds,
    connections,
    pace,
    requests,
    rps: results.reduce((n, r) => n + r.requests.average, 0),
    // Request-weighted across the four people's runs (each run's own percentile).
    p50: Math.round(weighted((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((n, r) => n + r.errors, 0),
    serverErrors: Object.entries(statuses)
      .filter(([code]) => Number(code) >= 500)
      .reduce((sum, [, count]) => sum + count, 0),
    statuses,
  };
}
