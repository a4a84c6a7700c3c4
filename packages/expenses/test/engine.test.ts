// The expense engine by hand-worked examples, then properties. Amounts are written in rupees through r().

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gstinCheckCharacter } from "@vetan/shared/ids";
import { checkGst, evaluateItems, expenseLedger, findDuplicates, type ItemForPolicy, limitFor, mileageAmount, outsideClaimWindow, perDiemAmount, type Policy, settle } from "../src/index.ts";

const r = (rupees: number) => Math.round(rupees * 100);
const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const FIRM = gstin("27AAACS1234F1Z"); // Maharashtra
const HOTEL_MH = gstin("27AAFCH5678K1Z");
const HOTEL_KA = gstin("29AAFCH5678K1Z");

const POLICY: Policy = {
  futureDated: false,
  categories: [
    { code: "meals", name: "Meals", kind: "amount", creditBlocked: true, receiptAbove: r(500) },
    { code: "lodging", name: "Lodging", kind: "amount", creditBlocked: false, receiptAbove: 0 },
    { code: "local", name: "Local conveyance", kind: "mileage", creditBlocked: false, receiptAbove: null },
  ],
  limits: [
    { category: "meals", grade: null, tier: null, perClaim: null, perDay: r(1_000), perMonth: r(6_000) },
    { category: "meals", grade: "M1", tier: null, perClaim: null, perDay: r(1_500), perMonth: r(9_000) },
    { category: "lodging", grade: null, tier: 1, perClaim: null, perDay: r(6_000), perMonth: null },
    { category: "lodging", grade: null, tier: null, perClaim: null, perDay: r(4_000), perMonth: null },
    { category: "lodging", grade: "M1", tier: 1, perClaim: null, perDay: r(9_000), perMonth: null },
  ],
};
const item = (ref: string, category: string, date: string, rupees: number, extra: Partial<ItemForPolicy> = {}): ItemForPolicy => ({ ref, category, date, amount: r(rupees), tier: null, receipts: 1, ...extra });

describe("policy limits", () => {
  it("match the most specific rule: grade and tier, then grade, then tier, then the default", () => {
    expect(limitFor(POLICY, "lodging", "M1", 1)?.perDay).toBe(r(9_000));
    expect(limitFor(POLICY, "lodging", "E2", 1)?.perDay).toBe(r(6_000));
    expect(limitFor(POLICY, "lodging", "M1", 2)?.perDay).toBe(r(4_000));
    expect(limitFor(POLICY, "meals", "M1", 3)?.perDay).toBe(r(1_500));
    expect(limitFor(POLICY, "local", null, null)).toBeNull();
  });

  it("flag the excess on the item that crosses a day's limit, counting other claims, and never cap it", () => {
    // Meals ₹1,000 a day: ₹400 already claimed on the 3rd in another claim; ₹450 fits (₹850), ₹300 goes ₹150 over.
    const flags = evaluateItems(POLICY, [item("a", "meals", "2026-11-03", 450), item("b", "meals", "2026-11-03", 300)], {
      grade: "E2",
      today: "2026-11-25",
      history: [item("h", "meals", "2026-11-03", 400)],
    });
    expect(flags.get("a")).toEqual([]);
    expect(flags.get("b")).toEqual([{ kind: "over_limit", period: "day", limit: r(1_000), spent: r(1_150), over: r(150), words: "₹150.00 over the meals limit of ₹1,000.00 for a day (₹850.00 already claimed)" }]);
  });

  it("flag a month's limit, a missing bill above its threshold and a date not yet come", () => {
    const flags = evaluateItems(POLICY, [item("a", "meals", "2026-11-20", 900, { receipts: 0 }), item("b", "meals", "2026-11-27", 200)], {
      grade: "E2",
      today: "2026-11-25",
      history: [item("h1", "meals", "2026-11-05", 2_800), item("h2", "meals", "2026-11-12", 2_500)],
    });
    // ₹5,300 in November before; ₹900 takes it to ₹6,200: ₹200 over ₹6,000. A ₹900 meal needs a bill (above ₹500).
    expect(flags.get("a")?.map((f) => f.words)).toEqual(["Meals above ₹500.00 needs a bill", "₹200.00 over the meals limit of ₹6,000.00 for a month (₹5,300.00 already claimed)"]);
    // The next item is wholly over the month's limit, and dated after today.
    expect(flags.get("b")?.map((f) => f.kind)).toEqual(["future_dated", "over_limit"]);
    expect(flags.get("b")?.find((f) => f.kind === "over_limit")).toMatchObject({ over: r(200) });
  });
});

