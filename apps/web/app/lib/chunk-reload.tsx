// A route's code that fails to load (SPEC.md §8 "Script chunk load failure", §9 time-out) shows a clear
// message with a Reload button instead of a blank page. The usual cause is a deploy that removed the old
// build's files while this tab still names them; a reload fetches the new ones.
//
// React Router imports a route's module on the first client-side visit. Left alone, a failed import makes it
// log an error and reload the page by itself: that loops when the file is truly gone and never says why.
// Its loader first asks the route-module cache (`id in cache`, then `cache[id]`) and awaits what it finds,
// so the guard below gives the cache a prototype that answers that one question for routes not loaded yet
// with a load we control: the 120 s time-out, a ChunkLoadError, a log line, and then a stand-in module
// whose page is the reload message. (A rejected load would not help: the router drops that error and
// renders an empty page.) Plain reads of the cache (meta, links, route creation) still see nothing for a
// route not loaded, so the router's own bookkeeping is unchanged. If a future React Router stops asking
// that way, the guard is never consulted and the router's own reload applies again; e2e/tracking.spec.ts
// would notice. A chunk error thrown any other way (say, a lazy component) that reaches the root
// ErrorBoundary gets the same message there (see isChunkLoadError).
import { useEffect } from "react";
import type { MetaDescriptor } from "react-router";

/** SPEC.md §9: how long a route's code may take to load before it counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const CHUNK_RELOAD_MESSAGE = "A new version of Vetan is available. Reload the page to continue.";
const CHUNK_RELOAD_TITLE = "Please reload the page";

/** A route's code could not be loaded (the name webpack and SPEC.md §8 use for it). */
export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
}

/** The browsers' own words for a failed dynamic import (Chromium, Firefox, Safari). */
const FAILED_IMPORT = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** True for a ChunkLoadError or a browser's failed dynamic import, wherever it was thrown. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === "ChunkLoadError" || FAILED_IMPORT.test(error.message));
}

/** The reload message: the page of a route whose code did not load, and the root ErrorBoundary's. */
export function ChunkReloadMessage() {
  return (
    <section className="container page-error" aria-labelledby="chunk-reload-title">
      <h1 id="chunk-reload-title">{CHUNK_RELOAD_TITLE}</h1>
      <p>{CHUNK_RELOAD_MESSAGE}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </section>
  );
}

/** Stands in for a route module that did not load: its page is the reload message. */
const STAND_IN_MODULE = Object.freeze({
  default: ChunkReloadMessage,
  meta: (): MetaDescriptor[] => [{ title: `${CHUNK_RELOAD_TITLE} · Vetan` }],
});

/** Installs the route-module guard once the page has hydrated. Call it from the root layout only. */
export function useRouteModuleGuard() {
  useEffect(guardRouteModuleLoads, []);
}

/** The parts of React Router's browser globals the guard reads. */
interface RouterGlobals {
  __reactRouterManifest?: { routes: Record<string, { module?: string } | undefined> };
  __reactRouterRouteModules?: Record<string, unknown>;
}

const guardedCaches = new WeakSet<object>();

function guardRouteModuleLoads() {
  const globals = window as Window & RouterGlobals;
  const cache = globals.__reactRouterRouteModules;
  if (!cache || guardedCaches.has(cache)) return;
  guardedCaches.add(cache);

  const moduleUrl = (key: string | symbol) =>
    typeof key === "string" && !Object.hasOwn(cache, key) ? globals.__reactRouterManifest?.routes[key]?.module : undefined;
  // A route id asked about with `in` is handed its load on the read that follows in the same turn.
  const asked = new Set<string>();
  const loads = new Map<string, Promise<unknown>>();

  const load = (id: string, url: string) => {
    let pending = loads.get(id);
    if (!pending) {
      pending = importWithTimeout(url)
        .catch((error: unknown) => {
          const failure = error instanceof ChunkLoadError ? error : new ChunkLoadError(`Could not load ${url}`, { cause: error });
          console.info(`Route "${id}" did not load; showing the reload message.`, failure);
          return STAND_IN_MODULE;
        })
        .then((module) => {
          // Where the router itself keeps a loaded module: meta and links read it, and later visits skip us.
          cache[id] = module;
          loads.delete(id);
          return module;
        });
      loads.set(id, pending);
    }
    return pending;
  };

  const parent: object = Object.getPrototypeOf(cache) ?? Object.prototype;
  Object.setPrototypeOf(
    cache,
    new Proxy(parent, {
      has(target, key) {
        if (typeof key !== "string" || !moduleUrl(key)) return Reflect.has(target, key);
        asked.add(key);
        queueMicrotask(() => asked.delete(key));
        return true;
      },
      get(target, key, receiver) {
        const url = moduleUrl(key);
        // Only the read right after `in` starts the load: the router awaits it at once.
        if (typeof key === "string" && url && asked.delete(key)) return load(key, url);
        return Reflect.get(target, key, receiver);
      },
    }),
  );
}

function importWithTimeout(url: string): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading ${url} took longer than ${CHUNK_LOAD_TIMEOUT_MS} ms`)),
      CHUNK_LOAD_TIMEOUT_MS,
    );
  });
  return Promise.race([import(/* @vite-ignore */ url), timeout]).finally(() => clearTimeout(timer));
}
