// Payouts on the expense claims screen, for admins and firm-wide HR: pay every approved claim that no
// payroll run has, download the bank's bulk-transfer file, then mark the payout paid with the bank's
// reference (someone who approved none of its claims). A paid payout is final.
import { indiaToday } from "@vetan/shared/dates";
import type { PayoutView } from "@vetan/shared/expenses";
import { useState } from "react";
import { Field } from "../../components/accounts-field.tsx";
import { useApiSave } from "../../components/console-kit.tsx";
import { useFormSubmit } from "../../components/console-site-form.tsx";
import { DashboardPanel } from "../../components/dashboard-shell.tsx";
import { firmApi, firmHref } from "../../lib/api.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import { FormEnd, rupees } from "../payroll/payroll-bits.tsx";

function MarkPaid({ payout }: { payout: PayoutView }) {
  const [paidOn, setPaidOn] = useState(indiaToday());
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useApiSave(firmApi);
  const { form, busy, submit } = useFormSubmit(async () => {
    const sent = await save<PayoutView>(`/expenses/payouts/${payout.id}/paid`, "POST", { paid_on: paidOn, reference }, `${payout.number} marked paid.`);
    setErrors(sent.ok ? {} : { ...sent.fields, ...(Object.keys(sent.fields).length === 0 ? { _: sent.message } : {}) });
    return sent.ok;
  });
  return (
    <form ref={form} className="exp-decision" noValidate aria-label={`Mark ${payout.number} paid`} onSubmit={submit}>
      <Field id={`paid-on-${payout.id}`} label="Paid on" type="date" value={paidOn} error={errors.paid_on} onChange={setPaidOn} />
      <Field id={`reference-${payout.id}`} label="Bank reference (UTR)" value={reference} error={errors.reference} onChange={setReference} />
      <FormEnd error={errors._} busy={busy} label="Mark paid" />
    </form>
  );
}

export function PayoutsPanel({ payouts }: { payouts: PayoutView[] }) {
  const save = useApiSave(firmApi);
  return (
    <DashboardPanel
      id="payouts"
      title={`Payouts outside payroll (${payouts.length})`}
      actions={
        <button type="button" className="button button--small" onClick={() => void save<PayoutView>("/expenses/payouts", "POST", {}, (p) => `${p.number}: ${p.claims.length} claims, ${rupees(p.total)}.`)}>
          Pay approved claims now
        </button>
      }
    >
      <p className="dash-note">Approved claims are paid with the next salary unless paid here first; either way each is paid once.</p>
      {payouts.length === 0 ? (
        <p className="dash-empty">No payouts yet.</p>
      ) : (
        <ul className="exp-payouts">
          {payouts.map((p) => (
            <li key={p.id} className="exp-item">
              <div className="exp-item__head">
                <h3 className="exp-item__title">
                  {p.number}: {p.claims.length} claim{p.claims.length === 1 ? "" : "s"}
                </h3>
                <p className="exp-item__amount">
                  <strong>{rupees(p.total)}</strong>
                </p>
              </div>
              <p className="exp-item__meta">
                {p.status === "paid" ? `Paid on ${formatDay(p.paid_on ?? "")}, reference ${p.reference}` : `Made on ${formatDay(p.created_at.slice(0, 10))}; not yet paid`}
                {" · "}
                <a href={firmHref(`/expenses/payouts/${p.id}/bank.csv`)} download>
                  Bank file (CSV)<span className="visually-hidden"> for {p.number}</span>
                </a>
              </p>
              {p.status === "created" && <MarkPaid payout={p} />}
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
