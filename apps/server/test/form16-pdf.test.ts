// Form 16 Part B as a PDF, read back with pdf.js as a person's viewer would: the numbered computation with
// Indian grouping, the tax deducted month by month, the verification; PROVISIONAL only on a provisional one;
// the Act's wording by tax year (the 1961 Act to 2025-26, the 2025 Act from 2026-27); that it fits two pages
// and flows cleanly when long; and that a password really locks it.
import { formatPaise, paiseInWords } from "@vetan/shared/money";
import type { Form16View } from "@vetan/shared/tax-statements";
import { describe, expect, it } from "vitest";
import { renderForm16Pdf } from "../src/firm/payroll/form16-pdf.ts";
import { allText, expectLocked, expectNothingRemote, expectOpenA4, open, pageText, textItems } from "./support/pdf.ts";

const PASSWORD = "ABCPV14081988";
const rupees = (r: number) => Math.round(r * 100);

const EMPLOYER: Form16View["employer"] = {
  name: "Lekha Technologies Private Limited",
  tan: "BLRL12345E",
  pan: "AABCL1234F",
  address: "4th Floor, Prestige Meridian II, 30 MG Road, Bengaluru, Karnataka 560001",
};

/**
 * A full year in the old regime, as tds.service.ts builds it from the March payslip: ₹15 lakh salary and ₹18,000
 * of perquisites; HRA exempt (least of HRA ₹3,60,000, rent ₹4,20,000 less 10% of basic ₹72,000 = ₹3,48,000, half
 * of basic ₹3,60,000), the standard deduction, professional tax, 80C and 80D; savings interest reported. Taxable
 * ₹9,54,845 rounded to ₹9,54,850; tax ₹12,500 + 20% of ₹4,54,850 = ₹1,03,470, cess ₹4,138.80, ₹1,07,610 rounded;
 * all of it deducted over the twelve months.
 */
function oldRegime(overrides: Partial<Form16View> = {}): Form16View {
  const months = ["2025-04", "2025-05", "2025-06", "2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03"];
  const paid = ["2025-04-30", "2025-05-30", "2025-06-30", "2025-07-31", "2025-08-29", "2025-09-30", "2025-10-31", "2025-11-28", "2025-12-31", "2026-01-30", "2026-02-27", "2026-03-31"];
  const tds = months.map((month, i) => ({ month, amount: i === 11 ? rupees(9050) : rupees(8960), paid_on: paid[i] ?? null }));
  return {
    tax_year: "2025-26",
    provisional: false,
    employer: EMPLOYER,
    employee: { id: "0b9d2f1e-5a43-4c8e-8f0a-6b2d7e9c1a34", name: "Rahul Verma", code: "EMP-0042", pan: "ABCPV1234K", designation: "Senior Software Engineer" },
    period: { from: "2025-04-01", to: "2026-03-31" },
    regime: "old",
    salary: { gross: rupees(1500000), perquisites: rupees(18000), total: rupees(1518000) },
    exemptions: [
      { name: "HRA exemption", amount: rupees(348000) },
      { name: "Standard deduction", amount: rupees(50000) },
      { name: "Professional tax", amount: rupees(2500) },
      { name: "80C (incl. employee PF)", amount: rupees(150000) },
      { name: "80D health insurance", amount: rupees(25000) },
    ],
    other_income: [{ name: "Interest on savings bank deposits", amount: rupees(12345) }],
    taxable_income: rupees(954850),
    tax: { on_income: rupees(103470), rebate: 0, surcharge: 0, cess: rupees(4138.8), payable: rupees(107610) },
    tds,
    tds_total: tds.reduce((s, t) => s + t.amount, 0),
    working: "Worked from the approved payslips of April 2025 to March 2026: the March payslip's tax computation is the year's.",
    ...overrides,
  };
}

/**
 * The new regime, provisional at September 2026: ₹18,84,000 including employer NPS of ₹84,000 (14% of basic),
 * less the standard deduction and that NPS: taxable ₹17,25,000; tax ₹1,45,000 + cess ₹5,800 = ₹1,50,800, of which
 * six months of ₹12,567 (₹75,402) are deducted, September's run approved but not yet released.
 */
