// Opening figures for a firm moving its payroll to Vetan mid-year: a sheet of each person's tax year so far
// (before the first run here), checked first — every bad cell in words — and applied only when all are good.
// The server decides; this panel sends the file, shows what it says, and offers to apply a clean sheet.
import { OPENING_COLUMNS } from "@vetan/shared/payroll";
import { useId, useState } from "react";
import { DashboardPanel } from "../../components/dashboard-shell.tsx";
import { ApiError, firmApi } from "../../lib/api.ts";
import { rupees } from "./payroll-bits.tsx";

interface Checked {
  rows: number;
  valid: number;
  errors: { row: number; column: string; message: string }[];
  applied: boolean;
  total: { taxable: number; tds: number };
}

export function OpeningsPanel() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(mode: "dry_run" | "apply") {
    if (!file) {
      setProblem("Choose the sheet first (.xlsx or .csv).");
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      setChecked(await firmApi<Checked>(`/payroll/openings/upload?mode=${mode}`, { method: "POST", body: file }));
    } catch (error) {
      setChecked(null);
      setProblem(error instanceof ApiError ? (error.fields.file ?? error.message) : "The sheet could not be sent; try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <DashboardPanel id="openings" title="Opening figures (moving to Vetan mid-year)">
      <p className="pay-templates__words">
        For each person, what the tax year paid before your first run here, so TDS spreads the year's tax over the months left. One row a person with the columns {OPENING_COLUMNS.join(", ")}; the last four may be empty.
      </p>
      <div className="pay-bank-form">
        <div className={`acc-field${problem ? " acc-field--invalid" : ""}`}>
          <div className="acc-field__label">
            <label htmlFor={`${id}-file`}>Sheet (.xlsx or .csv)</label>
          </div>
          <input
            id={`${id}-file`}
            type="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setChecked(null);
              setProblem(null);
            }}
          />
          {problem && (
            <p id={`${id}-error`} className="acc-field__error">
              {problem}
            </p>
          )}
        </div>
        <button type="button" className="button button--small" disabled={busy} onClick={() => void send("dry_run")}>
          Check the sheet
        </button>
        {checked && checked.errors.length === 0 && checked.valid > 0 && !checked.applied && (
          <button type="button" className="button button--small" disabled={busy} onClick={() => void send("apply")}>
            Apply {checked.valid.toLocaleString("en-IN")} rows
          </button>
        )}
      </div>
      {checked && (
        <output className="pay-templates__words pay-openings__result">
          {checked.applied
            ? `Applied: ${checked.valid.toLocaleString("en-IN")} people, taxable salary ${rupees(checked.total.taxable)}, TDS ${rupees(checked.total.tds)}.`
            : `${checked.valid.toLocaleString("en-IN")} of ${checked.rows.toLocaleString("en-IN")} rows are good${checked.errors.length ? `; fix the ${checked.errors.length.toLocaleString("en-IN")} below and check again` : ""}.`}
        </output>
      )}
      {checked && checked.errors.length > 0 && (
        <ul className="pay-missing-list">
          {checked.errors.map((e) => (
            <li key={`${e.row}-${e.column}`}>
              Row {e.row}, {e.column}: {e.message}
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
