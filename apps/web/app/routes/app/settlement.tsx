// One leaver's full and final settlement (/app/payroll/settlements/:employeeId), for admins and HR covering
// the person: what the records say (the final month and the run it came from, the wages gratuity goes by,
// leave encashed, loans outstanding), HR's decisions in a form checked with the shared schema while the
// settlement is a draft (errors beside each control, the nested rows' too), and the statement the server
// works from both — payable lines with their taxable and exempt parts, recoveries, totals, the net or what
// the person owes, the dates it must be paid by and the working. Then approval (an admin other than who
// prepared it, when the firm keeps maker-checker; the button says why it cannot be pressed), marking it
// paid, and the statement as a PDF. Someone not leaving gets the server's 409 in words.
import { formatDay, indiaDateOf, indiaToday } from "@vetan/shared/dates";
import { paiseInWords } from "@vetan/shared/money";
import { LEAVING_REASON_LABELS, LEAVING_REASONS, type SettlementInput, SettlementInputSchema, SettlementPaidSchema, type SettlementLineView, type SettlementView } from "@vetan/shared/settlements";
import { Link } from "react-router";
import { z } from "zod";
import { Field } from "../../components/accounts-field.tsx";
import { CheckField } from "../../components/check-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { ConsoleErrorBoundary, ConsoleFallback, useApiSave } from "../../components/console-kit.tsx";
import { at, RowInput, RowLabel, Rows, rowKey, useFormSubmit } from "../../components/console-site-form.tsx";
import { DashboardFacts, DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { FormEnd, LineRows, monthLabel, rupees } from "../../features/payroll/payroll-bits.tsx";
import { PayBy, SettlementStatusChip } from "../../features/payroll/settlement-bits.tsx";
import { firmApi, firmHref } from "../../lib/api.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/payroll.css";
import "../../styles/settlements.css";
import type { Route } from "./+types/settlement.ts";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return { view: await firmApi<SettlementView>(`/payroll/settlements/${encodeURIComponent(params.employeeId)}`, { signal: request.signal }) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData ? `${loaderData.view.employee.name}'s settlement` : "Settlement"} | Payroll | Vetan` }, { name: "robots", content: "noindex" }];

const pathOf = (view: SettlementView) => `/payroll/settlements/${encodeURIComponent(view.employee.id)}`;
const days = (n: number) => `${n.toLocaleString("en-IN")} ${n === 1 ? "day" : "days"}`;

export default function Settlement({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  const { employee } = view;
  const who = [employee.code, employee.designation, employee.department].filter(Boolean).join(", ");
  return (
    <>
      <DashboardHeading eyebrow="Full and final settlement" title={employee.name} lead={`${who}. Joined ${formatDay(employee.joining_date)}; last working day ${formatDay(employee.last_working_day)}.`} />
      <p className="pay-back">
        <Link to={appPath("payroll", "settlements")}>All settlements</Link>
        <Link to={appPath("people", employee.id)}>{employee.name}'s profile</Link>
      </p>
      <StandPanel view={view} />
      <FactsPanel view={view} />
      {view.can_edit ? <DecisionsForm key={employee.id} view={view} /> : <DecisionsRead view={view} />}
      <StatementPanel view={view} />
    </>
  );
}

/** Where the settlement stands, who did what, and what can be done next: approve, mark paid, download. */
function StandPanel({ view }: { view: SettlementView }) {
  const save = useApiSave(firmApi);
  const path = pathOf(view);
  const open = view.status === "none" || view.status === "draft";
  const who = [
    view.prepared_by && `Prepared by ${view.prepared_by}.`,
    view.approved_by && `Approved by ${view.approved_by}${view.approved_at ? ` on ${formatDay(indiaDateOf(view.approved_at))}` : ""}: the figures are frozen.`,
    view.paid_on && `Paid on ${formatDay(view.paid_on)}.`,
  ].filter(Boolean);
  return (
    <DashboardPanel id="stand" title="Where it stands" actions={<SettlementStatusChip status={view.status} />}>
      <p className="fnf-stand">
        {view.status === "none" ? "Not saved yet: the statement below is worked from the records with the usual terms (resignation, a month's notice, all of it served). Save the decisions to start the settlement." : who.join(" ")}
      </p>
      <div className="pay-actions">
        {open && (
          <button
            type="button"
            className="button"
            disabled={!view.can_approve.ok}
            aria-describedby={view.can_approve.ok ? undefined : "approve-why"}
            onClick={() => void save(`${path}/approve`, "POST", {}, `${view.employee.name}'s settlement approved: the figures are frozen.`)}
          >
            Approve
          </button>
        )}
        <a className="button button--ghost" href={firmHref(`${path}/statement.pdf`)} download>
          Download statement<span className="visually-hidden"> (PDF)</span>
        </a>
      </div>
      {open && !view.can_approve.ok && view.can_approve.why && (
        <p id="approve-why" className="dash-note fnf-why">
          {view.can_approve.why}
        </p>
      )}
      {view.can_pay && <PaidForm view={view} />}
    </DashboardPanel>
  );
}

