// The site's font faces (apps/web/app/styles/fonts.css, decision 013): the committed core face is exactly
// what scripts/subset-font.ts makes from inter-core.json; the faces split fontsource's ranges without
// overlap or gaps and declare the same weights; and no seeded public page needs more than the core face.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codePoints, FONTS_DIR, makeCoreFace, readCoreFont } from "../../../scripts/core-font.ts";
import { createTestApp } from "./support/app.ts";
import { unescapeHtml } from "./support/html.ts";

const resolve = createRequire(import.meta.url).resolve;
const core = readCoreFont();

interface Face {
  src: string;
  weight: string;
  style: string;
  range: Set<number>;
}

/** The @font-face rules of a stylesheet, with the descriptors that matter here. */
function faces(css: string): Face[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => {
    const get = (name: string) => new RegExp(`(?:^|;|\\s)${name}:\\s*([^;]+);`).exec(body!)?.[1]?.trim() ?? "";
    return { src: get("src"), weight: get("font-weight"), style: get("font-style"), range: new Set(codePoints(get("unicode-range"))) };
  });
}

const ours = faces(readFileSync(join(FONTS_DIR, "../fonts.css"), "utf8")).filter((f) => f.src.includes("inter"));
const face = (file: string) => ours.find((f) => f.src.includes(file))!;
/** fontsource's own ranges for its Latin and Latin Extended files. */
const fontsource = faces(readFileSync(resolve("@fontsource-variable/inter/wght.css"), "utf8"));
const theirs = (file: string) => fontsource.find((f) => f.src.includes(`/${file}`))!.range;

const RUPEE = 0x20b9;
const sorted = (points: Iterable<number>) => [...points].sort((a, b) => a - b);

describe("the font faces", () => {
  it("the committed core face is what the script makes from inter-core.json", async () => {
    const committed = readFileSync(join(FONTS_DIR, core.output));
    const { source, face: made } = await makeCoreFace(core);
    expect(committed.equals(made), "run `node scripts/subset-font.ts` and commit the result").toBe(true);
    expect(committed.length).toBeLessThan(source.length / 2);
  });

  it("three faces: the core, the rest of fontsource's Latin, and its Latin Extended less ₹", () => {
    expect(ours).toHaveLength(3);
    const [coreFace, rest, ext] = [face(core.output), face("inter-latin-wght-normal.woff2"), face("inter-latin-ext-wght-normal.woff2")];
    expect(sorted(coreFace.range)).toEqual(codePoints(core.unicodeRange));
    expect(sorted([...coreFace.range, ...rest.range])).toEqual(sorted(theirs("inter-latin-wght-normal.woff2")));
    // fontsource's two files share three combining marks; ours leaves them to the Latin file.
    const latin = theirs("inter-latin-wght-normal.woff2");
    expect(sorted(ext.range)).toEqual(sorted(theirs("inter-latin-ext-wght-normal.woff2")).filter((p) => p !== RUPEE && !latin.has(p)));
    // No character is in two faces: the browser would pick one by declaration order and might fetch both.
    const seen = new Set<number>();
    for (const f of ours) for (const p of f.range) {
      expect(seen.has(p), `U+${p.toString(16)} is in two faces`).toBe(false);
      seen.add(p);
    }
  });

  it("every face declares the same weights and style, the core's, so the browser treats them as one font", () => {
    for (const f of ours) expect([f.weight, f.style]).toEqual([`${core.weight.min} ${core.weight.max}`, "normal"]);
  });
});

describe("seeded public pages", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ web: "production" });
  });
  afterAll(() => app.close());

  it("use no character outside the core face that another Inter face would be downloaded for", async () => {
    const sitemap = (await app.inject("/sitemap.xml")).body;
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThan(20);
    const otherFaces = ours.filter((f) => !f.src.includes(core.output));
    const needs = new Map<string, string>();
    for (const path of [...paths, "/contact_us", "/accounts/login"]) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(200);
      for (const char of visibleText(res.body)) {
        const p = char.codePointAt(0)!;
        if (otherFaces.some((f) => f.range.has(p))) needs.set(char, path);
      }
    }
    expect(Object.fromEntries(needs), "add these to inter-core.json and run scripts/subset-font.ts").toEqual({});
  });
});

/**
 * The text a visitor sees: the body's text nodes and the attributes drawn as text (placeholders, input
 * values), with scripts and styles left out and entities read. Tabs and line breaks are laid out as spaces
 * or breaks, never drawn from a font, so they count as spaces.
 */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf("<body")).replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ");
  const drawnAttributes = [...body.matchAll(/\s(?:placeholder|value)="([^"]*)"/g)].map((m) => m[1]).join(" ");
  return unescapeHtml(`${body} ${drawnAttributes}`.replace(/<[^>]+>/g, " ").replace(/[\t\n\r\f]/g, " "));
}
