// Engine throughput: payslips per second over 100,000 varied employees, and the time for a
// 10,000-employee run. Inputs are built up front from a seeded PRNG so every run computes the same
// payslips; the timed loop calls only computePayslipUnchecked (inputs validated at the boundary).
//
//   node packages/payroll/bench/engine.ts      prints a table
//   import { benchPayrollEngine } from ".../bench/engine.ts"   for npm run bench

import { computePayslip, computePayslipUnchecked, type PayslipInput } from "../src/index.ts";

export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  note?: string;
}

/** mulberry32: small, fast, seeded. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STATES = ["MH", "KA", "WB", "TN", "TG", "AP", "GJ", "MP", "KL", "DL", "HR", "UP"] as const;
const PERIODS = ["2025-06", "2025-09", "2025-12", "2026-02", "2026-03", "2026-04", "2026-09", "2026-10", "2026-12", "2027-03"];

export function buildEmployees(count: number, seed = 42): PayslipInput[] {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const out: PayslipInput[] = [];
  for (let i = 0; i < count; i++) {
    const monthlyGross = Math.round(8_000 + rnd() * rnd() * 400_000) * 100;
    const basicPct = pick([40, 50, 60]);
    const period = pick(PERIODS);
    const y = Number(period.slice(0, 4));
    const joinRoll = rnd();
    const dateOfJoining = joinRoll < 0.05 ? `${period}-${String(2 + Math.floor(rnd() * 26)).padStart(2, "0")}` : `${y - 1 - Math.floor(rnd() * 10)}-0${1 + Math.floor(rnd() * 9)}-15`;
    const leaving = rnd() < 0.03 ? `${period}-${String(1 + Math.floor(rnd() * 27)).padStart(2, "0")}` : undefined;
    const dateOfLeaving = leaving !== undefined && leaving >= dateOfJoining ? leaving : undefined;
    const ytdMonths = Math.floor(rnd() * 11);
    const regime = rnd() < 0.75 ? "new" : "old";
    const input: PayslipInput = {
      period,
      employee: {
        id: `E${i}`,
        name: `Employee ${i}`,
        dateOfBirth: `${1960 + Math.floor(rnd() * 45)}-0${1 + Math.floor(rnd() * 9)}-1${Math.floor(rnd() * 9)}`,
        dateOfJoining,
        ...(dateOfLeaving ? { dateOfLeaving } : {}),
        gender: rnd() < 0.4 ? "female" : "male",
        state: pick(STATES),
        city: pick(["Mumbai", "Pune", "Nagpur", "Chennai", "Bengaluru"]),
        uan: String(100000000000 + i),
      },
      components: [
        // Basic as a share of a notional CTC component keeps structures realistic without a formula each.
        { code: "CTC", name: "CTC reference", calc: "fixed", amount: monthlyGross, taxable: false, pfWage: false, esiWage: false, prorate: false },
        { code: "BASIC", name: "Basic", type: "basic", calc: "percent", percent: basicPct, of: ["CTC"] },
        { code: "HRA", name: "HRA", type: "hra", calc: "percent", percent: 40, of: ["BASIC"] },
        { code: "CONV", name: "Conveyance", type: "conveyance", calc: "formula", formula: "min(1600, BASIC * 0.1)" },
        { code: "SPECIAL", name: "Special allowance", type: "special", calc: "formula", formula: "max(0, CTC - BASIC - HRA - CONV)" },
      ],
      lopDays: rnd() < 0.15 ? Math.floor(rnd() * 6) / 2 : 0,
      pf: { wageBasis: rnd() < 0.2 ? "actual" : "ceiling", ...(rnd() < 0.05 ? { vpfPercent: 10 } : {}) },
      tax: {
        regime,
        ...(regime === "old" ? { declarations: { rentPerMonth: 1_500_000, section80C: 10_000_000, section80DSelf: 2_500_000 } } : {}),
      },
      ytd: {
        taxableIncome: monthlyGross * ytdMonths,
        tdsDeducted: Math.floor(monthlyGross * ytdMonths * 0.05),
        professionalTax: 20_000 * ytdMonths,
        basicDa: Math.floor((monthlyGross * basicPct * ytdMonths) / 100),
      },
      ...(rnd() < 0.1 ? { additions: [{ code: "BONUS", description: "Performance bonus", amount: monthlyGross }] } : {}),
    };
    out.push(input);
  }
  return out;
}

function run(inputs: readonly PayslipInput[]): number {
  let net = 0;
  for (const input of inputs) net += computePayslipUnchecked(input).totals.netPay;
  return net;
}

export async function benchPayrollEngine(): Promise<BenchFigure[]> {
  const employees = buildEmployees(100_000);
  run(employees.slice(0, 20_000)); // warm-up: let the JIT settle
  const t0 = performance.now();
  run(employees);
  const ms = performance.now() - t0;
  const perSecond = Math.round((employees.length / ms) * 1000);

  const tenK = employees.slice(0, 10_000);
  const t1 = performance.now();
  run(tenK);
  const tenKms = performance.now() - t1;
  // The same run through the validating entry point: what a run that parses untrusted input pays.
  const t2 = performance.now();
  for (const input of tenK) computePayslip(input);
  const validatedMs = performance.now() - t2;
  return [
    { name: "payroll engine: payslips per second (one core)", value: perSecond, unit: "payslips/s", note: "100,000 varied employees, goal ≥ 100,000/s" },
    { name: "payroll engine: 10,000-employee run", value: Math.round(tenKms * 10) / 10, unit: "ms", note: "engine share only: no validation, I/O or database" },
    { name: "payroll engine: 10,000-employee run with validation", value: Math.round(validatedMs * 10) / 10, unit: "ms", note: "Zod parse of each input + engine" },
  ];
}

if (import.meta.main) {
  const figures = await benchPayrollEngine();
  console.table(figures);
}
