// The full and final settlement statement as a PDF, read back with pdf.js as a person's viewer would: what it
// says (the person, every line with its working, the totals and the net in words, the dates, who signs), that a
// settlement in which the employee owes the firm says so, that a typical one fits a page and a long one flows
// cleanly onto more, and that a password really locks it.
import { formatPaise, paiseInWords } from "@vetan/shared/money";
import { type SettlementLineView, type SettlementView, SettlementInputSchema } from "@vetan/shared/settlements";
import { describe, expect, it } from "vitest";
import { renderPayslipPdf } from "../src/firm/payroll/payslip-pdf.ts";
import { fontParses } from "../src/firm/payroll/pdf-kit.ts";
import { renderSettlementPdf } from "../src/firm/payroll/settlement-pdf.ts";
import { actualTexts, allText, expectLocked, expectNothingRemote, expectOpenA4, open, pageText, textItems } from "./support/pdf.ts";

const NAME = "प्रिया शर्मा";
const PASSWORD = "ABCDE12071980";

const pay = (code: string, name: string, amount: number, exempt: number, working: string): SettlementLineView => ({ code, name, kind: "payable", amount, taxable: amount - exempt, exempt, working });
const recover = (code: string, name: string, amount: number, working: string): SettlementLineView => ({ code, name, kind: "recoverable", amount, taxable: null, exempt: null, working });

function totals(lines: SettlementLineView[]): SettlementView["totals"] {
  const payable = lines.filter((l) => l.kind === "payable");
  const add = (ls: SettlementLineView[], f: (l: SettlementLineView) => number) => ls.reduce((s, l) => s + f(l), 0);
  const recoverable = add(
    lines.filter((l) => l.kind === "recoverable"),
    (l) => l.amount,
  );
  const total = add(payable, (l) => l.amount);
  return { payable: total, recoverable, net: total - recoverable, taxable: add(payable, (l) => l.taxable ?? 0), exempt: add(payable, (l) => l.exempt ?? 0) };
}