describe("policy limits, as a property", () => {
  it("the excesses flagged for a day add up to what the day's items exceed its limit by, never more", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 300_000 }), { minLength: 1, maxLength: 10 }), fc.array(fc.integer({ min: 1, max: 300_000 }), { maxLength: 4 }), (amounts, before) => {
        const items = amounts.map((a, i) => ({ ref: `i${i}`, category: "meals", date: "2026-11-03", amount: a, tier: null, receipts: 1 }));
        const history = before.map((a, i) => ({ ref: `h${i}`, category: "meals", date: "2026-11-03", amount: a, tier: null, receipts: 1 }));
        const flags = evaluateItems(POLICY, items, { grade: "E2", today: "2026-11-25", history });
        const over = [...flags.values()].flat().reduce((t, f) => t + (f.kind === "over_limit" && f.period === "day" ? f.over : 0), 0);
        const sum = (xs: number[]) => xs.reduce((t, x) => t + x, 0);
        const already = Math.max(0, sum(before) - r(1_000));
        expect(over).toBe(Math.max(0, sum(before) + sum(amounts) - r(1_000)) - already);
      }),
      { numRuns: 300 },
    );
  });
});

describe("the claim window", () => {
  const on = { today: "2026-09-10", withinDays: 90, futureDated: false };
  it("takes the window's first day and today, and refuses the day before the window and tomorrow, in words", () => {
    // 10 Sep 2026 less 90 days: 12 Jun 2026 (18 days of June left, 31 of July, 31 of August, 10 of September).
    expect(outsideClaimWindow("2026-06-12", on)).toBeNull();
    expect(outsideClaimWindow("2026-09-10", on)).toBeNull();
    expect(outsideClaimWindow("2026-06-11", on)).toBe("Bills older than 90 days cannot be claimed: this one is dated 11 Jun 2026, and the window opened on 12 Jun 2026");
    expect(outsideClaimWindow("2026-09-11", on)).toBe("This is dated 11 Sept 2026, after today (10 Sept 2026): the firm's policy takes expenses once they are made");
  });
  it("takes a date after today where the policy takes expenses not yet made; a one-day window is today and yesterday", () => {
    expect(outsideClaimWindow("2026-09-30", { ...on, futureDated: true })).toBeNull();
    expect(outsideClaimWindow("2026-09-09", { ...on, withinDays: 1 })).toBeNull();
    expect(outsideClaimWindow("2026-09-08", { ...on, withinDays: 1 })).toMatch(/^Bills older than 1 day cannot be claimed/);
  });
});

describe("mileage and per diem", () => {
  const rates = [
    { vehicle: "two_wheeler" as const, perKm: r(4.5), maxKm: 100 },
    { vehicle: "car" as const, perKm: r(12), maxKm: null },
  ];
  it("are distance × rate to the paisa, the working in words, a long trip flagged", () => {
    // 12.3 km × ₹4.50 = ₹55.35.
    expect(mileageAmount(rates, "two_wheeler", 12.3)).toEqual({ amount: 5_535, working: "12.3 km × ₹4.50 a km by two-wheeler = ₹55.35", flag: null });
    // 0.1 km × ₹4.50 = ₹0.45; 1.1 km × ₹4.55 = ₹5.005 → ₹5.01 (half up).
    expect(mileageAmount([{ vehicle: "car", perKm: 455, maxKm: null }], "car", 1.1)).toMatchObject({ amount: 501 });
    expect(mileageAmount(rates, "two_wheeler", 140)).toMatchObject({ amount: r(630), flag: "140 km is more than the 100 km the firm pays on one claim without a second look" });
    expect(mileageAmount([rates[1] as (typeof rates)[number]], "two_wheeler", 5)).toEqual({ error: "The firm pays no mileage for a two-wheeler" });
    expect(mileageAmount(rates, "car", 0)).toEqual({ error: "Give the distance in kilometres, more than 0" });
  });
  it("per diem is the tier's day rate × the days, halves allowed", () => {
    expect(perDiemAmount([{ tier: 1, perDay: r(2_500) }], 1, 2.5)).toEqual({ amount: r(6_250), working: "2.5 days × ₹2,500.00 a day in a tier 1 city = ₹6,250.00", flag: null });
    expect(perDiemAmount([{ tier: 1, perDay: r(2_500) }], 2, 1)).toEqual({ error: "The firm sets no per diem for tier 2 cities" });
    expect(perDiemAmount([{ tier: 1, perDay: r(2_500) }], 1, 1.3)).toEqual({ error: "Give the days as whole or half days, more than 0" });
  });
});

