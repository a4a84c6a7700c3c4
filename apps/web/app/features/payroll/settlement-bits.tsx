// Small pieces the settlement screens share (routes/app/settlements, settlement): a settlement's status in
// words, whether its pay-by date has gone by unpaid, and the leavers list as a CSV made in the browser.
import { formatDay, indiaToday } from "@vetan/shared/dates";
import type { SettlementListView, SettlementStatus } from "@vetan/shared/settlements";

export type SettlementRow = SettlementListView["data"][number];
export type SettlementState = SettlementStatus | "none";

export const SETTLEMENT_STATUS_WORDS: Record<SettlementState, string> = {
  none: "Not started",
  draft: "Draft",
  approved: "Approved",
  paid: "Paid",
};

export function SettlementStatusChip({ status }: { status: SettlementState }) {
  return (
    <span className="fnf-status" data-status={status}>
      {SETTLEMENT_STATUS_WORDS[status]}
    </span>
  );
}

/** An unpaid settlement whose pay-by date is before today (India's): it is late. */
export const payByPassed = (status: SettlementState, payBy: string | null, today = indiaToday()) => status !== "paid" && payBy !== null && payBy < today;

/** A pay-by date in words, said to be late when it has gone by unpaid (in words, not only in colour). */
export function PayBy({ status, payBy }: { status: SettlementState; payBy: string | null }) {
  // The list gives the date only once a settlement is approved (its figures frozen); the screen says so.
  if (!payBy) return <span className="dash-muted">—</span>;
  const late = payByPassed(status, payBy);
  return (
    <span className="fnf-pay-by" data-late={late || undefined}>
      {formatDay(payBy)}
      {late && <span className="fnf-pay-by__late"> (overdue)</span>}
    </span>
  );
}

// ─── The list as CSV ─────────────────────────────────────────────────────────────────────────────────
// Built in the browser from the rows on screen: the list is small (only the people on notice or gone) and
// already loaded whole, so a server export would add an endpoint for nothing. Written as the server's
// exports write CSV: every cell quoted, a formula-looking cell made text with a leading apostrophe (CSV
// injection), a byte order mark so spreadsheets read names as UTF-8.

const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** Paise as a plain rupee figure a spreadsheet adds up: 123456 → "1234.56" (a negative net stays negative). */
const plainRupees = (paise: number) => `${paise < 0 ? "-" : ""}${(Math.abs(paise) / 100).toFixed(2)}`;

export function settlementsCsv(rows: readonly SettlementRow[]): string {
  const header = ["Person", "Code", "Last working day", "Status", "Net (Rs)", "Pay by", "Overdue"];
  const lines = rows.map((r) => [
    r.employee.name,
    r.employee.code,
    r.last_working_day,
    SETTLEMENT_STATUS_WORDS[r.status],
    r.net === null ? "" : plainRupees(r.net),
    r.pay_by ?? "",
    r.pay_by === null ? "" : payByPassed(r.status, r.pay_by) ? "Yes" : "No",
  ]);
  return `\uFEFF${[header, ...lines].map((l) => l.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** Saves the rows through a Blob link; nothing leaves the browser. */
export function downloadSettlementsCsv(rows: readonly SettlementRow[]): void {
  const url = URL.createObjectURL(new Blob([settlementsCsv(rows)], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `vetan-settlements-${indiaToday()}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the object URL is not needed after this tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