function newRegime(overrides: Partial<Form16View> = {}): Form16View {
  const months = ["2026-04", "2026-05", "2026-06", "2026-07", "2026-08", "2026-09"];
  const paid = ["2026-04-30", "2026-05-29", "2026-06-30", "2026-07-31", "2026-08-31", null];
  const tds = months.map((month, i) => ({ month, amount: rupees(12567), paid_on: paid[i] ?? null }));
  return {
    tax_year: "2026-27",
    provisional: true,
    employer: EMPLOYER,
    employee: { id: "5c1e8a7b-2f3d-4e6a-9b0c-1d2e3f4a5b6c", name: "Meera Nair", code: "EMP-0107", pan: "BQRPN5678L", designation: "Product Designer" },
    period: { from: "2026-04-01", to: "2026-09-30" },
    regime: "new",
    salary: { gross: rupees(1884000), perquisites: 0, total: rupees(1884000) },
    exemptions: [
      { name: "Standard deduction", amount: rupees(75000) },
      { name: "Employer NPS (up to 14% of basic + DA)", amount: rupees(84000) },
    ],
    other_income: [],
    taxable_income: rupees(1725000),
    tax: { on_income: rupees(145000), rebate: 0, surcharge: 0, cess: rupees(5800), payable: rupees(150800) },
    tds,
    tds_total: tds.reduce((s, t) => s + t.amount, 0),
    working:
      "Provisional: worked from the approved payslips of April 2026 to September 2026. The salary and tax are the year's as the last payslip projects them; Form 16 is final once March is approved.",
    ...overrides,
  };
}

async function textOf(view: Form16View): Promise<string> {
  return (await allText(await open(await renderForm16Pdf(view)))).join(" ");
}

