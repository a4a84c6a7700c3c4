// Accrual worked by hand: monthly, quarterly and yearly credits at a period's start or end, pro-rated by
// days or by a cut-off day for joiners and leavers, the rounding modes and steps, credits for days worked,
// calendar and financial years, and a policy that changes during the year. Each figure was worked on paper
// first; the working is in the comment beside it. Amounts are in hundredths of a day (d(1.5) = 150).
import { describe, expect, it } from "vitest";
import { accrualCredits } from "../src/accrual.ts";
import { replayBalance, replayLedger } from "../src/ledger.ts";
import type { AccrualPeriod, LeavePolicyVersion } from "../src/policy.ts";
import type { RoundingMode } from "../src/units.ts";
import { d, person, policy } from "./helpers.ts";

type Proration = { kind: "days" } | { kind: "cutoff"; day: number } | { kind: "none" };

/** A policy crediting `perYear` days each period. */
function periodic(perYear: number, period: AccrualPeriod, timing: "start" | "end", over: Partial<LeavePolicyVersion> & { proration?: Proration } = {}): LeavePolicyVersion {
  const { proration = { kind: "days" }, ...rest } = over;
  return policy({ accrual: { kind: "periodic", perYear: d(perYear), period, timing, proration }, ...rest });
}

const pairs = (credits: { date: string; amount: number }[]) => credits.map((c) => [c.date, c.amount]);
const total = (credits: { amount: number }[]) => credits.reduce((s, c) => s + c.amount, 0);
/** Every day from `from`, `n` of them. */
const daysFrom = (from: string, n: number) => Array.from({ length: n }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));

