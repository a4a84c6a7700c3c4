// A payslip as people read it (a PayslipView), for the tests that draw its PDF: a senior engineer's March,
// with a Devanagari name, tax, PF and a warning; overrides change any part.
import { paiseInWords } from "@vetan/shared/money";
import type { PayslipLineView, PayslipView } from "@vetan/shared/payroll";

export const NAME = "प्रिया शर्मा";

export const line = (code: string, name: string, rupees: number): PayslipLineView => ({ code, name, amount: Math.round(rupees * 100), working: "" });

export function payslip(overrides: Partial<PayslipView> = {}): PayslipView {
  const earnings = [line("BASIC", "Basic", 110000), line("HRA", "House rent allowance", 44000), line("CONV", "Conveyance", 1600), line("SPECIAL", "Special allowance", 64400)];
  const deductions = [line("PF", "Provident fund (employee)", 1800), line("PT", "Professional tax", 200), line("TDS", "Income tax (TDS)", 38512.5)];
  const employer = [line("EPF", "Employer PF", 1800), line("GRATUITY", "Gratuity", 5291)];
  const sum = (ls: PayslipLineView[]) => ls.reduce((s, l) => s + l.amount, 0);
  const view: PayslipView = {
    run: { id: "7f0c6a58-1d7e-4d51-9b7c-3d1f6c1e2a10", month: "2025-03", title: null, status: "released", released_at: "2025-03-31T20:30:00.000Z" },
    employee: { id: "0b9d2f1e-5a43-4c8e-8f0a-6b2d7e9c1a34", name: NAME, code: "EMP-0042", designation: "Senior Software Engineer", department: "Engineering", pan_masked: "ABCDEXXXXF", uan: "100234567890" },
    firm: { name: "Lekha Technologies Private Limited" },
    days: { in_month: 31, employed: 31, lop: 1, payable: 30 },
    earnings,
    deductions,
    employer,
    reimbursements: [],
    totals: { gross: sum(earnings), deductions: sum(deductions), net: sum(earnings) - sum(deductions), employer: sum(employer), ctc: sum(earnings) + sum(employer), reimbursements: 0 },
    net_in_words: "",
    tax: { regime: "new", annual_tax: 462150_00, taxable_income: 2640000_00, this_month: 38512_50, remaining_months: 0 },
    ytd: { gross: 2640000_00, tds: 462150_00, pf: 21600_00, pt: 2500_00 },
    warnings: ["One day of loss of pay from attendance"],
    ...overrides,
  };
  return { ...view, net_in_words: paiseInWords(view.totals.net) };
}
