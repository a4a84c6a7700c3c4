// An employee's documents (issue 14): checked by their bytes, kept privately, listed and served only to the
// person, HR in scope and admins; a manager and a colleague are refused; another firm's ids are refused like
// made-up ones (tenants-firm.test.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testEnv } from "./support/app.ts";
import type { Browser } from "./support/browser.ts";
import { demoRoles } from "./support/demo-session.ts";

let app: FastifyInstance;
let dir: string;
let as: Record<"A" | "H" | "M" | "E", Browser>;
let id: Record<"A" | "H" | "M" | "E", string>;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108020000009077533800000000", "hex");

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "vetan-docs-"));
  app = await createTestApp({ env: testEnv({ DATA_DIR: dir }) });
  ({ as, id } = await demoRoles(app));
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const upload = (b: Browser, who: string, bytes: Buffer, query = "kind=id_proof&title=PAN%20card") =>
  app.inject({
    method: "POST",
    url: `/api/v1/people/${who}/documents?${query}`,
    payload: bytes,
    headers: { "content-type": "application/pdf", cookie: `${b.cookieName}=${b.cookie}`, "sec-fetch-site": "same-origin" },
  });

describe("documents", () => {
  it("Meera uploads her PAN card; she, HR and the admin list and download it; her manager cannot", async () => {
    const res = await upload(as.E, id.E, PDF);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ kind: "id_proof", title: "PAN card", content_type: "application/pdf", bytes: PDF.length, can_remove: true });
    for (const who of ["E", "H", "A"] as const) {
      const list = await as[who].get(`/api/v1/people/${id.E}/documents`);
      expect(list.json().data.map((d: { id: string }) => d.id)).toContain(doc.id);
      const file = await as[who].get(`/api/v1/people/${id.E}/documents/${doc.id}/file`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
      expect(file.headers["content-disposition"]).toBe('attachment; filename="PAN card.pdf"');
      expect(file.headers["content-security-policy"]).toContain("sandbox");
      expect(file.headers["cache-control"]).toBe("no-store");
    }
    expect((await as.M.get(`/api/v1/people/${id.E}/documents`)).statusCode).toBe(403);
    expect((await as.M.get(`/api/v1/people/${id.E}/documents/${doc.id}/file`)).statusCode).toBe(403);
    expect((await upload(as.M, id.E, PDF)).statusCode).toBe(403);
    expect((await as.E.get(`/api/v1/people/${id.M}/documents`)).statusCode).toBe(403);
  });

  it("checks a file by its bytes: a script named .pdf, an empty body and a bad title are refused, nothing kept", async () => {
    const before = (await as.A.get(`/api/v1/people/${id.H}/documents`)).json().data.length;
    const script = await upload(as.A, id.H, Buffer.from("#!/bin/sh\nrm -rf /\n"));
    expect(script.statusCode).toBe(415);
    expect(script.json().errors.file).toBe("Upload a PDF, JPEG, PNG or WebP file");
    expect((await upload(as.A, id.H, Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload(as.A, id.H, PDF, "kind=passport&title=")).statusCode).toBe(400);
    expect((await as.A.get(`/api/v1/people/${id.H}/documents`)).json().data.length).toBe(before);
    const png = await upload(as.A, id.H, PNG, "kind=education&title=Degree");
    expect(png.json().content_type).toBe("image/png");
  });

  it("HR removes a document; Meera removes what she uploaded but not what HR did; removals are audited", async () => {
    const mine = (await upload(as.E, id.E, PDF, "kind=address_proof&title=Rent%20agreement")).json();
    const hrs = (await upload(as.H, id.E, PDF, "kind=offer_letter&title=Offer%20letter")).json();
    expect(hrs.can_remove).toBe(true);
    const seenByMeera = (await as.E.get(`/api/v1/people/${id.E}/documents`)).json().data as { id: string; can_remove: boolean }[];
    expect(seenByMeera.find((d) => d.id === hrs.id)?.can_remove).toBe(false);
    expect((await as.E.send("DELETE", `/api/v1/people/${id.E}/documents/${hrs.id}`)).statusCode).toBe(403);
    expect((await as.E.send("DELETE", `/api/v1/people/${id.E}/documents/${mine.id}`)).statusCode).toBe(204);
    expect((await as.H.send("DELETE", `/api/v1/people/${id.E}/documents/${hrs.id}`)).statusCode).toBe(204);
    expect((await as.H.get(`/api/v1/people/${id.E}/documents/${hrs.id}/file`)).statusCode).toBe(404);
    const audit = (await as.A.get(`/api/v1/audit?action=document&employee_id=${id.E}`)).json();
    expect(audit.data.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(["document.uploaded", "document.removed"]));
  });
});
