// The click route's compiled check (platform/flat-object-check.ts) must never accept a body Zod refuses:
// what it accepts skips Zod. Checked against ClickEventSchema itself on the edge of every limit and on
// bodies fast-check makes up.
import { ClickEventSchema, hasNoNul } from "@vetan/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { compileFlatObjectCheck } from "../src/platform/flat-object-check.ts";
import { CLICK_EVENT } from "./support/fixtures.ts";

const check = compileFlatObjectCheck(ClickEventSchema, [hasNoNul]);
const agrees = (body: unknown) => expect(check(body), JSON.stringify(body)).toBe(ClickEventSchema.safeParse(body).success);

const EDGE_VALUES: unknown[] = [
  undefined, null, "", "a", "N/A", "a\u0000b", "\u0000", -1, 0, 1, 1.5, 19_999, 20_000, 20_001, 999_999, 1_000_000,
  1_000_001, Number.MAX_SAFE_INTEGER + 1, true, false, [], {}, ["a"], "1",
  ...[1, 32, 33, 64, 65, 200, 201, 300, 301, 2048, 2049].map((n) => "x".repeat(n)),
];

describe("the click route's compiled check", () => {
  it("agrees with ClickEventSchema on every field at the edge of its limits, and on the body as a whole", () => {
    agrees(CLICK_EVENT);
    for (const name of Object.keys(ClickEventSchema.shape)) {
      for (const value of EDGE_VALUES) agrees({ ...CLICK_EVENT, [name]: value });
      const { [name as keyof typeof CLICK_EVENT]: _left, ...without } = CLICK_EVENT;
      agrees(without);
    }
    for (const body of [null, [], "x", 1, {}, { ...CLICK_EVENT, extra: 1 }, { ...CLICK_EVENT, constructor: 1 }]) agrees(body);
  });

  it("agrees with ClickEventSchema on made-up bodies", () => {
    const value = fc.oneof(fc.constantFrom(...EDGE_VALUES), fc.string({ maxLength: 70 }), fc.integer({ min: -5, max: 1_000_005 }), fc.double(), fc.boolean());
    const body = fc.record(Object.fromEntries(Object.keys(ClickEventSchema.shape).map((k) => [k, value])), { requiredKeys: [] });
    fc.assert(
      fc.property(body, fc.boolean(), (b, valid) => {
        agrees(valid ? { ...CLICK_EVENT, ...b } : b);
      }),
      { numRuns: 3000 },
    );
  });

  it("refuses at build time a schema with a check it does not know, or one that lets unknown keys through", () => {
    expect(() => compileFlatObjectCheck(z.strictObject({ a: z.string().regex(/^a/) }))).toThrow(/string_format check it does not know/);
    expect(() => compileFlatObjectCheck(z.strictObject({ a: z.string().refine((v) => v !== "b") }))).toThrow(/custom check it does not know/);
    expect(() => compileFlatObjectCheck(z.strictObject({ a: z.object({}) }))).toThrow(/object/);
    expect(() => compileFlatObjectCheck(z.object({ a: z.string() }))).toThrow(/strict/);
  });
});
