// What the monthly TDS takes from people's declarations (issue 17): the amounts HR verified on the proofs;
// before that, the amounts declared — until the proof window closes, after which an unproven declaration
// no longer lowers the tax (as Indian payroll does from February). Only the old regime uses them; the new
// regime's tax ignores them in the engine.
import { indiaToday } from "@vetan/shared/dates";
import type { DeclaredAmounts } from "@vetan/shared/tax-declarations";
import { and, eq } from "drizzle-orm";
import { payrollSettings, taxDeclarations } from "../../db/schema.ts";
import type { Tx } from "../../platform/db/client.ts";
import { anyId } from "../../platform/db/ids.ts";

/** The engine's old-regime declarations (paise, annual except rent). */
export interface EngineDeclarations {
  rentPerMonth?: number;
  section80C?: number;
  section80CCD1B?: number;
  section80DSelf?: number;
  section80DParents?: number;
  parentsSenior?: boolean;
  homeLoanInterest?: number;
  otherDeductions?: number;
}

export interface TaxInput {
  declarations?: EngineDeclarations;
  /** The city of the rented home: the HRA exemption is 50% of salary in the four metros, 40% elsewhere. */
  city?: string;
  /** Why TDS uses what it uses, in words, when it is not the plain case. */
  note?: string;
}

export function engineDeclarations(amounts: DeclaredAmounts, parentsSenior: boolean): EngineDeclarations {
  const out: EngineDeclarations = {};
  const put = (key: Exclude<keyof EngineDeclarations, "parentsSenior">, v: number | undefined) => {
    if (v && v > 0) out[key] = v;
  };
  put("rentPerMonth", amounts.rent_per_month);
  put("section80C", amounts.section_80c);
  put("section80CCD1B", amounts.section_80ccd_1b);
  put("section80DSelf", amounts.section_80d_self);
  put("section80DParents", amounts.section_80d_parents);
  put("homeLoanInterest", amounts.home_loan_interest);
  put("otherDeductions", amounts.other_deductions);
  if (parentsSenior) out.parentsSenior = true;
  return out;
}

export interface Windows {
  declarationsFrom: string | null;
  declarationsTo: string | null;
  proofsFrom: string | null;
  proofsTo: string | null;
}

export async function windowsOf(tx: Tx, firmId: string): Promise<Windows> {
  const [row] = await tx
    .select({ declarationsFrom: payrollSettings.declarationsFrom, declarationsTo: payrollSettings.declarationsTo, proofsFrom: payrollSettings.proofsFrom, proofsTo: payrollSettings.proofsTo })
    .from(payrollSettings)
    .where(eq(payrollSettings.firmId, firmId));
  return row ?? { declarationsFrom: null, declarationsTo: null, proofsFrom: null, proofsTo: null };
}

/** Which amounts a declaration puts into TDS on `day`, and the words for it. */
export function amountsInUse(row: { declared: DeclaredAmounts; verified: DeclaredAmounts | null }, proofsTo: string | null, day: string): { amounts: DeclaredAmounts; note: string } {
  if (row.verified) return { amounts: row.verified, note: "The amounts HR verified on your proofs" };
  if (proofsTo && proofsTo < day) return { amounts: {}, note: `Proofs were due by ${proofsTo} and were not verified: TDS no longer counts the declarations` };
  return { amounts: row.declared, note: "The amounts you declared, until HR verifies your proofs" };
}

/** Each person's tax inputs for a run of `month` (only people who declared anything). */
export async function taxInputsFor(tx: Tx, firmId: string, taxYear: string, ids: readonly string[], day = indiaToday()): Promise<Map<string, TaxInput>> {
  const out = new Map<string, TaxInput>();
  if (ids.length === 0) return out;
  const rows = await tx.select().from(taxDeclarations).where(and(eq(taxDeclarations.firmId, firmId), eq(taxDeclarations.taxYear, taxYear), anyId(taxDeclarations.employeeId, ids)));
  if (rows.length === 0) return out;
  const { proofsTo } = await windowsOf(tx, firmId);
  for (const row of rows) {
    const { amounts, note } = amountsInUse(row, proofsTo, day);
    const declarations = engineDeclarations(amounts, row.parentsSenior);
    out.set(row.employeeId, { declarations, ...(row.rentCity ? { city: row.rentCity } : {}), note });
  }
  return out;
}
