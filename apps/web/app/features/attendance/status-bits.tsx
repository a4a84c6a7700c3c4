// The small pieces every attendance screen shares: a day's status code as a coloured chip (the code and
// its words carry the meaning; the colour only repeats them), the legend of codes, the cycle's totals, and
// the month picker that moves a screen a cycle back or forward through its address.
import { DAY_STATUS_CODES, DAY_STATUS_LABELS, type CycleTotals } from "@vetan/shared/attendance";
import { Link } from "react-router";
import { indiaToday } from "@vetan/shared/dates";
import { codeLabel, codeParts, cycleSpan, hoursText, LEGEND, monthLabel, shiftMonth } from "./attendance-format.ts";

/** A status code in its colour; the full words go to a screen reader (and a mouse's tooltip). */
export function StatusCode({ code, size = "normal" }: { code: string; size?: "normal" | "small" }) {
  if (!code) return null;
  // A day of leave ("L:CL") shows its type's code in the leave colour.
  const { shown, colour } = codeParts(code);
  return (
    <span className={`att-code${size === "small" ? " att-code--small" : ""}`} data-code={colour} title={codeLabel(code)}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{codeLabel(code)}</span>
    </span>
  );
}

/** What each code means, in the calendar's and the muster's colours. */
export function StatusLegend({ id }: { id: string }) {
  return (
    <div className="att-legend">
      <h3 id={id} className="att-legend__title">
        What the codes mean
      </h3>
      <ul className="att-legend__list" aria-labelledby={id}>
        {LEGEND.map((status) => (
          <li key={status}>
            <span className="att-code att-code--small" data-code={DAY_STATUS_CODES[status]} aria-hidden="true">
              {DAY_STATUS_CODES[status]}
            </span>
            {status === "leave" ? "Leave (shown by its type's code: CL, SL…)" : DAY_STATUS_LABELS[status]}
          </li>
        ))}
      </ul>
    </div>
  );
}

const n = (v: number) => v.toLocaleString("en-IN");

/** The cycle's figures, as payroll will take them. */
export function TotalsStrip({ totals, label }: { totals: CycleTotals; label: string }) {
  const items = [
    ["Paid days", n(totals.paid_days)],
    ["Loss of pay", `${n(totals.lop_days)} ${totals.lop_days === 1 ? "day" : "days"}`],
    ["Present", `${n(totals.present_days)} ${totals.present_days === 1 ? "day" : "days"}`],
    ["Late marks", n(totals.late_marks)],
    ["Overtime", `${hoursText(totals.overtime_minutes)} h`],
    ["Missing punches", n(totals.missing_punch_days)],
  ] as const;
  return (
    <dl className="att-totals" aria-label={label}>
      {items.map(([term, value]) => (
        <div key={term} className="att-totals__item" data-warn={(term === "Loss of pay" && totals.lop_days > 0) || (term === "Missing punches" && totals.missing_punch_days > 0) || undefined}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The month shown and the way to the one before and after. `hrefOf` makes a month's address (keeping the
 * screen's other filters; "" is the cycle today falls in); the cycle's dates show when it does not run 1st
 * to last.
 */
export function MonthPicker({ month, from, to, hrefOf }: { month: string; from: string; to: string; hrefOf(month: string): string }) {
  const span = cycleSpan(from, to);
  const today = indiaToday();
  return (
    <nav className="att-month" aria-label="Choose the month">
      <Link className="att-month__step" to={hrefOf(shiftMonth(month, -1))} rel="prev">
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">Previous month, {monthLabel(shiftMonth(month, -1))}</span>
      </Link>
      <p className="att-month__now" aria-live="polite">
        <strong>{monthLabel(month)}</strong>
        {span && <span className="att-month__span">Cycle {span}</span>}
      </p>
      <Link className="att-month__step" to={hrefOf(shiftMonth(month, 1))} rel="next">
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">Next month, {monthLabel(shiftMonth(month, 1))}</span>
      </Link>
      {(today < from || today > to) && (
        <Link className="att-month__today" to={hrefOf("")}>
          This month
        </Link>
      )}
    </nav>
  );
}
