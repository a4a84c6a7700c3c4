// Form 16 Part B as a PDF, read back with pdf.js as a person's viewer would: the numbered computation with
// Indian grouping, the tax deducted month by month, the verification; PROVISIONAL only on a provisional one;
// the Act's wording by tax year (the 1961 Act to 2025-26, the 2025 Act from 2026-27); that it fits three pages
// and flows cleanly when long; and that a password really locks it.
import { formatPaise, paiseInWords } from "@vetan/shared/money";
import type { Form16View } from "@vetan/shared/tax-statements";
import { describe, expect, it } from "vitest";
import { renderForm16Pdf } from "../src/firm/payroll/form16-pdf.ts";
import { EMPLOYER, everything, newRegime, oldRegime, rupees } from "./support/form16-views.ts";
import { allText, expectLocked, expectNothingRemote, expectOpenA4, open, pageText, textItems } from "./support/pdf.ts";

const PASSWORD = "ABCPV14081988";
async function textOf(view: Form16View): Promise<string> {
  return (await allText(await open(await renderForm16Pdf(view)))).join(" ");
}

describe("Form 16 Part B, old regime, final (2025-26)", () => {
  const view = oldRegime();
  const rendered = renderForm16Pdf(view);

  it("is an unencrypted A4 PDF of at most three pages, numbered", async () => {
    const doc = await expectOpenA4(await rendered);
    expect(doc.numPages).toBeLessThanOrEqual(3);
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

  it("works Part B's items as notified, each exemption and deduction in its own item, with Indian grouping", async () => {
    const text = (await allText(await open(await rendered))).join(" ");
    expect(formatPaise(view.salary.total)).toBe("₹15,18,000.00");
    for (const expected of [
      "Gross salary",
      "Salary as per provisions contained in section 17(1)",
      "₹15,00,000.00",
      "Value of perquisites under section 17(2)",
      "₹18,000.00",
      "Profits in lieu of salary under section 17(3)",
      "₹15,18,000.00", // 1(d)
      "Reported total amount of salary received from other employer(s)",
      "Less: Allowances to the extent exempt under section 10",
      "Travel concession or assistance under section 10(5)",
      "Cash equivalent of leave salary encashment under section 10(10AA)",
      "House rent allowance under section 10(13A)",
      "₹3,48,000.00",
      "Total amount of exemption claimed [2(a) + 2(b) + 2(c) + 2(d) + 2(e) + 2(g)]",
      "Total amount of salary received from current employer [1(d) − 2(h)]",
      "₹11,70,000.00", // 3 = 15,18,000 − 3,48,000
      "Less: Deductions under section 16",
      "Standard deduction under section 16(ia)",
      "₹50,000.00",
      "Entertainment allowance under section 16(ii)",
      "Tax on employment under section 16(iii)",
      "₹2,500.00",
      "₹52,500.00", // 5
      "Income chargeable under the head “Salaries” [3 + 1(e) − 5]",
      "₹11,17,500.00", // 6 = 11,70,000 − 52,500
      "Add: Any other income reported by the employee under section 192(2B)",
      "Income (or admissible loss) from house property reported by the employee offered for TDS",
      "Income under the head “Other sources” offered for TDS",
      "Interest on savings bank deposits: ₹12,345.00",
      "₹12,345.00", // 8
      "Gross total income [6 + 8]",
      "₹11,29,845.00", // 9
      "Deductions under Chapter VI-A",
      "Life insurance premia, contributions to provident fund etc. under section 80C",
      "₹1,50,000.00",
      "Total deduction [10(a) + 10(b) + 10(c)]",
      "Contribution by the employer to a pension scheme under section 80CCD(2)",
      "Health insurance premia under section 80D",
      "₹25,000.00",
      "Interest on deposits in savings account under section 80TTA",
      "Aggregate of deductible amount under Chapter VI-A",
      "₹1,75,000.00", // 11
      "Total taxable income [9 − 11, rounded to the nearest ₹10]",
      "₹9,54,850.00", // 12: 9,54,845 rounded
      "Tax on total income",
      "₹1,03,470.00",
      "Rebate under section 87A",
      "Surcharge",
      "Health and education cess",
      "₹4,138.80",
      "₹1,07,610.00",
      "Less: Relief under section 89",
      "Net tax payable [17 − 18]",
      "Tax payable [19 − 20]: nil",
      "Rupees Zero Only",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("included in 2 above");
    // Items in the form's order.
    const order = ["Gross salary", "House rent allowance", "Standard deduction", "Interest on savings bank deposits", "under section 80C", "under section 80D", "Total taxable income", "Health and education cess", "Relief under section 89", "Net tax payable"];
    order.slice(1).forEach((s, i) => {
      expect(text.indexOf(s), s).toBeGreaterThan(text.indexOf(order[i]!));
    });
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
    expect(doc.numPages).toBeLessThanOrEqual(3);
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

  it("works Part B's items in the 2025 Act's sections: the standard deduction and the employer's NPS only", async () => {
    const text = (await allText(await open(await rendered))).join(" ");
    for (const expected of [
      "Salary as per section 16",
      "Value of perquisites under section 17",
      "Profits in lieu of salary (formerly section 17(3))",
      "₹18,84,000.00",
      "₹0.00",
      "Less: Allowances to the extent exempt",
      "House rent allowance (formerly section 10(13A))",
      "Less: Deductions under section 19",
      "Standard deduction",
      "Tax on employment",
      "₹75,000.00",
      "₹18,09,000.00", // 6 = 18,84,000 − 75,000
      "Deductions under Chapter VIII",
      "Contribution by the employer to a pension scheme (formerly section 80CCD(2))",
      "₹84,000.00",
      "Aggregate of deductible amount under Chapter VIII",
      "₹17,25,000.00",
      "Rebate under section 156",
      "₹1,45,000.00",
      "₹5,800.00",
      "₹1,50,800.00",
      "Relief under section 157",
    ]) {
      expect(text).toContain(expected);
    }
    // The heading of item 7 wraps between "392(4)" and "(a)".
    expect(text).toMatch(/Add: Any other income reported by the employee under section 392\(4\) ?\(a\)/);
    expect(text).not.toContain("section 17(1)");
    expect(text).not.toContain("section 16(ia)");
    expect(text).not.toContain("Chapter VI-A");
    expect(text).not.toContain("section 89");
  });

  it("says how much tax is still to be deducted this year, in figures and in words, and which month is unpaid", async () => {
    const text = (await allText(await open(await rendered))).join(" ");
    const balance = view.tax.payable - view.tds_total;
    expect(formatPaise(view.tds_total)).toBe("₹75,402.00");
    expect(formatPaise(balance)).toBe("₹75,398.00");
    expect(text).toContain("₹75,402.00");
    expect(text).toContain("Tax still to be deducted this year [19 − 20]");
    expect(text).toContain("₹75,398.00");
    expect(text).toContain("Rupees Seventy Five Thousand Three Hundred Ninety Eight Only");
    expect(text).toContain("September 2026");
    expect(text).toContain("Not yet paid");
    expect(text).toContain("31 Aug 2026");
    expect(text).toContain(view.working);
  });
});

describe("Form 16 Part B, old regime with every head and arrears relief (2025-26)", () => {
  const view = everything();
  const rendered = renderForm16Pdf(view);

  it("has each figure in its official item, the items adding up as the form says", async () => {
    const b = view.part_b;
    expect(b.salary_current).toBe(b.gross - b.exempt_total); // 3 = 1(d) − 2(h)
    expect(b.salary_income).toBe(b.salary_current + b.previous_employers - b.salary_deductions); // 6
    expect(b.gross_total_income).toBe(b.salary_income + b.other_income); // 9 = 6 + 8
    expect(b.gross_total_income - b.chapter_via_total).toBe(rupees(638603)); // 12 before rounding
    const text = (await allText(await open(await rendered))).join(" ");
    for (const expected of [
      "₹12,00,000.00", // 1(a), 1(d)
      "₹2,10,000.00", // 2(e), 2(h)
      "₹9,90,000.00", // 3
      "₹2,400.00", // 4(c)
      "₹52,400.00", // 5
      "₹9,37,600.00", // 6
      "-₹1,50,000.00", // 7(a)
      "Interest on savings bank deposits: ₹8,003.00",
      "-₹1,41,997.00", // 8
      "₹7,95,603.00", // 9
      "₹1,32,000.00", // 10(a), 10(d)
      "₹1,57,000.00", // 11
      "₹6,38,600.00", // 12
      "₹40,220.00",
      "₹1,608.80",
      "₹41,830.00", // 17
      "₹1,200.00", // 18
      "₹40,630.00", // 19 and 20
      "Tax payable [19 − 20]: nil",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("fits three pages with nothing in the footer's band but the footer", async () => {
    const doc = await open(await rendered);
    expect(doc.numPages).toBeLessThanOrEqual(3);
    for (let page = 1; page <= doc.numPages; page++) {
      const low = (await textItems(doc, page)).filter((item) => item.str.trim() && item.transform[5]! < 60);
      expect(low.map((item) => item.str).join(" ")).toMatch(/^(Form No\. 16, Part B \(Annexure\) · .*|Page \d+ of \d+| )*$/);
    }
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
    expect(shortText).toContain("Balance tax payable by the employee [19 − 20]");
    expect(shortText).toContain("₹7,610.00");
    expect(shortText).toContain(paiseInWords(rupees(7610)));

    const excess = await textOf(oldRegime({ tds_total: rupees(110000) }));
    expect(excess).toContain("Tax deducted in excess, refundable [20 − 19]");
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
    expect(doc.numPages).toBeLessThanOrEqual(3);
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
    expect(doc.numPages).toBeGreaterThan(3);
    const texts = await allText(doc);
    texts.forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1} of ${doc.numPages}`);
    });
    const all = texts.join(" ");
    for (const expected of ["Computation of income and tax (continued)", "Deduction 30: ₹1,029.00", "Other income 12: ₹511.00", "Total taxable income", "End of the working.", "Signature of the person responsible for deduction of tax"]) {
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
    expect(doc.numPages).toBeLessThanOrEqual(3);
    expect((await doc.getMetadata()).info).toMatchObject({ Title: `Form 16 Part B 2026-27 — ${name}` });
  });
});
