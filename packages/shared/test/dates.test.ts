// India's calendar day (decision 014's bug on the way: "today" was the UTC date, so between 00:00 and 05:30
// IST a firm started today was refused as "in the future"), and the yearly dates dashboards show.
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, dayField, indiaDateOf, indiaToday, isRealDay, nextYearly, wholeYears } from "../src/dates.ts";
import { FirmRegistrationSchema } from "../src/firm.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("India's today", () => {
  it("is the next calendar day from 18:30 UTC", () => {
    expect(indiaToday(new Date("2026-11-23T18:29:59Z"))).toBe("2026-11-23");
    expect(indiaToday(new Date("2026-11-23T18:30:00Z"))).toBe("2026-11-24");
    expect(indiaDateOf("2026-12-31T19:00:00Z")).toBe("2027-01-01");
  });

  it("accepts a firm started today at 00:30 IST (19:00 UTC the day before)", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T19:00:00Z"));
    const form = {
      firm_name: "Night Owl Foods",
      firm_owner_name: "Irfan Sheikh",
      firm_startdate: "2026-11-24",
      firm_members: "1-10",
      firm_type: "Sole Proprietorship",
      firm_email: "irfan@example.in",
      firm_mobile: "9876543210",
      firm_address: "Mumbai",
    };
    expect(FirmRegistrationSchema.safeParse(form).success).toBe(true);
    expect(FirmRegistrationSchema.safeParse({ ...form, firm_startdate: "2026-11-25" }).error?.issues[0]?.message).toBe("Firm start date cannot be in the future");
    expect(dayField("Joining date", { notAfterToday: true }).safeParse("2026-11-24").success).toBe(true);
  });
});

describe("yearly dates", () => {
  it("finds the next birthday or anniversary on or after a day, 29 February on the 28th in other years", () => {
    expect(nextYearly("1990-11-30", "2026-11-24")).toBe("2026-11-30");
    expect(nextYearly("1990-01-05", "2026-11-24")).toBe("2027-01-05");
    expect(nextYearly("1992-02-29", "2027-02-01")).toBe("2027-02-28");
    expect(nextYearly("1992-02-29", "2028-02-01")).toBe("2028-02-29");
    expect(wholeYears("2016-11-24", "2026-11-24")).toBe(10);
    expect(wholeYears("2016-11-25", "2026-11-24")).toBe(9);
  });

  it("never goes back, and is never more than a year ahead", () => {
    const day = fc.integer({ min: 0, max: 40_000 }).map((n) => addDays("1950-01-01", n));
    fc.assert(
      fc.property(day, day, (born, from) => {
        const next = nextYearly(born, from);
        expect(isRealDay(next)).toBe(true);
        expect(next >= from).toBe(true);
        expect(next <= addDays(from, 366)).toBe(true);
        expect(next.slice(5) === born.slice(5) || (born.slice(5) === "02-29" && next.slice(5) === "02-28")).toBe(true);
      }),
    );
  });
});
