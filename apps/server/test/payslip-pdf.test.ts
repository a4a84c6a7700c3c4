// The payslip PDF, read back with pdf.js as a person's viewer would: what it says, that a password really locks
// it (and only the person's password opens it), that it fits one page, and that the font is parsed once.
import { formatPaise } from "@vetan/shared/money";
import { PermissionFlag } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { payslipFontParses, payslipPassword, renderPayslipPdf } from "../src/firm/payroll/payslip-pdf.ts";
import { makePng } from "./support/admin-content-images.ts";
import { actualTexts, allText, expectLocked, expectNothingRemote, expectOpenA4, open, pageText } from "./support/pdf.ts";
import { line, NAME, payslip } from "./support/payslip-view.ts";

const PASSWORD = "ABCDE31011990";

describe("payslip PDF without a password", () => {
  const view = payslip();
  const rendered = renderPayslipPdf(view);

  it("is an unencrypted PDF on one A4 page", async () => {
    expect((await expectOpenA4(await rendered)).numPages).toBe(1);
  });

  it("reads as the payslip: people, amounts with Indian grouping, and the net pay in words", async () => {
    const text = await pageText(await open(await rendered));
    for (const expected of ["Lekha Technologies Private Limited", "Payslip for", "March 2025", "EMP-0042", "ABCDEXXXXF", "100234567890", "Net pay", "Computer-generated payslip; no signature is required."]) {
      expect(text).toContain(expected);
    }
    expect(formatPaise(view.totals.gross)).toBe("₹2,20,000.00");
    expect(formatPaise(view.totals.net)).toBe("₹1,79,487.50");
    for (const amount of ["₹1,10,000.00", "₹2,20,000.00", "₹40,512.50", "₹1,79,487.50", "₹2,27,091.00", "₹26,40,000.00", "₹4,62,150.00"]) expect(text).toContain(amount);
    expect(text).toContain("Rupees One Lakh Seventy Nine Thousand Four Hundred Eighty Seven and Fifty Paise Only");
    expect(text).toContain(view.net_in_words);
    expect(text).toContain("One day of loss of pay from attendance");
  });

  it("names the person in Devanagari, as typed, for copying and screen readers", async () => {
    const pdf = await rendered;
    // pdf.js reports shaped Devanagari in drawing order (the i-matra first), so the name as typed is checked in
    // the span's ActualText, which Acrobat and poppler copy; and in the document's title.
    expect(actualTexts(pdf)).toContain(NAME);
    const { info } = await (await open(pdf)).getMetadata();
    expect(info).toMatchObject({ Title: `Payslip March 2025 — ${NAME}`, Author: "Lekha Technologies Private Limited" });
  });

  it("embeds nothing remote and no scripts", async () => {
    expectNothingRemote(await rendered);
  });
});

describe("payslip PDF with a password", () => {
  const view = payslip();

  it("is encrypted: unreadable without the password or with a wrong one", async () => {
    const pdf = await renderPayslipPdf(view, { password: PASSWORD });
    await expectLocked(pdf, "ABCDE01011990");
    // Strings are encrypted too: the firm's name is in the plain file's Author but nowhere in this one.
    expect((await renderPayslipPdf(view)).includes("Lekha Technologies")).toBe(true);
    expect(pdf.includes("Lekha Technologies")).toBe(false);
  });

  it("opens with the person's password, prints, and may not be copied or changed", async () => {
    const doc = await open(await renderPayslipPdf(view, { password: PASSWORD }), PASSWORD);
    expect(doc.numPages).toBe(1);
    const text = await pageText(doc);
    for (const expected of ["Net pay", "₹1,79,487.50", "₹2,20,000.00", view.net_in_words]) expect(text).toContain(expected);
    const { info } = await doc.getMetadata();
    expect(info).toMatchObject({ Title: `Payslip March 2025 — ${NAME}` });
    const allowed = await doc.getPermissions();
    expect(allowed?.has(PermissionFlag.PRINT)).toBe(true);
    expect(allowed?.has(PermissionFlag.PRINT_HIGH_QUALITY)).toBe(true);
    expect(allowed?.has(PermissionFlag.COPY)).toBe(false);
    expect(allowed?.has(PermissionFlag.MODIFY_CONTENTS)).toBe(false);
  });

  it("has a random owner password, never the person's", async () => {
    // The /O entry is derived from the owner and user passwords alone: equal entries would mean a fixed owner password.
    const owner = (pdf: Buffer) => /\/O <([0-9a-f]+)>/i.exec(pdf.toString("latin1"))?.[1];
    const [a, b] = await Promise.all([renderPayslipPdf(view, { password: PASSWORD }), renderPayslipPdf(view, { password: PASSWORD })]);
    expect(owner(a)).toMatch(/^[0-9a-f]{64}$/i);
    expect(owner(a)).not.toBe(owner(b));
  });

  it("refuses a password that would not lock anything or cannot be encoded", async () => {
    await expect(renderPayslipPdf(view, { password: "" })).rejects.toThrow(RangeError);
    await expect(renderPayslipPdf(view, { password: "पासवर्ड" })).rejects.toThrow(RangeError);
  });
});

