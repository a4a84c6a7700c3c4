// What the server's log may say about a request. Fastify logs each request's URL, and some of our URLs
// carry one-time secrets in their query (the hand-off's accessToken, reset links, campaign sessions): the
// log keeps the path and the names of the query's parameters, never their values.
import type { FastifyRequest } from "fastify";

/** "/Identity?accessToken=abc&x=1" → "/Identity?accessToken=…&x=…". */
export function loggableUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const names = url
    .slice(q + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=")[0]?.slice(0, 40)}=…`);
  return `${url.slice(0, q)}?${names.join("&")}`;
}

/** Pino serializer for `req`: Fastify's usual fields with the URL made loggable. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
