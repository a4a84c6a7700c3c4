// The engine's contract: what a caller sends (PayslipInputSchema) and what it gets back
// (PayslipSchema). Every amount is integer paise (₹1 = 100). Optional fields have the defaults
// documented in README.md; the engine applies them, so a trusted caller may omit them too.

import { z } from "zod";
import { isValidIso, daysInMonth, isoOf } from "./dates.ts";
import { formulaFor } from "./formula.ts";
import { PayrollError } from "./errors.ts";
import { findInForce } from "./rules/select.ts";
import { INCOME_TAX_RULES } from "./rules/income-tax.ts";
import { MINIMUM_WAGE_ZONES, SKILL_CATEGORIES } from "./rules/minimum-wages.ts";
import { validateIfsc, validatePan, validateUan } from "./validators.ts";

/** ₹10 crore: keeps every product of an amount and a rate exact in a JavaScript number. */
const MAX_PAISE = 10_000_000_000;

const paise = (what: string) =>
  z
    .number({ error: `${what} must be a number of paise (₹1 = 100)` })
    .int(`${what} must be whole paise (₹1 = 100), without decimals`)
    .nonnegative(`${what} cannot be negative`)
    .max(MAX_PAISE, `${what} is above ₹10 crore; check the amount is in paise`);

const isoDate = (what: string) =>
  z.string({ error: `${what} must be a date like 2026-09-17` }).refine(isValidIso, `${what} must be a real date like 2026-09-17`);

const month = z.string({ error: "month must be like 2026-09" }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be like 2026-09");

const check = (fn: (v: string) => { ok: true } | { ok: false; message: string }) => (v: string, ctx: z.RefinementCtx) => {
  const r = fn(v);
  if (!r.ok) ctx.addIssue({ code: "custom", message: r.message });
};

export const STATE_CODES = [
  "AN", "AP", "AR", "AS", "BR", "CH", "CT", "DH", "DL", "GA", "GJ", "HP", "HR", "JH", "JK", "KA", "KL", "LA",
  "LD", "MH", "ML", "MN", "MP", "MZ", "NL", "OR", "PB", "PY", "RJ", "SK", "TG", "TN", "TR", "UP", "UT", "WB",
] as const;

export const StateCodeSchema = z.enum(STATE_CODES, {
  error: "state must be a two-letter code such as MH, KA, TN, DL (ISO 3166-2:IN)",
});

const code = z
  .string({ error: "code must be text like BASIC" })
  .regex(/^[A-Z][A-Z0-9_]{0,19}$/, "code must be up to 20 capital letters, digits or _, starting with a letter (like BASIC)");

export const COMPONENT_TYPES = ["basic", "da", "retaining", "hra", "conveyance", "special", "other"] as const;

const componentBase = {
  code,
  name: z.string({ error: "name is required" }).min(1, "name is required").max(60, "name must be at most 60 characters"),
  /** basic, da and retaining are PF "wages" by default; hra feeds the HRA exemption. */
  type: z.enum(COMPONENT_TYPES, { error: `type must be one of ${COMPONENT_TYPES.join(", ")}` }).optional(),
  /** Reduce for loss-of-pay days and part months (default true). */
  prorate: z.boolean().optional(),
  /** Part of taxable salary (default true). */
  taxable: z.boolean().optional(),
  /** Part of PF wages (default: true for basic, da, retaining). */
  pfWage: z.boolean().optional(),
  /** Part of ESI wages (default true). */
  esiWage: z.boolean().optional(),
};

export const ComponentSchema = z.discriminatedUnion(
  "calc",
  [
    z.object({ ...componentBase, calc: z.literal("fixed"), amount: paise("amount") }).strict(),
    z
      .object({
        ...componentBase,
        calc: z.literal("percent"),
        percent: z
          .number({ error: "percent must be a number like 40 or 8.33" })
          .min(0, "percent cannot be negative")
          .max(1000, "percent must be at most 1000")
          .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-9, "percent may have at most two decimals"),
        of: z.array(code).min(1, "of must list at least one component code"),
      })
      .strict(),
    z
      .object({
        ...componentBase,
        calc: z.literal("formula"),
        /** In rupees: e.g. "max(BASIC * 0.1, 1600)". */
        formula: z.string({ error: "formula is required" }).min(1, "formula is required").max(300, "formula must be at most 300 characters"),
      })
      .strict(),
    z
      .object({
        ...componentBase,
        calc: z.literal("balance"),
        /** The component is whatever remains of this monthly gross after the others. */
        monthlyGross: paise("monthlyGross"),
      })
      .strict(),
  ],
  { error: "calc must be fixed, percent, formula or balance" },
);

