// Bulk inserts through COPY (platform/db/bulk.ts) on both drivers: values come back exactly as given, the
// scratch table is emptied between uses and shared by the roles a pooled session takes, and row-level
// security still refuses a row of another firm, with nothing written.
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendanceDays, firms } from "../src/db/schema.ts";
import { bulkInsert, type Cell } from "../src/platform/db/bulk.ts";
import type { Database } from "../src/platform/db/client.ts";
import { copyText } from "../src/platform/db/copy-text.ts";
import { withFirm, withPlatform } from "../src/platform/db/tenancy.ts";
import { openTestDatabase } from "./support/app.ts";

const COLUMNS = ["firm_id", "employee_id", "day", "status", "first_half", "second_half", "shift_code", "first_in", "worked_minutes", "late_mark", "missing_punch"];

let database: Database;
let firmA: string;
let firmB: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const made = await withPlatform(database.db, "two firms for the bulk insert test", (tx) =>
    tx.insert(firms).values([{ name: "Bulk A Private Limited" }, { name: "Bulk B Private Limited" }]).returning({ id: firms.id }),
  );
  firmA = made[0]?.id as string;
  firmB = made[1]?.id as string;
});

afterAll(async () => {
  await database.close();
});

const row = (firmId: string, employeeId: string, day: string, shift: string | null, extra: Partial<{ firstIn: Date | null; missing: string | null }> = {}): Cell[] => [
  firmId,
  employeeId,
  day,
  "present",
  "present",
  "present",
  shift,
  extra.firstIn ?? null,
  481,
  true,
  extra.missing ?? null,
];

const daysOf = (firmId: string, employeeId: string) =>
  withFirm(database.db, firmId, (tx) =>
    tx.select().from(attendanceDays).where(and(eq(attendanceDays.firmId, firmId), eq(attendanceDays.employeeId, employeeId))).orderBy(asc(attendanceDays.day)),
  );

describe("bulkInsert", () => {
  it("writes every value as given: quotes, commas, tabs, line breaks, backslashes, empty text, nulls, instants, numbers and flags", async () => {
    const person = randomUUID();
    const at = new Date("2026-10-05T03:33:07.000Z");
    await withFirm(database.db, firmA, (tx) =>
      bulkInsert(tx, "attendance_days", COLUMNS, [
        row(firmA, person, "2026-10-05", 'Night "N", rotating\nweek 2\t\\N\r', { firstIn: at, missing: "out" }),
        row(firmA, person, "2026-10-06", ""),
        row(firmA, person, "2026-10-07", null),
      ]),
    );
    const days = await daysOf(firmA, person);
    expect(days.map((d) => [d.day, d.shiftCode, d.firstIn?.toISOString() ?? null, d.workedMinutes, d.lateMark, d.missingPunch])).toEqual([
      ["2026-10-05", 'Night "N", rotating\nweek 2\t\\N\r', at.toISOString(), 481, true, "out"],
      ["2026-10-06", "", null, 481, true, null],
      ["2026-10-07", null, null, 481, true, null],
    ]);
    // Columns not named take the table's defaults.
    expect(days.every((d) => d.computedAt instanceof Date && d.breakMinutes === 0)).toBe(true);
  });

  it("takes rows made into COPY text beforehand (copyText, as a worker thread makes them) just as it takes cells", async () => {
    const person = randomUUID();
    const shift = 'Night "N" ₹\n\t\\ rotating';
    await withFirm(database.db, firmA, async (tx) => {
      await bulkInsert(tx, "attendance_days", COLUMNS, copyText([row(firmA, person, "2026-10-05", shift), row(firmA, person, "2026-10-06", null)]));
      await bulkInsert(tx, "attendance_days", COLUMNS, copyText([]));
    });
    expect((await daysOf(firmA, person)).map((d) => [d.day, d.shiftCode])).toEqual([
      ["2026-10-05", shift],
      ["2026-10-06", null],
    ]);
  });

  it("empties its scratch table between calls, in one transaction and across transactions", async () => {
    const person = randomUUID();
    await withFirm(database.db, firmA, async (tx) => {
      await bulkInsert(tx, "attendance_days", COLUMNS, [row(firmA, person, "2026-10-01", "G")]);
      await bulkInsert(tx, "attendance_days", COLUMNS, [row(firmA, person, "2026-10-02", "G"), row(firmA, person, "2026-10-03", "G")]);
      await bulkInsert(tx, "attendance_days", COLUMNS, []);
    });
    await withFirm(database.db, firmA, (tx) => bulkInsert(tx, "attendance_days", COLUMNS, [row(firmA, person, "2026-10-04", "G")]));
    expect((await daysOf(firmA, person)).map((d) => d.day)).toEqual(["2026-10-01", "2026-10-02", "2026-10-03", "2026-10-04"]);
  });

  it("still lets row-level security refuse another firm's row, and then writes none of the batch", async () => {
    const person = randomUUID();
    await expect(
      withFirm(database.db, firmA, (tx) => bulkInsert(tx, "attendance_days", COLUMNS, [row(firmA, person, "2026-10-01", "G"), row(firmB, person, "2026-10-01", "G")])),
    ).rejects.toThrow(/row-level security/);
    expect(await daysOf(firmA, person)).toEqual([]);
    expect(await daysOf(firmB, person)).toEqual([]);
  });

  it("serves whichever role a transaction takes on the same session (firm work, then platform work)", async () => {
    const person = randomUUID();
    for (let i = 0; i < 3; i++) {
      await withFirm(database.db, firmA, (tx) => bulkInsert(tx, "attendance_days", COLUMNS, [row(firmA, person, `2026-11-0${i + 1}`, "G")]));
      await withPlatform(database.db, "the bulk insert test writes as the platform", (tx) => bulkInsert(tx, "attendance_days", COLUMNS, [row(firmB, person, `2026-11-0${i + 1}`, "G")]));
    }
    expect(await daysOf(firmA, person)).toHaveLength(3);
    expect(await daysOf(firmB, person)).toHaveLength(3);
  });

  it("refuses a table or column name that is not a plain identifier", async () => {
    await expect(withFirm(database.db, firmA, (tx) => bulkInsert(tx, "attendance_days; drop table firms", COLUMNS, [[]]))).rejects.toThrow(/plain identifier/);
    await expect(withFirm(database.db, firmA, (tx) => bulkInsert(tx, "attendance_days", ["day) select 1; --"], [["2026-10-01"]]))).rejects.toThrow(/plain identifier/);
  });
});
