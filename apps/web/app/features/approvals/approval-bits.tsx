// How a request reads wherever it is shown (the inbox, its own page, a dashboard): its status as a badge,
// who approves at each level in words, what each step of its history was, and one request as a card in a
// list — what kind, about whom, asked by whom, what changes, when, and where it stands.
import type { ApprovalStep, ApprovalView, ChainLevel, RequestStatus } from "@vetan/shared/approvals";
import { Link } from "react-router";
import { appPath } from "../../content/app-nav.ts";
import { formatDay, formatWhen } from "../../lib/dashboard-format.ts";

export const STATUS_LABELS: Record<RequestStatus, string> = { pending: "Waiting", approved: "Approved", rejected: "Rejected", cancelled: "Cancelled" };

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return (
    <span className="request-status" data-status={status}>
      {STATUS_LABELS[status]}
    </span>
  );
}

/** Who a level of a chain is, as a setting (ChainLevel) or resolved on a request ("admin" when no one else could). */
export const LEVEL_KIND_LABELS: Record<ChainLevel["kind"] | "admin", string> = {
  manager: "Reporting manager",
  hr: "HR",
  person: "A named person",
  admin: "The firm's admins",
};
export const levelKindLabel = (kind: string) => LEVEL_KIND_LABELS[kind as keyof typeof LEVEL_KIND_LABELS] ?? kind;

export const STEP_LABELS: Record<ApprovalStep["action"], string> = {
  submitted: "Asked",
  approved: "Approved",
  rejected: "Rejected",
  commented: "Commented",
  cancelled: "Cancelled",
  reminded: "Reminder sent",
};

/** Where each level of a request's chain stands: done, the one deciding now, still to come, or not reached. */
export function levelStates(request: Pick<ApprovalView, "status" | "level" | "levels">): ("done" | "current" | "next" | "rejected" | "skipped")[] {
  return request.levels.map((_, i) => {
    if (request.status === "approved" || i < request.level) return "done";
    if (i > request.level) return request.status === "pending" ? "next" : "skipped";
    if (request.status === "pending") return "current";
    return request.status === "rejected" ? "rejected" : "skipped";
  });
}

/** One request in a list; `select` puts a checkbox before it (the inbox's bulk decisions). */
export function ApprovalCard({ request, select }: { request: ApprovalView; select?: Select | undefined }) {
  const checkbox = `select-${request.id}`;
  return (
    <article className="approval-card" aria-labelledby={`${request.id}-title`}>
      {select && (
        <input
          id={checkbox}
          className="approval-card__select"
          type="checkbox"
          checked={select.checked}
          aria-label={`Select ${request.title}`}
          onChange={(e) => select.onChange(e.target.checked)}
        />
      )}
      <div className="approval-card__body">
        <p className="approval-card__kind">
          {request.type_label} · <time dateTime={request.created_at}>{formatDay(request.created_at)}</time>
        </p>
        <h3 id={`${request.id}-title`} className="approval-card__title">
          <Link to={appPath("approvals", request.id)}>{request.title}</Link>
        </h3>
        <p className="approval-card__who">
          About <Link to={appPath("people", request.subject.id)}>{request.subject.name}</Link>
          {request.requester.id !== request.subject.id && <> · asked by {request.requester.name}</>}
        </p>
        {request.summary.length > 0 && (
          <ul className="approval-card__summary">
            {request.summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="approval-card__status">
        <RequestStatusBadge status={request.status} />
        {request.decided_at && <span className="approval-card__when">{formatWhen(request.decided_at)}</span>}
      </div>
    </article>
  );
}

type Select = { checked: boolean; onChange(checked: boolean): void };

/** Requests as a list of cards; `select` gives a request its checkbox (only those the viewer may decide). */
export function ApprovalList({ requests, select }: { requests: ApprovalView[]; select?: (request: ApprovalView) => Select | undefined }) {
  return (
    <ul className="approval-list">
      {requests.map((r) => (
        <li key={r.id}>
          <ApprovalCard request={r} select={select?.(r)} />
        </li>
      ))}
    </ul>
  );
}