/** A senior engineer resigning after 22 years, as the settlement engine works it (packages/payroll/src/fnf.ts). */
function settlement(overrides: Partial<SettlementView> = {}): SettlementView {
  const lines = [
    pay("FINAL_EARNINGS", "Salary for the final month", 2_70_833_33, 0, "Earnings of the final month as computed by the payroll run, which has already worked its tax: do not tax again"),
    recover("FINAL_DEDUCTIONS", "Deductions of the final month", 68_415_00, "Deductions of the final month (PF, ESI, PT, TDS, …) as computed by the payroll run"),
    pay(
      "LEAVE_ENCASHMENT",
      "Leave encashment",
      1_72_667_00,
      1_72_667_00,
      "28 days × ₹1,85,000 ÷ 30 (a 30-day month) = ₹1,72,667 (nearest rupee). Exempt under s.19 Table Sl. 13–14 (Income-tax Act, 2025): the least of the encashment ₹1,72,667; the ₹25,00,000 limit; 10 months' average salary 10 × ₹1,85,000 = ₹18,50,000; leave to credit at 30 days for each of 22 completed years = 660 days, so 28 days × ₹1,85,000 ÷ 30 = ₹1,72,667. Exempt ₹1,72,667, taxable ₹0",
    ),
    // ₹5,00,000 of the lifetime exemption was used at an earlier employer, so part of it is taxable.
    pay(
      "GRATUITY",
      "Gratuity",
      20_00_000_00,
      15_00_000_00,
      "15/26 × ₹1,85,000 × 22 years (service 22 years 4 months 14 days) = ₹23,48,077; limited to the ₹20,00,000 ceiling. Exempt under s.19 Table Sl. 3–6 (Income-tax Act, 2025): the least of the gratuity ₹20,00,000, 15 days' wages a year by the Act's formula ₹23,48,077 and the ₹20,00,000 limit less ₹5,00,000 exempted before = ₹15,00,000; taxable ₹5,00,000",
    ),
    pay("BONUS", "Bonus due", 45_000_00, 0, "Bonus due for the year, as given; taxable salary"),
    recover("NOTICE_RECOVERY", "Notice shortfall", 92_500_00, "15 days short of the 90 days' notice (75 served) × basic ₹1,85,000 ÷ 30 = ₹92,500 (nearest rupee), recovered from the employee"),
    recover("LOANS", "Loans and advances outstanding", 1_20_000_00, "Balance of loans and advances outstanding on leaving, ₹1,20,000, recovered from the settlement"),
  ];
  const t = totals(lines);
  return {
    employee: { id: "0b9d2f1e-5a43-4c8e-8f0a-6b2d7e9c1a34", name: NAME, code: "EMP-0042", designation: "Senior Engineering Manager", department: "Engineering", joining_date: "2004-07-12", last_working_day: "2026-11-25", pan_masked: "ABCDEXXXXF" },
    firm: { name: "Lekha Technologies Private Limited" },
    status: "approved",
    input: SettlementInputSchema.parse({ reason: "resignation", notice_required_days: 90, notice_served_days: 75, notice_recover_from: "basic", bonus_due: "45000" }),
    facts: {
      gratuity_wages: 1_85_000_00,
      basic: 1_85_000_00,
      average_salary: { amount: 1_80_000_00, months: 10, from: "2026-01", to: "2026-10" },
      gross: 3_25_000_00,
      leave: [{ code: "EL", balance: 28, days: 28 }],
      loans_outstanding: 1_20_000_00,
      final_month: { month: "2026-11", earnings: 2_70_833_33, deductions: 68_415_00, from: "run" },
    },
    lines,
    totals: t,
    employee_owes: Math.max(0, -t.net),
    pay_by: "2026-11-28",
    pay_by_working: "Code on Wages s.17(2): wages due on leaving are paid within two working days: 2 working days after Wednesday 25 November 2026: Saturday 28 November 2026, skipping Friday 27 November 2026 (holiday)",
    gratuity_pay_by: "2026-12-25",
    working: `Full and final settlement, resignation, service 2004-07-12 to 2026-11-25 (22 years 4 months 14 days): payable ${formatPaise(t.payable)}, recoverable ${formatPaise(t.recoverable)}, net ${formatPaise(t.net)} payable to the employee by Saturday 28 November 2026; gratuity ₹20,00,000 is due within 30 days, by Friday 25 December 2026.`,
    prepared_by: "Anita Desai",
    approved_by: "Rahul Mehta",
    approved_at: "2026-11-26T06:15:00.000Z",
    paid_on: null,
    can_edit: false,
    can_approve: { ok: false, why: "Already approved" },
    can_pay: true,
    ...overrides,
  };
}

