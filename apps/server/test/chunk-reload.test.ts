// Which errors the root ErrorBoundary answers with the reload message (apps/web/app/lib/chunk-reload.tsx):
// SPEC.md §8's ChunkLoadError and each browser's own words for a failed dynamic import, nothing else.
import { describe, expect, it } from "vitest";
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError } from "../../web/app/lib/chunk-reload.tsx";

describe("chunk load errors", () => {
  it.each([
    ["our ChunkLoadError", new ChunkLoadError("Could not load /assets/pricing-abc.js")],
    ["webpack-style error named ChunkLoadError", Object.assign(new Error("Loading chunk 7 failed."), { name: "ChunkLoadError" })],
    ["Chromium's failed import", new TypeError("Failed to fetch dynamically imported module: https://vetan.in/assets/faq-x.js")],
    ["Firefox's failed import", new TypeError("error loading dynamically imported module: https://vetan.in/assets/faq-x.js")],
    ["Safari's failed import", new TypeError("Importing a module script failed.")],
  ])("recognises %s", (_what, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ["an ordinary error", new Error("Cannot read properties of undefined")],
    ["a network error from fetch", new TypeError("Failed to fetch")],
    ["a plain string", "Failed to fetch dynamically imported module"],
    ["nothing", undefined],
  ])("does not take %s for one", (_what, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });

  it("names itself ChunkLoadError and times out after SPEC.md §9's 120 000 ms", () => {
    expect(new ChunkLoadError("x").name).toBe("ChunkLoadError");
    expect(new ChunkLoadError("x")).toBeInstanceOf(Error);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
