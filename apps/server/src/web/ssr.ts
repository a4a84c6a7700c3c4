// React Router (framework mode) inside Fastify: one process, one server. The API routes are ordinary
// Fastify routes; this plugin, registered last, serves the built assets and hands every other request to
// React Router, with the services in its load context and a fresh CSP nonce per response. Anonymous pages
// are answered from rendered copies (page-cache.ts), still with a fresh nonce each.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { webContext } from "@vetan/shared/web-context";
import { publicEnv } from "../platform/env.ts";
import { newNonce, PageCache } from "./page-cache.ts";

export const WEB_ROOT = fileURLToPath(new URL("../../../web", import.meta.url));

/**
 * Scripts only from us or with this response's nonce; no inline script allowance. Inline style attributes
 * are allowed (React sets them), style elements are not needed. In development only, Vite injects inline
 * scripts with no nonce (the React Refresh preamble), so inline scripts are allowed there — and the nonce is
 * left out, because its presence makes browsers ignore 'unsafe-inline'.
 */
export function pageCsp(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    dev ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'" : `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src 'self'${dev ? " ws:" : ""}`,
    // 'self': the console's heatmaps show the live page in a same-origin frame.
    "frame-src 'self' https://www.openstreetmap.org",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

export async function registerWeb(app: FastifyInstance, mode: "production" | "development") {
  let getBuild: () => Promise<ServerBuild>;
  const BUILD = app.env.WEB_BUILD_DIR || join(WEB_ROOT, "build");
  if (mode === "production") {
    if (!existsSync(join(BUILD, "server/index.js"))) {
      throw new Error("The web app is not built. Run `npm start` (it builds when needed) or `npm run build`.");
    }
    await app.register(fastifyStatic, {
      root: join(BUILD, "client"),
      prefix: "/",
      wildcard: false,
      index: false,
      // Fingerprinted bundles never change; everything else (images, favicon) may.
      setHeaders: (reply, path) => {
        reply.header("cache-control", path.includes("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=86400");
      },
    });
    const build = (await import(pathToFileURL(join(BUILD, "server/index.js")).href)) as ServerBuild;
    getBuild = async () => build;
  } else {
    const { createServer, isRunnableDevEnvironment } = await import("vite");
    const middie = (await import("@fastify/middie")).default;
    const vite = await createServer({ root: WEB_ROOT, configFile: join(WEB_ROOT, "vite.config.ts"), server: { middlewareMode: true }, appType: "custom" });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook("onClose", () => vite.close());
    const ssr = vite.environments.ssr;
    getBuild = async () =>
      (isRunnableDevEnvironment(ssr)
        ? await ssr.runner.import("virtual:react-router/server-build")
        : await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  }

  const settings = publicEnv(app.env);
  const handle = createRequestHandler(getBuild, mode);
  // Anonymous pages are kept rendered (see page-cache.ts); not in development, where sources change.
  const pageCache = mode === "production" ? new PageCache({ csp: (nonce) => pageCsp(nonce, false) }) : undefined;
  // Pages show blog posts, FAQs, plans and SEO settings: any change to them drops every kept page.
  if (pageCache) app.services.cache.onInvalidate(() => pageCache.clear());
  await app.register(async (pages) => {
    // React Router reads the raw body of form posts itself; only inside this plugin's scope.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, _payload, done) => done(null));
    pages.route({
      method: ["GET", "HEAD", "POST"],
      url: "/*",
      schema: { hide: true },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        // An unknown API path is an API 404 (JSON, one error shape), not a page.
        if (/^\/(api|blogapi)\//.test(request.url)) return reply.callNotFound();
        const key = pageCache?.keyFor(request);
        const kept = key === undefined ? undefined : pageCache?.get(key);
        if (pageCache && kept) return pageCache.send(request, reply, kept, "hit");
        const generation = pageCache?.generation ?? 0;
        // No nonce in development: the CSP there allows inline scripts instead (see pageCsp).
        const nonce = mode === "production" ? newNonce() : "";
        const context = new RouterContextProvider();
        context.set(webContext, { settings, nonce, requestId: request.id, services: app.services });
        const response = await handle(toRequest(request, reply), context);
        if (pageCache && key !== undefined && PageCache.keepable(response)) {
          const html = await response.text();
          const page = pageCache.prepare(response, html, nonce);
          if (page) {
            pageCache.put(key, page, generation);
            return pageCache.send(request, reply, page, "miss");
          }
          // Not keepable after all (see prepare): sent as rendered.
          reply.code(response.status).headers(Object.fromEntries(response.headers)).header("x-vetan-cache", "miss");
          return reply.header("content-security-policy", pageCsp(nonce, false)).send(html);
        }
        if (pageCache) reply.header("x-vetan-cache", key === undefined ? "bypass" : "miss");
        reply.header("content-security-policy", pageCsp(nonce, mode === "development"));
        return reply.send(response);
      },
    });
  });
}

function toRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers, signal: controller.signal };
  if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(request.raw);
    init.duplex = "half";
  }
  return new Request(`${request.protocol}://${request.host}${request.originalUrl}`, init);
}
