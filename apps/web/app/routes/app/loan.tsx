// One loan or salary advance (/app/payroll/loans/:id), for admins, HR covering the borrower, and the
// borrower: its terms and what is outstanding, the schedule month by month (recovered in a paid run, or still
// to come) with the engine's working, and the taxable perquisite of a concessional loan. Those who may change
// it (admins, HR covering the person; never the borrower) record a prepayment — keeping the instalment and
// finishing sooner, or keeping the end month with a lower instalment — or waive part or all of the balance.
// The server replays the schedule with the change and refuses, in words beside the field, what it cannot take.
import { LOAN_KIND_LABELS, LoanPrepaySchema, type LoanRowView, type LoanView, LoanWaiveSchema } from "@vetan/shared/loans";
import { Link } from "react-router";
import { DashboardFacts, DashboardHeading, DashboardPanel, DashboardStats } from "../../components/dashboard-shell.tsx";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { useFormSubmit } from "../../components/console-site-form.tsx";
import { appPath } from "../../content/app-nav.ts";
import { interestWords, LoanStatusChip, loanName, nextInstalment } from "../../features/payroll/loan-bits.tsx";
import { FormEnd, monthLabel, rupees } from "../../features/payroll/payroll-bits.tsx";
import { firmApi } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/payroll.css";
import "../../styles/loans.css";
import type { Route } from "./+types/loan.ts";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return { loan: await firmApi<LoanView>(`/payroll/loans/${encodeURIComponent(params.id)}`, { signal: request.signal }) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData ? loanName(loaderData.loan) : "Loan"} | Payroll | Vetan` }, { name: "robots", content: "noindex" }];

export default function Loan({ loaderData }: Route.ComponentProps) {
  const { loan } = loaderData;
  const me = useAppViewer();
  const own = me.employee_id === loan.employee.id;
  const next = nextInstalment(loan);
  const last = loan.rows.at(-1);
  return (
    <>
      <DashboardHeading
        eyebrow={own ? "My loans" : loan.employee.name}
        title={loanName(loan)}
        lead={`${own ? "Yours" : `${loan.employee.name} (${loan.employee.code})`}: ${rupees(loan.principal)} paid out on ${formatDay(loan.disbursed_on)}, recovered through payroll, never more than a month's net pay.`}
      />
      <p className="pay-back">
        {(me.access === "A" || me.access === "H") && <Link to={appPath("payroll", "loans")}>All loans</Link>}
        {!own && <Link to={appPath("people", loan.employee.id, "salary")}>{loan.employee.name}'s salary</Link>}
        {own && <Link to={appPath("payslips")}>My payslips and loans</Link>}
      </p>
      <DashboardPanel id="terms" title="Terms" actions={<LoanStatusChip status={loan.status} />}>
        <div className="loan-stats">
          <DashboardStats
            items={[
              { label: "Outstanding", value: rupees(loan.outstanding) },
              { label: "Recovered so far", value: rupees(loan.recovered) },
              { label: next ? `Next instalment, ${monthLabel(next.month)}` : "Next instalment", value: next ? rupees(next.emi) : "None left" },
            ]}
          />
        </div>
        <DashboardFacts
          rows={[
            ["Borrower", `${loan.employee.name} (${loan.employee.code})`],
            ["Kind", LOAN_KIND_LABELS[loan.kind]],
            ["Purpose", loan.purpose],
            ["Amount paid out", rupees(loan.principal)],
            ["Paid out on", formatDay(loan.disbursed_on)],
            ["Interest", interestWords(loan)],
            ["Instalments agreed", loan.instalments.toLocaleString("en-IN")],
            ["Instalment (EMI)", rupees(loan.emi)],
            ["Recovery", last ? `${monthLabel(loan.first_month)} to ${monthLabel(last.month)}` : monthLabel(loan.first_month)],
          ]}
        />
        <p className="loan-working">{loan.working}.</p>
      </DashboardPanel>
      {loan.perquisite && (
        <DashboardPanel id="perquisite" title="Interest concession (taxable perquisite)">
          <p className="loan-perk">{rupees(loan.perquisite.value)} this tax year</p>
          <p className="dash-note">{loan.perquisite.working}.</p>
        </DashboardPanel>
      )}
      <DashboardPanel id="schedule" title={`Schedule (${loan.rows.length.toLocaleString("en-IN")} ${loan.rows.length === 1 ? "month" : "months"})`}>
        <Schedule loan={loan} />
      </DashboardPanel>
      {loan.can_change && (loan.status === "active" && next ? <ChangeForms loan={loan} from={next.month} /> : <DashboardPanel id="change" title="Prepay or waive"><p className="dash-empty">Closed: nothing is left to recover.</p></DashboardPanel>)}
    </>
  );
}

