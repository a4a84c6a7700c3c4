// Types for the part of subset-font (HarfBuzz's subsetter in WebAssembly) that scripts/core-font.ts uses.
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    /** Pins an axis to a value, or narrows it to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
