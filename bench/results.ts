// Figures kept between runs (issue 19): each section writes what it measured to bench/results/<section>.json
// (gitignored) with when and how loaded the machine was, and the budget table reads the latest of each, so a
// table of every budget can be printed after one full run, after one section, or assembled from separate
// runs (`npm run bench -- --table`).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const RESULTS_DIR = fileURLToPath(new URL("./results/", import.meta.url));

/** One figure as measured, printed as it was in its section. */
export interface SavedFigure {
  /** The section's own name for it, e.g. "directory search". */
  name: string;
  /** PGlite, PostgreSQL, "PostgreSQL, two servers", … */
  database: string;
  value: number;
  /** The figure as printed: "p95 12.3 ms", "1.42 s", "14,230/s". */
  measured: string;
  /** True within budget, false over, null when it has none. */
  pass: boolean | null;
}

export interface SectionResults {
  section: string;
  at: string;
  loadAverage: number;
  cores: number;
  command: string;
  figures: SavedFigure[];
}

/** Writes a section's figures; returns them as saved (for the table printed at the section's end). */
export function saveSection(section: string, figures: SavedFigure[]): SectionResults {
  const saved: SectionResults = { section, at: new Date().toISOString(), loadAverage: loadavg()[0] ?? 0, cores: cpus().length, command: `npm run bench -- ${process.argv.slice(2).join(" ")}`.trim(), figures };
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `${section}.json`), `${JSON.stringify(saved, null, 2)}\n`);
  return saved;
}

/** The latest saved figures of every section (or of those in `file`, a saved section or a list of them). */
export function loadSaved(file?: string): SectionResults[] {
  if (file) {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as SectionResults | SectionResults[];
    return Array.isArray(parsed) ? parsed : [parsed];
  }
  let names: string[] = [];
  try {
    names = readdirSync(RESULTS_DIR).filter((n) => n.endsWith(".json"));
  } catch {}
  return names.map((n) => JSON.parse(readFileSync(join(RESULTS_DIR, n), "utf8")) as SectionResults);
}

/** Every budget in PRODUCT.md ("Budgets") and DESIGN.md ("Performance budgets"), and where its figure comes from. */
export const BUDGETS: { doc: "PRODUCT.md" | "DESIGN.md"; work: string; budget: string; section: string; figure: RegExp }[] = [
  { doc: "PRODUCT.md", work: "payroll run computed and saved", budget: "≤ 2 s", section: "payroll", figure: /^run computed and saved$/ },
  { doc: "PRODUCT.md", work: "payslip PDFs for the whole firm", budget: "≤ 60 s on two cores", section: "payroll", figure: /^payslip PDFs mailed, whole firm$/ },
  { doc: "PRODUCT.md", work: "a month of punches into day records", budget: "≤ 10 s", section: "attendance", figure: /^cycle → day records$/ },
  { doc: "PRODUCT.md", work: "device punch ingest", budget: "≥ 10,000/s", section: "attendance", figure: /^device ingest$/ },
  { doc: "PRODUCT.md", work: "leave balances of everyone as of a date", budget: "≤ 1 s", section: "leave", figure: /^balances of everyone$/ },
  { doc: "PRODUCT.md", work: "directory search", budget: "p95 ≤ 30 ms", section: "people", figure: /^directory search$/ },
  { doc: "PRODUCT.md", work: "signed-in pages and API under 200 connections (demo firm)", budget: "p99 ≤ 100 ms, 0 errors", section: "signed-in", figure: /^signed-in, demo firm$/ },
  { doc: "PRODUCT.md", work: "signed-in pages and API under 200 connections (many firms)", budget: "p99 ≤ 100 ms, 0 errors", section: "firms", figure: /^signed-in mix/ },
  { doc: "DESIGN.md", work: "public pages: Lighthouse mobile 100, CLS ≤ 0.02", budget: "100 and ≤ 0.02 on every page", section: "main", figure: /^Lighthouse / },
  { doc: "DESIGN.md", work: "cached public reads and anonymous pages", budget: "≥ 50 % of /healthz", section: "main", figure: /^cached / },
  { doc: "DESIGN.md", work: "click ingest, accepted and stored (autocannon)", budget: "≥ 20,000/s", section: "main", figure: /^click ingest/ },
  { doc: "DESIGN.md", work: "click ingest, accepted and stored (pipelined client)", budget: "≥ 20,000/s", section: "clicks", figure: /^click ingest, accepted/ },
  { doc: "DESIGN.md", work: "click ingest, one core's rate at the server's CPU per click (derived)", budget: "≥ 20,000/s", section: "clicks", figure: /^click ingest, one core/ },
  { doc: "DESIGN.md", work: "mixed public traffic under 200 connections", budget: "0 errors", section: "mixed", figure: /^mixed traffic$/ },
];

/** The budget table's rows from saved sections: one per budget and database measured, or "not measured". */
export function budgetRows(saved: SectionResults[], onlySections?: string[]): string[][] {
  const rows: string[][] = [];
  for (const b of BUDGETS) {
    if (onlySections && !onlySections.includes(b.section)) continue;
    const section = saved.find((s) => s.section === b.section);
    const found = section?.figures.filter((f) => b.figure.test(f.name)) ?? [];
    if (found.length === 0) {
      rows.push([b.work, b.doc, b.budget, "—", "not measured", "—", section ? `${b.section}, ${when(section)}` : `${b.section} (no saved run)`]);
      continue;
    }
    for (const f of found) {
      rows.push([b.work, b.doc, b.budget, f.database, f.measured, f.pass === null ? "—" : f.pass ? "met" : "NOT MET", `${b.section}, ${when(section as SectionResults)}`]);
    }
  }
  return rows;
}

export const BUDGET_HEAD = ["work", "from", "budget", "database", "measured", "verdict", "section, when (load average)"];

function when(s: SectionResults): string {
  return `${s.at.slice(0, 16).replace("T", " ")} UTC (${s.loadAverage.toFixed(1)})`;
}
