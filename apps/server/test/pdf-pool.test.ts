// The payslip PDF pool (decision 027): a payslip drawn on a worker thread is a whole PDF, locked with its
// owner's password and opened by it; one that cannot be drawn rejects alone while the others are drawn, and
// the pool carries on; a closed pool refuses at once rather than leaving anyone waiting.
import { formatPaise } from "@vetan/shared/money";
import { afterAll, describe, expect, it } from "vitest";
import { PdfPool } from "../src/firm/payroll/pdf-pool.ts";
import { payslipPassword } from "../src/firm/payroll/payslip-pdf.ts";
import { makePng } from "./support/admin-content-images.ts";
import { expectLocked, expectNothingRemote, open, pageText } from "./support/pdf.ts";
import { NAME, payslip } from "./support/payslip-view.ts";

const pool = new PdfPool(2);
afterAll(() => pool.close());

const owner = { pan: "ABCDE1234F", dateOfBirth: "1990-01-31", code: "EMP-0042" };

describe("payslip PDF pool", () => {
  it("draws a whole PDF on a thread, locked with its owner's password and opened by it", async () => {
    const view = payslip();
    const pdf = await pool.render({ view, person: owner, logo: makePng(120, 40) });
    expect(Buffer.isBuffer(pdf)).toBe(true);
    // Whole: the header, one cross-reference and the end-of-file marker, as a viewer reads it.
    expect(pdf.subarray(0, 8).toString("latin1")).toMatch(/^%PDF-1\.\d/);
    expect(pdf.subarray(-6).toString("latin1").trim()).toBe("%%EOF");
    await expectLocked(pdf, "ABCDE01011990");
    expectNothingRemote(pdf);
    expect(payslipPassword(owner)).toBe("ABCDE31011990");
    const doc = await open(pdf, "ABCDE31011990");
    expect(doc.numPages).toBe(1);
    const text = await pageText(doc);
    for (const expected of ["Net pay", formatPaise(view.totals.net), view.net_in_words]) expect(text).toContain(expected);
    expect((await doc.getMetadata()).info).toMatchObject({ Title: `Payslip March 2025 — ${NAME}` });
    // The logo's bytes crossed to the thread and were drawn.
    expect(pdf.toString("latin1")).toContain("/Subtype /Image");
  });

  it("uses its threads together and draws each payslip for its own owner", async () => {
    const people = Array.from({ length: 12 }, (_, i) => ({ pan: null, dateOfBirth: `1988-07-0${(i % 9) + 1}`, code: `E${i}` }));
    const pdfs = await Promise.all(people.map((person, i) => pool.render({ view: payslip({ employee: { ...payslip().employee, code: person.code, name: `Person ${i}` } }), person, logo: null })));
    for (const [i, pdf] of pdfs.entries()) {
      const doc = await open(pdf, payslipPassword(people[i] as (typeof people)[number]));
      expect(await pageText(doc)).toContain(`Person ${i}`);
    }
  });

  it("rejects only the payslip that cannot be drawn, and goes on drawing", async () => {
    const good = pool.render({ view: payslip(), person: owner, logo: null });
    // Not a PNG or JPEG: renderPayslipPdf refuses it inside the worker.
    const bad = pool.render({ view: payslip(), person: owner, logo: Buffer.from("<svg/>") });
    // No date of birth and an empty code: no password to lock with.
    const unlockable = pool.render({ view: payslip(), person: { pan: null, dateOfBirth: null, code: " " }, logo: null });
    const also = pool.render({ view: payslip(), person: owner, logo: null });
    await expect(bad).rejects.toThrow(/EMP-0042: .*PNG or JPEG/);
    await expect(unlockable).rejects.toThrow(/password/i);
    await expect(good).resolves.toBeInstanceOf(Buffer);
    await expect(also).resolves.toBeInstanceOf(Buffer);
    await expect(pool.render({ view: payslip(), person: owner, logo: null })).resolves.toBeInstanceOf(Buffer);
  });

  it("refuses what cannot cross to a thread, that payslip alone", async () => {
    const view = { ...payslip(), warnings: [() => "not data"] } as unknown as ReturnType<typeof payslip>;
    await expect(pool.render({ view, person: owner, logo: null })).rejects.toThrow(/could not be cloned/i);
    await expect(pool.render({ view: payslip(), person: owner, logo: null })).resolves.toBeInstanceOf(Buffer);
  });

  it("fails what it holds when closed, and refuses more, never leaving a caller waiting", async () => {
    const small = new PdfPool(1);
    const first = small.render({ view: payslip(), person: owner, logo: null });
    const queued = small.render({ view: payslip(), person: owner, logo: null });
    const settled = Promise.allSettled([first, queued]);
    await small.close();
    const [inHand, waiting] = await settled;
    // The one in hand fails with its thread; the one waiting is told the pool closed.
    expect(inHand.status).toBe("rejected");
    expect(waiting).toMatchObject({ status: "rejected", reason: { message: expect.stringMatching(/closed/) } });
    await expect(small.render({ view: payslip(), person: owner, logo: null })).rejects.toThrow(/closed/);
    expect(() => new PdfPool(0)).toThrow(RangeError);
  });
});
