// The public pages' inline script (site.js, decision 034) as the server puts it in the head: whole-line
// comments and indentation taken out. Only the server build holds its text; the browser never renders it
// again (a hydrating page keeps the element the server sent, see root.tsx).
import source from "./site.js?raw";

/** Strips what a browser does not need: lines that are only a comment, and leading white space. */
export function compact(js: string): string {
  return js
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("//"))
    .join("\n");
}

export const SITE_SCRIPT: string = import.meta.env.SSR ? compact(source) : "";

/** The route handle that makes a page HTML first: no React Router scripts, this script alone. */
export interface HtmlFirstHandle {
  htmlFirst: true;
}
export const HTML_FIRST: HtmlFirstHandle = { htmlFirst: true };

export function isHtmlFirst(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { htmlFirst?: unknown }).htmlFirst === true;
}

/**
 * The route handle of a page that needs React only for what a visitor starts (the blog list's search): it is
 * sent with its scripts, which it asks for at the visitor's first tap, key or focus, never on its own
 * (apps/server/src/web/hydrate-after-load.ts reads the <html> attribute root.tsx writes for it).
 */
export const HYDRATE_ON_INTERACTION = { hydrate: "interaction" } as const;

export function hydratesOnInteraction(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { hydrate?: unknown }).hydrate === "interaction";
}
