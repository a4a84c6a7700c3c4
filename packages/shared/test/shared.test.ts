import { describe, expect, it } from "vitest";
import { CONTACT_FORM_TO_PAYLOAD, ContactPayloadSchema, fieldErrors, formatPaise, formatRupeesWhole } from "../src/index.ts";

describe("money formatting", () => {
  it.each([
    [0, "₹0.00"],
    [5, "₹0.05"],
    [12345600, "₹1,23,456.00"],
    [1_00_00_000_00, "₹1,00,00,000.00"],
    [-150, "-₹1.50"],
    [900719925474099, "₹90,07,19,92,54,740.99"],
  ])("%s paise → %s", (paise, text) => {
    expect(formatPaise(paise)).toBe(text);
  });
  it("formats whole-rupee prices", () => expect(formatRupeesWhole(499900)).toBe("₹4,999"));
});

describe("contact schema", () => {
  it("checks fields in the form's order, so the first message is the first field's", () => {
    const shape = Object.keys(ContactPayloadSchema.shape).filter((k) => k !== "website");
    expect(shape).toEqual(Object.values(CONTACT_FORM_TO_PAYLOAD));
    const r = ContactPayloadSchema.safeParse({});
    expect(r.success).toBe(false);
    expect(Object.values(fieldErrors(r.error!))[0]).toBe("Name is required");
  });
  it("treats a whitespace-only value as missing", () => {
    const r = ContactPayloadSchema.safeParse({ name: "   " });
    expect(fieldErrors(r.error!).name).toBe("Name is required");
  });
});
