// Public API of @vetan/payroll: a pure Indian payroll engine. See README.md.

import { PayslipInputSchema, type Payslip, type PayslipInput } from "./schema.ts";
import { computePayslipUnchecked } from "./payslip.ts";
import { PayrollError } from "./errors.ts";

export interface FieldError {
  /** Dotted path of the field, e.g. "employee.pan" or "components.2.percent". */
  path: string;
  message: string;
}

export type ParseResult = { ok: true; input: PayslipInput } | { ok: false; errors: FieldError[] };

/** Thrown by computePayslip for input that fails validation; `errors` lists every bad field. */
export class PayslipInputError extends Error {
  readonly errors: FieldError[];
  constructor(errors: FieldError[]) {
    super(errors.map((e) => `${e.path || "(input)"}: ${e.message}`).join("\n"));
    this.name = "PayslipInputError";
    this.errors = errors;
  }
}

export function parsePayslipInput(raw: unknown): ParseResult {
  const r = PayslipInputSchema.safeParse(raw);
  if (r.success) return { ok: true, input: r.data };
  return {
    ok: false,
    errors: r.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message })),
  };
}

/** Validates the input, then computes. Throws PayslipInputError (bad fields) or PayrollError (rules). */
export function computePayslip(raw: unknown): Payslip {
  const parsed = parsePayslipInput(raw);
  if (!parsed.ok) throw new PayslipInputError(parsed.errors);
  return computePayslipUnchecked(parsed.input);
}

export { computePayslipUnchecked, PayrollError };
export {
  PayslipInputSchema,
  PayslipSchema,
  ComponentSchema,
  payslipInputJsonSchema,
  payslipJsonSchema,
  STATE_CODES,
  WageBasisSchema,
  OvertimeSchema,
  MinimumWageCheckSchema,
  PerquisiteSchema,
} from "./schema.ts";
export type {
  PayslipInput,
  Payslip,
  Component,
  Arrear,
  Addition,
  Line,
  PfResult,
  EsiResult,
  TaxResult,
  WageBasis,
  Perquisite,
  MinimumWageCheck,
} from "./schema.ts";
export {
  validatePan,
  validateAadhaar,
  validateGstin,
  validateIfsc,
  validateUan,
  maskAadhaar,
  maskPan,
  verhoeffCheckDigit,
  gstinCheckCharacter,
  type Validation,
} from "./validators.ts";
export { computeGratuity, type GratuityInput, type GratuityResult } from "./gratuity.ts";
export { computeStatutoryBonus, type BonusInput, type BonusResult } from "./bonus.ts";
export { ecrText, type EcrOptions } from "./files/ecr.ts";
export { bankTransferCsv, type BankCsvOptions, type Transfer, transferCsv } from "./files/bank-csv.ts";
export { annualTax, taxableIncome, roundToTenRupees, type DeductionHead, type DeductionSection } from "./tds.ts";
export { form16PartB, type PartBSource } from "./form16.ts";
export { arrearsRelief, type EarlierYear } from "./arrears-relief.ts";
export { formatRupees, rupees } from "./money.ts";
export { establishmentAdminCharges } from "./admin-charges.ts";
export { PF_RULES } from "./rules/pf.ts";
export { ESI_RULES } from "./rules/esi.ts";
export { PT_RULES, PT_EXEMPTIONS, NO_PT_STATES } from "./rules/professional-tax.ts";
export { LWF_RULES } from "./rules/lwf.ts";
export { INCOME_TAX_RULES } from "./rules/income-tax.ts";
export { OVERTIME_RULES } from "./rules/overtime.ts";
export { MINIMUM_WAGE_RULES, minimumWageFor, SKILL_CATEGORIES, MINIMUM_WAGE_ZONES, type SkillCategory } from "./rules/minimum-wages.ts";
