// Payroll's shared inputs: rupees as people type them, amounts in words as payslips write them, and a
// structure's components checked before the engine sees them.
import { describe, expect, it } from "vitest";
import { paiseInWords } from "../src/money.ts";
import { PayStructureSchema, parseRupees, rupeesField, SalaryAssignSchema } from "../src/payroll.ts";

describe("rupees typed in a box", () => {
  it("takes Indian grouping, a rupee sign and paise, by digits alone", () => {
    expect(parseRupees("12,00,000")).toBe(1_200_000_00);
    expect(parseRupees("₹ 4,999.5")).toBe(4_999_50);
    expect(parseRupees("0.07")).toBe(7);
    expect(parseRupees("1.234")).toBeNull();
    expect(parseRupees("-5")).toBeNull();
    expect(parseRupees("twelve")).toBeNull();
  });

  it("says what is wrong in words", () => {
    const field = rupeesField("Annual CTC", { min: 100 });
    const message = (v: unknown) => {
      const r = field.safeParse(v);
      return r.success ? r.data : r.error.issues[0]?.message;
    };
    expect(message("")).toBe("Annual CTC is required");
    expect(message("-5,000")).toBe("Annual CTC cannot be negative");
    expect(message("abc")).toBe("Annual CTC must be an amount in rupees, like 12,00,000");
    expect(message("0.5")).toBe("Annual CTC must be at least ₹1");
    expect(message(720000)).toBe(720_000_00);
  });
});

describe("amounts in words", () => {
  it("writes the Indian system: crore, lakh, thousand, with paise", () => {
    expect(paiseInWords(0)).toBe("Rupees Zero Only");
    expect(paiseInWords(52_310_50)).toBe("Rupees Fifty Two Thousand Three Hundred Ten and Fifty Paise Only");
    expect(paiseInWords(1_23_456_00)).toBe("Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six Only");
    expect(paiseInWords(12_05_00_019_01)).toBe("Rupees Twelve Crore Five Lakh Nineteen and One Paise Only");
    expect(paiseInWords(-1_00)).toBe("Minus Rupees One Only");
  });
});

describe("structures", () => {
  const base = { code: "BASIC", name: "Basic", kind: "basic", calc: "percent", percent: "50", of: ["GROSS"] };
  it("takes a percentage of GROSS or of earlier components, and the balance last", () => {
    const ok = PayStructureSchema.safeParse({ name: "Standard", components: [base, { code: "HRA", name: "HRA", kind: "hra", calc: "percent", percent: 40, of: ["BASIC"] }, { code: "SPECIAL", name: "Special", kind: "special", calc: "balance" }] });
    expect(ok.success).toBe(true);
    expect(ok.data?.components[0]?.percent).toBe(50);
  });

  it("refuses a later component named, a code twice, GROSS as a code, and a missing amount, at the field", () => {
    const r = PayStructureSchema.safeParse({
      name: "Bad",
      components: [
        { ...base, of: ["HRA"] },
        { code: "HRA", name: "HRA", kind: "hra", calc: "fixed" },
        { code: "HRA", name: "Again", kind: "other", calc: "fixed", amount: 5 },
        { code: "GROSS", name: "Gross", kind: "other", calc: "fixed", amount: 5 },
      ],
    });
    const byPath = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(byPath["components.0.of"]).toBe("HRA must be GROSS or a component listed before BASIC");
    expect(byPath["components.1.amount"]).toBe("Give the amount a month");
    expect(byPath["components.2.code"]).toBe("HRA is used twice");
    expect(byPath["components.3.code"]).toBe("GROSS is the person's monthly gross; choose another code");
  });

  it("dates a salary and bounds its CTC", () => {
    const r = SalaryAssignSchema.safeParse({ structure_id: "not-a-uuid", annual_ctc: "50", effective_from: "2025-02-30" });
    const byPath = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(byPath.structure_id).toBe("Choose a pay structure");
    expect(byPath.annual_ctc).toBe("Annual CTC must be at least ₹1,200");
    expect(byPath.effective_from).toBe("Effective from: that date does not exist");
  });
});
