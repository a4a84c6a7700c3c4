// Idempotency keys on the firm API's writes (issue 19, decision 032): the first answer is kept 24 hours per
// firm, caller and key; a repeat gets it back (marked replayed), a different request with the same key 422,
// a repeat while the first runs 409; concurrent repeats make one row; a 400 or 5xx keeps nothing; expired
// claims are pruned; the console is out of it.
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { departments, idempotencyKeys } from "../src/db/schema.ts";
import { fingerprintOf, isFirmApiPath, REPLAYED_HEADER } from "../src/platform/idempotency.ts";
import { createTestApp } from "./support/app.ts";
import { makeFirm, type TestFirm } from "./support/factories.ts";
import { inspect } from "./support/inspect.ts";

let app: FastifyInstance;
let firm: TestFirm;
let other: TestFirm;
let auth: Record<string, string>;
let keyid: string;
let n = 0;
const fresh = () => `idem-${process.pid}-${++n}-${Date.now()}`;

beforeAll(async () => {
  app = await createTestApp();
  firm = await makeFirm(app);
  other = await makeFirm(app);
  const made = await firm.admin.post("/api/v1/api-keys", { name: "Idempotent writer", scopes: ["people:write"] });
  expect(made.statusCode, made.body).toBe(201);
  keyid = made.json().keyid;
  auth = { authorization: `Basic ${Buffer.from(`${keyid}:${made.json().secret}`).toString("base64")}` };
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, body: unknown, headers: Record<string, string>) =>
  app.inject({ method: "POST", url, payload: body as object, headers: { "content-type": "application/json", ...headers } });

const departmentsNamed = (firmId: string, name: string) =>
  inspect(app, (tx) => tx.select().from(departments).where(and(eq(departments.firmId, firmId), eq(departments.name, name))));

describe("a write with an Idempotency-Key", () => {
  it("runs once: the repeat gets the first answer back, marked replayed", async () => {
    const key = fresh();
    const name = `Dyeing ${key}`;
    const first = await post("/api/v1/departments", { name }, { ...auth, "idempotency-key": key });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    const again = await post("/api/v1/departments", { name }, { ...auth, "idempotency-key": key });
    expect(again.statusCode).toBe(201);
    expect(again.headers[REPLAYED_HEADER]).toBe("true");
    expect(again.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(again.json()).toEqual(first.json());
    expect(await departmentsNamed(firm.firmId, name)).toHaveLength(1);
  });

  it("refuses the same key on a different body or path with 422", async () => {
    const key = fresh();
    expect((await post("/api/v1/departments", { name: `Tanning ${key}` }, { ...auth, "idempotency-key": key })).statusCode).toBe(201);
    const otherBody = await post("/api/v1/departments", { name: `Tanning 2 ${key}` }, { ...auth, "idempotency-key": key });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json().code).toBe("idempotency_mismatch");
    const otherPath = await post("/api/v1/designations", { name: `Tanning ${key}` }, { ...auth, "idempotency-key": key });
    expect(otherPath.statusCode).toBe(422);
    expect(await departmentsNamed(firm.firmId, `Tanning 2 ${key}`)).toHaveLength(0);
  });

  it("answers 409 to a repeat while the first is still running", async () => {
    const key = fresh();
    const body = { name: `Stitching ${key}` };
    const fingerprint = fingerprintOf({ method: "POST", url: "/api/v1/departments", body });
    // The first request's claim, made and not yet answered.
    await inspect(app, (tx) =>
      tx.insert(idempotencyKeys).values({ firmId: firm.firmId, caller: `key:${keyid}`, key, fingerprint, expiresAt: new Date(Date.now() + 60_000) }),
    );
    const res = await post("/api/v1/departments", body, { ...auth, "idempotency-key": key });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("idempotency_in_progress");
    expect(await departmentsNamed(firm.firmId, body.name)).toHaveLength(0);
  });

  it("makes one row when the same request is sent many times at once", async () => {
    const key = fresh();
    const name = `Packing ${key}`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => post("/api/v1/departments", { name }, { ...auth, "idempotency-key": key })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.every((c) => c === 201 || c === 409), codes.join(",")).toBe(true);
    const fresh201 = answers.filter((a) => a.statusCode === 201 && a.headers[REPLAYED_HEADER] === undefined);
    expect(fresh201).toHaveLength(1);
    for (const a of answers.filter((a) => a.statusCode === 201)) expect(a.json()).toEqual(fresh201[0]!.json());
    expect(await departmentsNamed(firm.firmId, name)).toHaveLength(1);
    // Afterwards every repeat is a replay.
    const later = await post("/api/v1/departments", { name }, { ...auth, "idempotency-key": key });
    expect(later.headers[REPLAYED_HEADER]).toBe("true");
  });

  it("keeps a refusal by the handler (4xx) but not a validation 400, which never reached it", async () => {
    const key = fresh();
    const bad = await post("/api/v1/departments", { name: "" }, { ...auth, "idempotency-key": key });
    expect(bad.statusCode).toBe(400);
    const good = await post("/api/v1/departments", { name: `Finishing ${key}` }, { ...auth, "idempotency-key": key });
    expect(good.statusCode, good.body).toBe(201);
    // A duplicate name is the handler's 409, kept and replayed as it was.
    const key2 = fresh();
    const dup = await post("/api/v1/departments", { name: `Finishing ${key}` }, { ...auth, "idempotency-key": key2 });
    const dupAgain = await post("/api/v1/departments", { name: `Finishing ${key}` }, { ...auth, "idempotency-key": key2 });
    expect(dupAgain.statusCode).toBe(dup.statusCode);
    expect(dupAgain.body).toBe(dup.body);
    expect(dupAgain.headers[REPLAYED_HEADER]).toBe("true");
  });

  it("keys by firm and caller: a session and another firm may use the same key for their own requests", async () => {
    const key = fresh();
    const byKey = await post("/api/v1/departments", { name: `Key ${key}` }, { ...auth, "idempotency-key": key });
    expect(byKey.statusCode).toBe(201);
    const bySession = await firm.admin.post("/api/v1/departments", { name: `Session ${key}` }, { "idempotency-key": key });
    expect(bySession.statusCode, bySession.body).toBe(201);
    expect(bySession.headers[REPLAYED_HEADER]).toBeUndefined();
    const byOther = await other.admin.post("/api/v1/departments", { name: `Key ${key}` }, { "idempotency-key": key });
    expect(byOther.statusCode, byOther.body).toBe(201);
    expect(byOther.json().id).not.toBe(byKey.json().id);
    expect(await departmentsNamed(other.firmId, `Key ${key}`)).toHaveLength(1);
  });

  it("refuses a key that is empty, too long or not printable", async () => {
    for (const key of ["x".repeat(256), "two words"]) {
      const res = await post("/api/v1/departments", { name: `Odd ${fresh()}` }, { ...auth, "idempotency-key": key });
      expect(res.statusCode, key).toBe(400);
    }
  });

  it("lets a claim older than 24 hours go: the key runs again, and the daily upkeep prunes old rows", async () => {
    const key = fresh();
    expect((await post("/api/v1/departments", { name: `Old ${key}` }, { ...auth, "idempotency-key": key })).statusCode).toBe(201);
    await inspect(app, (tx) => tx.update(idempotencyKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(idempotencyKeys.key, key)));
    const rerun = await post("/api/v1/departments", { name: `Old again ${key}` }, { ...auth, "idempotency-key": key });
    expect(rerun.statusCode, rerun.body).toBe(201);
    expect(rerun.headers[REPLAYED_HEADER]).toBeUndefined();

    await inspect(app, (tx) => tx.update(idempotencyKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(idempotencyKeys.key, key)));
    expect(await app.services.idempotency.prune()).toBeGreaterThanOrEqual(1);
    expect(await inspect(app, (tx) => tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))).toHaveLength(0);
  });

  it("covers the firm API's writes only, not reads nor the console", () => {
    expect(isFirmApiPath("/api/v1/departments")).toBe(true);
    expect(isFirmApiPath("/api/v1/admin/posts")).toBe(false);
    expect(isFirmApiPath("/api/v1/admin")).toBe(false);
    expect(isFirmApiPath("/api/SuperAdmin/GenerateKeys")).toBe(false);
  });

  it("does nothing for a GET with the header", async () => {
    const res = await app.inject({ method: "GET", url: "/api/v1/departments", headers: { ...auth, "idempotency-key": fresh() } });
    expect(res.statusCode).toBe(200);
    expect(res.headers[REPLAYED_HEADER]).toBeUndefined();
  });
});
