import { describe, expect, it } from "vitest";
import { CONTACT_FORM_TO_PAYLOAD, ContactPayloadSchema, fieldErrors, formatPaise, formatRupeesWhole, mobileField, normaliseMobile, optionalMobileField } from "../src/index.ts";

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

describe("mobile numbers", () => {
  // The forms' own placeholder and the ways Indians write a mobile: all stored as the ten digits.
  it.each(["9876543210", "98765 43210", "+91 98765 43210", "+919876543210", "91 98765 43210", "919876543210", "09876543210", "098765-43210", "98765-43210", " 98765 43210 "])(
    "%j is 9876543210",
    (typed) => {
      expect(normaliseMobile(typed)).toBe("9876543210");
      expect(mobileField("Mobile is required", "Mobile number should be 10 digits").parse(typed)).toBe("9876543210");
    },
  );

  it.each([
    ["", "Mobile is required"],
    ["   ", "Mobile is required"],
    ["98765", "Mobile number should be 10 digits"],
    ["98765432101", "Mobile number should be 10 digits"],
    ["+1 98765 43210", "Mobile number should be 10 digits"],
    ["0091 98765 43210", "Mobile number should be 10 digits"],
    ["9876x43210", "Mobile number should be 10 digits"],
  ])("%j is refused: %s", (typed, message) => {
    const parsed = mobileField("Mobile is required", "Mobile number should be 10 digits").safeParse(typed);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it("leaves an empty optional mobile empty (null)", () => {
    expect(optionalMobileField("Mobile number should be 10 digits").parse("")).toBeNull();
    expect(optionalMobileField("Mobile number should be 10 digits").parse("+91 98765 43210")).toBe("9876543210");
  });
});
