// Days a request counts, worked by hand: Friday 27 November 2026 to Monday 30 November, the weekend off.
import { describe, expect, it } from "vitest";
import { checkRequest } from "../src/check.ts";
import { countLeaveDays, type CountInput } from "../src/count.ts";
import { d, person, policy } from "./helpers.ts";

const weekend = (day: string) => {
  const w = new Date(`${day}T00:00:00Z`).getUTCDay();
  return w === 0 || w === 6 ? { kind: "weekly_off" as const } : day === "2026-12-25" ? { kind: "holiday" as const, name: "Christmas" } : null;
};
const range = (over: Partial<CountInput> = {}): CountInput => ({ from: "2026-11-27", to: "2026-11-30", fromHalf: "first", toHalf: "second", offDay: weekend, sandwich: false, ...over });

describe("counting a request's days", () => {
  it("Friday to Monday is 2 days; with the sandwich rule the weekend between counts too: 4", () => {
    expect(countLeaveDays(range())?.days).toBe(d(2));
    const sandwiched = countLeaveDays(range({ sandwich: true }));
    expect(sandwiched?.days).toBe(d(4));
    expect(sandwiched?.working).toBe("27 Nov 2026 to 30 Nov 2026: 4 calendar days; 2 weekly off or holiday counted by the sandwich rule: 4 days");
  });

  it("from Friday afternoon to Monday lunch: 1 day, or 3 with the sandwich rule", () => {
    expect(countLeaveDays(range({ fromHalf: "second", toHalf: "first" }))?.days).toBe(d(1));
    expect(countLeaveDays(range({ fromHalf: "second", toHalf: "first", sandwich: true }))?.days).toBe(d(3));
  });

  it("a weekend at the edge of a request never counts, sandwich or not", () => {
    const r = countLeaveDays(range({ from: "2026-11-28", to: "2026-12-01", sandwich: true }));
    expect(r?.days).toBe(d(2));
    expect(r?.working).toBe("28 Nov 2026 to 1 Dec 2026: 4 calendar days; less 2 not counted (28 Nov 2026, weekly off; 29 Nov 2026, weekly off): 2 days");
  });

  it("a holiday is named in the working", () => {
    expect(countLeaveDays(range({ from: "2026-12-24", to: "2026-12-28" }))?.working).toBe(
      "24 Dec 2026 to 28 Dec 2026: 5 calendar days; less 3 not counted (25 Dec 2026, holiday (Christmas); 26 Dec 2026, weekly off; 27 Dec 2026, weekly off): 2 days",
    );
  });

  it("one day: either half is half a day; the second half to the first is no day at all", () => {
    const one = (fromHalf: "first" | "second", toHalf: "first" | "second") => countLeaveDays(range({ from: "2026-11-27", to: "2026-11-27", fromHalf, toHalf }))?.days ?? null;
    expect([one("first", "first"), one("second", "second"), one("first", "second"), one("second", "first")]).toEqual([d(0.5), d(0.5), d(1), null]);
    expect(countLeaveDays(range({ from: "2026-11-30", to: "2026-11-27" }))).toBeNull();
  });
});

describe("what the policy forbids", () => {
  const facts = { from: "2026-12-01", days: d(2), hasHalfDay: false, appliedOn: "2026-11-25", balanceBefore: d(5), hasDocument: false };

  it("a request within every rule passes", () => {
    expect(checkRequest(policy(), person("2025-01-01"), facts)).toEqual([]);
  });

  it("more than the balance, with no negative allowed, says what there is", () => {
    expect(checkRequest(policy(), person("2025-01-01"), { ...facts, days: d(6) })).toEqual([{ field: "days", message: "Your balance is 5 days; this asks for 6 days" }]);
  });

  it("down to −2 allowed: −2 passes, −2.5 is refused in words", () => {
    const p = policy({ negativeLimit: d(2) });
    expect(checkRequest(p, person("2025-01-01"), { ...facts, days: d(7) })).toEqual([]);
    expect(checkRequest(p, person("2025-01-01"), { ...facts, days: d(7.5), hasHalfDay: true })).toEqual([{ field: "days", message: "This would take your balance to -2.5 days; the policy allows down to -2 days" }]);
  });

  it("notice, half days, the largest request, a document and who may take it", () => {
    const strict = policy({ noticeDays: 7, halfDays: false, maxDaysPerRequest: d(3), documentAboveDays: d(2), genders: ["female"], employmentTypes: ["permanent"] });
    const refusals = checkRequest(strict, { ...person("2025-01-01"), gender: "male", employmentType: "contract" }, { ...facts, days: d(3.5), hasHalfDay: true, balanceBefore: d(10) });
    expect(refusals.map((r) => r.message)).toEqual([
      "This leave is not open to you under the firm's policy",
      "This leave is for permanent employees",
      "This leave is taken in whole days",
      "At most 3 days a request",
      "Apply at least 7 days ahead",
      "Attach a document for more than 2 days",
    ]);
  });

  it("maternity leave: up to 26 weeks (182 days), for women, with no balance to keep", () => {
    const maternity = policy({ accrual: { kind: "none" }, tracksBalance: false, maxDaysPerRequest: d(182), genders: ["female"] });
    const meera = { ...person("2024-04-01"), gender: "female" as const };
    expect(checkRequest(maternity, meera, { ...facts, days: d(182), balanceBefore: 0 })).toEqual([]);
    expect(checkRequest(maternity, meera, { ...facts, days: d(183), balanceBefore: 0 }).map((r) => r.message)).toEqual(["At most 182 days a request"]);
  });

  it("dates that are all weekly offs are refused: nothing to apply for", () => {
    expect(checkRequest(policy(), person("2025-01-01"), { ...facts, days: 0 })).toEqual([{ field: "days", message: "These dates are all weekly offs or holidays: nothing to apply for" }]);
  });
});