describe("Form 16 Part B, old regime, final (2025-26)", () => {
  const view = oldRegime();
  const rendered = renderForm16Pdf(view);

  it("is an unencrypted A4 PDF of at most two pages, numbered", async () => {
    const doc = await expectOpenA4(await rendered);
    expect(doc.numPages).toBeLessThanOrEqual(2);
    const texts = await allText(doc);
    texts.forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1} of ${doc.numPages}`);
    });
    const { info } = await doc.getMetadata();
    expect(info).toMatchObject({ Title: "Form 16 Part B 2025-26 — Rahul Verma", Author: "Lekha Technologies Private Limited" });
  });

  it("is headed as Form 16 Part B under s.203 of the 1961 Act, with the financial and assessment years", async () => {
    const text = await pageText(await open(await rendered), 1);
    expect(text).toContain("FORM No. 16 — PART B (Annexure)");
    expect(text).toContain("Details of salary paid and any other income and tax deducted");
    expect(text).toContain("Certificate under section 203 of the Income-tax Act, 1961 for tax deducted at source on salary");
    expect(text).toContain("Financial year 2025-26, assessment year 2026-27");
    expect(text).not.toContain("Form No. 130");
    expect(text).not.toContain("Tax year");
  });

  it("names the employer and the employee, the period and the regime", async () => {
    const text = await pageText(await open(await rendered), 1);
    for (const expected of ["Lekha Technologies Private Limited", "BLRL12345E", "AABCL1234F", "30 MG Road, Bengaluru", "Rahul Verma", "EMP-0042", "ABCPV1234K", "Senior Software Engineer", "1 Apr 2025", "31 Mar 2026", "Old regime"]) {
      expect(text).toContain(expected);
    }
  });

  it("works the numbered computation with Indian grouping, every exemption as it comes", async () => {
    const text = (await allText(await open(await rendered))).join(" ");
    expect(formatPaise(view.salary.total)).toBe("₹15,18,000.00");
    for (const expected of [
      "Gross salary",
      "Salary as per provisions contained in section 17(1)",
      "₹15,00,000.00",
      "Value of perquisites under section 17(2)",
      "₹18,000.00",
      "₹15,18,000.00",
      "deductions under section 16 and deductions under Chapter VI-A",
      "HRA exemption",
      "₹3,48,000.00",
      "Standard deduction",
      "₹50,000.00",
      "Professional tax",
      "₹2,500.00",
      "80C (incl. employee PF)",
      "₹1,50,000.00",
      "80D health insurance",
      "₹25,000.00",
      "₹5,75,500.00", // total of 2
      "₹9,42,500.00", // 3 = 1(c) − 2
      "other income reported by the employee under section 192(2B)",
      "Interest on savings bank deposits",
      "₹12,345.00",
      "₹9,54,845.00", // 5 = 3 + 4
      "Deductions under Chapter VI-A: included in 2 above",
      "Total taxable income",
      "₹9,54,850.00", // 7, rounded to ₹10
      "Tax on total income",
      "₹1,03,470.00",
      "Rebate under section 87A",
      "Surcharge",
      "Health and education cess",
      "₹4,138.80",
      "₹1,07,610.00",
      "Tax payable [12 − 13]: nil",
      "Rupees Zero Only",
    ]) {
      expect(text).toContain(expected);
    }
    // Items in the form's order.
    const at = (s: string) => text.indexOf(s);
    expect(at("Gross salary")).toBeLessThan(at("HRA exemption"));
    expect(at("HRA exemption")).toBeLessThan(at("80D health insurance"));
    expect(at("80D health insurance")).toBeLessThan(at("Interest on savings bank deposits"));
    expect(at("Interest on savings bank deposits")).toBeLessThan(at("Total taxable income"));
    expect(at("Total taxable income")).toBeLessThan(at("Health and education cess"));
  });

  it("lists the tax deducted month by month with the day each was paid, and the total", async () => {
    const text = (await allText(await open(await rendered))).join(" ");
    for (const expected of ["Tax deducted month by month", "April 2025", "30 Apr 2025", "₹8,960.00", "February 2026", "27 Feb 2026", "March 2026", "₹9,050.00", "Total tax deducted"]) expect(text).toContain(expected);
    expect(text).not.toContain("Not yet paid");
    expect(text.indexOf("April 2025")).toBeLessThan(text.indexOf("March 2026"));
  });

  it("gives the working and the verification with blanks to fill in, and says nothing of being provisional", async () => {
    const text = (await allText(await open(await rendered))).join(" ");
    for (const expected of [
      view.working,
      "Verification",
      "son/daughter of",
      "working in the capacity of",
      "do hereby certify that the information given above is true, complete and correct",
      "Place",
      "Date",
      "Signature of the person responsible for deduction of tax",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/I, _{8,}/);
    expect(text).not.toMatch(/provisional/i);
  });

  it("embeds nothing remote and no scripts", async () => {
    expectNothingRemote(await rendered);
  });
});

describe("Form 16 Part B, new regime, provisional (2026-27)", () => {
  const view = newRegime();
  const rendered = renderForm16Pdf(view);

  it("is marked PROVISIONAL on the first page and on every footer, and is not to be signed", async () => {
    const doc = await open(await rendered);
    expect(doc.numPages).toBeLessThanOrEqual(2);
    const texts = await allText(doc);
    expect(texts[0]).toContain("PROVISIONAL");
    expect(texts[0]).toContain("projected by the payroll of September 2026");
    texts.forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1} of ${doc.numPages}`);
      expect(text).toMatch(/Tax year 2026-27 · PROVISIONAL/);
    });
    expect(texts.join(" ")).toContain("Provisional: not to be signed until the year's figures are final.");
  });

  it("is headed under s.395 of the 2025 Act, by tax year, with the note that it is Form No. 130", async () => {
    const text = await pageText(await open(await rendered), 1);
    expect(text).toContain("FORM No. 16 — PART B (Annexure)");
    expect(text).toContain("Certificate under section 395 of the Income-tax Act, 2025 for tax deducted at source on salary");
    expect(text).toContain("Tax year 2026-27");
    expect(text).toContain("Form No. 130");
    expect(text).not.toContain("assessment year");
    expect(text).not.toContain("section 203");
    expect(text).toContain("New tax regime (s.202)");
  });

  it("works the computation in the 2025 Act's sections, with no other income", async () => {
    const text = (await allText(await open(await rendered))).join(" ");
    for (const expected of [
      "Salary as per section 16",
      "Value of perquisites under section 17",
      "₹18,84,000.00",
      "₹0.00",
      "deductions from salary under section 19 and deductions under Chapter VIII",
      "Standard deduction",
      "₹75,000.00",
      "Employer NPS (up to 14% of basic + DA)",
      "₹84,000.00",
      "₹1,59,000.00",
      "under section 392(4)(a)",
      "None reported",
      "₹17,25,000.00",
      "Deductions under Chapter VIII: included in 2 above",
      "Rebate under section 156",
      "₹1,45,000.00",
      "₹5,800.00",
      "₹1,50,800.00",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("section 17(1)");
    expect(text).not.toContain("Chapter VI-A");
  });

  it("says how much tax is still to be deducted this year, in figures and in words, and which month is unpaid", async () => {
    const text = (await allText(await open(await rendered))).join(" ");
    const balance = view.tax.payable - view.tds_total;
    expect(formatPaise(view.tds_total)).toBe("₹75,402.00");
    expect(formatPaise(balance)).toBe("₹75,398.00");
    expect(text).toContain("₹75,402.00");
    expect(text).toContain("Tax still to be deducted this year [12 − 13]");
    expect(text).toContain("₹75,398.00");
    expect(text).toContain("Rupees Seventy Five Thousand Three Hundred Ninety Eight Only");
    expect(text).toContain("September 2026");
    expect(text).toContain("Not yet paid");
    expect(text).toContain("31 Aug 2026");
    expect(text).toContain(view.working);
  });
});

