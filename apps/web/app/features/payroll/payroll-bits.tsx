// Small pieces the payroll screens share: amounts in rupees, a month's name, a run's status and its steps.
import { formatPaise } from "@vetan/shared/money";
import type { RunStatus, RunStep } from "@vetan/shared/payroll";

/** ₹1,23,456.00, or a dash for nothing. */
export const rupees = (paise: number | null | undefined) => (paise === null || paise === undefined ? "—" : formatPaise(paise));

export { monthLabel, runLabel } from "@vetan/shared/payroll";

/** A ledger's totals over its table: each label with its amount in rupees, and whatever else follows. */
export function LedgerTotals({ figures, children }: { figures: readonly (readonly [string, number])[]; children?: React.ReactNode }) {
  return (
    <dl className="pay-figures ledger-totals">
      {figures.map(([label, paise]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{rupees(paise)}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}

const STATUS_WORDS: Record<RunStatus, string> = {
  draft: "Draft",
  computing: "Computing",
  computed: "Ready for review",
  approved: "Approved and locked",
  released: "Released",
};

export function RunStatusChip({ status }: { status: RunStatus }) {
  return (
    <span className="pay-status" data-status={status}>
      {STATUS_WORDS[status]}
    </span>
  );
}

/** The five steps of a run, each with its state in words as well as in colour. */
export function RunSteps({ steps }: { steps: RunStep[] }) {
  return (
    <ol className="pay-steps">
      {steps.map((s, i) => (
        <li key={s.key} className="pay-step" data-state={s.state} aria-current={s.state === "current" ? "step" : undefined}>
          <span className="pay-step__n" aria-hidden="true">
            {s.state === "done" ? "✓" : i + 1}
          </span>
          <span className="pay-step__text">
            <strong>{s.label}</strong>
            <span className="visually-hidden">{s.state === "done" ? " (done)" : s.state === "current" ? " (now)" : " (later)"}</span>
            <span className="pay-step__detail">{s.detail}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Payslip-like lines: each item's name with how it was worked out, and its amount. */
export function LineRows({ lines }: { lines: readonly { code: string; name: string; amount: number; working: string }[] }) {
  return lines.map((l) => (
    <tr key={l.code}>
      <th scope="row">
        {l.name}
        <span className="pay-lines__working">{l.working}</span>
      </th>
      <td className="is-num">{rupees(l.amount)}</td>
    </tr>
  ));
}

/** The end of a payroll form: the server's refusal in words (when not beside a field) and the button. */
export function FormEnd({ error, busy, label }: { error: string | undefined; busy: boolean; label: string }) {
  return (
    <>
      {error && (
        <p className="dash-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {label}
      </button>
    </>
  );
}
