// A public page is whole as the server sends it: text, images, links and forms are all in the HTML. Its
// JavaScript only makes it interactive (menus, carousels, client navigation, validation). On a slow phone
// the two compete for one connection, and every script the browser fetched before the first paint
// delayed that paint. So kept pages ask for their scripts once the page has loaded and painted — or at
// once, when the visitor starts to interact — and the scripts then arrive together, in parallel.
//
// How: React Router ends the page with one inline module script whose static imports fetch the route
// modules, and puts a modulepreload link in the head for every module they need. Static imports are
// fetched as soon as the script is parsed, so the bootstrap is rewritten into the same statements behind a
// wait: the preload links move into it (added when the wait ends, so the whole module graph is still asked
// for in one round trip), and the `import * as x from "y"` lines become one
// `const [x, …] = await Promise.all([import("y"), …])`, which gives the same module namespace objects.
// Anything else in the script stays as it is, in order.
//
// The rewrite is made once per kept page (page-cache.ts) and recognises React Router's bootstrap exactly;
// a page whose bootstrap looks any different is sent as rendered, hydrating at once as before.

/** What starts hydration before the page has finished loading: the visitor reaching for the page. */
export const INTERACTION_EVENTS = ["pointerdown", "touchstart", "keydown", "focusin", "scroll"] as const;
/**
 * The longest a page waits for its load before asking for its scripts anyway: one slow or hung image must
 * not keep a page's menu, forms and client navigation away for good.
 */
export const LONGEST_WAIT_MS = 3000;
/**
 * Decision 034: a page whose HTML does everything but what a visitor starts (the blog list: its search box
 * filters as one types, while its cards, links and pager are plain HTML) says `data-hydrate="interaction"` on
 * its <html>. It asks for its scripts at the visitor's first tap, key or focus only: not at the load, not
 * after a time-out, and not on a scroll, which needs none.
 */
export const ON_INTERACTION_EVENTS = ["pointerdown", "touchstart", "keydown", "focusin"] as const;
const ON_INTERACTION = /^(?:<!DOCTYPE html>)?<html\b[^>]*\bdata-hydrate="interaction"/i;

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g;
const NAMESPACE_IMPORT = /^\s*import \* as ([A-Za-z_$][\w$]*) from ("[^"\\]+");\s*$/gm;

/** Returns the page with its scripts fetched after it loads, or the page unchanged when it is not recognised. */
export function hydrateAfterLoad(html: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const body = html.slice(headEnd);
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((m) => decodeAttribute(m[1]!));
  const scripts = [...body.matchAll(MODULE_SCRIPT)];
  // One bootstrap script, and modules to preload: anything else is not the page this was written for.
  if (scripts.length !== 1 || preloads.length === 0) return html;
  const [whole, open, code, close] = scripts[0]!;
  const bootstrap = deferredBootstrap(code!, preloads, ON_INTERACTION.test(head));
  if (bootstrap === undefined) return html;
  const start = headEnd + scripts[0]!.index!;
  return head.replace(MODULE_PRELOAD, "") + html.slice(headEnd, start) + open + bootstrap + close + html.slice(start + whole!.length);
}

/** The bootstrap's code behind the wait, or undefined when it holds an import this does not know. */
function deferredBootstrap(code: string, preloads: string[], onInteractionOnly: boolean): string | undefined {
  const names: string[] = [];
  const urls: string[] = [];
  const rest = code.replace(NAMESPACE_IMPORT, (_line, name: string, url: string) => {
    names.push(name);
    urls.push(url);
    return "";
  });
  // A side-effect import, a named import or an export left over would change meaning behind an await.
  if (names.length === 0 || /(^|[;\n])\s*(import\s*["'{*\w]|export\b)/.test(rest)) return undefined;
  const wait = onInteractionOnly
    ? [
        `await new Promise((ready) => {`,
        `  for (const type of ${scriptJson(ON_INTERACTION_EVENTS)}) addEventListener(type, ready, { once: true, passive: true, capture: true });`,
        `});`,
      ]
    : [
        // A hidden tab paints no frames (requestAnimationFrame waits until it is shown), so there a timer
        // ends the wait: a page opened in the background hydrates there, as it did before.
        `await new Promise((ready) => {`,
        `  const painted = () => document.visibilityState === "hidden" ? setTimeout(ready) : requestAnimationFrame(() => setTimeout(ready));`,
        `  if (document.readyState === "complete") painted(); else addEventListener("load", painted, { once: true });`,
        `  for (const type of ${scriptJson(INTERACTION_EVENTS)}) addEventListener(type, ready, { once: true, passive: true, capture: true });`,
        `  setTimeout(ready, ${LONGEST_WAIT_MS});`,
        `});`,
      ];
  return [
    ...wait,
    `for (const href of ${scriptJson(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${names.join(", ")}] = await Promise.all([${urls.map((url) => `import(${url})`).join(", ")}]);`,
    rest.trim(),
  ].join("\n");
}

/** JSON that is safe inside a script element: no "</script>" or "<!--" can be formed. */
function scriptJson(value: readonly string[]): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}

/** An attribute's text as React escapes it (& < > " '), back to the string it stands for. */
function decodeAttribute(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#x27);/g, (_entity, name: string) => ATTRIBUTE_ENTITIES[name]!);
}
const ATTRIBUTE_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'" };
