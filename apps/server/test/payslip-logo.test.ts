// The firm's logo on payslips (issue 17: "firm logo and branding"): an admin sets a PNG or JPEG, checked by
// its bytes and drawn once before it is kept; everyone in the firm sees it and their payslip PDF carries it;
// HR, a manager and an employee cannot change it; a script, a WebP, a broken PNG and a 2 MB file are refused
// with nothing kept; another firm's session is refused by tenants-firm.test.ts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MyPayslipsView } from "@vetan/shared/payroll";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testEnv } from "./support/app.ts";
import { makePng, WEBP_LOSSLESS_7x5 } from "./support/admin-content-images.ts";
import type { Browser } from "./support/browser.ts";
import { demoRoles } from "./support/demo-session.ts";

let app: FastifyInstance;
let dir: string;
let as: Record<"A" | "H" | "M" | "E", Browser>;
let id: Record<"A" | "H" | "M" | "E", string>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "vetan-logo-"));
  app = await createTestApp({ env: testEnv({ DATA_DIR: dir }) });
  ({ as, id } = await demoRoles(app));
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const put = (b: Browser, bytes: Buffer) =>
  app.inject({ method: "PUT", url: "/api/v1/payroll/settings/logo", payload: bytes, headers: { "content-type": "application/octet-stream", cookie: `${b.cookieName}=${b.cookie}`, "sec-fetch-site": "same-origin" } });

/** A PNG whose chunks are whole but whose image data is not a zlib stream. */
function corruptPng(): Buffer {
  const good = makePng(8, 8);
  const iend = good.subarray(good.length - 12);
  const junk = Buffer.alloc(40, 0x55);
  const chunk = Buffer.alloc(12 + junk.length);
  chunk.writeUInt32BE(junk.length, 0);
  chunk.write("IDAT", 4, "latin1");
  junk.copy(chunk, 8);
  return Buffer.concat([good.subarray(0, 33), chunk, iend]);
}

describe("the payslip logo", () => {
  it("is set by an admin and refused to HR, a manager and an employee", async () => {
    for (const who of ["H", "M", "E"] as const) expect((await put(as[who], makePng(120, 40))).statusCode, who).toBe(403);
    expect((await as.E.get("/api/v1/payroll/settings/logo.json")).json()).toEqual({ present: false, type: null, updated_at: null });
    const set = await put(as.A, makePng(120, 40));
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ present: true, type: "image/png" });
  });

  it("is refused, with nothing kept, when it is not a PNG or JPEG a PDF can draw, or too large", async () => {
    const before = (await as.A.get("/api/v1/payroll/settings/logo")).rawPayload;
    const script = await put(as.A, Buffer.from("<script>alert(1)</script>"));
    expect(script.statusCode).toBe(415);
    expect(script.json().errors.file).toBe("Choose a PNG or JPEG image (a PDF embeds only those)");
    expect((await put(as.A, WEBP_LOSSLESS_7x5)).statusCode).toBe(415);
    const broken = await put(as.A, corruptPng());
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors.file).toBe("The image could not be read");
    const huge = await put(as.A, Buffer.concat([makePng(10, 10), Buffer.alloc(2 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors.file).toBe("A logo can be at most 1 MB");
    expect((await put(as.A, Buffer.alloc(0))).statusCode).toBe(400);
    expect((await as.A.get("/api/v1/payroll/settings/logo")).rawPayload.equals(before)).toBe(true);
  });

  it("is served to anyone in the firm as the image, never as a page", async () => {
    const image = await as.E.get("/api/v1/payroll/settings/logo");
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["content-security-policy"]).toContain("sandbox");
    expect(image.rawPayload.equals(makePng(120, 40))).toBe(true);
  });

  it("is drawn on the person's payslip PDF", async () => {
    const mine = (await as.E.get("/api/v1/payroll/payslips")).json() as MyPayslipsView;
    const runId = mine.payslips[0]?.run_id;
    const withLogo = await as.E.get(`/api/v1/payroll/runs/${runId}/payslips/${id.E}/pdf`);
    expect(withLogo.statusCode).toBe(200);
    expect((await as.A.send("DELETE", "/api/v1/payroll/settings/logo")).statusCode).toBe(204);
    expect((await as.E.get("/api/v1/payroll/settings/logo")).statusCode).toBe(404);
    const without = await as.E.get(`/api/v1/payroll/runs/${runId}/payslips/${id.E}/pdf`);
    // The image is the difference: an embedded image object of the logo's size, and more bytes.
    expect(withLogo.rawPayload.length).toBeGreaterThan(without.rawPayload.length);
    expect(withLogo.rawPayload.toString("latin1")).toMatch(/\/Subtype \/Image/);
    expect(without.rawPayload.toString("latin1")).not.toMatch(/\/Subtype \/Image/);
  });
});
