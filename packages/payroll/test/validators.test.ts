import { describe, it, expect } from "vitest";
import { validatePan, validateAadhaar, validateGstin, validateIfsc, validateUan, verhoeffCheckDigit, gstinCheckCharacter, maskAadhaar, maskPan } from "../src/index.ts";

const msg = (v: { ok: boolean; message?: string }) => (v.ok ? "ok" : (v as { message: string }).message);

describe("PAN", () => {
  it("valid individual PAN", () => expect(validatePan("ABCPE1234F").ok).toBe(true));
  it("wrong length", () => expect(msg(validatePan("ABCPE1234"))).toMatch(/10 characters/));
  it("lower case refused", () => expect(msg(validatePan("abcpe1234f"))).toMatch(/capital letters/));
  it("unknown holder type", () => expect(msg(validatePan("ABCDE1234F"))).toMatch(/fourth letter/));
  it("serial 0000", () => expect(msg(validatePan("ABCPE0000F"))).toMatch(/0000/));
  it("masked for display", () => expect(maskPan("ABCPE1234F")).toBe("ABCPEXXXXF"));
});

describe("Aadhaar (Verhoeff)", () => {
  it("valid number (python-stdnum's example)", () => expect(validateAadhaar("234123412346").ok).toBe(true));
  it("spaces allowed", () => expect(validateAadhaar("2341 2341 2346").ok).toBe(true));
  it("one digit wrong fails the check", () => expect(msg(validateAadhaar("234123412347"))).toMatch(/check digit/));
  it("starting with 1 refused", () => expect(msg(validateAadhaar("134123412346"))).toMatch(/cannot start/));
  it("palindrome refused", () => expect(msg(validateAadhaar("234567765432"))).toMatch(/palindrome/));
  it("check digit generator agrees", () => expect(verhoeffCheckDigit("23412341234")).toBe("6"));
  it("masked for display", () => expect(maskAadhaar("234123412346")).toBe("XXXX XXXX 2346"));
});

describe("GSTIN (mod-36 check character)", () => {
  it("27AAPFU0939F1ZV is valid", () => expect(validateGstin("27AAPFU0939F1ZV").ok).toBe(true));
  it("check character of 27AAPFU0939F1Z is V", () => expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V"));
  it("wrong check character", () => expect(msg(validateGstin("27AAPFU0939F1ZW"))).toMatch(/check character/));
  it("state code 00 refused", () => expect(msg(validateGstin("00AAPFU0939F1ZV"))).toMatch(/state code/));
  it("missing Z refused", () => expect(msg(validateGstin("27AAPFU0939F1XV"))).toMatch(/2-digit state code/));
});

describe("IFSC and UAN", () => {
  it("SBIN0001234 valid", () => expect(validateIfsc("SBIN0001234").ok).toBe(true));
  it("fifth character must be 0", () => expect(msg(validateIfsc("SBIN1001234"))).toMatch(/a zero/));
  it("UAN 12 digits", () => expect(validateUan("100427607286").ok).toBe(true));
  it("UAN with letters refused", () => expect(msg(validateUan("10042760728A"))).toMatch(/12 digits/));
});
