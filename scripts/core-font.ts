// The core Inter face every public page uses (decision 013): fontsource's Latin file cut to the characters
// in apps/web/app/styles/fonts/inter-core.json and to the weights the styles use, with every OpenType
// feature kept (tabular figures among them). scripts/subset-font.ts writes it; fonts.test.ts checks that
// the committed file is what this makes.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import subsetFont from "subset-font";

export const FONTS_DIR = join(import.meta.dirname, "../apps/web/app/styles/fonts");

export interface CoreFont {
  /** fontsource's file, as a package path. */
  source: string;
  /** The face's file name in FONTS_DIR. */
  output: string;
  /** What it draws, as fonts.css declares it. */
  unicodeRange: string;
  weight: { min: number; max: number };
}

export function readCoreFont(): CoreFont {
  return JSON.parse(readFileSync(join(FONTS_DIR, "inter-core.json"), "utf8")) as CoreFont;
}

/** The source font's bytes and the face made from them. */
export async function makeCoreFace(core: CoreFont): Promise<{ source: Buffer; face: Buffer }> {
  const source = readFileSync(createRequire(import.meta.url).resolve(core.source));
  const text = String.fromCodePoint(...codePoints(core.unicodeRange));
  const face = await subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: core.weight } });
  return { source, face };
}

/** The code points of a CSS unicode-range value ("U+0020-007E, U+00A0, …"; no wildcards). */
export function codePoints(range: string): number[] {
  const points: number[] = [];
  for (const part of range.split(",")) {
    const found = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!found) throw new Error(`not a unicode-range part: "${part}"`);
    const first = Number.parseInt(found[1]!, 16);
    const last = found[2] === undefined ? first : Number.parseInt(found[2], 16);
    for (let p = first; p <= last; p++) points.push(p);
  }
  return points;
}