describe("monthly credits", () => {
  it("12 a year at the start of the month: 1 day on each 1st, 12 in the year", () => {
    const credits = accrualCredits([periodic(12, "monthly", "start")], person("2025-06-01"), "2026-12-31").filter((c) => c.date >= "2026-01-01");
    // 12 / 12 = 1 a month, dated the 1st.
    expect(pairs(credits)).toEqual(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"].map((m) => [`2026-${m}-01`, d(1)]));
    expect(total(credits)).toBe(d(12));
  });

  it("at the end of the month: dated the month's last day, 28 February in 2026", () => {
    const credits = accrualCredits([periodic(12, "monthly", "end")], person("2026-01-01"), "2026-04-30");
    expect(pairs(credits)).toEqual([
      ["2026-01-31", d(1)],
      ["2026-02-28", d(1)],
      ["2026-03-31", d(1)],
      ["2026-04-30", d(1)],
    ]);
  });

  it("at the end of the month in a leap year: February's credit on the 29th", () => {
    const credits = accrualCredits([periodic(12, "monthly", "end")], person("2027-06-01"), "2028-03-31");
    expect(credits.find((c) => c.date.startsWith("2028-02"))?.date).toBe("2028-02-29");
  });

  it("18 a year: 1.5 a month; five months credited at the start by 31 May are 7.5", () => {
    // 1.5 × 5 (1 Jan, 1 Feb, 1 Mar, 1 Apr, 1 May) = 7.5.
    expect(replayBalance({ versions: [periodic(18, "monthly", "start")], person: person("2026-01-01"), events: [], asOf: "2026-05-31" }).balance).toBe(d(7.5));
  });

  it("7 a year does not divide by 12: floor(700 k / 12) − floor(700 (k − 1) / 12) gives 0.58, 0.58, 0.59, … and exactly 7", () => {
    const credits = accrualCredits([periodic(7, "monthly", "start")], person("2026-01-01"), "2026-12-31");
    // k = 1: 58 − 0; k = 2: 116 − 58 = 58; k = 3: 175 − 116 = 59; k = 4: 233 − 175 = 58; … k = 12: 700 − 641 = 59.
    expect(credits.map((c) => c.amount)).toEqual([58, 58, 59, 58, 58, 59, 58, 58, 59, 58, 58, 59]);
    expect(total(credits)).toBe(d(7));
  });

  it("credited at the start, the month's credit is there from the 1st: as of 15 March, 3 days", () => {
    // 1 Jan + 1 Feb + 1 Mar = 3.
    expect(replayBalance({ versions: [periodic(12, "monthly", "start")], person: person("2026-01-01"), events: [], asOf: "2026-03-15" }).balance).toBe(d(3));
  });

  it("credited at the end, March's credit is not there on 15 March: 2 days", () => {
    // 31 Jan + 28 Feb = 2; 31 Mar not yet.
    expect(replayBalance({ versions: [periodic(12, "monthly", "end")], person: person("2026-01-01"), events: [], asOf: "2026-03-15" }).balance).toBe(d(2));
    expect(replayBalance({ versions: [periodic(12, "monthly", "end")], person: person("2026-01-01"), events: [], asOf: "2026-03-31" }).balance).toBe(d(3));
  });

  it("each credit says its month and the quota in words", () => {
    const [first] = accrualCredits([periodic(15, "monthly", "end")], person("2026-01-01"), "2026-01-31");
    // 15 / 12 = 1.25.
    expect(first?.reason).toBe("Credit for Jan 2026: 1.25 days (15 days a year, credited monthly)");
  });
});

describe("quarterly and yearly credits", () => {
  it("quarterly at the start on a calendar year: 3 days on 1 January, 1 April, 1 July and 1 October", () => {
    const credits = accrualCredits([periodic(12, "quarterly", "start")], person("2026-01-01"), "2026-12-31");
    // 12 / 4 = 3 a quarter.
    expect(pairs(credits)).toEqual([
      ["2026-01-01", d(3)],
      ["2026-04-01", d(3)],
      ["2026-07-01", d(3)],
      ["2026-10-01", d(3)],
    ]);
    expect(credits[0]?.reason).toBe("Credit for Jan 2026 – Mar 2026: 3 days (12 days a year, credited quarterly)");
  });

  it("quarterly at the end on a financial year: 30 June, 30 September, 31 December, 31 March", () => {
    const credits = accrualCredits([periodic(12, "quarterly", "end", { yearStart: "financial" })], person("2026-04-01"), "2027-03-31");
    expect(pairs(credits)).toEqual([
      ["2026-06-30", d(3)],
      ["2026-09-30", d(3)],
      ["2026-12-31", d(3)],
      ["2027-03-31", d(3)],
    ]);
  });

  it("10 a year quarterly: 2.5 a quarter (floor(1000 k / 4) − floor(1000 (k − 1) / 4) = 250)", () => {
    const credits = accrualCredits([periodic(10, "quarterly", "start")], person("2026-01-01"), "2026-12-31");
    expect(credits.map((c) => c.amount)).toEqual([d(2.5), d(2.5), d(2.5), d(2.5)]);
  });

  it("yearly at the start on a calendar year: all 12 days on 1 January", () => {
    const credits = accrualCredits([periodic(12, "yearly", "start")], person("2025-01-01"), "2026-12-31");
    expect(pairs(credits)).toEqual([
      ["2025-01-01", d(12)],
      ["2026-01-01", d(12)],
    ]);
  });

  it("yearly at the start on a financial year: 12 days each 1 April", () => {
    const credits = accrualCredits([periodic(12, "yearly", "start", { yearStart: "financial" })], person("2024-04-01"), "2026-06-30");
    expect(pairs(credits)).toEqual([
      ["2024-04-01", d(12)],
      ["2025-04-01", d(12)],
      ["2026-04-01", d(12)],
    ]);
  });

  it("yearly at the end: nothing until 31 December, then 12", () => {
    const input = { versions: [periodic(12, "yearly", "end")], person: person("2026-01-01"), events: [] };
    expect(replayBalance({ ...input, asOf: "2026-12-30" }).balance).toBe(0);
    expect(replayBalance({ ...input, asOf: "2026-12-31" }).balance).toBe(d(12));
  });
});

describe("pro-rating a joiner by days", () => {
  // Joining on 10 January 2026: on the rolls 22 of January's 31 days; 1 day × 22 / 31 = 0.7097.
  const joiner = (step: number, mode: RoundingMode) =>
    accrualCredits([periodic(12, "monthly", "start", { rounding: { step: d(step), mode } })], person("2026-01-10"), "2026-01-31").map((c) => c.amount);

  it("to the nearest half day: 0.7097 / 0.5 = 1.42, rounds to 1 step: 0.5", () => {
    expect(joiner(0.5, "nearest")).toEqual([d(0.5)]);
  });

  it("up to a half day: 1.42 steps up to 2: 1 day", () => {
    expect(joiner(0.5, "up")).toEqual([d(1)]);
  });

  it("down to a half day: 1.42 steps down to 1: 0.5", () => {
    expect(joiner(0.5, "down")).toEqual([d(0.5)]);
  });

  it("to the nearest quarter day: 0.7097 / 0.25 = 2.84, rounds to 3: 0.75", () => {
    expect(joiner(0.25, "nearest")).toEqual([d(0.75)]);
  });

  it("down to a quarter day: 2.84 down to 2: 0.5", () => {
    expect(joiner(0.25, "down")).toEqual([d(0.5)]);
  });

  it("to the nearest whole day: 0.71 rounds to 1", () => {
    expect(joiner(1, "nearest")).toEqual([d(1)]);
  });

  it("down to a whole day: 0.71 is 0, and a credit of nothing is not listed", () => {
    expect(joiner(1, "down")).toEqual([]);
  });

  it("not rounded (a step of a hundredth): 70.97 hundredths, 0.71", () => {
    expect(joiner(0.01, "nearest")).toEqual([71]);
  });

  it("the working is in the credit's reason", () => {
    const [credit] = accrualCredits([periodic(12, "monthly", "start")], person("2026-01-10"), "2026-01-31");
    expect(credit?.reason).toBe("Credit for Jan 2026, pro-rated: on the rolls 22 of 31 days × 1 day = 0.71, rounded to the nearest 0.5 day step: 0.5 day (12 days a year, credited monthly)");
  });

  it("18 a year, joining on 11 April: 20 of 30 days × 1.5 = exactly 1", () => {
    const credits = accrualCredits([periodic(18, "monthly", "start")], person("2026-04-11"), "2026-05-31");
    expect(pairs(credits)).toEqual([
      ["2026-04-11", d(1)],
      ["2026-05-01", d(1.5)],
    ]);
  });

  it("joining on the 1st is a whole month, not pro-rated", () => {
    expect(pairs(accrualCredits([periodic(12, "monthly", "start")], person("2026-05-01"), "2026-05-31"))).toEqual([["2026-05-01", d(1)]]);
  });

  it("joining on 31 March: 1 of 31 days, 0.03, rounds to nothing; April's 1 day is the first credit", () => {
    expect(pairs(accrualCredits([periodic(12, "monthly", "start")], person("2026-03-31"), "2026-04-30"))).toEqual([["2026-04-01", d(1)]]);
    // Rounded up instead: 0.03 → 0.5.
    expect(pairs(accrualCredits([periodic(12, "monthly", "start", { rounding: { step: d(0.5), mode: "up" } })], person("2026-03-31"), "2026-04-30"))).toEqual([
      ["2026-03-31", d(0.5)],
      ["2026-04-01", d(1)],
    ]);
  });

  it("credited at the end: a joiner on 17 March gets 15 / 31 × 1 = 0.48 → 0.5 on 31 March", () => {
    expect(pairs(accrualCredits([periodic(12, "monthly", "end")], person("2026-03-17"), "2026-04-30"))).toEqual([
      ["2026-03-31", d(0.5)],
      ["2026-04-30", d(1)],
    ]);
  });

  it("a joiner's part quarter: 15 February to 31 March is 45 of the quarter's 90 days × 3 = 1.5", () => {
    const credits = accrualCredits([periodic(12, "quarterly", "start")], person("2026-02-15"), "2026-12-31");
    // 1.5 + 3 + 3 + 3 = 10.5.
    expect(pairs(credits)).toEqual([
      ["2026-02-15", d(1.5)],
      ["2026-04-01", d(3)],
      ["2026-07-01", d(3)],
      ["2026-10-01", d(3)],
    ]);
    expect(total(credits)).toBe(d(10.5));
  });

  it("a joiner's part calendar year: 1 July to 31 December is 184 of 365 days × 12 = 6.05 → 6", () => {
    expect(pairs(accrualCredits([periodic(12, "yearly", "start")], person("2026-07-01"), "2026-12-31"))).toEqual([["2026-07-01", d(6)]]);
  });

  it("a joiner's part financial year: 1 October to 31 March is 182 of 365 days × 12 = 5.98 → 6", () => {
    // October 31 + November 30 + December 31 + January 31 + February 28 + March 31 = 182.
    expect(pairs(accrualCredits([periodic(12, "yearly", "start", { yearStart: "financial" })], person("2026-10-01"), "2027-03-31"))).toEqual([["2026-10-01", d(6)]]);
  });
});

describe("pro-rating by a cut-off day, or not at all", () => {
  const cutoff = (timing: "start" | "end", perYear = 12) => periodic(perYear, "monthly", timing, { proration: { kind: "cutoff", day: 15 } });

  it("cut-off on the 15th, credited at the end: joining on 10 March gets March in full, on 31 March", () => {
    expect(pairs(accrualCredits([cutoff("end")], person("2026-03-10"), "2026-04-30"))).toEqual([
      ["2026-03-31", d(1)],
      ["2026-04-30", d(1)],
    ]);
  });

  it("cut-off on the 15th: joining on 20 March gets nothing for March; April's credit is the first", () => {
    expect(pairs(accrualCredits([cutoff("end")], person("2026-03-20"), "2026-04-30"))).toEqual([["2026-04-30", d(1)]]);
  });

  it("cut-off on the 15th, 18 a year: joining on the 15th itself gets the month's 1.5 on the day", () => {
    expect(pairs(accrualCredits([cutoff("start", 18)], person("2026-07-15"), "2026-07-31"))).toEqual([["2026-07-15", d(1.5)]]);
  });

  it("cut-off: the credit says why it is whole", () => {
    expect(accrualCredits([cutoff("start")], person("2026-07-01"), "2026-07-31")[0]?.reason).toBe("Credit for Jul 2026: 1 day (12 days a year, credited monthly)");
    expect(accrualCredits([cutoff("start")], person("2026-07-03"), "2026-07-31")[0]?.reason).toBe(
      "Credit for Jul 2026: 1 day, in full for joining on 3 Jul 2026, on or before the 15th (12 days a year, credited monthly)",
    );
  });

  it("no pro-rating: joining on 25 March still gets March's whole day", () => {
    expect(pairs(accrualCredits([periodic(12, "monthly", "start", { proration: { kind: "none" } })], person("2026-03-25"), "2026-03-31"))).toEqual([["2026-03-25", d(1)]]);
  });
});

describe("leavers", () => {
  it("leaving on 14 February, 18 a year at the end: 14 / 28 × 1.5 = 0.75, a half-day step and a half, rounds up to 1", () => {
    const credits = accrualCredits([periodic(18, "monthly", "end")], person("2026-01-01", "2026-02-14"), "2026-12-31");
    // 0.75 / 0.5 = 1.5 steps, rounded to the nearest (halves up): 2 steps = 1 day, dated the last day.
    expect(pairs(credits)).toEqual([
      ["2026-01-31", d(1.5)],
      ["2026-02-14", d(1)],
    ]);
  });

  it("leaving on the last day of April: four whole months and nothing after", () => {
    const r = replayLedger({ versions: [periodic(12, "monthly", "start")], person: person("2026-01-01", "2026-04-30"), events: [], asOf: "2026-12-31" });
    // 1 Jan, 1 Feb, 1 Mar, 1 Apr = 4.
    expect(r.balance).toBe(d(4));
    expect(r.entries.at(-1)?.date).toBe("2026-04-01");
  });

  it("leaving on 15 September, rounded down: 15 / 30 = exactly half a day; 8.5 in all", () => {
    const credits = accrualCredits([periodic(12, "monthly", "start", { rounding: { step: d(0.5), mode: "down" } })], person("2026-01-01", "2026-09-15"), "2026-12-31");
    // 8 whole months (January to August) + 0.5.
    expect(credits.at(-1)).toMatchObject({ date: "2026-09-01", amount: d(0.5) });
    expect(total(credits)).toBe(d(8.5));
  });

  it("joining on 5 May and leaving on 20 May: on the rolls 16 of 31 days, 0.52 → 0.5 on the day of joining", () => {
    expect(pairs(accrualCredits([periodic(12, "monthly", "start")], person("2026-05-05", "2026-05-20"), "2026-12-31"))).toEqual([["2026-05-05", d(0.5)]]);
  });

  it("a leaver's part quarter on a financial year, at the end: 51 of 92 days × 3 = 1.66 → 1.5 on the last day", () => {
    const credits = accrualCredits([periodic(12, "quarterly", "end", { yearStart: "financial" })], person("2026-04-01", "2026-08-20"), "2027-03-31");
    // July 31 + August 20 = 51 of July–September's 92; 1.66 / 0.5 = 3.33 → 3 steps.
    expect(pairs(credits)).toEqual([
      ["2026-06-30", d(3)],
      ["2026-08-20", d(1.5)],
    ]);
  });
});

describe("policy versions", () => {
  it("a policy that starts after the person joined credits from its own start, a whole month", () => {
    const credits = accrualCredits([periodic(12, "monthly", "start", { effectiveFrom: "2026-04-01" })], person("2025-06-01"), "2026-12-31");
    // April to December: 9.
    expect(credits[0]).toMatchObject({ date: "2026-04-01", amount: d(1) });
    expect(total(credits)).toBe(d(9));
  });

  it("12 a year, then 24 from 1 April: 3 × 1 + 9 × 2 = 21 in the year", () => {
    const credits = accrualCredits([periodic(12, "monthly", "start"), periodic(24, "monthly", "start", { effectiveFrom: "2026-04-01" })], person("2026-01-01"), "2026-12-31");
    expect(credits.map((c) => c.amount)).toEqual([d(1), d(1), d(1), ...Array(9).fill(d(2))]);
    expect(total(credits)).toBe(d(21));
  });

  it("accrual stopped from 1 October (a version with none): 9 days in the year", () => {
    const credits = accrualCredits([periodic(12, "monthly", "start"), policy({ effectiveFrom: "2026-10-01", accrual: { kind: "none" } })], person("2026-01-01"), "2026-12-31");
    expect(total(credits)).toBe(d(9));
    expect(credits.at(-1)?.date).toBe("2026-09-01");
  });
});

describe("one day for every so many days worked", () => {
  const worked = (perDaysWorked: number, credit: number, over: Partial<LeavePolicyVersion> = {}) => policy({ accrual: { kind: "worked", perDaysWorked, credit: d(credit) }, ...over });

  it("the count starts again with the leave year: 30 days in December give one, 15 in January none", () => {
    const days = [...daysFrom("2025-12-02", 30), ...daysFrom("2026-01-01", 15)];
    // December: the 20th day worked is 21 December. January: 15 < 20.
    expect(pairs(accrualCredits([worked(20, 1)], person("2025-01-01"), "2026-12-31", days))).toEqual([["2025-12-21", d(1)]]);
  });

  it("on a financial year the count starts again on 1 April: 25 days to 31 March and 25 from 1 April give one each", () => {
    const days = [...daysFrom("2026-03-07", 25), ...daysFrom("2026-04-01", 25)];
    // 7 March + 19 = 26 March (the 20th); 1 April + 19 = 20 April (the 20th of the new year); 5 + 5 left over.
    expect(pairs(accrualCredits([worked(20, 1, { yearStart: "financial" })], person("2025-01-01"), "2026-12-31", days))).toEqual([
      ["2026-03-26", d(1)],
      ["2026-04-20", d(1)],
    ]);
  });

  it("days before joining do not count, and a day listed twice counts once", () => {
    const january = daysFrom("2026-01-01", 31);
    // Joined 10 January: 10–31 January are 22 days; the 20th of them is 29 January.
    expect(pairs(accrualCredits([worked(20, 1)], person("2026-01-10"), "2026-12-31", [...january, ...january]))).toEqual([["2026-01-29", d(1)]]);
  });

  it("days after the last day do not count", () => {
    // Left on 25 January: 1–25 January are 25 days, one credit on the 20th (20 January); 26–31 January are after.
    expect(pairs(accrualCredits([worked(20, 1)], person("2025-01-01", "2026-01-25"), "2026-12-31", daysFrom("2026-01-01", 31)))).toEqual([["2026-01-20", d(1)]]);
  });

  it("half a day for every 10 days worked: 35 days give three halves, 1.5 days", () => {
    const credits = accrualCredits([worked(10, 0.5)], person("2025-01-01"), "2026-12-31", daysFrom("2026-02-02", 35));
    // The 10th, 20th and 30th days: 11, 21 February and 3 March.
    expect(pairs(credits)).toEqual([
      ["2026-02-11", d(0.5)],
      ["2026-02-21", d(0.5)],
      ["2026-03-03", d(0.5)],
    ]);
    expect(credits[0]?.reason).toBe("0.5 day for 10 days worked this leave year (one for every 10)");
  });

  it("the ledger takes the days worked from its input: 45 days, 2 credits, 1 taken, 1 left", () => {
    const r = replayBalance({
      versions: [worked(20, 1)],
      person: person("2025-06-01"),
      workedDays: daysFrom("2026-01-01", 45),
      events: [{ kind: "taken", id: "t", date: "2026-02-16", days: d(1) }],
      asOf: "2026-03-31",
    });
    // 20 January + 9 February = 2; − 1 on 16 February = 1.
    expect(r.balance).toBe(d(1));
  });
});
