// An edit changes what it names and nothing else: a schema for a partial edit must give back no field that
// was not sent (a default there would overwrite the stored value with it — found and fixed in issue 14).
import { describe, expect, it } from "vitest";
import { SelfProfileSchema } from "../src/approvals.ts";
import { FirmProfileUpdateSchema } from "../src/firm.ts";
import { EmployeeUpdateSchema } from "../src/people.ts";

describe("partial edits", () => {
  it.each([
    ["EmployeeUpdateSchema", EmployeeUpdateSchema, { address_current: "12 MG Road, Pune" }],
    ["SelfProfileSchema", SelfProfileSchema, { emergency_name: "Lakshmi Iyer" }],
    ["FirmProfileUpdateSchema", FirmProfileUpdateSchema, { firm_address: "Plot 9, Jajmau, Kanpur" }],
  ] as const)("%s gives back only the fields sent", (_name, schema, one) => {
    expect(schema.parse({})).toEqual({});
    expect(schema.parse(one)).toEqual(one);
  });
});