describe("GST on a bill", () => {
  const bill = { supplierGstin: HOTEL_MH, billedToGstin: FIRM, invoiceNumber: "INV/2026/118", invoiceDate: "2026-11-03", taxable: r(5_000), cgst: r(125), sgst: r(125), igst: 0 };
  it("accepts a hotel bill in the firm's name within its state: ₹5,000 + CGST ₹125 + SGST ₹125 (2.5% each, 5%)", () => {
    expect(checkGst(bill, { itemAmount: r(5_250), firmGstins: [FIRM], blocked: false })).toEqual({ errors: [], notes: [], credit: "eligible" });
  });
  it("refuses a supplier GSTIN with a wrong check character, unequal halves, both kinds of tax, and totals that do not add up", () => {
    const wrong = `${HOTEL_MH.slice(0, 14)}${HOTEL_MH[14] === "A" ? "B" : "A"}`;
    const out = checkGst({ ...bill, supplierGstin: wrong, sgst: r(115), igst: r(10) }, { itemAmount: r(5_250), firmGstins: [FIRM], blocked: false });
    // ₹5,000 + ₹125 + ₹115 + ₹10 is the ₹5,250 claimed: the total is not among the errors.
    expect(out.errors.map((e) => e.message)).toEqual([
      "GSTIN check character is wrong: please re-check the number",
      "CGST and SGST are equal halves of the tax",
      "A bill carries IGST or CGST and SGST, not both",
    ]);
    expect(checkGst({ ...bill, taxable: r(5_100) }, { itemAmount: r(5_250), firmGstins: [FIRM], blocked: false }).errors).toEqual([{ field: "amount", message: "Taxable value and tax add up to ₹5,350.00, not the ₹5,250.00 claimed" }]);
  });
  it("tells finance what stops the credit: a bill not in the firm's name, a blocked category, another state's tax, an odd rate", () => {
    const meal = checkGst({ ...bill, billedToGstin: "" }, { itemAmount: r(5_250), firmGstins: [FIRM], blocked: true });
    expect(meal.credit).toBe("blocked");
    expect(meal.notes).toEqual([
      "The bill names no GSTIN of the firm: no input credit on it (CGST Act s.16)",
      "Input credit on this category is usually blocked (CGST Act s.17(5)(b)), unless the law obliges the firm to provide it",
    ]);
    const away = checkGst({ ...bill, supplierGstin: HOTEL_KA }, { itemAmount: r(5_250), firmGstins: [FIRM], blocked: false });
    expect(away.notes).toEqual(["The supplier is in another state (code 29) and charges CGST and SGST: usual for a hotel or restaurant, whose state's tax the firm can use only where it is registered"]);
    // ₹300 + ₹300 on ₹5,000 is 12%: a rate before 22 September 2025, not after.
    const twelve = { ...bill, cgst: r(300), sgst: r(300) };
    expect(checkGst({ ...twelve, invoiceDate: "2025-06-01" }, { itemAmount: r(5_600), firmGstins: [FIRM], blocked: false }).notes).toEqual([]);
    expect(checkGst(twelve, { itemAmount: r(5_600), firmGstins: [FIRM], blocked: false }).notes[0]).toMatch(/^The tax is 12.00% of the taxable value, not a GST rate in force on 2026-11-03/);
  });
});

