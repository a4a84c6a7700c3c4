// The console's site-settings schemas: prices typed in rupees become exact paise (and back for the form),
// console text is trimmed but never keeps what PostgreSQL or jsonb cannot store.
import { describe, expect, it } from "vitest";
import { FaqInputSchema, hasUnsavableCharacters, paiseToRupees, PlanInputSchema, rupeesToPaise } from "../src/admin-site.ts";

describe("rupees and paise", () => {
  it("converts by digits, never through floating point", () => {
    expect(rupeesToPaise("4999")).toBe(499_900);
    expect(rupeesToPaise("4999.5")).toBe(499_950);
    expect(rupeesToPaise("0.07")).toBe(7);
    expect(rupeesToPaise("9999999.99")).toBe(999_999_999);
    // 1.1 * 100 is 110.00000000000001 in floating point.
    expect(rupeesToPaise("1.10")).toBe(110);
    for (const paise of [0, 5, 110, 499_900, 499_950, 999_999_999]) expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
    expect(paiseToRupees(499_950)).toBe("4999.50");
    expect(paiseToRupees(499_900)).toBe("4999");
  });

  it("takes a price as text or as a number, and refuses anything else", () => {
    const plan = (price_rupees: unknown) => PlanInputSchema.safeParse({ name: "P", description: "D", price_rupees, is_new: false, tier: "basic", included_employees: 25, extra_employee_rupees: "", features: [] });
    expect(plan(" 1999 ").data?.price_rupees).toBe(199_900);
    expect(plan(2345.5).data?.price_rupees).toBe(234_550);
    for (const bad of ["", "-1", "1e3", "1,999", "12.345", "100000000", 1e21, null, true]) expect(plan(bad).success, String(bad)).toBe(false);
  });
});

describe("console text", () => {
  it("trims, and refuses control characters and lone surrogates but not line breaks or emoji", () => {
    expect(FaqInputSchema.parse({ question: "  Why?  ", answer: "Because.\n\nReally." })).toEqual({ question: "Why?", answer: "Because.\n\nReally." });
    expect(hasUnsavableCharacters("tab\tand\r\nbreaks 🙂")).toBe(false);
    for (const bad of ["\u0000", "a\u0007b", "\u007f", "\ud800", "x\udc00"]) expect(hasUnsavableCharacters(bad), JSON.stringify(bad)).toBe(true);
    expect(FaqInputSchema.safeParse({ question: "Q", answer: "a\u0000" }).error?.issues[0]?.message).toBe("Answer has characters that cannot be saved");
  });
});