/** A salesman dismissed after 21 months who served little notice and leaves a loan behind: he owes the firm. */
function owing(): SettlementView {
  const lines = [
    pay("FINAL_EARNINGS", "Salary for the final month", 66_666_67, 0, "Earnings of the final month as computed by the payroll run, which has already worked its tax: do not tax again"),
    recover("FINAL_DEDUCTIONS", "Deductions of the final month", 9_120_00, "Deductions of the final month (PF, ESI, PT, TDS, …) as computed by the payroll run"),
    pay("LEAVE_ENCASHMENT", "Leave encashment", 8_667_00, 8_667_00, "6.5 days × ₹40,000 ÷ 30 (a 30-day month) = ₹8,667 (nearest rupee). Exempt ₹8,667, taxable ₹0"),
    pay("GRATUITY", "Gratuity", 0, 0, "Not eligible: service 1 years 9 months 23 days is less than 5 years"),
    recover("NOTICE_RECOVERY", "Notice shortfall", 1_33_333_00, "50 days short of the 60 days' notice (10 served) × gross ₹80,000 ÷ 30 = ₹1,33,333 (nearest rupee), recovered from the employee"),
    recover("LOANS", "Loans and advances outstanding", 2_50_000_00, "Balance of loans and advances outstanding on leaving, ₹2,50,000, recovered from the settlement"),
    recover("OTHER_RECOVERY_1", "Laptop not returned", 45_000_00, "Laptop not returned, as given"),
  ];
  const t = totals(lines);
  return settlement({
    employee: { id: "5c1e8a7d-2b3f-4e6a-9d8c-7f1a2b3c4d5e", name: "Rohan Iyer", code: "EMP-0311", designation: "Sales Executive", department: null, joining_date: "2025-02-03", last_working_day: "2026-11-25", pan_masked: null },
    status: "draft",
    input: SettlementInputSchema.parse({ reason: "termination", notice_required_days: 60, notice_served_days: 10, notice_recover_from: "gross" }),
    lines,
    totals: t,
    employee_owes: -t.net,
    pay_by: "2026-11-27",
    pay_by_working: "Code on Wages s.17(2): wages due on leaving are paid within two working days: 2 working days after Wednesday 25 November 2026: Friday 27 November 2026",
    working: `Full and final settlement, termination: payable ${formatPaise(t.payable)}, recoverable ${formatPaise(t.recoverable)}, net ${formatPaise(t.net)}: the employee owes the employer ${formatPaise(-t.net)} (recover it from the employee, or waive it)`,
    approved_by: null,
    approved_at: null,
  });
}