function PaidForm({ view }: { view: SettlementView }) {
  const { values, errors, submit, field } = useConsoleForm("paid", { paid_on: indiaToday() }, firmApi);
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => (await submit(SettlementPaidSchema, values, `${pathOf(view)}/paid`, "POST", `${view.employee.name}'s settlement marked paid.`)).ok);
  return (
    <form ref={form} className="fnf-paid" noValidate aria-label="Mark the settlement paid" onSubmit={onSubmit}>
      <Field {...field("paid_on")} label="Paid on" type="date" max={indiaToday()} hint={`The day the money left the firm's account; due by ${formatDay(view.pay_by)}.${view.facts.loans_outstanding > 0 ? " The loans it recovers close." : ""}`} />
      <FormEnd error={errors._} busy={busy} label="Mark paid" />
    </form>
  );
}

/** s.10(10AA)'s ten months' average, with the months it is of: fewer than ten when the firm moved its payroll in. */
function average(a: SettlementView["facts"]["average_salary"]) {
  if (!a) return <span className="fnf-from fnf-from--missing">No payslips here before the month of leaving: the last month's basic and DA stand in for it.</span>;
  const span = a.from === a.to ? monthLabel(a.from) : `${monthLabel(a.from)} to ${monthLabel(a.to)}`;
  return (
    <>
      {rupees(a.amount)} a month (basic and DA)
      <span className="fnf-from">
        {a.months === 10 ? `The ten months ${span}` : `${a.months} ${a.months === 1 ? "month" : "months"} paid here, ${span}, of the ten the Act averages`}
      </span>
    </>
  );
}

function FactsPanel({ view }: { view: SettlementView }) {
  const { facts } = view;
  const final = facts.final_month;
  const month = final ? (
    <>
      {monthLabel(final.month)}: earnings {rupees(final.earnings)}, deductions {rupees(final.deductions)}
      <span className="fnf-from">From {final.from}</span>
    </>
  ) : (
    <span className="fnf-from fnf-from--missing">Not in yet: compute the {monthLabel(view.employee.last_working_day.slice(0, 7))} payroll run to include it.</span>
  );
  const leave =
    facts.leave.length === 0 ? null : (
      <ul className="fnf-leave">
        {facts.leave.map((l) => (
          <li key={l.code}>
            {l.code}: {days(l.days)} of a balance of {days(l.balance)}
          </li>
        ))}
      </ul>
    );
  return (
    <DashboardPanel id="facts" title="From the records">
      <DashboardFacts
        missing="None"
        rows={[
          ["Final month", month],
          ["Wages for gratuity (basic and DA a month)", rupees(facts.gratuity_wages)],
          ["Monthly gross", rupees(facts.gross)],
          ["Average salary for the leave encashment exemption", average(facts.average_salary)],
          ["Leave balances encashed", leave],
          ["Loans and advances outstanding", facts.loans_outstanding > 0 ? rupees(facts.loans_outstanding) : null],
        ]}
      />
    </DashboardPanel>
  );
}

// ─── HR's decisions ─────────────────────────────────────────────────────────────────────────────────

interface ItemRow {
  key: number;
  name: string;
  amount: string;
}

/** Paise as a rupee figure to edit in a box: 1000000 → "10,000", 1050 → "10.5". */
const rupeesText = (paise: number | undefined) => (paise === undefined ? "" : (paise / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 }));

function valuesOf(input: SettlementInput) {
  const rows = (items: SettlementInput["other_payments"]): ItemRow[] => items.map((i) => ({ key: rowKey(), name: i.name, amount: rupeesText(i.amount) }));
  return {
    reason: input.reason as string,
    fixed_term: input.fixed_term ?? false,
    notice_required_days: String(input.notice_required_days),
    notice_served_days: String(input.notice_served_days),
    notice_recover_from: input.notice_recover_from as string,
    notice_waived: input.notice_waived ?? false,
    employer_shortfall: input.employer_shortfall ?? false,
    leave_days: input.leave_days === undefined ? "" : String(input.leave_days),
    bonus_due: rupeesText(input.bonus_due),
    other_payments: rows(input.other_payments),
    other_recoveries: rows(input.other_recoveries),
  };
}