export const ArrearSchema = z
  .object({
    description: z.string({ error: "description is required" }).min(1, "description is required").max(80),
    amount: paise("amount"),
    /** First month the arrear relates to, and how many months it covers. */
    fromMonth: month,
    months: z.number().int("months must be a whole number").min(1).max(36).optional(),
    /** Part of the arrear that is PF wages (basic/DA arrears). Default 0. */
    pfWage: paise("pfWage").optional(),
    /** PF wages already contributed on for those months (to find the room left under the ceiling). */
    pfWagesAlreadyContributed: paise("pfWagesAlreadyContributed").optional(),
    esiWage: z.boolean().optional(),
    taxable: z.boolean().optional(),
  })
  .strict();

export const AdditionSchema = z
  .object({
    code,
    description: z.string({ error: "description is required" }).min(1, "description is required").max(80),
    amount: paise("amount"),
    /** Default true. Taxed in full in this month. */
    taxable: z.boolean().optional(),
    /** Default false. */
    pfWage: z.boolean().optional(),
    /** Default false: annual bonus and one-off awards are not ESI wages. */
    esiWage: z.boolean().optional(),
  })
  .strict();

export const DeductionSchema = z
  .object({ code, description: z.string({ error: "description is required" }).min(1, "description is required").max(80), amount: paise("amount") })
  .strict();

