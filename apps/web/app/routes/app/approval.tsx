// One request (/app/approvals/:id): what is asked, who approves it level by level (the level deciding now
// marked), every step so far with its comments, and what the viewer may do now as the server's `can` says:
// approve or reject with a comment, cancel their own request, or comment. A refusal (decided meanwhile, not
// waiting for this person) is said in words over the request, which is shown afresh.
import { type ApprovalView, CommentSchema, DecisionSchema } from "@vetan/shared/approvals";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { ConsoleConfirm } from "../../components/console-confirm.tsx";
import { ConsoleErrorBoundary, ConsoleFallback, type SaveResult, useApiSave } from "../../components/console-kit.tsx";
import { DashboardFacts, DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { levelKindLabel, levelStates, RequestStatusBadge, STEP_LABELS } from "../../features/approvals/approval-bits.tsx";
import { usePulse } from "../../features/notifications/pulse.tsx";
import { PersonLink } from "../../features/people/person-bits.tsx";
import { firmApi } from "../../lib/api.ts";
import { formatWhen } from "../../lib/dashboard-format.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/people.css";
import "../../styles/approvals.css";
import type { Route } from "./+types/approval.ts";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return firmApi<ApprovalView>(`/approvals/${encodeURIComponent(params.id)}`, { signal: request.signal });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.title ?? "Request"} | Approvals | Vetan` }, { name: "robots", content: "noindex" }];

const STATE_WORDS = { done: "Done", current: "Deciding now", next: "Next", rejected: "Rejected here", skipped: "Not reached" } as const;

/**
 * After an action the server refused because the request changed meanwhile (409) or is not this person's
 * to act on (403), the screen shows the request as it now is, with the refusal's words over it.
 */
function useRefusal() {
  const [message, setMessage] = useState("");
  const revalidator = useRevalidator();
  const pulse = usePulse();
  return {
    message,
    async after(result: SaveResult<unknown>) {
      pulse?.refresh();
      if (result.ok) return setMessage("");
      // A message about a field is shown beside it; only a refusal of the whole action is said here.
      setMessage(Object.keys(result.fields).length > 0 ? "" : (result.message ?? ""));
      if (result.status === 409 || result.status === 403) await revalidator.revalidate();
    },
  };
}
type After = ReturnType<typeof useRefusal>["after"];

export default function ApprovalScreen({ loaderData: request }: Route.ComponentProps) {
  const states = levelStates(request);
  const pending = request.status === "pending";
  // Held here, not by the action refused: a request decided meanwhile no longer offers that action.
  const refusal = useRefusal();
  return (
    <>
      <DashboardHeading eyebrow={`Approvals · ${request.type_label}`} title={request.title} />
      <p className="approval-back">
        <Link to={appPath("approvals")}>Back to approvals</Link>
      </p>
      {refusal.message && (
        <p className="dash-error approval-refusal" role="alert">
          {refusal.message}
        </p>
      )}
      <DashboardPanel id="request" title="What is asked" actions={<RequestStatusBadge status={request.status} />}>
        <DashboardFacts
          rows={[
            ["About", <PersonLink key="subject" person={request.subject} />],
            ["Employee code", <span key="code" className="dash-mono">{request.subject.code}</span>],
            ["Asked by", request.requester.name],
            ["Asked on", formatWhen(request.created_at)],
            ...(request.decided_at ? [[request.status === "cancelled" ? "Cancelled on" : "Decided on", formatWhen(request.decided_at)] as [string, string]] : []),
          ]}
        />
        {request.summary.length > 0 && (
          <ul className="approval-summary">
            {request.summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {request.link && (
          <p>
            <Link to={request.link.href}>{request.link.label}</Link>
          </p>
        )}
      </DashboardPanel>
      {(request.can.decide || request.can.cancel) && <Actions request={request} after={refusal.after} />}
      <div className="dash-pair">
        <DashboardPanel id="chain" title="Who approves">
          <ol className="approval-chain">
            {request.levels.map((l, i) => (
              <li key={`${l.kind}-${i}`} className="approval-chain__level" data-state={states[i]} aria-current={states[i] === "current" ? "step" : undefined}>
                <span className="approval-chain__place" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="approval-chain__what">
                  <span className="visually-hidden">Level {i + 1}: </span>
                  <strong>{levelKindLabel(l.kind)}</strong>
                  <span className="approval-chain__who">{l.approvers.map((a) => a.name).join(", ") || "No one"}</span>
                </span>
                <span className="approval-chain__state">{STATE_WORDS[states[i] ?? "next"]}</span>
              </li>
            ))}
          </ol>
        </DashboardPanel>
        <DashboardPanel id="history" title="History">
          <ol className="profile-timeline approval-steps">
            {(request.steps ?? []).map((s, i) => (
              <li key={`${s.at}-${i}`} className="profile-timeline__item" data-kind={s.action}>
                <p className="profile-timeline__head">
                  <strong>{STEP_LABELS[s.action]}</strong> by {s.actor.name}
                  {(s.action === "approved" || s.action === "rejected") && request.levels.length > 1 && <span className="profile-timeline__when"> at level {s.level + 1}</span>}
                </p>
                {s.comment && <p className="profile-timeline__note">{s.comment}</p>}
                <p className="profile-timeline__by">
                  <time dateTime={s.at}>{formatWhen(s.at)}</time>
                </p>
              </li>
            ))}
          </ol>
          {request.can.comment && pending && <CommentForm request={request} after={refusal.after} />}
        </DashboardPanel>
      </div>
    </>
  );
}

/** Approve or reject with a comment (an approver), and cancel (the person who asked). */
function Actions({ request, after }: { request: ApprovalView; after: After }) {
  const { values, submit, field } = useConsoleForm(`decide-${request.id}`, { comment: "" }, firmApi);
  const save = useApiSave(firmApi);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function decide(action: "approve" | "reject") {
    setBusy(true);
    const result = await submit(DecisionSchema, { action, comment: values.comment }, `/approvals/${request.id}/decision`, "POST", action === "approve" ? "Approved" : "Rejected");
    setBusy(false);
    await after(result);
  }
  async function cancel() {
    setConfirming(false);
    await after(await save(`/approvals/${request.id}/cancel`, "POST", undefined, "Request cancelled"));
  }

  return (
    <DashboardPanel id="decide" title={request.can.decide ? "Your decision" : "Your request"}>
      {request.can.decide && (
        <form className="approval-decide" aria-label="Approve or reject" noValidate onSubmit={(e) => e.preventDefault()}>
          <Field {...field("comment")} label="Comment (optional)" control="textarea" rows={3} hint="The person who asked sees it with your decision." />
          <div className="approval-decide__actions">
            <button type="button" className="button" disabled={busy} onClick={() => decide("approve")}>
              Approve
            </button>
            <button type="button" className="button button--ghost approval-reject" disabled={busy} onClick={() => decide("reject")}>
              Reject
            </button>
          </div>
        </form>
      )}
      {request.can.cancel && (
        <div className="approval-cancel">
          <p className="dash-note">Changed your mind? Cancel the request while it waits; nothing it asks for will change.</p>
          <button type="button" className="button button--ghost button--small approval-reject" onClick={() => setConfirming(true)}>
            Cancel request
          </button>
        </div>
      )}
      {confirming && (
        <ConsoleConfirm title="Cancel this request?" confirm="Cancel request" cancel="Keep it" onConfirm={cancel} onCancel={() => setConfirming(false)}>
          <p>It stops waiting for approval, and nothing it asks for will change. You can ask again later.</p>
        </ConsoleConfirm>
      )}
    </DashboardPanel>
  );
}

function CommentForm({ request, after }: { request: ApprovalView; after: After }) {
  const { values, submit, field, set } = useConsoleForm(`comment-${request.id}`, { comment: "" }, firmApi);
  const [busy, setBusy] = useState(false);
  async function send(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await submit(CommentSchema, { comment: values.comment }, `/approvals/${request.id}/comments`, "POST", "Comment added");
    if (result.ok) set("comment", "");
    setBusy(false);
    await after(result);
  }
  return (
    <form className="approval-comment" aria-label="Add a comment" noValidate onSubmit={send}>
      <Field {...field("comment")} label="Add a comment" control="textarea" rows={2} />
      <button type="submit" className="button button--ghost button--small" disabled={busy}>
        Add comment
      </button>
    </form>
  );
}
