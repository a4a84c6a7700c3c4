// From a firm's structure (shared/payroll StructureComponent, amounts a person's gross decides) to the
// engine's components for one person, and the figures a structure screen shows: a sample breakup, the
// Labour Codes' wage test, and the monthly gross a CTC buys. Pure: no database.
import { type Component, computePayslipUnchecked, ESI_RULES, type PayslipInput, type Payslip, parsePayslipInput } from "@vetan/payroll";
import { GROSS, type StructureComponent } from "@vetan/shared/payroll";
import { formatPaise } from "@vetan/shared/money";

/** The product's state codes that the engine (ISO 3166-2:IN as revised) spells differently. */
const ENGINE_STATE: Record<string, string> = { CG: "CT", OD: "OR", TS: "TG", UK: "UT" };
export const engineState = (code: string): string => ENGINE_STATE[code] ?? code;

/** The engine's tax tables run from April 2025; a month before that is worked as April 2025 for estimates. */
export const FIRST_ENGINE_MONTH = "2025-04";

/**
 * The engine's components for a person whose monthly gross is `gross` (paise): "percent of GROSS" becomes
 * the amount it names (the engine knows only earlier components), the balance takes the gross.
 */
export function engineComponents(components: readonly StructureComponent[], gross: number): Component[] {
  return components.map((c): Component => {
    const base = {
      code: c.code,
      name: c.name,
      type: c.kind,
      ...(c.taxable === undefined ? {} : { taxable: c.taxable }),
      ...(c.pf_wage === undefined ? {} : { pfWage: c.pf_wage }),
      ...(c.esi_wage === undefined ? {} : { esiWage: c.esi_wage }),
    };
    switch (c.calc) {
      case "fixed":
        return { ...base, calc: "fixed", amount: c.amount ?? 0 };
      case "percent": {
        const of = c.of ?? [];
        if (of.includes(GROSS)) {
          // A share of the gross (and of any components named with it), in whole paise, half up.
          return { ...base, calc: "fixed", amount: Math.round((gross * (c.percent ?? 0)) / 100) };
        }
        return { ...base, calc: "percent", percent: c.percent ?? 0, of };
      }
      case "formula":
        return { ...base, calc: "formula", formula: c.formula ?? "0" };
      default:
        return { ...base, calc: "balance", monthlyGross: gross };
    }
  });
}

/** What the engine needs of a person to work an estimate (the real run uses the person's own facts). */
export interface EstimatePerson {
  dateOfBirth: string | null;
  joiningDate: string;
  gender: "male" | "female" | "other" | null;
  state: string | null;
  pfApplicable: boolean;
  esiApplicable: boolean;
}

const SAMPLE_PERSON: EstimatePerson = { dateOfBirth: "1990-01-01", joiningDate: "2024-04-01", gender: "other", state: "KA", pfApplicable: true, esiApplicable: true };

function estimateInput(components: readonly StructureComponent[], gross: number, month: string, person: EstimatePerson): PayslipInput {
  const period = month < FIRST_ENGINE_MONTH ? FIRST_ENGINE_MONTH : month;
  const joining = person.joiningDate > `${period}-01` ? `${period}-01` : person.joiningDate;
  const dob = person.dateOfBirth && person.dateOfBirth < joining ? person.dateOfBirth : "1990-01-01";
  return {
    period,
    // A placeholder PAN: an estimate is about pay, not about the higher tax withheld without a PAN.
    employee: { id: "estimate", name: "Estimate", dateOfBirth: dob < joining ? dob : "1950-01-01", dateOfJoining: joining, gender: person.gender ?? "other", state: engineState(person.state ?? "KA") as PayslipInput["employee"]["state"], pan: "ABCPE1234F" },
    components: engineComponents(components, gross),
    pf: { applicable: person.pfApplicable },
    esi: { applicable: person.esiApplicable },
    tax: { regime: "new" },
  };
}

export type EngineCheck = { ok: true; payslip: Payslip } | { ok: false; errors: { path: string; message: string }[] };