const REASONS = LEAVING_REASONS.map((r) => ({ value: r, label: LEAVING_REASON_LABELS[r] }));
const RECOVER_FROM = [
  { value: "basic", label: "Basic pay (basic and DA)" },
  { value: "gross", label: "Gross pay" },
];

/** Valid stand-ins for the fields the checks across fields do not read. */
const NEUTRAL = { reason: "resignation", fixed_term: undefined, notice_recover_from: "basic", leave_days: undefined, bonus_due: undefined, other_payments: [], other_recoveries: [] };

/**
 * The shared schema, with its checks across fields (more notice served than required; waived and paid in
 * lieu at once) made even while another field is wrong: Zod skips an object's refinements once any of its
 * fields fails, which would leave those messages for a second press of Save. They are made again with
 * valid stand-ins for the fields they do not read; a notice field that is itself wrong still stops them.
 */
const DecisionsCheck = z.unknown().superRefine((value, ctx) => {
  const whole = SettlementInputSchema.safeParse(value);
  if (whole.success) return;
  const across = typeof value === "object" && value !== null ? SettlementInputSchema.safeParse({ ...value, ...NEUTRAL }) : whole;
  const said = new Set<string>();
  for (const issue of [...whole.error.issues, ...(across.success ? [] : across.error.issues)]) {
    const key = `${issue.path.join(".")}\n${issue.message}`;
    if (said.has(key)) continue;
    said.add(key);
    ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  }
});

/** An empty box is not sent: the schema then says it is missing, rather than reading it as 0. */
const typed = (text: string) => (text.trim() === "" ? undefined : text.trim());

