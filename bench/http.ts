// One autocannon run, reduced to the figures the table prints.
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
}

export interface Target {
  name: string;
  path: string;
  method?: "GET" | "POST";
  body?: unknown;
  headers?: Record<string, string>;
  /** Builds each request's body anew (click events with distinct sessions). */
  makeBody?: () => string;
}

export async function load(baseUrl: string, target: Target, seconds: number, connections = 50): Promise<HttpFigures> {
  const headers = { "content-type": "application/json", "accept-encoding": "gzip, br", ...target.headers };
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
  };
}
