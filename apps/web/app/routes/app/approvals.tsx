// Approvals (/app/approvals): requests waiting for the viewer's decision (the inbox), their own requests,
// and for admins and HR every request of the firm. Tab, status and page live in the address. In the inbox,
// requests can be chosen and approved or rejected together with one comment; each stands or falls alone,
// and the ones that could not be decided are named with the reason.
import { type ApprovalsPage, BulkDecisionSchema, REQUEST_STATUSES } from "@vetan/shared/approvals";
import { useState } from "react";
import { Form, Link } from "react-router";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { ConsolePager } from "../../components/console-pager.tsx";
import { SearchActions, SearchSelect } from "../../components/console-search.tsx";
import { Checkbox } from "../../components/console-site-form.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { maySeeAllRequests } from "../../content/app-nav.ts";
import { ApprovalList, STATUS_LABELS } from "../../features/approvals/approval-bits.tsx";
import {
  type ApprovalsFilter,
  approvalsFilterOf,
  approvalsQuery,
  BOX_LABELS,
  BOXES,
  type BulkOutcome,
  boxHref,
  bulkOutcome,
  bulkSentence,
} from "../../features/approvals/approvals-query.ts";
import { usePulse } from "../../features/notifications/pulse.tsx";
import { firmApi } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/approvals.css";
import type { Route } from "./+types/approvals.ts";

const PAGE_SIZE = 20;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // "All" is linked for admins and HR only; anyone else typing ?box=all is refused by the server, in words.
  const filter = approvalsFilterOf(new URL(request.url).searchParams, true);
  const page = await firmApi<ApprovalsPage>(`/approvals?${approvalsQuery(filter, PAGE_SIZE)}`, { signal: request.signal });
  return { filter, page };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Approvals | Vetan" }, { name: "robots", content: "noindex" }];

const STATUS_CHOICES = REQUEST_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

export default function Approvals({ loaderData }: Route.ComponentProps) {
  const { filter, page } = loaderData;
  const me = useAppViewer();
  const boxes = BOXES.filter((b) => b !== "all" || maySeeAllRequests(me));
  const inbox = filter.box === "inbox";
  return (
    <>
      <DashboardHeading
        eyebrow="Approvals"
        title={BOX_LABELS[filter.box]}
        lead={
          inbox
            ? "Requests waiting for your decision, newest first. Open one to see its history, or choose several to decide them together."
            : filter.box === "mine"
              ? "What you have asked for, and requests about you, with where each stands."
              : "Every request in the firm that your work covers."
        }
      />
      <nav className="approval-tabs" aria-label="Approval lists">
        {boxes.map((b) => (
          <Link key={b} to={boxHref(b)} className="approval-tabs__tab" aria-current={b === filter.box ? "page" : undefined}>
            {BOX_LABELS[b]}
            {b === "inbox" && page.waiting > 0 && (
              <>
                <span className="approval-tabs__count" aria-hidden="true">
                  {page.waiting.toLocaleString("en-IN")}
                </span>
                <span className="visually-hidden">{`(${page.waiting.toLocaleString("en-IN")})`}</span>
              </>
            )}
          </Link>
        ))}
      </nav>
      <DashboardPanel id="requests" title={inbox ? `Waiting for you (${page.total.toLocaleString("en-IN")})` : `Requests (${page.total.toLocaleString("en-IN")})`}>
        {!inbox && <StatusFilter filter={filter} />}
        {inbox ? <Inbox page={page} /> : <List page={page} empty={filter.status ? "No request has this status." : "No requests yet."} />}
        <ConsolePager what="requests" page={filter.page} pageSize={PAGE_SIZE} total={page.total} shown={page.data.length} />
      </DashboardPanel>
    </>
  );
}

function StatusFilter({ filter }: { filter: ApprovalsFilter }) {
  return (
    <Form method="get" className="console-search" aria-label="Filter requests">
      <input type="hidden" name="box" value={filter.box} />
      <SearchSelect id="approvals-status" name="status" label="Status" value={filter.status} any="Every status" options={STATUS_CHOICES} />
      <SearchActions filtered={filter.status !== ""} submit="Show" />
    </Form>
  );
}

