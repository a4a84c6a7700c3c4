// One expense claim (/app/expenses/:id): its items with their working, GST notes, the policy's flags and
// receipts. Its owner adds a photo of each bill (the phone's camera opens from the file input), changes a
// draft, submits it or withdraws it. An approver the claim waits for pays an item less with a reason, then
// approves or rejects it with a comment; the steps so far are on its approval request.
import type { ApprovalView } from "@vetan/shared/approvals";
import type { ClaimView, ExpensePolicy } from "@vetan/shared/expenses";
import { useId, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Field, FieldFrame, fieldAria } from "../../components/accounts-field.tsx";
import { ConsoleErrorBoundary, ConsoleFallback, useApiSave } from "../../components/console-kit.tsx";
import { useFormSubmit } from "../../components/console-site-form.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { ClaimItemCard, ClaimStatusChip } from "../../features/expenses/claim-bits.tsx";
import { ClaimForm } from "../../features/expenses/claim-form.tsx";
import { monthLabel, rupees } from "../../features/payroll/payroll-bits.tsx";
import { DOCUMENT_ACCEPT } from "../../features/people/documents.ts";
import { ApiError, firmApi } from "../../lib/api.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/payroll.css";
import "../../styles/expenses.css";
import type { Route } from "./+types/expense-claim.ts";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const claim = await firmApi<ClaimView>(`/expenses/claims/${encodeURIComponent(params.id)}`, { signal });
  const [policy, approval] = await Promise.all([
    firmApi<ExpensePolicy>("/expenses/policy", { signal }),
    // The request the claim went to, for its steps and whether it waits for this viewer.
    claim.request_id
      ? firmApi<ApprovalView>(`/approvals/${claim.request_id}`, { signal }).catch((e) => {
          if (e instanceof ApiError && e.status === 404) return null;
          throw e;
        })
      : null,
  ]);
  return { claim, policy, approval };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData ? `${loaderData.claim.number}: ${loaderData.claim.title}` : "Claim"} | Expenses | Vetan` }, { name: "robots", content: "noindex" }];

const RECEIPT_HINT = "A photo or PDF of the bill, up to 10 MB. On a phone this opens the camera.";

/** The owner's receipt upload for one item: the file is the request's body, checked by the server by its bytes. */
function ReceiptUpload({ claimId, itemId, index }: { claimId: string; itemId: string; index: number }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const save = useApiSave(firmApi);
  const { form, busy, submit } = useFormSubmit(async () => {
    const file = input.current?.files?.[0];
    if (!file) {
      setError("Choose a photo or PDF of the bill");
      return false;
    }
    const sent = await save<ClaimView>(`/expenses/claims/${claimId}/items/${itemId}/receipts`, "POST", file, "Receipt added.");
    if (!sent.ok) {
      setError(sent.fields.file ?? sent.message);
      return false;
    }
    if (input.current) input.current.value = "";
    return true;
  });
  return (
    <form ref={form} className="exp-receipt-form" noValidate aria-label={`Add a receipt to item ${index + 1}`} onSubmit={submit}>
      <FieldFrame id={`${id}-file`} label={`Receipt for item ${index + 1}`} error={error} hint={RECEIPT_HINT}>
        <input ref={input} id={`${id}-file`} type="file" accept={`${DOCUMENT_ACCEPT},image/*`} capture="environment" {...fieldAria(`${id}-file`, error, RECEIPT_HINT)} onChange={() => setError(undefined)} />
      </FieldFrame>
      <button type="submit" className="button button--small" disabled={busy}>
        Add the receipt
      </button>
    </form>
  );
}

/** An approver pays an item less than claimed (or all of it again), with the reason the person reads. */
function ItemDecision({ claimId, item, index }: { claimId: string; item: ClaimView["items"][number]; index: number }) {
  const [amount, setAmount] = useState(((item.approved_amount ?? item.amount) / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 }));
  const [reason, setReason] = useState(item.decision_reason ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useApiSave(firmApi);
  const { form, busy, submit } = useFormSubmit(async () => {
    const sent = await save<ClaimView>(`/expenses/claims/${claimId}/items/${item.id}/decision`, "PUT", { approved_amount: amount, reason }, `Item ${index + 1} decided.`);
    setErrors(sent.ok ? {} : sent.fields);
    return sent.ok;
  });
  return (
    <form ref={form} className="exp-decision" noValidate aria-label={`Pay item ${index + 1} less`} onSubmit={submit}>
      <Field id={`pay-${item.id}`} label="Pay (₹)" inputMode="decimal" value={amount} error={errors.approved_amount} onChange={setAmount} />
      <Field id={`reason-${item.id}`} label="Reason, if less" value={reason} error={errors.reason} onChange={setReason} />
      <button type="submit" className="button button--ghost button--small" disabled={busy}>
        Set the amount<span className="visually-hidden"> for item {index + 1}</span>
      </button>
    </form>
  );
}