/** Works a structure on a gross through the engine's own validation: a formula naming an unknown component is refused here. */
export function checkStructure(components: readonly StructureComponent[], gross = 50_000_00, month = FIRST_ENGINE_MONTH, person: EstimatePerson = SAMPLE_PERSON): EngineCheck {
  const parsed = parsePayslipInput(estimateInput(components, gross, month, person));
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  try {
    return { ok: true, payslip: computePayslipUnchecked(parsed.input) };
  } catch (error) {
    return { ok: false, errors: [{ path: "components", message: error instanceof Error ? error.message : "The engine could not work this structure" }] };
  }
}

/**
 * The Labour Codes' wage test (Code on Wages s.2(y)): basic, DA and retaining allowance should be at least
 * half of the remuneration; allowances above half count as wages for PF, gratuity and bonus. A warning in
 * words, or null when the structure passes on this payslip.
 */
export function wageWarning(payslip: Payslip, components: readonly StructureComponent[]): string | null {
  const wageKinds = new Set(["basic", "da", "retaining"]);
  const kindOf = new Map(components.map((c) => [c.code, c.kind]));
  const total = payslip.totals.grossEarnings;
  if (total <= 0) return null;
  const wages = payslip.earnings.filter((l) => wageKinds.has(kindOf.get(l.code) ?? "")).reduce((s, l) => s + l.amount, 0);
  if (wages * 2 >= total) return null;
  const share = Math.round((wages * 1000) / total) / 10;
  return `Wages (basic, DA, retaining) are ${share}% of the gross ${formatPaise(total)}: below the Labour Codes' 50%, so ${formatPaise(Math.ceil(total / 2) - wages)} of allowances counts as wages for PF, gratuity and bonus`;
}

export interface GrossFromCtc {
  gross: number;
  employer: number;
  working: string;
}

/**
 * The monthly gross an annual CTC buys: the largest gross whose employer contributions (PF, ESI, LWF as the
 * engine works them) fit in a twelfth of the CTC. The cost rises with the gross except where ESI coverage
 * ends (above its wage ceiling the employer's 3.25% stops), so the search runs below and above each ceiling
 * and keeps the larger answer that fits.
 */
export function grossFromCtc(components: readonly StructureComponent[], annualCtc: number, month: string, person: EstimatePerson): GrossFromCtc {
  const monthly = Math.floor(annualCtc / 12);
  const cost = (g: number) => {
    const r = checkStructure(components, g, month, person);
    return r.ok ? r.payslip.totals.costToEmployer : Number.POSITIVE_INFINITY;
  };
  const largestFitting = (lo: number, hi: number): number | null => {
    if (lo > hi || cost(lo) > monthly) return null;
    while (lo < hi) {
      const mid = Math.floor((lo + hi + 1) / 2);
      if (cost(mid) <= monthly) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  // Between two ceilings the cost only rises, so each stretch is searched alone.
  const ceilings = [...new Set(ESI_RULES.flatMap((r) => [r.wageCeiling, r.disabledWageCeiling]))].filter((c) => c < monthly).sort((a, b) => a - b);
  const starts = [0, ...ceilings.map((c) => c + 1)];
  const ends = [...ceilings, monthly];
  const candidates = starts.map((lo, i) => largestFitting(lo, ends[i] as number)).filter((g): g is number => g !== null);
  const gross = Math.max(0, ...candidates);
  const employer = monthly - gross >= 0 ? cost(gross) - gross : 0;
  const working = `Annual CTC ${formatPaise(annualCtc)} is ${formatPaise(monthly)} a month; the employer's contributions on a gross of ${formatPaise(gross)} are ${formatPaise(employer)}, so the monthly gross is ${formatPaise(gross)}${monthly - gross - employer > 0 ? ` (${formatPaise(monthly - gross - employer)} of the month's CTC is left over by rounding)` : ""}`;
  return { gross, employer, working };
}