describe("Form 16 Part B wording by tax year", () => {
  it("takes the 2025 Act from 2026-27 whatever the regime, and the 1961 Act before", async () => {
    const old2026 = await textOf(oldRegime({ tax_year: "2026-27", provisional: false }));
    expect(old2026).toContain("section 395 of the Income-tax Act, 2025");
    expect(old2026).toContain("Tax year 2026-27");
    expect(old2026).toContain("Rebate under section 156");
    expect(old2026).not.toContain("section 203");

    const new2025 = await textOf(newRegime({ tax_year: "2025-26", provisional: false }));
    expect(new2025).toContain("section 203 of the Income-tax Act, 1961");
    expect(new2025).toContain("Financial year 2025-26, assessment year 2026-27");
    expect(new2025).toContain("New tax regime (s.115BAC)");
    expect(new2025).not.toContain("Form No. 130");
    expect(new2025).not.toContain("PROVISIONAL"); // the view's own working still says provisional; the certificate does not
    expect(new2025).not.toContain("not to be signed");

    const later = await textOf(newRegime({ tax_year: "2027-28" }));
    expect(later).toContain("section 395 of the Income-tax Act, 2025");
    expect(later).toContain("Tax year 2027-28");
  });

  it("takes a year by its April too, and refuses what is not a tax year", async () => {
    expect(await textOf(newRegime({ tax_year: "2026-04" }))).toContain("Tax year 2026-27");
    await expect(renderForm16Pdf(newRegime({ tax_year: "2026" }))).rejects.toThrow(RangeError);
    await expect(renderForm16Pdf(newRegime({ tax_year: "2026-28" }))).rejects.toThrow(RangeError);
  });
});