function List({ page, empty }: { page: ApprovalsPage; empty: string }) {
  if (page.data.length === 0) return <p className="dash-empty">{empty}</p>;
  return <ApprovalList requests={page.data} />;
}

/** The inbox: each request with a checkbox, and the decision for those chosen. */
function Inbox({ page }: { page: ApprovalsPage }) {
  const pulse = usePulse();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<(BulkOutcome & { action: "approve" | "reject" }) | null>(null);
  const { values, errors, submit, field, set } = useConsoleForm("bulk", { comment: "" }, firmApi);
  const decidable = page.data.filter((r) => r.can.decide);
  // Only what this page shows counts as chosen (another page, or a reload after deciding, starts afresh).
  const picked = decidable.filter((r) => chosen.has(r.id)).map((r) => r.id);
  const all = decidable.length > 0 && picked.length === decidable.length;

  async function decide(action: "approve" | "reject") {
    const titles = new Map(page.data.map((r) => [r.id, r.title]));
    const result = await submit<{ results: { id: string; ok: boolean; message?: string }[]; done: number }>(
      BulkDecisionSchema,
      { ids: picked, action, comment: values.comment },
      "/approvals/bulk",
      "POST",
      (answer) => `Done: ${bulkSentence(bulkOutcome(answer, titles), action)}.`,
    );
    if (result.ok) {
      setOutcome({ ...bulkOutcome(result.data, titles), action });
      setChosen(new Set());
      set("comment", "");
      pulse?.refresh();
    }
  }

  if (page.data.length === 0 && !outcome) return <p className="dash-empty">Nothing is waiting for you.</p>;
  return (
    <>
      {outcome && <Outcome outcome={outcome} />}
      {page.data.length > 0 && (
        <form className="approval-bulk" aria-label="Decide the chosen requests" noValidate onSubmit={(e) => e.preventDefault()}>
          <div className="approval-bulk__choose">
            <Checkbox
              id="approvals-all"
              label={`Choose all ${decidable.length.toLocaleString("en-IN")} on this page`}
              checked={all}
              disabled={decidable.length === 0}
              onChange={(on) => setChosen(on ? new Set(decidable.map((r) => r.id)) : new Set())}
            />
            <output className="approval-bulk__count" aria-live="polite">
              {picked.length.toLocaleString("en-IN")} chosen
            </output>
          </div>
          <Field {...field("comment")} label="Comment (optional)" control="textarea" rows={2} hint="Sent with each decision, to the people who asked." />
          {errors.ids && (
            <p className="dash-error" role="alert">
              {errors.ids}
            </p>
          )}
          <div className="approval-bulk__actions">
            <button type="button" className="button button--small" disabled={picked.length === 0} onClick={() => decide("approve")}>
              Approve selected
            </button>
            <button type="button" className="button button--small button--ghost approval-reject" disabled={picked.length === 0} onClick={() => decide("reject")}>
              Reject selected
            </button>
          </div>
        </form>
      )}
      <ApprovalList
        requests={page.data}
        select={(r) =>
          r.can.decide
            ? {
                checked: chosen.has(r.id),
                onChange: (on) =>
                  setChosen((c) => {
                    const next = new Set(c);
                    if (on) next.add(r.id);
                    else next.delete(r.id);
                    return next;
                  }),
              }
            : undefined
        }
      />
    </>
  );
}

/** What the last bulk decision did; the refusals named, each with its reason. */
function Outcome({ outcome }: { outcome: BulkOutcome & { action: "approve" | "reject" } }) {
  return (
    <output className={`approval-outcome${outcome.failed.length > 0 ? " has-failures" : ""}`}>
      <strong className="approval-outcome__head">{bulkSentence(outcome, outcome.action)}.</strong>
      {outcome.failed.map((f) => (
        <span key={f.id} className="approval-outcome__failed">
          <strong>{f.title}</strong>: {f.message}
        </span>
      ))}
    </output>
  );
}
