// Advances on the expense claims screen: the person asks for one (checked with the shared AdvanceSchema
// before it is sent, the server's messages shown beside the fields), sees each with its state and what is
// still open, and withdraws one not yet decided. Finance (admins, firm-wide HR) gets the approved advances
// to pay — the day and the bank's reference — and the paid ones with money still open, to record what was
// handed back.
import { indiaToday } from "@vetan/shared/dates";
import { type AdvanceInput, AdvanceSchema, type AdvanceStatus, type AdvanceView } from "@vetan/shared/expenses";
import { fieldErrors } from "@vetan/shared/fields";
import { useState } from "react";
import { Link } from "react-router";
import { Field } from "../../components/accounts-field.tsx";
import { useApiSave } from "../../components/console-kit.tsx";
import { useFormSubmit } from "../../components/console-site-form.tsx";
import { DashboardPanel } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { firmApi } from "../../lib/api.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import { FormEnd, rupees } from "../payroll/payroll-bits.tsx";

export const ADVANCE_STATUS_WORDS: Record<AdvanceStatus, string> = {
  requested: "Waiting for approval",
  approved: "Approved, to be paid",
  paid: "Paid",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

function AdvanceStatusChip({ status }: { status: AdvanceStatus }) {
  // The claims' colours: waiting amber, approved and paid green, rejected red.
  const as = status === "requested" ? "submitted" : status;
  return (
    <span className="exp-status" data-status={as}>
      {ADVANCE_STATUS_WORDS[status]}
    </span>
  );
}

/** What is left of a paid advance: used by claims, handed back, still open. */
function advanceMeta(a: AdvanceView): string {
  const parts: string[] = [`${a.number}`];
  if (a.needed_by && a.status === "requested") parts.push(`needed by ${formatDay(a.needed_by)}`);
  if (a.status === "paid" && a.paid_on) {
    parts.push(`paid on ${formatDay(a.paid_on)} (${a.reference})`);
    if (a.settled > 0) parts.push(`${rupees(a.settled)} used by claims`);
    if (a.returned > 0 && a.returned_on) parts.push(`${rupees(a.returned)} handed back on ${formatDay(a.returned_on)}`);
    parts.push(a.open > 0 ? `${rupees(a.open)} still open` : "nothing open");
  }
  return parts.join(" · ");
}

function RequestForm() {
  const [draft, setDraft] = useState<{ purpose: string; amount: string; needed_by: string }>({ purpose: "", amount: "", needed_by: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useApiSave(firmApi);
  const set = (key: keyof typeof draft) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };
  const { form, busy, submit } = useFormSubmit(async () => {
    const body: AdvanceInput = { purpose: draft.purpose, amount: draft.amount, ...(draft.needed_by ? { needed_by: draft.needed_by } : {}) };
    const checked = AdvanceSchema.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return false;
    }
    const sent = await save<AdvanceView>("/expenses/advances", "POST", body, (a) => `${a.number} sent to your manager.`);
    if (!sent.ok) {
      setErrors({ ...sent.fields, ...(Object.keys(sent.fields).length === 0 ? { _: sent.message } : {}) });
      return false;
    }
    setErrors({});
    setDraft({ purpose: "", amount: "", needed_by: "" });
    return true;
  });
  return (
    <form ref={form} className="exp-decision" noValidate aria-label="Ask for an advance" onSubmit={submit}>
      <Field id="advance-purpose" label="What it is for" value={draft.purpose} error={errors.purpose} maxLength={200} onChange={set("purpose")} />
      <Field id="advance-amount" label="Amount (₹)" inputMode="decimal" value={draft.amount} error={errors.amount} onChange={set("amount")} />
      <Field id="advance-needed-by" label="Needed by (optional)" type="date" value={draft.needed_by} error={errors.needed_by} onChange={set("needed_by")} />
      <FormEnd error={errors._} busy={busy} label="Ask for the advance" />
    </form>
  );
}

/** The person's own advances, with the form to ask for one. */
export function MyAdvancesPanel({ advances }: { advances: AdvanceView[] }) {
  const save = useApiSave(firmApi);
  return (
    <DashboardPanel id="advances" title={`My advances (${advances.length})`}>
      <p className="dash-note">Money before the spending: your manager and finance approve it, finance pays it, and your next claims use it up before anything more is paid. What is left you hand back.</p>
      <RequestForm />
      {advances.length === 0 ? (
        <p className="dash-empty">No advances yet.</p>
      ) : (
        <ul className="exp-payouts" aria-label="My advances">
          {advances.map((a) => (
            <li key={a.id} className="exp-item">
              <div className="exp-item__head">
                <h3 className="exp-item__title">{a.purpose}</h3>
                <p className="exp-item__amount">
                  <strong>{rupees(a.amount)}</strong>
                </p>
              </div>
              <p className="exp-item__meta">
                <AdvanceStatusChip status={a.status} /> {advanceMeta(a)}
                {a.request_id && (
                  <>
                    {" · "}
                    <Link to={appPath("approvals", a.request_id)}>
                      The request<span className="visually-hidden"> for {a.number}</span>
                    </Link>
                  </>
                )}
              </p>
              {a.can.withdraw && (
                <button type="button" className="button button--ghost button--small" onClick={() => void save(`/expenses/advances/${a.id}/withdraw`, "POST", {}, `${a.number} withdrawn.`)}>
                  Withdraw<span className="visually-hidden"> {a.number}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}

function PayForm({ advance }: { advance: AdvanceView }) {
  const [paidOn, setPaidOn] = useState(indiaToday());
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useApiSave(firmApi);
  const { form, busy, submit } = useFormSubmit(async () => {
    const sent = await save<AdvanceView>(`/expenses/advances/${advance.id}/paid`, "POST", { paid_on: paidOn, reference }, `${advance.number} marked paid.`);
    setErrors(sent.ok ? {} : { ...sent.fields, ...(Object.keys(sent.fields).length === 0 ? { _: sent.message } : {}) });
    return sent.ok;
  });
  return (
    <form ref={form} className="exp-decision" noValidate aria-label={`Mark ${advance.number} paid`} onSubmit={submit}>
      <Field id={`adv-paid-on-${advance.id}`} label="Paid on" type="date" value={paidOn} error={errors.paid_on} onChange={setPaidOn} />
      <Field id={`adv-reference-${advance.id}`} label="Bank reference (UTR)" value={reference} error={errors.reference} onChange={setReference} />
      <FormEnd error={errors._} busy={busy} label="Mark paid" />
    </form>
  );
}

function ReturnForm({ advance }: { advance: AdvanceView }) {
  const [amount, setAmount] = useState("");
  const [returnedOn, setReturnedOn] = useState(indiaToday());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useApiSave(firmApi);
  const { form, busy, submit } = useFormSubmit(async () => {
    const sent = await save<AdvanceView>(`/expenses/advances/${advance.id}/return`, "POST", { amount, returned_on: returnedOn }, `Return on ${advance.number} recorded.`);
    setErrors(sent.ok ? {} : { ...sent.fields, ...(Object.keys(sent.fields).length === 0 ? { _: sent.message } : {}) });
    return sent.ok;
  });
  return (
    <form ref={form} className="exp-decision" noValidate aria-label={`Record money handed back on ${advance.number}`} onSubmit={submit}>
      <Field id={`adv-return-${advance.id}`} label="Handed back (₹)" inputMode="decimal" value={amount} error={errors.amount} onChange={setAmount} />
      <Field id={`adv-returned-on-${advance.id}`} label="Returned on" type="date" value={returnedOn} error={errors.returned_on} onChange={setReturnedOn} />
      <FormEnd error={errors._} busy={busy} label="Record the return" />
    </form>
  );
}

/** Finance's advances: approved ones to pay, paid ones with money still open. */
export function AdvancesToPayPanel({ advances }: { advances: AdvanceView[] }) {
  return (
    <DashboardPanel id="advances-to-pay" title={`Advances to pay or collect (${advances.length})`}>
      <p className="dash-note">Someone who approved an advance does not release its money. Money still open is used by the person's next claims, or handed back.</p>
      {advances.length === 0 ? (
        <p className="dash-empty">No advance is waiting.</p>
      ) : (
        <ul className="exp-payouts" aria-label="Advances to pay or collect">
          {advances.map((a) => (
            <li key={a.id} className="exp-item">
              <div className="exp-item__head">
                <h3 className="exp-item__title">
                  <Link to={appPath("expenses", "ledger", a.employee.id)}>
                    {a.employee.name} ({a.employee.code})<span className="visually-hidden">: expense ledger</span>
                  </Link>
                  <span className="exp-item__merchant">, {a.purpose}</span>
                </h3>
                <p className="exp-item__amount">
                  <strong>{rupees(a.status === "paid" ? a.open : a.amount)}</strong>
                  {a.status === "paid" && <span className="exp-item__merchant"> open</span>}
                </p>
              </div>
              <p className="exp-item__meta">
                <AdvanceStatusChip status={a.status} /> {advanceMeta(a)}
              </p>
              {a.can.pay && <PayForm advance={a} />}
              {a.can.record_return && <ReturnForm advance={a} />}
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
