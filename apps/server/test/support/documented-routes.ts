// Every route the server documents in its OpenAPI document (generated from the route schemas), so the
// cross-cutting suites (fuzz, security headers) cover each new documented route without being edited.
import type { FastifyInstance } from "fastify";

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];
export interface DocumentedRoute {
  method: Method;
  /** OpenAPI form: path parameters as {name}. */
  path: string;
}

export function documentedRoutes(app: FastifyInstance): DocumentedRoute[] {
  const spec = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const routes: DocumentedRoute[] = [];
  for (const [path, ops] of Object.entries(spec.paths)) {
    for (const method of Object.keys(ops)) {
      const upper = method.toUpperCase() as Method;
      if (METHODS.includes(upper)) routes.push({ method: upper, path });
    }
  }
  return routes;
}