export const EmployeeSchema = z
  .object({
    id: z.string({ error: "id is required" }).min(1, "id is required").max(40),
    name: z.string({ error: "name is required" }).min(1, "name is required").max(100),
    dateOfBirth: isoDate("dateOfBirth"),
    dateOfJoining: isoDate("dateOfJoining"),
    dateOfLeaving: isoDate("dateOfLeaving").optional(),
    gender: z.enum(["male", "female", "other"], { error: "gender must be male, female or other" }),
    /** State whose professional tax and labour welfare fund apply (place of work). */
    state: StateCodeSchema,
    /** Local body for professional tax where rates differ (Tamil Nadu: chennai | other). */
    ptArea: z.string().max(40).optional(),
    /** City of residence, for the old-regime HRA exemption's 50% cities. */
    city: z.string().max(60).optional(),
    /**
     * Person with a disability of 40% or more who holds the certificate: ESI ceiling ₹25,000; exempt from
     * professional tax where the state's law says so (Maharashtra, Andhra Pradesh, Telangana).
     */
    disabled: z.boolean().optional(),
    /** Parent or guardian of a child with a benchmark disability, certificate held: exempt from Maharashtra PT. */
    parentOfDisabledChild: z.boolean().optional(),
    /** Managerial or supervisory staff excluded from the state's labour welfare fund act. */
    lwfExempt: z.boolean().optional(),
    /** Omitted = PAN not furnished: TDS at the higher of the rates in force and 20% (s.206AA / ITA 2025 s.397(2)(b)). */
    pan: z.string().superRefine(check(validatePan)).optional(),
    uan: z.string().superRefine(check(validateUan)).optional(),
    bank: z
      .object({
        accountNumber: z.string().regex(/^[0-9]{6,24}$/, "accountNumber must be 6 to 24 digits"),
        ifsc: z.string().superRefine(check(validateIfsc)),
        beneficiaryName: z.string().min(1).max(100).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export const PfSettingsSchema = z
  .object({
    /** Default true. False for excluded employees (e.g. international worker with a certificate of coverage). */
    applicable: z.boolean().optional(),
    /** "ceiling" (default): employee PF on wages up to the ceiling; "actual": on full PF wages. */
    wageBasis: z.enum(["ceiling", "actual"], { error: "wageBasis must be ceiling or actual" }).optional(),
    /** With wageBasis actual: employer also contributes on full wages (default false). */
    employerOnActual: z.boolean().optional(),
    /** 10% rate for notified establishments (default false). */
    reducedRate: z.boolean().optional(),
    /** International worker: no wage ceiling for EPF (default false). */
    internationalWorker: z.boolean().optional(),
    /** EPS membership; if omitted, derived from first EPF joining and wage at joining, else true. */
    epsMember: z.boolean().optional(),
    firstJoinedEpfOn: isoDate("firstJoinedEpfOn").optional(),
    pfWageAtFirstJoining: paise("pfWageAtFirstJoining").optional(),
    /** Voluntary PF as % of EPF wages, or a fixed monthly amount. Employer never matches. */
    vpfPercent: z.number().min(0).max(88, "vpfPercent can be at most 88 (100% of wages with the 12%)").optional(),
    vpfAmount: paise("vpfAmount").optional(),
  })
  .strict();

export const EsiSettingsSchema = z
  .object({
    /** Default true (establishment is ESI-registered and the area is implemented). */
    applicable: z.boolean().optional(),
    /** The employee contributed in an earlier month of this contribution period: coverage continues to its end. */
    coveredThisContributionPeriod: z.boolean().optional(),
  })
  .strict();

export const TaxSettingsSchema = z
  .object({
    regime: z.enum(["new", "old"], { error: "regime must be new or old" }),
    /** Default true: the rebate is for residents only. */
    resident: z.boolean().optional(),
    /** Employer NPS limit differs for government employers in the old regime. Default private. */
    employerType: z.enum(["private", "government"]).optional(),
    /** Employer's NPS contribution this month (part of CTC, not paid in cash). */
    employerNpsMonthly: paise("employerNpsMonthly").optional(),
    /**
     * Each earlier tax year this month's arrears belong to, with that year's total income without them
     * and its regime (the particulars of Form 10E): relief under s.89(1) / s.157 is worked from them.
     */
    earlierYears: z
      .array(
        z
          .object({
            taxYear: z.string().regex(/^\d{4}-\d{2}$/, "taxYear like 2025-26"),
            totalIncome: paise("totalIncome"),
            regime: z.enum(["new", "old"], { error: "regime must be new or old" }),
          })
          .strict(),
      )
      .max(10)
      .optional(),
    /** Old-regime declarations (Form 124 / 12BB), annual amounts except rent. */
    declarations: z
      .object({
        rentPerMonth: paise("rentPerMonth").optional(),
        section80C: paise("section80C").optional(),
        section80CCD1B: paise("section80CCD1B").optional(),
        section80DSelf: paise("section80DSelf").optional(),
        section80DParents: paise("section80DParents").optional(),
        parentsSenior: z.boolean().optional(),
        homeLoanInterest: paise("homeLoanInterest").optional(),
        otherDeductions: paise("otherDeductions").optional(),
      })
      .strict()
      .optional(),
    /**
     * Income under other heads the employee declares for TDS (s.192(2B); 2025 Act s.392(4)(a)): interest,
     * rent received, … Annual amounts, added to total income in both regimes. Losses are not accepted here:
     * only a house-property loss may reduce TDS (below).
     */
    otherIncome: z
      .array(
        z
          .object({
            description: z.string({ error: "description is required" }).min(1, "description is required").max(80),
            annualAmount: paise("annualAmount"),
          })
          .strict(),
      )
      .max(20)
      .optional(),
    /**
     * Income from house property for the year other than the self-occupied home's loan interest given in
     * declarations.homeLoanInterest (e.g. a let-out flat's rent less 30% and its interest): negative for a
     * loss. Old regime: added to the home-loan interest loss and, if a loss, set off up to ₹2,00,000
     * (s.71(3A); 2025 Act s.109(1)(b)). New regime: income is added; a loss is not set off.
     */
    houseProperty: z
      .number({ error: "houseProperty must be a number of paise (₹1 = 100), negative for a loss" })
      .int("houseProperty must be whole paise (₹1 = 100), without decimals")
      .min(-MAX_PAISE, "houseProperty is below −₹10 crore; check the amount is in paise")
      .max(MAX_PAISE, "houseProperty is above ₹10 crore; check the amount is in paise")
      .optional(),
    /** Salary from an earlier employer in this tax year (Form 122 / 12B). */
    previousEmployer: z
      .object({
        taxableSalary: paise("taxableSalary"),
        tds: paise("tds"),
        employeePf: paise("employeePf").optional(),
        professionalTax: paise("professionalTax").optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

/** Figures from this employer for the tax year before this month. */
export const YearToDateSchema = z
  .object({
    taxableIncome: paise("taxableIncome").optional(),
    tdsDeducted: paise("tdsDeducted").optional(),
    /** Relief for arrears of earlier years (s.89(1)) already given this year: settled, never recovered later. */
    arrearsRelief: paise("arrearsRelief").optional(),
    employeePf: paise("employeePf").optional(),
    professionalTax: paise("professionalTax").optional(),
    basicDa: paise("basicDa").optional(),
    hra: paise("hra").optional(),
    employerNps: paise("employerNps").optional(),
    /** Half-yearly PT states: gross and PT so far in this half-year (April–September or October–March). */
    ptHalfYearGross: paise("ptHalfYearGross").optional(),
    ptHalfYearPaid: paise("ptHalfYearPaid").optional(),
  })
  .strict();

const halves = (n: number) => Number.isInteger(n * 2);
const quarters = (n: number) => Number.isInteger(n * 4);

/**
 * How the wage is rated. Monthly (the default): components as given, prorated for days payable. Daily or
 * hourly: the FIRST component of type "basic" is replaced by rate × days (or hours) worked, not prorated;
 * every other component keeps its own rule.
 */
export const WageBasisSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("monthly") }).strict(),
    z
      .object({
        kind: z.literal("daily"),
        ratePerDay: paise("ratePerDay"),
        daysWorked: z
          .number({ error: "daysWorked must be a number of days" })
          .min(0, "daysWorked cannot be negative")
          .max(31, "daysWorked cannot be more than 31")
          .refine(halves, "daysWorked must be whole or half days"),
      })
      .strict(),
    z
      .object({
        kind: z.literal("hourly"),
        ratePerHour: paise("ratePerHour"),
        hoursWorked: z
          .number({ error: "hoursWorked must be a number of hours" })
          .min(0, "hoursWorked cannot be negative")
          .max(744, "hoursWorked cannot be more than 744 (31 days × 24 hours)")
          .refine(quarters, "hoursWorked must be in quarter hours (like 7.25)"),
      })
      .strict(),
  ],
  { error: "wageBasis.kind must be monthly, daily or hourly" },
);

export const OvertimeSchema = z
  .object({
    /** Overtime hours worked this month (quarters allowed), paid at twice the ordinary rate. */
    hours: z
      .number({ error: "hours must be a number" })
      .min(0, "overtime hours cannot be negative")
      .max(300, "overtime hours must be at most 300 in a month")
      .refine(quarters, "overtime hours must be in quarter hours (like 2.75)"),
  })
  .strict();

export const MinimumWageCheckSchema = z
  .object({
    /** State whose minimum wage applies (default: employee.state). */
    state: StateCodeSchema.optional(),
    category: z.enum(SKILL_CATEGORIES, { error: `category must be one of ${SKILL_CATEGORIES.join(", ")}` }),
    /** Zone of the state's notification where it has zones (default I, the highest). */
    zone: z.enum(MINIMUM_WAGE_ZONES, { error: `zone must be one of ${MINIMUM_WAGE_ZONES.join(", ")}` }).optional(),
  })
  .strict();

export const PerquisiteSchema = z
  .object({
    code,
    description: z.string({ error: "description is required" }).min(1, "description is required").max(80),
    /** Taxable value for this month (after any amount the employee pays), paise. */
    value: paise("value"),
    /** Section or rule it is valued under, shown in the working (e.g. "Rule 15 (car)"). */
    section: z.string().min(1).max(60).optional(),
    /** Default true: provided every month, so projected for the rest of the year; false: taxed in full this month. */
    recurring: z.boolean().optional(),
  })
  .strict();

const PayslipInputObject = z
  .object({
    period: month,
    employee: EmployeeSchema,
    components: z.array(ComponentSchema).min(1, "a salary structure needs at least one component").max(40),
    /** Loss-of-pay days in this month (halves allowed). */
    lopDays: z.number().min(0, "lopDays cannot be negative").refine((n) => Number.isInteger(n * 2), "lopDays must be whole or half days").optional(),
    arrears: z.array(ArrearSchema).max(40).optional(),
    additions: z.array(AdditionSchema).max(40).optional(),
    deductions: z.array(DeductionSchema).max(40).optional(),
    /**
     * Expense claims reimbursed with the salary: paid with it but not earnings — outside wages (PF, ESI,
     * the Labour Codes' wage test) and income (TDS), shown apart from earnings, added to net pay.
     */
    reimbursements: z.array(DeductionSchema).max(50).optional(),
    pf: PfSettingsSchema.optional(),
    esi: EsiSettingsSchema.optional(),
    tax: TaxSettingsSchema,
    ytd: YearToDateSchema.optional(),
    /** Daily- or hourly-rated worker (default monthly). */
    wageBasis: WageBasisSchema.optional(),
    /** Overtime hours this month, paid at twice the ordinary rate of wages. */
    overtime: OvertimeSchema.optional(),
    /** Warn (never change pay) when the wage is below the state's minimum wage for this category. */
    minimumWage: MinimumWageCheckSchema.optional(),
    /** Perquisites: valued and taxed, never paid in cash. */
    perquisites: z.array(PerquisiteSchema).max(40).optional(),
    /**
     * An off-cycle payslip (a bonus, arrears or an incentive paid outside the month's run): only its
     * arrears, additions and deductions are paid. The components are the salary in force, for the tax
     * projection only; PT, LWF and the month's PF are left to the regular run. `regularPaidThisMonth`:
     * the month's regular payslip is already in ytd, so it is not projected again.
     */
    offCycle: z.object({ regularPaidThisMonth: z.boolean() }).strict().optional(),
    settings: z
      .object({
        /** Labour Codes: add back allowances above 50% of remuneration to PF wages (default false). */
        labourCodeWageAddBack: z.boolean().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export const PayslipInputSchema = PayslipInputObject.superRefine((input, ctx) => {
  const seen = new Set<string>();
  input.components.forEach((c, i) => {
    const path = ["components", i];
    if (seen.has(c.code)) ctx.addIssue({ code: "custom", path: [...path, "code"], message: `component code ${c.code} is used twice` });
    const refs: readonly string[] =
      c.calc === "percent" ? c.of : c.calc === "formula" ? safeRefs(c.formula, ctx, [...path, "formula"]) : [];
    for (const r of refs) {
      if (!seen.has(r)) {
        ctx.addIssue({
          code: "custom",
          path: [...path, c.calc === "percent" ? "of" : "formula"],
          message: `${c.code} refers to ${r}, which must be a component listed before it`,
        });
      }
    }
    if (c.calc === "balance" && i !== input.components.length - 1) {
      ctx.addIssue({ code: "custom", path: [...path, "calc"], message: "a balance component must be the last component" });
    }
    seen.add(c.code);
  });

  const y = Number(input.period.slice(0, 4));
  const m = Number(input.period.slice(5, 7));
  const start = isoOf(y, m, 1);
  const end = isoOf(y, m, daysInMonth(y, m));
  if (!findInForce(INCOME_TAX_RULES, start)) {
    ctx.addIssue({ code: "custom", path: ["period"], message: `no tax tables for ${input.period}: supported months are April 2025 to March 2027` });
  }
  const e = input.employee;
  if (e.dateOfJoining > end) ctx.addIssue({ code: "custom", path: ["employee", "dateOfJoining"], message: `joins after ${input.period}, so has no pay this month` });
  if (e.dateOfLeaving !== undefined) {
    if (e.dateOfLeaving < start) ctx.addIssue({ code: "custom", path: ["employee", "dateOfLeaving"], message: `left before ${input.period}, so has no pay this month` });
    if (e.dateOfLeaving < e.dateOfJoining) ctx.addIssue({ code: "custom", path: ["employee", "dateOfLeaving"], message: "dateOfLeaving is before dateOfJoining" });
  }
  if (e.dateOfBirth >= e.dateOfJoining) ctx.addIssue({ code: "custom", path: ["employee", "dateOfBirth"], message: "dateOfBirth must be before dateOfJoining" });
  const first = e.dateOfJoining > start ? Number(e.dateOfJoining.slice(8, 10)) : 1;
  const last = e.dateOfLeaving !== undefined && e.dateOfLeaving < end ? Number(e.dateOfLeaving.slice(8, 10)) : daysInMonth(y, m);
  const employed = last - first + 1;
  if ((input.lopDays ?? 0) > employed && employed > 0) {
    ctx.addIssue({ code: "custom", path: ["lopDays"], message: `lopDays (${input.lopDays}) is more than the ${employed} days employed this month` });
  }
  const basis = input.wageBasis;
  if (basis !== undefined && basis.kind !== "monthly") {
    if (!input.components.some((c) => c.type === "basic")) {
      ctx.addIssue({
        code: "custom",
        path: ["wageBasis", "kind"],
        message: `a ${basis.kind}-rated worker needs a component of type basic: the first one carries rate × ${basis.kind === "daily" ? "days" : "hours"} worked`,
      });
    }
    const available = employed - (input.lopDays ?? 0);
    if (basis.kind === "daily" && basis.daysWorked > available && employed > 0) {
      ctx.addIssue({
        code: "custom",
        path: ["wageBasis", "daysWorked"],
        message: `daysWorked (${basis.daysWorked}) is more than the ${available} days employed this month less loss-of-pay days`,
      });
    }
    if (basis.kind === "hourly" && basis.hoursWorked > available * 24 && employed > 0) {
      ctx.addIssue({
        code: "custom",
        path: ["wageBasis", "hoursWorked"],
        message: `hoursWorked (${basis.hoursWorked}) is more than 24 hours a day for the ${available} days employed this month less loss-of-pay days`,
      });
    }
  }
  if (input.overtime !== undefined) {
    input.components.forEach((c, i) => {
      if (c.code === "OT") ctx.addIssue({ code: "custom", path: ["components", i, "code"], message: "code OT is used by the overtime line; give this component another code" });
    });
    (input.additions ?? []).forEach((a, i) => {
      if (a.code === "OT") ctx.addIssue({ code: "custom", path: ["additions", i, "code"], message: "code OT is used by the overtime line; give this addition another code" });
    });
  }
  if (input.offCycle !== undefined) {
    // What an off-cycle payslip may carry: pay for the month's days and its benefits belong to the regular run.
    const regular: [keyof typeof input, string][] = [["overtime", "overtime"], ["perquisites", "perquisites"], ["lopDays", "loss of pay"]];
    for (const [key, words] of regular) {
      const v = input[key];
      if (v !== undefined && !(key === "lopDays" && v === 0) && !(Array.isArray(v) && v.length === 0)) {
        ctx.addIssue({ code: "custom", path: [key], message: `an off-cycle payslip pays no ${words}: it belongs to the month's regular run` });
      }
    }
    (input.additions ?? []).forEach((a, i) => {
      if (a.pfWage) ctx.addIssue({ code: "custom", path: ["additions", i, "pfWage"], message: "an off-cycle payslip takes PF on arrears only: pay PF wages in the regular run" });
    });
    if ((input.additions ?? []).length === 0 && (input.arrears ?? []).length === 0) {
      ctx.addIssue({ code: "custom", path: ["offCycle"], message: "an off-cycle payslip needs at least one addition or arrear to pay" });
    }
  }
  const pf = input.pf;
  if (pf?.employerOnActual && pf.wageBasis !== "actual") {
    ctx.addIssue({ code: "custom", path: ["pf", "employerOnActual"], message: "employerOnActual needs wageBasis \"actual\"" });
  }
  if (pf?.vpfPercent !== undefined && pf.vpfAmount !== undefined) {
    ctx.addIssue({ code: "custom", path: ["pf", "vpfAmount"], message: "give vpfPercent or vpfAmount, not both" });
  }
  (input.arrears ?? []).forEach((a, i) => {
    if (a.fromMonth >= input.period) ctx.addIssue({ code: "custom", path: ["arrears", i, "fromMonth"], message: "arrears must relate to an earlier month" });
    if ((a.pfWage ?? 0) > a.amount) ctx.addIssue({ code: "custom", path: ["arrears", i, "pfWage"], message: "pfWage cannot exceed the arrear amount" });
  });
});

function safeRefs(formula: string, ctx: z.RefinementCtx, path: (string | number)[]): readonly string[] {
  try {
    return formulaFor(formula).refs;
  } catch (err) {
    ctx.addIssue({ code: "custom", path, message: err instanceof PayrollError ? err.message : "formula is not valid" });
    return [];
  }
}

export type PayslipInput = z.infer<typeof PayslipInputSchema>;
export type Component = z.infer<typeof ComponentSchema>;
export type Arrear = z.infer<typeof ArrearSchema>;
export type Addition = z.infer<typeof AdditionSchema>;
export type WageBasis = z.infer<typeof WageBasisSchema>;
export type Perquisite = z.infer<typeof PerquisiteSchema>;
export type MinimumWageCheck = z.infer<typeof MinimumWageCheckSchema>;

// ---------------------------------------------------------------------------------------------- output

const LineSchema = z.object({
  code: z.string(),
  name: z.string(),
  amount: z.number().int(),
  /** How the amount was worked out, in words a payroll officer reads. */
  working: z.string(),
});

export const PfResultSchema = z.object({
  epfWages: z.number().int(),
  epsWages: z.number().int(),
  edliWages: z.number().int(),
  employerWages: z.number().int(),
  employee: z.number().int(),
  vpf: z.number().int(),
  eps: z.number().int(),
  employerEpf: z.number().int(),
  edli: z.number().int(),
  admin: z.number().int(),
  epsMember: z.boolean(),
  ncpDays: z.number().int(),
  arrears: z
    .object({ epfWages: z.number().int(), epsWages: z.number().int(), employee: z.number().int(), eps: z.number().int(), employerEpf: z.number().int() })
    .nullable(),
});

export const EsiResultSchema = z.object({
  covered: z.boolean(),
  wages: z.number().int(),
  employee: z.number().int(),
  employer: z.number().int(),
  coveredUntil: z.string().nullable(),
  reason: z.string(),
});

export const TaxResultSchema = z.object({
  taxYear: z.string(),
  regime: z.enum(["new", "old"]),
  projectedGrossSalary: z.number().int(),
  /**
   * In the order taken. `head` and `section` place each item in Form 16 Part B (tds.ts DeductionHead): absent on
   * payslips computed before they were recorded.
   */
  exemptionsAndDeductions: z.array(
    z.object({
      name: z.string(),
      amount: z.number().int(),
      working: z.string().optional(),
      head: z.enum(["exempt", "salary", "houseProperty", "chapterVIA"]).optional(),
      section: z.enum(["10(13A)", "16(ia)", "16(iii)", "24(b)", "80C", "80CCD(1B)", "80CCD(2)", "80D", "other"]).optional(),
    }),
  ),
  taxableIncome: z.number().int(),
  slabTax: z.number().int(),
  rebate: z.number().int(),
  surcharge: z.number().int(),
  cess: z.number().int(),
  annualTax: z.number().int(),
  /** The employee has not furnished a PAN: the year's deduction follows s.206AA (ITA 2025 s.397(2)(b)). */
  panNotFurnished: z.boolean(),
  /**
   * What the year's TDS adds up to: annualTax, or without a PAN the higher of annualTax and 20% of
   * taxable income (nothing when taxable income is not above the income on which no tax is charged).
   */
  annualWithholding: z.number().int(),
  deductedBefore: z.number().int(),
  /** Perquisites in this year's projection (recurring ones for the months ahead too); in projectedGrossSalary. */
  perquisites: z.number().int().optional(),
  /**
   * Income under other heads taken into account (s.192(2B) / s.392(4)(a)), as signed annual amounts: the
   * employee's declared other income, and house property (a loss is negative; 0 where it is not set off).
   */
  otherIncome: z.array(z.object({ name: z.string(), amount: z.number().int(), working: z.string().optional(), head: z.enum(["houseProperty", "otherSources"]).optional() })).optional(),
  /** Salary from earlier employers this tax year (tax.previousEmployer.taxableSalary), inside projectedGrossSalary. */
  previousEmployerSalary: z.number().int().optional(),
  remainingMonths: z.number().int(),
  /** Relief for arrears of earlier years (s.89(1); 2025 Act s.157) taken off this month's deduction. */
  arrearsRelief: z.number().int().optional(),
  regularThisMonth: z.number().int(),
  oneOffTax: z.number().int(),
  thisMonth: z.number().int(),
});

export const PayslipSchema = z.object({
  employee: z.object({ id: z.string(), name: z.string(), state: z.string(), pan: z.string().optional(), uan: z.string().optional() }),
  period: z.string(),
  days: z.object({ inMonth: z.number().int(), employed: z.number().int(), lop: z.number(), payable: z.number() }),
  earnings: z.array(LineSchema),
  deductions: z.array(LineSchema),
  employerContributions: z.array(LineSchema),
  /** Perquisites (present when the input has any): valued and taxed, not paid, so outside the totals. */
  perquisites: z.array(LineSchema).optional(),
  /** Reimbursements (present when the input has any): paid with the salary, outside gross earnings, in net pay. */
  reimbursements: z.array(LineSchema).optional(),
  totals: z.object({
    grossEarnings: z.number().int(),
    totalDeductions: z.number().int(),
    netPay: z.number().int(),
    /** What reimbursements add to net pay (present when there are any). */
    reimbursements: z.number().int().optional(),
    employerContributions: z.number().int(),
    costToEmployer: z.number().int(),
  }),
  pf: PfResultSchema.nullable(),
  esi: EsiResultSchema.nullable(),
  incomeTax: TaxResultSchema,
  bank: z.object({ accountNumber: z.string(), ifsc: z.string(), beneficiaryName: z.string() }).nullable(),
  warnings: z.array(z.string()),
});

export type Line = z.infer<typeof LineSchema>;
export type PfResult = z.infer<typeof PfResultSchema>;
export type EsiResult = z.infer<typeof EsiResultSchema>;
export type TaxResult = z.infer<typeof TaxResultSchema>;
export type Payslip = z.infer<typeof PayslipSchema>;

export function payslipInputJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(PayslipInputObject, { io: "input" }) as Record<string, unknown>;
}

export function payslipJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(PayslipSchema) as Record<string, unknown>;
}