function DecisionsForm({ view }: { view: SettlementView }) {
  const { values, setValues, errors, submit, field, clear } = useConsoleForm("fnf", valuesOf(view.input), firmApi);
  const balance = view.facts.leave.reduce((t, l) => t + l.days, 0);
  const check = (name: "fixed_term" | "notice_waived" | "employer_shortfall") => (checked: boolean) => {
    setValues((v) => ({ ...v, [name]: checked }));
    // Waived and paid in lieu refuse each other: changing either retires the message.
    clear(name, "employer_shortfall");
  };
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    const items = (rows: ItemRow[]) => rows.map((r) => ({ name: r.name, amount: r.amount }));
    const input = {
      reason: values.reason,
      ...(values.fixed_term ? { fixed_term: true } : {}),
      notice_required_days: typed(values.notice_required_days),
      notice_served_days: typed(values.notice_served_days),
      notice_recover_from: values.notice_recover_from,
      ...(values.notice_waived ? { notice_waived: true } : {}),
      ...(values.employer_shortfall ? { employer_shortfall: true } : {}),
      leave_days: typed(values.leave_days),
      bonus_due: typed(values.bonus_due),
      other_payments: items(values.other_payments),
      other_recoveries: items(values.other_recoveries),
    };
    const result = await submit<SettlementView>(DecisionsCheck, input, pathOf(view), "PUT", (s) =>
      s.employee_owes > 0 ? `Saved: ${s.employee.name} owes ${rupees(s.employee_owes)}.` : `Saved: ${rupees(s.totals.net)} to pay by ${formatDay(s.pay_by)}.`,
    );
    return result.ok;
  });
  const itemRows = (path: "other_payments" | "other_recoveries", legend: string, what: string, hint: string) => (
    <Rows<ItemRow>
      legend={legend}
      what={what}
      path={path}
      rows={values[path]}
      max={10}
      errors={errors}
      hint={hint}
      onChange={(rows) => {
        // Added, removed or moved: the messages' row numbers no longer match, so they go.
        const same = rows.length === values[path].length && rows.every((r, i) => r.key === values[path][i]?.key);
        if (!same) clear(...Object.keys(errors).filter((k) => k === path || k.startsWith(`${path}.`)));
        setValues((v) => ({ ...v, [path]: rows }));
      }}
      blank={() => ({ key: rowKey(), name: "", amount: "" })}
      nameOf={(r, i) => r.name.trim() || `${what} ${i + 1}`}
      render={(row, i, set) => {
        const label = `${what[0]?.toUpperCase()}${what.slice(1)} ${i + 1}`;
        const id = `fnf-${path}-${row.key}`;
        return (
          <>
            <RowInput
              id={`${id}-name`}
              label={<RowLabel row={label} field="What it is" />}
              value={row.name}
              maxLength={80}
              error={at(errors, path, i, "name")}
              onChange={(name) => {
                set({ ...row, name });
                clear(`${path}.${i}.name`);
              }}
            />
            <RowInput
              id={`${id}-amount`}
              label={<RowLabel row={label} field="Amount (₹)" />}
              inputMode="text"
              value={row.amount}
              error={at(errors, path, i, "amount")}
              onChange={(amount) => {
                set({ ...row, amount });
                clear(`${path}.${i}.amount`);
              }}
            />
          </>
        );
      }}
    />
  );
  return (
    <DashboardPanel id="decisions" title="Decisions">
      <form ref={form} className="fnf-form" noValidate aria-label="Settlement decisions" onSubmit={onSubmit}>
        <fieldset className="fnf-group">
          <legend>Why they left</legend>
          <div className="acc-grid">
            <Field {...field("reason")} label="Reason" control="select" placeholder={null} options={REASONS} hint="Gratuity and its exemption depend on it." />
            <CheckField id="fnf-fixed_term" label="A fixed-term contract" hint="Gratuity is then due after one year of service." checked={values.fixed_term} error={errors.fixed_term} onChange={check("fixed_term")} />
          </div>
        </fieldset>
        <fieldset className="fnf-group">
          <legend>Notice</legend>
          <div className="acc-grid">
            <Field {...field("notice_required_days")} label="Notice required (days)" inputMode="numeric" maxLength={3} />
            <Field {...field("notice_served_days")} label="Notice served (days)" inputMode="numeric" maxLength={3} hint="Days short of the notice required are recovered, unless waived." />
            <Field {...field("notice_recover_from")} label="Recover the shortfall from" control="select" placeholder={null} options={RECOVER_FROM} hint="A day is a thirtieth of the month's amount." />
          </div>
          <div className="fnf-checks">
            <CheckField id="fnf-notice_waived" label="Waive the recovery" hint="The person keeps the shortfall's pay." checked={values.notice_waived} error={errors.notice_waived} onChange={check("notice_waived")} />
            <CheckField id="fnf-employer_shortfall" label="The firm cut the notice short: pay the days not served in lieu" checked={values.employer_shortfall} error={errors.employer_shortfall} onChange={check("employer_shortfall")} />
          </div>
        </fieldset>
        <fieldset className="fnf-group">
          <legend>Leave and bonus</legend>
          <div className="acc-grid">
            <Field
              {...field("leave_days")}
              label="Leave days encashed"
              inputMode="decimal"
              maxLength={5}
              hint={`Empty takes the balance: ${days(balance)}${view.facts.leave.length > 1 ? ", each type up to its cap" : ""}. Halves allowed, like 12.5.`}
            />
            <Field {...field("bonus_due")} label="Bonus due (₹)" inputMode="decimal" hint="Statutory or contractual bonus not yet paid; empty for none." />
          </div>
        </fieldset>
        {itemRows("other_payments", "Other payments", "payment", "Paid to the person and taxed as salary, like a referral bonus.")}
        {itemRows("other_recoveries", "Other recoveries", "recovery", "Recovered from the settlement, like a laptop not returned. Loans outstanding are recovered already.")}
        <FormEnd error={errors._} busy={busy} label="Save the decisions" />
      </form>
    </DashboardPanel>
  );
}

/** The decisions once approved (or to someone who may not change them). */
function DecisionsRead({ view }: { view: SettlementView }) {
  const { input } = view;
  const list = (items: SettlementInput["other_payments"]) =>
    items.length === 0 ? null : (
      <ul className="fnf-leave">
        {items.map((i) => (
          <li key={i.name}>
            {i.name}: {rupees(i.amount)}
          </li>
        ))}
      </ul>
    );
  const notice = input.notice_waived ? "Recovery waived" : input.employer_shortfall ? "Days not served paid in lieu" : `Shortfall recovered from ${input.notice_recover_from === "gross" ? "gross" : "basic"} pay`;
  return (
    <DashboardPanel id="decisions" title="Decisions">
      <DashboardFacts
        missing="None"
        rows={[
          ["Why they left", `${LEAVING_REASON_LABELS[input.reason]}${input.fixed_term ? " (fixed-term contract)" : ""}`],
          ["Notice", `${days(input.notice_served_days)} served of ${days(input.notice_required_days)}`],
          ["Notice shortfall", input.notice_served_days >= input.notice_required_days ? "None" : notice],
          ["Leave days encashed", input.leave_days === undefined ? "The balance" : days(input.leave_days)],
          ["Bonus due", input.bonus_due ? rupees(input.bonus_due) : null],
          ["Other payments", list(input.other_payments)],
          ["Other recoveries", list(input.other_recoveries)],
        ]}
      />
    </DashboardPanel>
  );
}

