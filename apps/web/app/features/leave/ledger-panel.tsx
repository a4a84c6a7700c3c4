// A leave year's ledger for one person and type (GET /api/v1/leave/ledger): the opening balance, every
// credit, request, adjustment, encashment, carry forward, lapse and expiry with its date, its days (+ or −),
// the balance after it and its reason in words, then the closing balance. The type and the leave year are
// chosen above the table; the years offered are those the server lists.
import type { BalancesView, LedgerView } from "@vetan/shared/leave";
import { indiaToday } from "@vetan/shared/dates";
import { useState } from "react";
import { LoadedPart } from "../../components/console-kit.tsx";
import { formatDay } from "../../lib/dashboard-format.ts";
import { useFirmData } from "../../lib/use-firm-data.ts";
import { KIND_LABELS, daysNumber, queryOf, signedDays } from "./leave-format.ts";

export function LedgerPanel({ balances, self }: { balances: BalancesView; self: boolean }) {
  const tracked = balances.balances.filter((b) => b.tracks_balance);
  const [typeId, setTypeId] = useState(tracked[0]?.leave_type.id ?? "");
  const [yearOf, setYearOf] = useState("");
  const path = typeId ? `/leave/ledger?${queryOf({ employee_id: self ? "" : balances.employee.id, leave_type_id: typeId, year_of: yearOf })}` : null;
  const { loaded } = useFirmData<LedgerView>(path, "Could not load the ledger.");
  if (tracked.length === 0) return <p className="dash-empty">No leave with a balance applies{self ? " to you" : ""}, so there is no ledger to show.</p>;
  const years = loaded && "data" in loaded ? loaded.data.years : [];
  const shownYear = loaded && "data" in loaded ? loaded.data.year.start : "";
  return (
    <div className="leave-ledger">
      <div className="console-search leave-ledger__pick">
        <div className="console-search__field">
          <label htmlFor="ledger-type">Leave type</label>
          <select
            id="ledger-type"
            value={typeId}
            onChange={(e) => {
              setTypeId(e.target.value);
              setYearOf("");
            }}
          >
            {tracked.map((b) => (
              <option key={b.leave_type.id} value={b.leave_type.id}>
                {b.leave_type.name} ({b.leave_type.code})
              </option>
            ))}
          </select>
        </div>
        <div className="console-search__field">
          <label htmlFor="ledger-year">Leave year</label>
          <select id="ledger-year" value={yearOf || shownYear} onChange={(e) => setYearOf(e.target.value)} disabled={years.length === 0}>
            {years.length === 0 && shownYear === "" && <option value="">This year</option>}
            {years.map((y) => (
              <option key={y.start} value={y.start}>
                {y.label}
              </option>
            ))}
            {shownYear !== "" && !years.some((y) => y.start === shownYear) && <option value={shownYear}>The year shown</option>}
          </select>
        </div>
      </div>
      <LoadedPart loaded={loaded}>{(ledger) => <LedgerTable ledger={ledger} />}</LoadedPart>
    </div>
  );
}

function LedgerTable({ ledger }: { ledger: LedgerView }) {
  const today = indiaToday();
  const running = ledger.year.end > today;
  return (
    <>
      {ledger.warnings.length > 0 && (
        <ul className="leave-ledger__warnings">
          {ledger.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <div className="dash-table-wrap">
        <table className="dash-table leave-ledger__table">
          <caption className="visually-hidden">
            {ledger.leave_type.name} ledger of {ledger.employee.name} for {ledger.year.label}
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">What</th>
              <th scope="col" className="is-num">
                Days
              </th>
              <th scope="col" className="is-num">
                Balance
              </th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            <tr className="leave-ledger__edge">
              <th scope="row" data-label="Date">
                {formatDay(ledger.year.start)}
              </th>
              <td data-label="What">Opening balance</td>
              <td data-label="Days" className="is-num" />
              <td data-label="Balance" className="is-num">
                {daysNumber(ledger.opening)}
              </td>
              <td data-label="Why">Brought into {ledger.year.label}</td>
            </tr>
            {ledger.entries.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their order is the ledger's
              <tr key={i} data-kind={e.kind}>
                <th scope="row" data-label="Date">
                  {formatDay(e.date)}
                </th>
                <td data-label="What">{KIND_LABELS[e.kind]}</td>
                <td data-label="Days" className="is-num" data-sign={e.days < 0 ? "minus" : "plus"}>
                  {signedDays(e.days)}
                </td>
                <td data-label="Balance" className="is-num">
                  {daysNumber(e.balance)}
                </td>
                <td data-label="Why" className="leave-ledger__why">
                  {e.reason}
                </td>
              </tr>
            ))}
            <tr className="leave-ledger__edge">
              <th scope="row" data-label="Date">
                {formatDay(running ? today : ledger.year.end)}
              </th>
              <td data-label="What">{running ? "Balance today" : "Closing balance"}</td>
              <td data-label="Days" className="is-num" />
              <td data-label="Balance" className="is-num">
                <strong>{daysNumber(ledger.closing)}</strong>
              </td>
              <td data-label="Why">{running ? `${ledger.year.label} runs until ${formatDay(ledger.year.end)}` : `At the end of ${ledger.year.label}`}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}
