// A person's balance of each leave type as cards (GET /api/v1/leave/balances): what is available to ask
// for, the balance, days already asked for or booked, what expires soon, and the leave year's credits and
// days taken. Leave that keeps no balance (without pay, maternity) says so instead of showing figures.
import type { BalancesView, LeaveBalanceView } from "@vetan/shared/leave";
import { formatDay } from "../../lib/dashboard-format.ts";
import { TypeChip } from "./leave-bits.tsx";
import { daysNumber, daysText } from "./leave-format.ts";

export function BalanceCards({ balances, label }: { balances: BalancesView; label: string }) {
  if (balances.balances.length === 0) return <p className="dash-empty">No leave types apply yet. Your firm's admins or HR set them up under Settings, Leave.</p>;
  return (
    <ul className="leave-cards" aria-label={label}>
      {balances.balances.map((b) => (
        <BalanceCard key={b.leave_type.id} b={b} />
      ))}
    </ul>
  );
}

function BalanceCard({ b }: { b: LeaveBalanceView }) {
  const soon = b.expiring.slice(0, 2);
  return (
    <li className="leave-card" data-colour={b.leave_type.colour}>
      <div className="leave-card__head">
        <TypeChip type={b.leave_type} named />
        {!b.leave_type.paid && <span className="att-tag att-tag--soon">Unpaid</span>}
      </div>
      {b.tracks_balance ? (
        <>
          <p className="leave-card__main">
            <span className="leave-card__figure">{daysNumber(b.available)}</span>
            <span className="leave-card__unit">{b.available === 1 ? "day available" : "days available"}</span>
          </p>
          <dl className="leave-card__facts">
            <div>
              <dt>Balance</dt>
              <dd>{daysText(b.balance)}</dd>
            </div>
            <div>
              <dt>Asked for or booked</dt>
              <dd>{daysText(b.pending)}</dd>
            </div>
            <div>
              <dt>Credited in {b.year.label}</dt>
              <dd>{daysText(b.credited_this_year)}</dd>
            </div>
            <div>
              <dt>Taken in {b.year.label}</dt>
              <dd>{daysText(b.taken_this_year)}</dd>
            </div>
          </dl>
          {soon.length > 0 && (
            <p className="leave-card__expiring">
              <strong>Expiring soon:</strong> {soon.map((x) => `${daysText(x.days)} on ${formatDay(x.on)}`).join("; ")}
            </p>
          )}
        </>
      ) : (
        <>
          <p className="leave-card__main leave-card__main--plain">No balance is kept: each request is checked against the rules alone.</p>
          <dl className="leave-card__facts">
            <div>
              <dt>Taken in {b.year.label}</dt>
              <dd>{daysText(b.taken_this_year)}</dd>
            </div>
            <div>
              <dt>Asked for or booked</dt>
              <dd>{daysText(b.pending)}</dd>
            </div>
          </dl>
        </>
      )}
    </li>
  );
}
