// Leave engine throughput: the balances of 10,000 employees × 6 leave types as of one day, through the
// replay with its ledger in words (replayLedger) and through the words-free fast path (replayBalance).
// Inputs are built up front from a seeded PRNG, so every run replays the same people.
//
//   node packages/leave/bench.ts            prints µs per replay for both paths
//   import { benchLeaveEngine } from ".../packages/leave/bench.ts"   for a bench runner
//
// Realistic people: joined 0–10 years before 25 Nov 2026; a monthly accrual of 12–18 days a year,
// credited at the month's start or end, pro-rated by days; carry forward up to 30 days (some types
// encash up to 10 above it, some expire carried days after 90 days); a few requests a year, now and then
// cancelled; now and then an adjustment or a compensatory off.
import { addDays } from "@vetan/shared/dates";
import type { LeaveEvent, LedgerInput } from "./src/ledger.ts";
import { replayBalance, replayLedger } from "./src/ledger.ts";
import type { LeavePolicyVersion } from "./src/policy.ts";

export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  note?: string;
}

const AS_OF = "2026-11-25";
const EMPLOYEES = 10_000;
const TYPES = 6;

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

function version(perYearDays: number, timing: "start" | "end", encashDays: number, carriedExpireAfterDays: number | null): LeavePolicyVersion {
  return {
    effectiveFrom: "2010-01-01",
    yearStart: "calendar",
    accrual: { kind: "periodic", perYear: perYearDays * 100, period: "monthly", timing, proration: { kind: "days" } },
    rounding: { step: 50, mode: "nearest" },
    yearEnd: { carryForwardCap: 3000, carriedExpireAfterDays, encashCap: encashDays * 100 },
    tracksBalance: true,
    negativeLimit: 200,
    compOffExpiresAfterDays: 60,
    halfDays: true,
    sandwich: false,
    minDaysPerRequest: 50,
    maxDaysPerRequest: null,
    noticeDays: 0,
    documentAboveDays: null,
    genders: null,
    employmentTypes: null,
  };
}

/** A firm's six leave types: one array of versions each, shared by every employee (as a firm's policy is). */
function leaveTypes(): LeavePolicyVersion[][] {
  return [
    [version(12, "start", 0, null)],
    [version(15, "end", 10, null)],
    [version(18, "end", 0, 90)],
    [version(14, "start", 5, null)],
    // A type whose rules changed: 16 a year until March 2024, 18 after.
    [version(16, "end", 0, null), { ...version(18, "end", 0, null), effectiveFrom: "2024-04-01" }],
    [version(13, "start", 0, 180)],
  ];
}

/** 10,000 employees × 6 types of inputs, as of 25 Nov 2026. */
export function buildInputs(employees = EMPLOYEES, seed = 42): LedgerInput[] {
  const rnd = prng(seed);
  const types = leaveTypes();
  const inputs: LedgerInput[] = [];
  for (let p = 0; p < employees; p++) {
    const joiningDate = addDays(AS_OF, -Math.floor(rnd() * 3653));
    const person = { joiningDate, lastDay: null };
    for (let t = 0; t < TYPES; t++) {
      const events: LeaveEvent[] = [];
      const years = Number(AS_OF.slice(0, 4)) - Number(joiningDate.slice(0, 4)) + 1;
      let n = 0;
      for (let y = 0; y < years; y++) {
        const requests = 2 + Math.floor(rnd() * 4);
        for (let r = 0; r < requests; r++) {
          const date = addDays(joiningDate, Math.floor(rnd() * 365) + y * 365);
          if (date > AS_OF) continue;
          const days = (1 + Math.floor(rnd() * 6)) * 50;
          const cancelledOn = rnd() < 0.1 ? addDays(date, Math.floor(rnd() * 10) - 3) : null;
          events.push({ kind: "taken", id: `r${n++}`, date, days, cancelledOn, label: "Leave" });
        }
        if (rnd() < 0.1) events.push({ kind: "adjusted", id: `a${n++}`, date: addDays(joiningDate, y * 365 + 30), days: 100, reason: "Correction" });
        if (rnd() < 0.1) events.push({ kind: "comp_off_earned", id: `c${n++}`, date: addDays(joiningDate, y * 365 + 100), days: 100 });
      }
      inputs.push({ versions: types[t] as LeavePolicyVersion[], person, events: events.filter((e) => e.date <= AS_OF), asOf: AS_OF });
    }
  }
  return inputs;
}

const ROUNDS = 5;

interface Timing {
  /** Wall-clock µs per replay, each round. */
  wall: number[];
  /** CPU µs per replay (this process, user + system), each round: what a busy shared machine disturbs least. */
  cpu: number[];
  /** The sum of the balances (the same each round). */
  total: number;
}

function time(inputs: readonly LedgerInput[], replay: (input: LedgerInput) => { balance: number }): Timing {
  const timing: Timing = { wall: [], cpu: [], total: 0 };
  for (let r = 0; r < ROUNDS; r++) {
    let total = 0;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    for (const input of inputs) total += replay(input).balance;
    const wall = performance.now() - t0;
    const cpu = process.cpuUsage(c0);
    timing.wall.push((wall * 1000) / inputs.length);
    timing.cpu.push((cpu.user + cpu.system) / inputs.length);
    timing.total = total;
  }
  return timing;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const round2 = (x: number) => Math.round(x * 100) / 100;

export function benchLeaveEngine(): BenchFigure[] {
  const inputs = buildInputs();
  // Warm-up: let the JIT settle on both paths.
  for (const input of inputs.slice(0, 3000)) replayLedger(input);
  for (const input of inputs.slice(0, 20_000)) replayBalance(input);
  const fast = time(inputs, replayBalance);
  const words = time(inputs, replayLedger);
  if (fast.total !== words.total) throw new Error(`the fast path's balances (${fast.total}) differ from the ledger's (${words.total})`);
  const n = inputs.length.toLocaleString("en-IN");
  const rounds = (t: Timing) => `${n} replays × ${ROUNDS} rounds; best ${round2(Math.min(...t.wall))} µs, CPU median ${round2(median(t.cpu))} µs`;
  const fastMedian = median(fast.wall);
  return [
    { name: "leave engine: replayBalance (no words), median", value: round2(fastMedian), unit: "µs/replay", note: `${rounds(fast)}; goal ≤ 15 µs` },
    { name: "leave engine: replayLedger (entries in words), median", value: round2(median(words.wall)), unit: "µs/replay", note: rounds(words) },
    { name: "leave engine: 10,000 employees × 6 types as of a day, fast path", value: Math.round((fastMedian * inputs.length) / 1000), unit: "ms", note: "goal < 1,000 ms" },
  ];
}

if (import.meta.main) {
  console.table(benchLeaveEngine());
}