describe("payslipPassword", () => {
  it("is the PAN's first five characters and the date of birth as DDMMYYYY", () => {
    expect(payslipPassword({ pan: "ABCDE1234F", dateOfBirth: "1990-01-31", code: "EMP-0042" })).toBe("ABCDE31011990");
    expect(payslipPassword({ pan: " abcde1234f ", dateOfBirth: "1990-01-31", code: "EMP-0042" })).toBe("ABCDE31011990");
  });

  it("uses the employee code in capitals when there is no PAN", () => {
    expect(payslipPassword({ pan: null, dateOfBirth: "1985-12-05", code: "emp-0042" })).toBe("EMP-004205121985");
  });

  it("is the code alone when there is no date of birth", () => {
    expect(payslipPassword({ pan: null, dateOfBirth: null, code: "emp-0042" })).toBe("EMP-0042");
    expect(payslipPassword({ pan: "ABCDE1234F", dateOfBirth: null, code: "EMP-0042" })).toBe("EMP-0042");
  });
});

describe("payslip PDF layout", () => {
  it("places a PNG logo and takes the firm's accent colour", async () => {
    const pdf = await renderPayslipPdf(payslip(), { logo: makePng(120, 40), accent: "#0F766E" });
    expect(pdf.toString("latin1")).toContain("/Subtype /Image");
    expect((await open(pdf)).numPages).toBe(1);
  });

  it("refuses a logo that is not PNG or JPEG and an accent that is not a colour", async () => {
    await expect(renderPayslipPdf(payslip(), { logo: Buffer.from("<svg/>") })).rejects.toThrow("PNG or JPEG");
    await expect(renderPayslipPdf(payslip(), { accent: "url(https://example.com/x)" })).rejects.toThrow(RangeError);
  });

  it("flows long lists onto further pages, each with content, the footer and its number", async () => {
    const many = Array.from({ length: 40 }, (_, i) => line(`A${i}`, i % 5 === 0 ? `Arrears of special allowance for the revision of month ${i}, paid late` : `Allowance ${i}`, 1000 + i));
    const view = payslip({ earnings: many, employer: many.slice(0, 15), warnings: Array.from({ length: 6 }, (_, i) => `Note ${i}: `.padEnd(300, "x ")) });
    const doc = await open(await renderPayslipPdf(view));
    expect(doc.numPages).toBeGreaterThan(1);
    const texts = await allText(doc);
    texts.forEach((text, i) => {
      expect(text).toContain("Computer-generated payslip; no signature is required.");
      expect(text).toContain(`Page ${i + 1} of ${doc.numPages}`);
      expect(text.replace(/Computer-generated payslip; no signature is required\.|Page \d+ of \d+/g, "").trim().length).toBeGreaterThan(50);
    });
    const all = texts.join(" ");
    expect(all).toContain("Earnings (continued)");
    expect(all).toContain("Allowance 39");
    expect(all).toContain(formatPaise(view.totals.net));
    expect(all).toContain("Note 5:");
  });
});

describe("payslip PDF fonts", () => {
  it("parses each face once, however many payslips are drawn", async () => {
    const view = payslip();
    for (let batch = 0; batch < 5; batch++) {
      await Promise.all(Array.from({ length: 10 }, () => renderPayslipPdf(view, { password: PASSWORD })));
    }
    expect(payslipFontParses()).toEqual({ regular: 1, bold: 1 });
  });
});
