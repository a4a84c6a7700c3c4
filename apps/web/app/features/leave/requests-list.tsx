// A person's leave requests, newest first (GET /api/v1/leave/requests): the type, the dates and halves,
// the days counted, the status in words, the reason, who applied when it was not the person, and a way to
// withdraw one still waiting or cancel approved leave (POST /leave/requests/:id/cancel, after a
// confirmation that says what happens to the days). The approval itself is in the approvals inbox.
import type { LeaveRequestView, LeaveRequestsPage } from "@vetan/shared/leave";
import { useState } from "react";
import { Link } from "react-router";
import { useApiSave } from "../../components/console-kit.tsx";
import { ConsoleConfirm } from "../../components/console-confirm.tsx";
import { ConsolePager } from "../../components/console-pager.tsx";
import { appPath } from "../../content/app-nav.ts";
import { firmApi } from "../../lib/api.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import { StatusBadge, TypeChip } from "./leave-bits.tsx";
import { daysText, rangeWords } from "./leave-format.ts";

export const REQUESTS_PAGE = 20;

export function RequestsList({ requests, page, self, employeeId }: { requests: LeaveRequestsPage; page: number; self: boolean; employeeId: string }) {
  const save = useApiSave(firmApi);
  const [asking, setAsking] = useState<LeaveRequestView | null>(null);
  if (requests.total === 0) return <p className="dash-empty">{self ? "You have not applied for leave yet." : "No leave requests yet."}</p>;
  const cancel = async (r: LeaveRequestView) => {
    setAsking(null);
    const approved = r.status === "approved";
    await save(`/leave/requests/${encodeURIComponent(r.id)}/cancel`, "POST", {}, approved ? `Leave cancelled: ${daysText(r.days)} back to the balance.` : "Request withdrawn.");
  };
  return (
    <>
      <ul className="leave-requests" aria-label={self ? "Your leave requests" : "Leave requests"}>
        {requests.data.map((r) => (
          <li key={r.id} className="leave-request" data-status={r.status}>
            <div className="leave-request__head">
              <TypeChip type={r.leave_type} named />
              <StatusBadge status={r.status} />
            </div>
            <p className="leave-request__when">
              <strong>{rangeWords(r)}</strong>
              <span className="leave-request__days">{daysText(r.days)}</span>
            </p>
            <p className="leave-request__reason">{r.reason}</p>
            <p className="leave-request__meta">
              Applied {formatDay(r.created_at)}
              {r.applied_by.id !== employeeId && ` by ${r.applied_by.name}`}
              {r.cancelled_on && `; cancelled ${formatDay(r.cancelled_on)}`}
              {" · "}
              <Link to={appPath("approvals", r.approval_id)}>
                Approval trail<span className="visually-hidden"> for {rangeWords(r)}</span>
              </Link>
            </p>
            {r.can_cancel && (
              <div className="leave-request__actions">
                <button type="button" className="button button--ghost button--small att-danger" aria-haspopup="dialog" onClick={() => setAsking(r)}>
                  {r.status === "pending" ? "Withdraw" : "Cancel leave"}
                  <span className="visually-hidden">
                    {" "}
                    {r.leave_type.name}, {rangeWords(r)}
                  </span>
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <ConsolePager what="requests" page={page} pageSize={REQUESTS_PAGE} total={requests.total} shown={requests.data.length} />
      {asking && (
        <ConsoleConfirm
          title={asking.status === "pending" ? "Withdraw this request?" : "Cancel this leave?"}
          confirm={asking.status === "pending" ? "Withdraw" : "Cancel leave"}
          cancel="Keep it"
          onCancel={() => setAsking(null)}
          onConfirm={() => void cancel(asking)}
        >
          <p>
            {asking.leave_type.name}, {daysText(asking.days)}: {rangeWords(asking)}.
          </p>
          <p>
            {asking.status === "pending"
              ? "It is taken out of the approvers' inbox. You can apply again later."
              : `The ${daysText(asking.days)} come back to the balance, and attendance forgets the leave.`}
          </p>
        </ConsoleConfirm>
      )}
    </>
  );
}