describe("likely duplicates", () => {
  const base = { where: "this claim", date: "2026-11-03", amount: r(350), merchant: "Uber India", invoice: null, receiptHashes: [] as string[] };
  it("are the same amount, date and merchant, the same invoice, or the same file, within a claim or across claims", () => {
    const flags = findDuplicates(
      [
        { ...base, ref: "a" },
        { ...base, ref: "b", merchant: "UBER  india." },
        { ...base, ref: "c", amount: r(351), receiptHashes: ["f00d"] },
      ],
      [{ ...base, ref: "old", where: "claim EXP-0007", amount: r(999), receiptHashes: ["f00d"] }],
    );
    expect(flags.get("a")).toEqual([]);
    expect(flags.get("b")).toEqual([{ of: "a", words: "Same amount, date and merchant as an item in this claim" }]);
    expect(flags.get("c")).toEqual([{ of: "old", words: "The same receipt file as an item in claim EXP-0007" }]);
  });
});

describe("advances", () => {
  it("a ₹12,000 advance against a ₹15,000 claim pays ₹3,000, not ₹9,000 (frappe/hrms#4117)", () => {
    const { settlements, open } = settle([{ id: "adv", paidOn: "2026-11-01", amount: r(12_000) }], [{ id: "c1", approvedOn: "2026-11-10", amount: r(15_000) }]);
    expect(settlements).toEqual([{ claimId: "c1", fromAdvances: [{ advanceId: "adv", amount: r(12_000) }], payable: r(3_000) }]);
    expect(open.get("adv")).toBe(0);
  });
  it("a ₹20,000 advance against ₹17,000 of claims leaves ₹3,000 to return, oldest advance first", () => {
    const { settlements, open } = settle(
      [
        { id: "later", paidOn: "2026-11-05", amount: r(5_000) },
        { id: "first", paidOn: "2026-11-01", amount: r(15_000) },
      ],
      [
        { id: "c1", approvedOn: "2026-11-10", amount: r(9_000) },
        { id: "c2", approvedOn: "2026-11-12", amount: r(8_000) },
      ],
    );
    expect(settlements.map((s) => s.fromAdvances)).toEqual([[{ advanceId: "first", amount: r(9_000) }], [{ advanceId: "first", amount: r(6_000) }, { advanceId: "later", amount: r(2_000) }]]);
    expect(settlements.map((s) => s.payable)).toEqual([0, 0]);
    expect([...open]).toEqual([["first", 0], ["later", r(3_000)]]);
  });
  it("the ledger runs a balance that ends at nothing once everything is paid", () => {
    const rows = expenseLedger([
      { date: "2026-11-01", kind: "advance_paid", ref: "adv", amount: r(12_000) },
      { date: "2026-11-10", kind: "claim_approved", ref: "c1", amount: r(15_000) },
      { date: "2026-11-10", kind: "advance_settled", ref: "adv", amount: r(12_000) },
      { date: "2026-11-30", kind: "claim_paid", ref: "c1", amount: r(3_000) },
    ]);
    // The settlement is shown where it happened and moves nothing: the approval and the advance already did.
    expect(rows.map((x) => x.balance)).toEqual([-r(12_000), r(3_000), r(3_000), 0]);
    expect(rows[2]?.words).toBe("Set against the advance: ₹12,000.00");
    expect(rows[1]?.words).toBe("Claim approved: ₹15,000.00");
  });
  it("property: what claims take from advances plus what is paid equals the claims; advances never go below nothing", () => {
    const money = fc.integer({ min: 1, max: 5_000_000 });
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-11-${String(d).padStart(2, "0")}`);
    fc.assert(
      fc.property(fc.array(fc.tuple(day, money), { maxLength: 6 }), fc.array(fc.tuple(day, money), { maxLength: 8 }), (advances, claims) => {
        const given = advances.map(([paidOn, amount], i) => ({ id: `a${i}`, paidOn, amount }));
        const approved = claims.map(([approvedOn, amount], i) => ({ id: `c${i}`, approvedOn, amount }));
        const { settlements, open } = settle(given, approved);
        for (const s of settlements) {
          const claim = approved.find((c) => c.id === s.claimId);
          expect(s.fromAdvances.reduce((t, f) => t + f.amount, 0) + s.payable).toBe(claim?.amount);
          expect(s.payable).toBeGreaterThanOrEqual(0);
        }
        for (const a of given) {
          const used = settlements.flatMap((s) => s.fromAdvances).filter((f) => f.advanceId === a.id).reduce((t, f) => t + f.amount, 0);
          expect(open.get(a.id)).toBe(a.amount - used);
          expect(open.get(a.id)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
