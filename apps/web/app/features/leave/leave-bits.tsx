// The small pieces the leave screens share: a leave type's chip (its code in its colour, the name beside
// it or for a screen reader; the colour only repeats what the words say), a request's status in words, and
// the legend of types a calendar uses.
import type { LeaveStatus, LeaveTypeBrief } from "@vetan/shared/leave";
import { Link } from "react-router";
import { leaveHref, STATUS_LABELS } from "./leave-format.ts";

/** The type's code in its colour; `named` shows the name beside it, otherwise a screen reader hears it. */
export function TypeChip({ type, named = false, size = "normal" }: { type: Pick<LeaveTypeBrief, "code" | "name" | "colour">; named?: boolean; size?: "normal" | "small" }) {
  return (
    <span className="leave-type">
      <span className={`leave-chip${size === "small" ? " leave-chip--small" : ""}`} data-colour={type.colour} title={named ? undefined : type.name}>
        <span aria-hidden={named ? undefined : "true"}>{type.code}</span>
      </span>
      {named ? <span className="leave-type__name">{type.name}</span> : <span className="visually-hidden">{type.name}</span>}
    </span>
  );
}

/** A request's status: the words carry it, the colour repeats it. */
export function StatusBadge({ status }: { status: LeaveStatus }) {
  return (
    <span className="request-status" data-status={status}>
      {STATUS_LABELS[status]}
    </span>
  );
}

/** The leave types a calendar colours by, and how waiting, half and off days look. */
export function TypeLegend({ id, types }: { id: string; types: readonly LeaveTypeBrief[] }) {
  return (
    <div className="att-legend leave-legend">
      <h3 id={id} className="att-legend__title">
        What the colours mean
      </h3>
      <ul className="att-legend__list" aria-labelledby={id}>
        {types.map((t) => (
          <li key={t.id}>
            <span className="leave-cell-sample" data-colour={t.colour} aria-hidden="true">
              {t.code}
            </span>
            {t.name}
          </li>
        ))}
        <li>
          <span className="leave-cell-sample" data-colour="slate" data-pending aria-hidden="true">
            CL
          </span>
          Dashed and striped: waiting for approval (pending)
        </li>
        <li>
          <span className="leave-cell-sample" data-colour="slate" data-portion="first_half" aria-hidden="true">
            ½
          </span>
          Half filled, with ½: a half day
        </li>
        <li>
          <span className="leave-cell-sample" data-off="weekly_off" aria-hidden="true" />
          Grey: weekly off
        </li>
        <li>
          <span className="leave-cell-sample" data-off="holiday" aria-hidden="true" />
          Blue: holiday
        </li>
      </ul>
    </div>
  );
}

/** A row's person in the leave tables: their name, linking to their leave, and their code. */
export function PersonCell({ person }: { person: { id: string; name: string; code: string } }) {
  return (
    <th scope="row" data-label="Person">
      <span className="leave-report__who">
        <Link to={leaveHref(person.id)}>{person.name}</Link>
        <span className="leave-report__code">{person.code}</span>
      </span>
    </th>
  );
}