describe("settlement PDF, paid to the employee", () => {
  const view = settlement();
  const rendered = renderSettlementPdf(view);

  it("is an unencrypted PDF on one A4 page", async () => {
    expect((await expectOpenA4(await rendered)).numPages).toBe(1);
  });

  it("reads as the statement: the firm, its status and the person", async () => {
    const text = await pageText(await open(await rendered));
    for (const expected of [
      "Lekha Technologies Private Limited",
      "Full and final settlement",
      "Approved on 26 Nov 2026",
      "Employee code EMP-0042",
      "Senior Engineering Manager",
      "Engineering",
      "ABCDEXXXXF",
      "Joined on 12 Jul 2004",
      "Last working day 25 Nov 2026",
      "Reason for leaving Resignation",
      "Notice required 90 days",
      "Notice served 75 days",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("lists what is payable with its taxable and exempt parts, what is recovered, and each line's working", async () => {
    const text = await pageText(await open(await rendered));
    expect(text).toContain("Payable Taxable Exempt Amount");
    // Gratuity: ₹5,00,000 of it taxable, ₹15,00,000 exempt.
    expect(text).toContain("Gratuity ₹5,00,000.00 ₹15,00,000.00 ₹20,00,000.00");
    expect(text).toContain("Leave encashment ₹0.00 ₹1,72,667.00 ₹1,72,667.00");
    expect(text).toContain("Bonus due for the year, as given; taxable salary");
    expect(text).toContain(`Total payable ${formatPaise(view.totals.taxable)} ${formatPaise(view.totals.exempt)} ${formatPaise(view.totals.payable)}`);
    expect(text).toContain("Recoverable Amount");
    expect(text).toContain("Notice shortfall ₹92,500.00");
    expect(text).toContain("Loans and advances outstanding ₹1,20,000.00");
    expect(text).toContain("recovered from the settlement");
    expect(text).toContain(`Total recoverable ${formatPaise(view.totals.recoverable)}`);
  });

  it("gives the net with Indian grouping and in words, the dates it is due by, and who signs", async () => {
    const text = await pageText(await open(await rendered));
    expect(formatPaise(view.totals.net)).toBe("₹22,07,585.33");
    expect(text).toContain("Net payable to the employee");
    expect(text).toContain("₹22,07,585.33");
    expect(text).toContain("Rupees Twenty Two Lakh Seven Thousand Five Hundred Eighty Five and Thirty Three Paise Only");
    expect(text).not.toContain("owes");
    expect(text).toContain("Pay by 28 Nov 2026");
    expect(text).toContain("Gratuity pay by 25 Dec 2026");
    expect(text).toContain("Code on Wages s.17(2)");
    expect(text).toContain("How it was worked out");
    for (const expected of ["Prepared by", "Anita Desai", "Approved by", "Rahul Mehta", "Received by the employee", "Computer-generated statement", "Page 1 of 1"]) {
      expect(text).toContain(expected);
    }
  });

  it("names the person in Devanagari, as typed, for copying and screen readers", async () => {
    const pdf = await rendered;
    // pdf.js reports shaped Devanagari in drawing order, so the name as typed is checked in the ActualText spans
    // (the person block and the employee's signature line) and in the document's title.
    expect(actualTexts(pdf).filter((t) => t === NAME)).toHaveLength(2);
    const { info } = await (await open(pdf)).getMetadata();
    expect(info).toMatchObject({ Title: `Full and final settlement — ${NAME}`, Author: "Lekha Technologies Private Limited" });
  });

  it("embeds nothing remote and no scripts", async () => {
    expectNothingRemote(await rendered);
  });
});

describe("settlement PDF, the employee owes the firm", () => {
  const view = owing();

  it("says who owes what, in figures and in words, on one page", async () => {
    expect(view.totals.net).toBe(-3_62_119_33);
    const doc = await open(await renderSettlementPdf(view));
    expect(doc.numPages).toBe(1);
    const text = await pageText(doc);
    expect(text).toContain("The employee owes ₹3,62,119.33");
    expect(text).toContain("-₹3,62,119.33");
    // The words are of the amount owed, not "Minus …".
    expect(text).toContain(paiseInWords(3_62_119_33));
    expect(text).not.toContain("Minus");
    expect(text).not.toContain("Net payable to the employee");
  });

  it("marks a draft, shows the long reason in full and leaves out a gratuity date when there is no gratuity", async () => {
    const text = await pageText(await open(await renderSettlementPdf(view)));
    expect(text).toContain("Draft: not yet approved");
    expect(text).toContain("Termination or retrenchment");
    expect(text).toContain("Gratuity ₹0.00 ₹0.00 ₹0.00");
    expect(text).toContain("Not eligible: service 1 years 9 months 23 days is less than 5 years");
    expect(text).toContain("Pay by 27 Nov 2026");
    expect(text).not.toContain("Gratuity pay by");
    expect(text).toContain("Laptop not returned ₹45,000.00");
    expect(text).toContain("Received by the employee Rohan Iyer");
  });
});

describe("settlement PDF status and notice", () => {
  it("says when it was paid", async () => {
    const text = await pageText(await open(await renderSettlementPdf(settlement({ status: "paid", paid_on: "2026-11-27" }))));
    expect(text).toContain("Paid on 27 Nov 2026");
    expect(text).not.toContain("Draft");
  });

  it("says when the notice shortfall was waived", async () => {
    const input = SettlementInputSchema.parse({ reason: "resignation", notice_required_days: 90, notice_served_days: 75, notice_waived: true });
    const text = await pageText(await open(await renderSettlementPdf(settlement({ input }))));
    expect(text).toContain("Notice served 75 days; shortfall waived");
  });
});

describe("settlement PDF with a password", () => {
  const view = settlement();

  it("is encrypted: unreadable without the password or with a wrong one", async () => {
    const pdf = await renderSettlementPdf(view, { password: PASSWORD });
    await expectLocked(pdf, "ABCDE01011990");
    expect(pdf.includes("Lekha Technologies")).toBe(false); // the Author string is encrypted too
  });

  it("opens with the password", async () => {
    const doc = await open(await renderSettlementPdf(view, { password: PASSWORD }), PASSWORD);
    expect(doc.numPages).toBe(1);
    const text = await pageText(doc);
    for (const expected of ["Full and final settlement", "₹22,07,585.33", "EMP-0042"]) expect(text).toContain(expected);
  });

  it("refuses a password that would not lock anything or cannot be encoded", async () => {
    await expect(renderSettlementPdf(view, { password: "" })).rejects.toThrow(RangeError);
    await expect(renderSettlementPdf(view, { password: "पासवर्ड" })).rejects.toThrow(RangeError);
  });
});

describe("settlement PDF layout", () => {
  it("flows long lines and a long working onto further pages, clear of the footer, each with its number", async () => {
    const base = settlement();
    const extra = Array.from({ length: 24 }, (_, i) => pay(`OTHER_PAYMENT_${i + 1}`, `Other payment ${i + 1}`, 1000_00 + i, 0, `Other payment ${i + 1}, as given; taxable salary. `.repeat(i % 4 === 0 ? 6 : 1).trim()));
    const recoveries = Array.from({ length: 12 }, (_, i) => recover(`OTHER_RECOVERY_${i + 1}`, `Other recovery ${i + 1}`, 500_00 + i, `Other recovery ${i + 1}, as given`));
    const lines = [...base.lines, ...extra, ...recoveries];
    const working = `${Array.from({ length: 60 }, (_, i) => `Sentence ${i + 1} of the working, long enough to wrap across the width of the page more than once.`).join(" ")} End of the working.`;
    const view = settlement({ lines, totals: totals(lines), working });
    const doc = await open(await renderSettlementPdf(view));
    expect(doc.numPages).toBeGreaterThan(2);
    const texts = await allText(doc);
    texts.forEach((text, i) => {
      expect(text).toContain("Computer-generated statement");
      expect(text).toContain(`Page ${i + 1} of ${doc.numPages}`);
      expect(text.replace(/Computer-generated statement|Page \d+ of \d+/g, "").trim().length).toBeGreaterThan(50);
    });
    const all = texts.join(" ");
    expect(all).toContain("Payable (continued)");
    expect(all).toContain("Other payment 24");
    expect(all).toContain("Other recovery 12");
    expect(all).toContain(formatPaise(view.totals.net));
    expect(all).toContain("Sentence 1 of the working");
    expect(all).toContain("End of the working.");
    expect(all).toContain("Received by the employee");
    // The working paragraph is split between pages rather than drawn over the footer: nothing but the footer
    // sits in the bottom 60 points of any page (the footer's baseline is about 42 points up).
    for (let page = 1; page <= doc.numPages; page++) {
      const low = (await textItems(doc, page)).filter((item) => item.str.trim() && item.transform[5]! < 60);
      expect(low.map((item) => item.str).join(" ")).toMatch(/^(Computer-generated statement|Page \d+ of \d+| )*$/);
    }
  });
});

describe("settlement PDF fonts", () => {
  it("shares the payslip's parsed font: each face is parsed once however many documents are drawn", async () => {
    await Promise.all([renderSettlementPdf(settlement()), renderSettlementPdf(owing(), { password: PASSWORD })]);
    await renderPayslipPdf({
      run: { id: "7f0c6a58-1d7e-4d51-9b7c-3d1f6c1e2a10", month: "2026-11", title: null, status: "released", released_at: null },
      employee: { id: "x", name: NAME, code: "EMP-0042", designation: null, department: null, pan_masked: null, uan: null },
      firm: { name: "Lekha Technologies Private Limited" },
      days: { in_month: 30, employed: 25, lop: 0, payable: 25 },
      earnings: [],
      deductions: [],
      employer: [],
      reimbursements: [],
      totals: { gross: 0, deductions: 0, net: 0, employer: 0, ctc: 0, reimbursements: 0 },
      net_in_words: "Rupees Zero Only",
      tax: { regime: "new", annual_tax: 0, taxable_income: 0, this_month: 0, remaining_months: 0 },
      ytd: { gross: 0, tds: 0, pf: 0, pt: 0 },
      warnings: [],
    });
    expect(fontParses()).toEqual({ regular: 1, bold: 1 });
  });
});
