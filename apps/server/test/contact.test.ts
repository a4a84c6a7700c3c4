// Talk to Us (SPEC.md §5, §7, §8): every message, the honeypot, the rate limit, and bad input that
// changes nothing.
import { indiaToday } from "@vetan/shared/dates";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactRequests } from "../src/db/schema.ts";
import { CONTACT_THANK_YOU } from "../src/site/contact/contact.routes.ts";
import { createTestApp, postJson } from "./support/app.ts";
import { CONTACT_REQUEST as valid } from "./support/fixtures.ts";

const URL = "/api/SuperAdmin/SuperadminContactus";

let app: FastifyInstance;
let ip = 0;
/** Each call from its own address, so the per-IP limit only bites where a test means it to. */
const post = (body: unknown, extra: { ip?: string; headers?: Record<string, string> } = {}) =>
  postJson(app, URL, body, { ip: `198.51.100.${++ip % 250}`, ...extra });
const count = async () =>
  (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(contactRequests))[0]!.n;

beforeAll(async () => {
  app = await createTestApp({ contactPerIpPer10Min: 3 });
});
afterAll(() => app.close());

describe("contact form", () => {
  it("stores a valid request as a lead and answers status '0' with a result", async () => {
    const before = await count();
    const res = await post(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "0", result: CONTACT_THANK_YOU });
    expect(await count()).toBe(before + 1);
    const [row] = await app.database.db.select().from(contactRequests).orderBy(sql`id desc`).limit(1);
    expect(row).toMatchObject({ name: "Priya Nair", firmGst: "29ABCPE1234F1Z7", firmSize: "50", status: "new" });
  });

  const cases: [string, Partial<Record<keyof typeof valid, string>>, string, string][] = [
    ["name", { name: "" }, "name", "Name is required"],
    ["name", { name: " Priya" }, "name", "Name should not start with a space"],
    ["name", { name: "Priya " }, "name", "Name should not start with a space"],
    ["email", { email: "" }, "email", "Email is required"],
    ["email", { email: "priya@" }, "email", "Email address is invalid"],
    ["email", { email: "priya example.in" }, "email", "Email address is invalid"],
    ["mobile", { mobile: "" }, "mobile", "Mobile is required"],
    ["mobile", { mobile: "98765" }, "mobile", "Mobile number should be 10 digits"],
    ["mobile", { mobile: "98765432101" }, "mobile", "Mobile number should be 10 digits"],
    ["mobile", { mobile: "98765-4321" }, "mobile", "Mobile number should be 10 digits"],
    ["organizationName", { firm_name: "" }, "firm_name", "Organization name is required"],
    ["organizationName", { firm_name: " Nair" }, "firm_name", "Organization name should not start with a space"],
    ["organizationType", { firm_type: "" }, "firm_type", "Organization type is required"],
    ["organizationType", { firm_type: "LLP " }, "firm_type", "Organization type should not start with a space"],
    ["organizationAge", { firm_age: "" }, "firm_age", "Organization age is required"],
    ["organizationAge", { firm_age: " 2014" }, "firm_age", "Organization age should not start with a space"],
    ["organizationGST", { firm_gst: "" }, "firm_gst", "Organization GST is required"],
    ["organizationGST", { firm_gst: " 29AB" }, "firm_gst", "Organization GST should not start with a space"],
    ["address", { firm_location: "" }, "firm_location", "Address is required"],
    ["address", { firm_location: " MG Road" }, "firm_location", "Address should not start with a space"],
    ["telephone", { firm_mobile: "" }, "firm_mobile", "Telephone is required"],
    ["telephone", { firm_mobile: " 080" }, "firm_mobile", "Telephone should not start with a space"],
    ["teamSize", { firm_size: "" }, "firm_size", "Team size is required"],
    ["teamSize", { firm_size: "50 " }, "firm_size", "Team size should not start with a space"],
    // Beyond SPEC's required-field messages: each field checked for what it is (issue 19).
    ["organizationAge", { firm_age: "3050" }, "firm_age", `Organization age should be the year it was established, from 1800 to ${indiaToday().slice(0, 4)}`],
    ["organizationAge", { firm_age: "1799" }, "firm_age", `Organization age should be the year it was established, from 1800 to ${indiaToday().slice(0, 4)}`],
    ["organizationAge", { firm_age: "ten years" }, "firm_age", `Organization age should be the year it was established, from 1800 to ${indiaToday().slice(0, 4)}`],
    ["organizationGST", { firm_gst: "29ABCPE1234" }, "firm_gst", "Organization GST must be 15 characters, like 27AAPFU0939F1ZV"],
    ["organizationGST", { firm_gst: "29ABCPE1234F1Z5" }, "firm_gst", "Organization GST check character is wrong: please re-check the number"],
    ["telephone", { firm_mobile: "abc" }, "firm_mobile", "Telephone should be 6 to 15 digits, with an optional + in front, spaces or dashes"],
    ["telephone", { firm_mobile: "080 47+18" }, "firm_mobile", "Telephone should be 6 to 15 digits, with an optional + in front, spaces or dashes"],
    ["telephone", { firm_mobile: "12345" }, "firm_mobile", "Telephone should be 6 to 15 digits, with an optional + in front, spaces or dashes"],
  ];
  it.each(cases)("%s: %j → '%s' %s", async (_field, change, key, message) => {
    const before = await count();
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: "1", code: "validation_failed", result: message, errors: { [key]: message } });
    expect(await count()).toBe(before);
  });

  it("stores the mobile as its ten digits however it was written, and the GSTIN upper-cased without spaces", async () => {
    for (const [mobile, gst] of [["98765 43210", "29abcpe1234f1z7"], ["+91 98765 43210", "29ABCPE1234F1Z7"], ["91-98765-43210", "29 ABCPE 1234F1Z7"], ["09876543210", "29ABCPE1234F1Z7"]] as const) {
      const res = await post({ ...valid, mobile, firm_gst: gst, firm_mobile: "+91 80-4718 2600" });
      expect(res.statusCode, `${mobile} ${gst}`).toBe(200);
      const [row] = await app.database.db.select().from(contactRequests).orderBy(sql`id desc`).limit(1);
      expect(row).toMatchObject({ mobile: "9876543210", firmGst: "29ABCPE1234F1Z7", firmMobile: "+91 80-4718 2600" });
    }
  });

  it("names every missing field, the first one as the result", async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json().result).toBe("Name is required");
    expect(Object.keys(res.json().errors)).toHaveLength(10);
  });

  it("refuses wrong types, unknown fields, malformed JSON, non-JSON and oversized bodies, writing nothing", async () => {
    const before = await count();
    expect((await post({ ...valid, mobile: 9876543210 })).statusCode).toBe(400);
    expect((await post({ ...valid, name: null })).json().result).toBe("Name is required");
    const unknown = await post({ ...valid, is_admin: true });
    expect(unknown.statusCode).toBe(400);
    // The unknown field is named, so a form can show the message beside it (or a client can drop it).
    expect(unknown.json().errors).toEqual({ is_admin: 'Unrecognized key: "is_admin"' });
    expect((await post([valid])).statusCode).toBe(400);
    expect((await post({ ...valid, name: "x".repeat(101) })).json().result).toBe("Name must be at most 100 characters");
    const bad = await app.inject({ method: "POST", url: URL, payload: '{"name":', headers: { "content-type": "application/json" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: "1", code: "bad_json", result: "The request body is not valid JSON." });
    const form = await app.inject({ method: "POST", url: URL, payload: "name=x", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.statusCode).toBe(415);
    const text = await app.inject({ method: "POST", url: URL, payload: "name=x", headers: { "content-type": "text/plain" } });
    expect(text.statusCode).toBe(400);
    const huge = await post({ ...valid, firm_location: "x".repeat(20_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe("too_large");
    expect(await count()).toBe(before);
  });

  it("thanks a bot that fills the honeypot and keeps nothing", async () => {
    const before = await count();
    const res = await post({ ...valid, website: "http://spam.example" });
    expect(res.json()).toEqual({ status: "0", result: CONTACT_THANK_YOU });
    expect(await count()).toBe(before);
  });

  it("limits requests per IP with a clear 429", async () => {
    const from = { ip: "192.0.2.77" };
    for (let i = 0; i < 3; i++) expect((await postJson(app, URL, valid, from)).statusCode).toBe(200);
    const limited = await postJson(app, URL, valid, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: "1", code: "rate_limited" });
    expect((await postJson(app, URL, valid, { ip: "192.0.2.78" })).statusCode).toBe(200);
  });
});