/** The columns that only matter once something happened: prepaid, waived, short of net pay. */
const EVENT_COLUMNS = [
  { key: "prepaid", label: "Prepaid", event: "prepayment" },
  { key: "waived", label: "Waived", event: "waiver" },
  { key: "shortfall", label: "Shortfall", event: "shortfall of net pay" },
] as const satisfies readonly { key: keyof LoanRowView; label: string; event: string }[];

function Schedule({ loan }: { loan: LoanView }) {
  const events = EVENT_COLUMNS.filter((c) => loan.rows.some((r) => r[c.key] > 0));
  const hidden = EVENT_COLUMNS.filter((c) => !events.includes(c));
  const total = (key: "interest" | "emi" | "principal" | "prepaid" | "waived" | "shortfall") => loan.rows.reduce((t, r) => t + r[key], 0);
  return (
    <>
      {/* Focusable, so a keyboard can scroll it sideways when it is wider than the screen. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable) */}
      <section className="dash-table-wrap loan-schedule-wrap" tabIndex={0} aria-label="The schedule, month by month">
        <table className="dash-table loan-schedule">
          <caption className="visually-hidden">The schedule of {loanName(loan)}: one row a month, amounts in rupees</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col" className="is-num">
                Opening
              </th>
              <th scope="col" className="is-num">
                Interest
              </th>
              <th scope="col" className="is-num">
                EMI
              </th>
              <th scope="col" className="is-num">
                Principal
              </th>
              {events.map((c) => (
                <th key={c.key} scope="col" className="is-num">
                  {c.label}
                </th>
              ))}
              <th scope="col" className="is-num">
                Closing
              </th>
              <th scope="col">Recovered</th>
            </tr>
          </thead>
          <tbody>
            {loan.rows.map((r) => (
              <tr key={r.month} data-recovered={r.recovered || undefined}>
                <th scope="row" data-label="Month">
                  <span className="loan-schedule__month">{monthLabel(r.month)}</span>
                  {r.note && <span className="loan-schedule__note">{r.note}</span>}
                </th>
                <td data-label="Opening" className="is-num">
                  {rupees(r.opening)}
                </td>
                <td data-label="Interest" className="is-num">
                  {rupees(r.interest)}
                </td>
                <td data-label="EMI" className="is-num">
                  {rupees(r.emi)}
                </td>
                <td data-label="Principal" className="is-num">
                  {rupees(r.principal)}
                </td>
                {events.map((c) => (
                  <td key={c.key} data-label={c.label} className="is-num">
                    {r[c.key] > 0 ? rupees(r[c.key]) : "—"}
                  </td>
                ))}
                <td data-label="Closing" className="is-num">
                  {rupees(r.closing)}
                </td>
                <td data-label="Recovered">
                  {r.recovered ? (
                    <span className="loan-schedule__done">
                      <span aria-hidden="true">✓ </span>Recovered
                    </span>
                  ) : (
                    <span className="loan-schedule__later">{r.emi > 0 ? "To come" : "Nothing due"}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td />
              <td data-label="Interest" className="is-num">
                {rupees(total("interest"))}
              </td>
              <td data-label="EMI" className="is-num">
                {rupees(total("emi"))}
              </td>
              <td data-label="Principal" className="is-num">
                {rupees(total("principal"))}
              </td>
              {events.map((c) => (
                <td key={c.key} data-label={c.label} className="is-num">
                  {rupees(total(c.key))}
                </td>
              ))}
              <td />
              <td />
            </tr>
          </tfoot>
        </table>
      </section>
      {hidden.length > 0 && (
        <p className="dash-note">
          No {hidden.map((c) => c.event).join(hidden.length > 2 ? ", " : " or ").replace(/, ([^,]*)$/, " or $1")} yet: {hidden.length === 1 ? "its column appears" : "their columns appear"} once there is one.
        </p>
      )}
    </>
  );
}

function ChangeForms({ loan, from }: { loan: LoanView; from: string }) {
  return (
    <DashboardPanel id="change" title="Prepay or waive">
      <p className="dash-note">A change applies from a month not yet recovered in a paid run; the schedule is worked out again from it.</p>
      <div className="loan-forms">
        <PrepayForm loan={loan} from={from} />
        <WaiveForm loan={loan} from={from} />
      </div>
    </DashboardPanel>
  );
}

function PrepayForm({ loan, from }: { loan: LoanView; from: string }) {
  const path = `/payroll/loans/${encodeURIComponent(loan.id)}/prepay`;
  const last = loan.rows.at(-1)?.month ?? from;
  const { values, setValues, errors, submit, field, clear } = useConsoleForm("prepay", { month: from, amount: "", keep: "emi" }, firmApi);
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    const result = await submit<LoanView>(LoanPrepaySchema, values, path, "POST", (l) =>
      l.status === "closed" || l.outstanding === 0 ? "Prepayment recorded." : `Prepayment recorded: the instalment is now ${rupees(l.emi)}, to ${monthLabel(l.rows.at(-1)?.month ?? last)}.`,
    );
    if (result.ok) setValues((v) => ({ ...v, amount: "" }));
    return result.ok;
  });
  const choices = [
    { value: "emi", label: `Keep the instalment of ${rupees(loan.emi)}`, text: "The loan finishes sooner; less interest in all." },
    { value: "tenure", label: `Keep the end month, ${monthLabel(last)}`, text: "Each instalment after it is lower." },
  ];
  return (
    <form ref={form} className="loan-form" noValidate aria-labelledby="prepay-title" onSubmit={onSubmit}>
      <h3 id="prepay-title" className="loan-form__title">
        Record a prepayment
      </h3>
      <Field {...field("month")} label="Received in" type="month" hint="Taken after that month's instalment." />
      <Field {...field("amount")} label="Amount prepaid (₹)" inputMode="decimal" hint="Like 20,000; at most what is owed after that month's instalment." />
      <fieldset className="loan-choice" data-invalid={errors.keep ? true : undefined} aria-describedby={errors.keep ? "prepay-keep-error" : undefined}>
        <legend>Then</legend>
        {choices.map((c) => (
          <label key={c.value} className="loan-choice__option">
            <input
              type="radio"
              name="prepay-keep"
              value={c.value}
              checked={values.keep === c.value}
              onChange={() => {
                setValues((v) => ({ ...v, keep: c.value }));
                clear("keep");
              }}
            />
            <span>
              <span className="loan-choice__label">{c.label}</span>
              <span className="loan-choice__text">{c.text}</span>
            </span>
          </label>
        ))}
        {errors.keep && (
          <p id="prepay-keep-error" className="acc-field__error">
            {errors.keep}
          </p>
        )}
      </fieldset>
      <FormEnd error={errors._} busy={busy} label="Record the prepayment" />
    </form>
  );
}

function WaiveForm({ loan, from }: { loan: LoanView; from: string }) {
  const path = `/payroll/loans/${encodeURIComponent(loan.id)}/waive`;
  const { values, setValues, errors, submit, field } = useConsoleForm("waive", { month: from, amount: "", reason: "" }, firmApi);
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    const input = { month: values.month, reason: values.reason, ...(values.amount.trim() ? { amount: values.amount } : {}) };
    const result = await submit<LoanView>(LoanWaiveSchema, input, path, "POST", (l) => (l.rows.at(-1)?.closing === 0 && !values.amount.trim() ? "The balance is waived: nothing more is recovered." : `Waiver recorded: the instalment is now ${rupees(l.emi)}.`));
    if (result.ok) setValues((v) => ({ ...v, amount: "", reason: "" }));
    return result.ok;
  });
  return (
    <form ref={form} className="loan-form" noValidate aria-labelledby="waive-title" onSubmit={onSubmit}>
      <h3 id="waive-title" className="loan-form__title">
        Waive the balance
      </h3>
      <Field {...field("month")} label="Waived from" type="month" hint="Before that month's interest and instalment." />
      <Field {...field("amount")} label="Amount waived (₹)" inputMode="decimal" hint="Leave empty to waive the whole balance." />
      <Field {...field("reason")} label="Why it is waived" control="textarea" rows={2} hint="Kept in the audit log." />
      <p className="loan-form__note">A waived loan is taxable income of {loan.employee.name}: the amount forgiven is a perquisite in the month it is waived.</p>
      <FormEnd error={errors._} busy={busy} label="Waive" />
    </form>
  );
}