describe("Form 16 Part B balance and missing details", () => {
  it("says what is left to pay on a final certificate, and what was deducted in excess", async () => {
    const short = oldRegime({ tds_total: rupees(100000) });
    const shortText = await textOf(short);
    expect(shortText).toContain("Balance tax payable by the employee [12 − 13]");
    expect(shortText).toContain("₹7,610.00");
    expect(shortText).toContain(paiseInWords(rupees(7610)));

    const excess = await textOf(oldRegime({ tds_total: rupees(110000) }));
    expect(excess).toContain("Tax deducted in excess, refundable [13 − 12]");
    expect(excess).toContain("₹2,390.00");
    expect(excess).toContain("Rupees Two Thousand Three Hundred Ninety Only");
  });

  it("says when the TAN, a PAN, the designation or any deduction is missing", async () => {
    const text = await textOf(
      newRegime({
        employer: { ...EMPLOYER, tan: null, pan: null, address: "" },
        employee: { ...newRegime().employee, pan: null, designation: null },
        tds: [],
        tds_total: 0,
      }),
    );
    expect(text).toContain("Not given");
    expect(text).toContain("Not furnished");
    expect(text).toContain("No tax was deducted in the period");
    expect(text).toContain("₹1,50,800.00");
  });
});

describe("Form 16 Part B with a password", () => {
  const view = oldRegime();

  it("is encrypted: unreadable without the password or with a wrong one", async () => {
    const pdf = await renderForm16Pdf(view, { password: PASSWORD });
    await expectLocked(pdf, "ABCPV01011990");
    expect(pdf.includes("Lekha Technologies")).toBe(false);
  });

  it("opens with the password and reads the same", async () => {
    const doc = await open(await renderForm16Pdf(view, { password: PASSWORD }), PASSWORD);
    expect(doc.numPages).toBeLessThanOrEqual(2);
    const text = (await allText(doc)).join(" ");
    for (const expected of ["FORM No. 16 — PART B (Annexure)", "₹9,54,850.00", "₹1,07,610.00", "Rahul Verma"]) expect(text).toContain(expected);
    expect((await doc.getMetadata()).info).toMatchObject({ Title: "Form 16 Part B 2025-26 — Rahul Verma" });
  });

  it("refuses a password that would not lock anything or cannot be encoded", async () => {
    await expect(renderForm16Pdf(view, { password: "" })).rejects.toThrow(RangeError);
    await expect(renderForm16Pdf(view, { password: "पासवर्ड" })).rejects.toThrow(RangeError);
  });
});

describe("Form 16 Part B layout", () => {
  it("flows long lists onto further pages, clear of the footer, each page numbered", async () => {
    const exemptions = Array.from({ length: 30 }, (_, i) => ({ name: i % 6 === 0 ? `Deduction ${i + 1}, with a name long enough to wrap onto a second line of the particulars column` : `Deduction ${i + 1}`, amount: rupees(1000 + i) }));
    const other_income = Array.from({ length: 12 }, (_, i) => ({ name: `Other income ${i + 1}`, amount: rupees(500 + i) }));
    const view = oldRegime({ exemptions, other_income, working: `${Array.from({ length: 30 }, (_, i) => `Sentence ${i + 1} of the working, long enough to wrap across the page.`).join(" ")} End of the working.` });
    const doc = await open(await renderForm16Pdf(view));
    expect(doc.numPages).toBeGreaterThan(2);
    const texts = await allText(doc);
    texts.forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1} of ${doc.numPages}`);
    });
    const all = texts.join(" ");
    for (const expected of ["Computation of income and tax (continued)", "Deduction 30", "(ad)", "Other income 12", "Total taxable income", "End of the working.", "Signature of the person responsible for deduction of tax"]) {
      expect(all).toContain(expected);
    }
    // Nothing but the footer sits in the bottom 60 points of any page (its baseline is about 42 points up).
    for (let page = 1; page <= doc.numPages; page++) {
      const low = (await textItems(doc, page)).filter((item) => item.str.trim() && item.transform[5]! < 60);
      expect(low.map((item) => item.str).join(" ")).toMatch(/^(Form No\. 16, Part B \(Annexure\) · .*|Page \d+ of \d+| )*$/);
    }
  });

  it("titles the document with a Devanagari name as typed", async () => {
    const name = "प्रिया शर्मा";
    const doc = await open(await renderForm16Pdf(newRegime({ employee: { ...newRegime().employee, name } })));
    expect(doc.numPages).toBeLessThanOrEqual(2);
    expect((await doc.getMetadata()).info).toMatchObject({ Title: `Form 16 Part B 2026-27 — ${name}` });
  });
});
