// Pieces the expense screens share: a claim's status in words (and colour), and a
// claim's items with their working, GST notes, the policy's flags, receipts and any approver's decision.
import { CLAIM_STATUS_WORDS, type ClaimItemView, type ClaimStatus } from "@vetan/shared/expenses";
import { rupees } from "../payroll/payroll-bits.tsx";
import { firmHref } from "../../lib/api.ts";
import { formatDay } from "../../lib/dashboard-format.ts";

export { CLAIM_STATUS_WORDS };

export function ClaimStatusChip({ status }: { status: ClaimStatus }) {
  return (
    <span className="exp-status" data-status={status}>
      {CLAIM_STATUS_WORDS[status]}
    </span>
  );
}

const TIER_WORDS = { 1: "tier 1 city", 2: "tier 2 city", 3: "tier 3 city" } as const;
const CREDIT_WORDS = { eligible: "Input credit: eligible", blocked: "Input credit: usually blocked", not_in_firm_name: "Input credit: not in the firm's name" } as const;

/** One item as the claim shows it; `actions` adds the receipt upload or an approver's decision beneath. */
export function ClaimItemCard({ item, index, claimId, actions }: { item: ClaimItemView; index: number; claimId: string; actions?: React.ReactNode }) {
  const changed = item.approved_amount !== null;
  return (
    <li className="exp-item">
      <div className="exp-item__head">
        <h3 className="exp-item__title">
          <span className="visually-hidden">Item {index + 1}: </span>
          {item.category_name}
          {item.merchant && <span className="exp-item__merchant">, {item.merchant}</span>}
        </h3>
        {item.project && <p className="exp-item__project">For {item.project}</p>}
        <p className="exp-item__amount">
          {changed ? (
            <>
              <s>{rupees(item.amount)}</s> <strong>{rupees(item.approved_amount ?? 0)}</strong>
            </>
          ) : (
            <strong>{rupees(item.amount)}</strong>
          )}
        </p>
      </div>
      <p className="exp-item__meta">
        {formatDay(item.date)}
        {item.city_tier !== null && `, ${TIER_WORDS[item.city_tier]}`}
        {item.notes && ` · ${item.notes}`}
      </p>
      {item.working && <p className="exp-item__working">{item.working}</p>}
      {item.gst && (
        <p className="exp-item__gst">
          GST bill {item.gst.invoice_number} of {formatDay(item.gst.invoice_date)} from {item.gst.supplier_gstin}: taxable {rupees(item.gst.taxable)}, {item.gst.igst > 0 ? `IGST ${rupees(item.gst.igst)}` : `CGST ${rupees(item.gst.cgst)} + SGST ${rupees(item.gst.sgst)}`}. {CREDIT_WORDS[item.gst.credit]}.
          {item.gst.notes.map((n) => (
            <span key={n} className="exp-item__note">
              {" "}
              {n}.
            </span>
          ))}
        </p>
      )}
      {item.flags.length > 0 && (
        <ul className="exp-flags" aria-label={`What the policy says about item ${index + 1}`}>
          {item.flags.map((f) => (
            <li key={`${f.kind}-${f.words}`} data-kind={f.kind}>
              {f.words}
            </li>
          ))}
        </ul>
      )}
      {item.justification && (
        <p className="exp-item__why">
          <span className="exp-item__label">Why: </span>
          {item.justification}
        </p>
      )}
      {changed && item.decision_reason && (
        <p className="exp-item__why">
          <span className="exp-item__label">Paid less: </span>
          {item.decision_reason}
        </p>
      )}
      {item.receipts.length > 0 && (
        <ul className="exp-receipts" aria-label={`Receipts for item ${index + 1}`}>
          {item.receipts.map((r, n) => (
            <li key={r.id}>
              <a href={firmHref(`/expenses/claims/${claimId}/receipts/${r.id}`)} target="_blank" rel="noreferrer">
                Receipt {n + 1} ({r.content_type === "application/pdf" ? "PDF" : "photo"}, {Math.max(1, Math.round(r.bytes / 1024))} kB)
              </a>
            </li>
          ))}
        </ul>
      )}
      {actions}
    </li>
  );
}
