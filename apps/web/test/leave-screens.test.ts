// The leave screens, in the parts that are plain logic: days as people read them, a request's dates and
// halves in words (as the server says them), and the query strings the screens build.
import { describe, expect, it } from "vitest";
import { daysText, leaveHref, ONE_DAY_PARTS, queryOf, rangeWords, signedDays } from "../app/features/leave/leave-format.ts";

describe("leave in words", () => {
  it("says days as people do, with at most two decimals", () => {
    expect(daysText(1)).toBe("1 day");
    expect(daysText(0.5)).toBe("0.5 days");
    expect(daysText(1.25)).toBe("1.25 days");
    expect(daysText(12)).toBe("12 days");
  });

  it("signs ledger movements with a real minus", () => {
    expect(signedDays(1.25)).toBe("+1.25");
    expect(signedDays(-2)).toBe("−2");
    expect(signedDays(0)).toBe("0");
  });

  it("writes a request's dates and halves as the server does", () => {
    expect(rangeWords({ from: "2026-12-11", to: "2026-12-14", from_half: "first", to_half: "second" })).toBe("11 Dec 2026 to 14 Dec 2026");
    expect(rangeWords({ from: "2026-12-11", to: "2026-12-14", from_half: "second", to_half: "first" })).toBe("11 Dec 2026 (from the afternoon) to 14 Dec 2026 (until noon)");
    expect(rangeWords({ from: "2026-12-11", to: "2026-12-11", from_half: "first", to_half: "first" })).toBe("11 Dec 2026 (first half)");
    expect(rangeWords({ from: "2026-12-11", to: "2026-12-11", from_half: "first", to_half: "second" })).toBe("11 Dec 2026");
  });

  it("maps each choice for a single day to the two halves the API takes", () => {
    expect(ONE_DAY_PARTS.map((p) => [p.value, p.from_half, p.to_half])).toEqual([
      ["whole", "first", "second"],
      ["first", "first", "first"],
      ["second", "second", "second"],
    ]);
  });

  it("puts only what is set into a query, and opens someone's leave by id", () => {
    expect(queryOf({ month: "2026-12", q: "", workspace_id: undefined, limit: 50 })).toBe("month=2026-12&limit=50");
    expect(leaveHref()).toBe("/app/leave");
    expect(leaveHref("e 1")).toBe("/app/leave?employee_id=e+1");
  });
});