// ─── The statement ──────────────────────────────────────────────────────────────────────────────────

/** A line's name with how it was worked out under it. */
function LineName({ line }: { line: SettlementLineView }) {
  return (
    <span className="fnf-line">
      {line.name}
      <span className="pay-lines__working">{line.working}</span>
    </span>
  );
}

function StatementPanel({ view }: { view: SettlementView }) {
  const payable = view.lines.filter((l) => l.kind === "payable");
  const recoverable = view.lines.filter((l) => l.kind === "recoverable");
  const owes = view.employee_owes > 0;
  const gratuity = payable.some((l) => l.code === "GRATUITY" && l.amount > 0);
  return (
    <DashboardPanel id="statement" title="Statement">
      {view.status === "draft" || view.status === "none" ? <p className="dash-note">A draft is worked afresh from the records each time it is opened, until it is approved.</p> : null}
      <div className="fnf-statement">
        <section className="pay-lines" aria-labelledby="fnf-payable">
          <h3 id="fnf-payable">Payable to {view.employee.name}</h3>
          {payable.length === 0 ? (
            <p className="dash-empty">Nothing payable.</p>
          ) : (
            <div className="dash-table-wrap">
              <table className="dash-table fnf-lines">
                <caption className="visually-hidden">What is paid, with the part taxed and the part exempt, in rupees</caption>
                <thead>
                  <tr>
                    <th scope="col">Item</th>
                    <th scope="col" className="is-num">
                      Taxable
                    </th>
                    <th scope="col" className="is-num">
                      Exempt
                    </th>
                    <th scope="col" className="is-num">
                      Amount
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {payable.map((l, i) => (
                    <tr key={`${l.code}-${i}`}>
                      <th scope="row">
                        <LineName line={l} />
                      </th>
                      <td data-label="Taxable" className="is-num">
                        {rupees(l.taxable)}
                      </td>
                      <td data-label="Exempt" className="is-num">
                        {rupees(l.exempt)}
                      </td>
                      <td data-label="Amount" className="is-num fnf-lines__amount">
                        {rupees(l.amount)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <section className="pay-lines" aria-labelledby="fnf-recoverable">
          <h3 id="fnf-recoverable">Recovered from {view.employee.name}</h3>
          {recoverable.length === 0 ? (
            <p className="dash-empty">Nothing to recover.</p>
          ) : (
            <table className="dash-table fnf-lines fnf-lines--two">
              <caption className="visually-hidden">What is recovered, in rupees</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col" className="is-num">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                <LineRows lines={recoverable.map((l, i) => ({ ...l, code: `${l.code}-${i}` }))} />
              </tbody>
            </table>
          )}
        </section>
        <dl className="pay-figures">
          <div>
            <dt>Total payable</dt>
            <dd>{rupees(view.totals.payable)}</dd>
          </div>
          <div>
            <dt>Total recovered</dt>
            <dd>{rupees(view.totals.recoverable)}</dd>
          </div>
          <div>
            <dt>Taxable</dt>
            <dd>{rupees(view.totals.taxable)}</dd>
          </div>
          <div>
            <dt>Exempt from tax</dt>
            <dd>{rupees(view.totals.exempt)}</dd>
          </div>
        </dl>
        <div className="pay-net" data-owes={owes || undefined}>
          {owes ? (
            <p>
              The employee owes <strong>{rupees(view.employee_owes)}</strong>
            </p>
          ) : (
            <p>
              Net payable <strong>{rupees(view.totals.net)}</strong>
            </p>
          )}
          <p className="pay-net__words">{paiseInWords(owes ? view.employee_owes : view.totals.net)}</p>
        </div>
        <dl className="fnf-dates">
          <div>
            <dt>Pay by</dt>
            <dd>
              <PayBy status={view.status} payBy={view.pay_by} />
              <span className="fnf-from">{view.pay_by_working}</span>
            </dd>
          </div>
          {gratuity && (
            <div>
              <dt>Gratuity pay by</dt>
              <dd>
                <PayBy status={view.status} payBy={view.gratuity_pay_by} />
                <span className="fnf-from">Within thirty days of the last working day.</span>
              </dd>
            </div>
          )}
        </dl>
        <section aria-labelledby="fnf-working">
          <h3 id="fnf-working">Working</h3>
          <p className="fnf-working">{view.working}</p>
        </section>
      </div>
    </DashboardPanel>
  );
}