export default function ExpenseClaim({ loaderData }: Route.ComponentProps) {
  const { claim, policy, approval } = loaderData;
  const [editing, setEditing] = useState(false);
  const [comment, setComment] = useState("");
  /** What stops submitting, beside each item: the same rules the server applies, known from the flags. */
  const [problems, setProblems] = useState<Record<number, string>>({});
  const submit = () => {
    const found: Record<number, string> = {};
    claim.items.forEach((item, i) => {
      const bill = item.flags.find((f) => f.kind === "receipt_missing");
      if (bill) found[i] = `${bill.words}: add a photo or PDF of it`;
      else if (item.flags.some((f) => f.kind === "future_dated")) found[i] = "The firm's policy does not take expenses dated after today";
      else if (item.flags.some((f) => f.kind === "over_limit") && item.justification.trim().length < 5) found[i] = "Say why this item is over the limit (change the claim): the approver reads it";
    });
    setProblems(found);
    if (Object.keys(found).length === 0) void save(`/expenses/claims/${claim.id}/submit`, "POST", {}, "Submitted for approval.");
  };
  const save = useApiSave(firmApi);
  const revalidator = useRevalidator();
  const mine = claim.can.edit || claim.can.withdraw;
  const deciding = approval?.can.decide === true;
  const receiptsOpen = mine && (claim.status === "draft" || claim.status === "submitted");
  const decide = (action: "approve" | "reject") =>
    void save(`/approvals/${approval?.id}/decision`, "POST", { action, ...(comment.trim() ? { comment: comment.trim() } : {}) }, action === "approve" ? "Approved at your level." : "Rejected.");
  return (
    <>
      <DashboardHeading eyebrow={`Expenses, ${claim.number}`} title={claim.title} lead={`${claim.employee.name} (${claim.employee.code}): ${claim.items.length} item${claim.items.length === 1 ? "" : "s"}, ${rupees(claim.total)}${claim.approved_total !== null && claim.approved_total !== claim.total ? `, ${rupees(claim.approved_total)} approved` : ""}.`} />
      <p className="pay-back">
        <Link to={appPath("expenses")}>Expense claims</Link>
        {approval && <Link to={appPath("approvals", approval.id)}>Its approval request</Link>}
        {/* Her advances and what was paid, for the owner and those who may see her claims (the server decides). */}
        <Link to={appPath("expenses", "ledger", claim.employee.id)}>Expense ledger</Link>
      </p>
      <DashboardPanel id="status" title="Where it stands" actions={<ClaimStatusChip status={claim.status} />}>
        {approval && approval.status === "pending" && (
          <p className="dash-note">
            Waiting at level {approval.level + 1} of {approval.levels.length}: {approval.levels[approval.level]?.approvers.map((a) => a.name).join(", ")}.
          </p>
        )}
        {claim.advances.length > 0 && (
          <p className="dash-note">
            Set against {claim.advances.map((a) => `advance ${a.number} (${rupees(a.amount)})`).join(" and ")}
            {claim.payable === 0 ? ": nothing more to pay." : `; ${rupees(claim.payable ?? 0)} left to pay.`}
          </p>
        )}
        {claim.paid_by && (
          <p className="dash-note">
            {claim.status === "paid" ? "Paid" : "To be paid"}
            {claim.paid_by.kind === "payroll"
              ? ` with the salary for ${monthLabel(claim.paid_by.month)}${claim.payable !== null ? `: ${rupees(claim.payable)}, on the payslip apart from earnings` : ""}.`
              : ` by payout ${claim.paid_by.number}${claim.payable !== null ? `: ${rupees(claim.payable)} to the bank account on the profile` : ""}.`}
          </p>
        )}
        {Object.keys(problems).length > 0 && (
          <p className="dash-error" role="alert">
            Not sent yet: {Object.keys(problems).length === 1 ? "an item needs" : "some items need"} something first (see below).
          </p>
        )}
        {claim.flagged > 0 && <p className="dash-note">{claim.flagged} item{claim.flagged === 1 ? " is" : "s are"} flagged by the policy: the approvers see why.</p>}
        <div className="pay-actions">
          {claim.can.edit && !editing && (
            <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
              Change the claim
            </button>
          )}
          {claim.can.submit && (
            <button type="button" className="button" onClick={submit}>
              Submit for approval
            </button>
          )}
          {claim.can.withdraw && (
            <button type="button" className="button button--ghost" onClick={() => void save(`/expenses/claims/${claim.id}/withdraw`, "POST", {}, "Withdrawn.")}>
              Withdraw
            </button>
          )}
        </div>
        {deciding && (
          <div className="exp-decide">
            <Field id="decide-comment" label="Comment" control="textarea" rows={2} value={comment} hint="The person reads it with your decision." onChange={setComment} />
            <div className="pay-actions">
              <button type="button" className="button" onClick={() => decide("approve")}>
                Approve
              </button>
              <button type="button" className="button button--ghost site-danger" onClick={() => decide("reject")}>
                Reject
              </button>
            </div>
          </div>
        )}
      </DashboardPanel>
      {editing ? (
        <DashboardPanel id="change" title="Change the claim">
          <ClaimForm
            policy={policy}
            claim={claim}
            onSaved={() => {
              setEditing(false);
              void revalidator.revalidate();
            }}
          />
        </DashboardPanel>
      ) : (
        <DashboardPanel id="items" title={`Items (${claim.items.length})`}>
          <ol className="exp-items">
            {claim.items.map((item, i) => (
              <ClaimItemCard
                key={item.id}
                item={item}
                index={i}
                claimId={claim.id}
                actions={
                  <>
                    {problems[i] && <p className="dash-error">{problems[i]}</p>}
                    {receiptsOpen && <ReceiptUpload claimId={claim.id} itemId={item.id} index={i} />}
                    {deciding && <ItemDecision claimId={claim.id} item={item} index={i} />}
                  </>
                }
              />
            ))}
          </ol>
        </DashboardPanel>
      )}
    </>
  );
}
