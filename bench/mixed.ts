// Mixed traffic (issue 7): what a busy day looks like, all at once, against the production build — public
// pages, the site's cached reads, Talk to Us submissions and click events — at 200 connections for 60 s.
// Every connection cycles through the same weighted sequence, so the mix holds for the whole run. The
// figures are errors (connection errors, timeouts and 5xx: must be 0) and p50/p99 latency.
import autocannon from "autocannon";
import { CLICK_EVENT, CONTACT_REQUEST } from "../apps/server/test/support/fixtures.ts";

export interface MixedFigures {
  seconds: number;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Answers with a 5xx status. */
  serverErrors: number;
  /** Answers by status, e.g. { "200": 1234, "202": 500 }. */
  statuses: Record<string, number>;
  /** Connection errors by message, when there were any. */
  errorKinds: Record<string, number>;
}

let n = 0;
const click = () => JSON.stringify({ ...CLICK_EVENT, campaignid: "mixed", sessionid: `m-${++n}`, x_cord: n % 390, y_cord: n % 5200, viewport_w: 390, viewport_h: 844, doc_h: 5200 });
const contact = () => JSON.stringify({ ...CONTACT_REQUEST, email: `priya${++n}@example.in` });

const BROWSER_UA = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36";
const json = { "content-type": "application/json", "user-agent": BROWSER_UA, "accept-encoding": "gzip, br" };
const page = { "user-agent": BROWSER_UA, "accept-encoding": "gzip, br", accept: "text/html" };

/** One connection's cycle: 4 pages, 4 reads, 4 click events, 1 contact submission. */
function sequence(blogSlug: string): autocannon.Request[] {
  const get = (path: string, headers: Record<string, string> = page): autocannon.Request => ({ method: "GET", path, headers });
  const post = (path: string, body: string): autocannon.Request => ({ method: "POST", path, headers: json, body });
  const clickReq = (): autocannon.Request => ({ method: "POST", path: "/api/Seo/trackClickHeatMaps", headers: json, setupRequest: (r) => ({ ...r, body: click() }) });
  return [
    get("/"),
    post("/api/SuperAdmin/GetFaqSuperadmin", "{}"),
    clickReq(),
    get("/Pricing"),
    post("/api/Salary/GetSubscriptionPlans", "{}"),
    clickReq(),
    get("/Blogs"),
    get("/seo.json", json),
    clickReq(),
    get(`/blog/${blogSlug}`),
    post("/blogapi/GetAllProductBlog", '{"webid":2}'),
    clickReq(),
    { method: "POST", path: "/api/SuperAdmin/SuperadminContactus", headers: json, setupRequest: (r) => ({ ...r, body: contact() }) },
  ];
}

export async function runMixed(baseUrl: string, blogSlug: string, seconds = 60, connections = 200): Promise<MixedFigures> {
  const statuses: Record<string, number> = {};
  const errorKinds: Record<string, number> = {};
  // The callback form: it returns the running instance, whose events count statuses and errors.
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: baseUrl, connections, duration: seconds, timeout: 10, requests: sequence(blogSlug) }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on("response", (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
    instance.on("reqError", (error) => {
      errorKinds[error.message] = (errorKinds[error.message] ?? 0) + 1;
    });
  });
  const serverErrors = Object.entries(statuses)
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    seconds,
    connections,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts each timeout among its errors already.
    errors: result.errors,
    serverErrors,
    statuses,
    errorKinds,
  };
}
