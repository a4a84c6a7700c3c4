// One payroll run (/app/payroll/runs/:id), for admins and firm-wide HR: its steps with the compute job's
// progress bar, what can be done next (compute again, approve — an admin other than who computed —,
// release, reopen with a reason), and the salary register: searched, filtered by workspace, department and
// warnings, paged, and downloadable as XLSX with the same filter. Each name opens that person's payslip
// with its working. The filter lives in the address, so Back and the download show what is on screen.
import type { Named } from "@vetan/shared/people";
import { BankFileQuerySchema, type HoldView, OneOffSchema, type OneOffView, type OutputsView, RunHoldSchema, RunReopenSchema, type RegisterView, type RunView } from "@vetan/shared/payroll";
import { formatDay } from "@vetan/shared/dates";
import { useState } from "react";
import { Link, useNavigation, useRevalidator } from "react-router";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { ConsoleErrorBoundary, ConsoleFallback, useApiSave } from "../../components/console-kit.tsx";
import { ConsolePager, pageOf, pageQuery } from "../../components/console-pager.tsx";
import { SearchSelect } from "../../components/console-search.tsx";
import { Checkbox, useFormSubmit } from "../../components/console-site-form.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { JobProgress } from "../../components/job-progress.tsx";
import { appPath } from "../../content/app-nav.ts";
import { queryOf } from "../../features/leave/leave-format.ts";
import { loadOrgLists } from "../../features/org/org-lists.ts";
import { PersonPicker } from "../../features/people/person-picker.tsx";
import { GridLoading, PeopleFilters } from "../../features/org/people-filters.tsx";
import { FormEnd, monthLabel, rupees, RunStatusChip, RunSteps, runLabel } from "../../features/payroll/payroll-bits.tsx";
import { firmApi, firmHref } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import "../../styles/attendance.css";
import "../../styles/leave.css";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/payroll.css";
import type { Route } from "./+types/payroll-run.ts";

const PAGE_SIZE = 50;
const ONLY = [
  { value: "changed", label: "Net pay changed a fifth or more" },
  { value: "warnings", label: "With warnings" },
  { value: "errors", label: "Could not be computed" },
];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const search = new URL(request.url).searchParams;
  const filter = {
    q: (search.get("q") ?? "").trim().slice(0, 100),
    workspace_id: search.get("workspace_id") ?? "",
    department_id: search.get("department_id") ?? "",
    only: ["warnings", "errors", "changed"].includes(search.get("only") ?? "") ? (search.get("only") as string) : "",
  };
  const page = pageOf(search);
  const id = encodeURIComponent(params.id);
  const [run, register, lists, oneOffs] = await Promise.all([
    firmApi<RunView>(`/payroll/runs/${id}`, { signal }),
    firmApi<RegisterView>(`/payroll/runs/${id}/register?${queryOf({ ...filter, ...Object.fromEntries(pageQuery(page, PAGE_SIZE)) })}`, { signal }),
    loadOrgLists(signal),
    firmApi<{ data: OneOffView[] }>(`/payroll/runs/${id}/one-offs`, { signal }).then((r) => r.data),
  ]);
  const holds = await firmApi<{ data: HoldView[] }>(`/payroll/runs/${id}/holds`, { signal }).then((r) => r.data);
  // The files exist once the run is approved.
  const outputs = run.status === "approved" || run.status === "released" ? await firmApi<OutputsView>(`/payroll/runs/${id}/outputs`, { signal }) : null;
  return { run, register, lists, filter, page, outputs, oneOffs, holds };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData ? runLabel(loaderData.run) : "Run"} | Payroll | Vetan` }, { name: "robots", content: "noindex" }];

export default function PayrollRun({ loaderData }: Route.ComponentProps) {
  const { run, register, lists, filter, page, outputs, oneOffs, holds } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === appPath("payroll", "runs", run.id);
  const filtered = Boolean(filter.q || filter.workspace_id || filter.department_id || filter.only);
  const download = firmHref(`/payroll/runs/${encodeURIComponent(run.id)}/register.xlsx?${queryOf(filter)}`);
  return (
    <>
      <DashboardHeading eyebrow={run.kind === "off_cycle" ? "Payroll, off-cycle run" : "Payroll"} title={runLabel(run)} lead={run.kind === "off_cycle" ? `Paid outside the ${monthLabel(run.month)} run${run.pays_arrears ? ", with the arrears owed" : ""}: only its one-offs, taxed as paid now.` : `Attendance cycle ${run.cycle.from} to ${run.cycle.to}.`} />
      <p className="pay-back">
        <Link to={appPath("payroll")}>All runs</Link>
      </p>
      <StepsPanel run={run} />
      {outputs && <OutputsPanel runId={run.id} outputs={outputs} />}
      <OneOffsPanel run={run} oneOffs={oneOffs} />
      <HoldsPanel run={run} holds={holds} />
      <DashboardPanel
        id="register"
        title={`Salary register (${register.total.toLocaleString("en-IN")} ${register.total === 1 ? "person" : "people"})`}
        actions={
          <a className="button button--ghost button--small" href={download} download>
            Download XLSX
          </a>
        }
      >
        <PeopleFilters id="register" filter={filter} filtered={filtered} lists={lists}>
          <SearchSelect id="register-only" name="only" label="Show" value={filter.only} any="Everyone" options={ONLY} />
        </PeopleFilters>
        <div className="att-muster-body" aria-busy={loading || undefined} data-loading={loading || undefined}>
          <GridLoading loading={loading} />
          {register.rows.length === 0 ? (
            <p className="dash-empty">{filtered ? "No one matches these filters. Clear them to see everyone." : run.status === "computing" ? "Computing: the register fills in when it is done." : "No one with a salary in this month."}</p>
          ) : (
            <div className="dash-table-wrap">
              <table className="dash-table pay-register">
                <caption className="visually-hidden">Salary register for {runLabel(run)}: one row per person, amounts in rupees</caption>
                <thead>
                  <tr>
                    <th scope="col">Person</th>
                    <th scope="col" className="is-num">
                      Paid days
                    </th>
                    <th scope="col" className="is-num">
                      LOP
                    </th>
                    <th scope="col" className="is-num">
                      Gross
                    </th>
                    <th scope="col" className="is-num">
                      Deductions
                    </th>
                    <th scope="col" className="is-num">
                      Net pay
                    </th>
                    <th scope="col" className="is-num">
                      Vs last month
                    </th>
                    <th scope="col">Notes</th>
                  </tr>
                </thead>
                <tbody>
                  {register.rows.map((r) => (
                    <tr key={r.employee.id} data-error={r.error ? true : undefined}>
                      <th scope="row" data-label="Person">
                        <span className="leave-report__who">
                          {r.error ? r.employee.name : <Link to={appPath("payslips", run.id, r.employee.id)}>{r.employee.name}</Link>}
                          <span className="leave-report__code">
                            {r.employee.code}
                            {r.employee.department ? ` · ${r.employee.department}` : ""}
                          </span>
                        </span>
                      </th>
                      <td data-label="Paid days" className="is-num">
                        {r.paid_days}
                      </td>
                      <td data-label="LOP" className="is-num">
                        {r.lop_days}
                      </td>
                      <td data-label="Gross" className="is-num">
                        {rupees(r.gross)}
                      </td>
                      <td data-label="Deductions" className="is-num">
                        {rupees(r.deductions)}
                      </td>
                      <td data-label="Net pay" className="is-num pay-register__net">
                        {rupees(r.net)}
                      </td>
                      <td data-label="Vs last month" className="is-num" data-flagged={r.flagged || undefined}>
                        {r.change_percent === null ? "—" : `${r.change_percent > 0 ? "+" : ""}${r.change_percent.toLocaleString("en-IN")}%`}
                        {r.flagged && <span className="pay-flag"> (check)</span>}
                      </td>
                      <td data-label="Notes" className="pay-register__notes">
                        {r.error ? <span className="pay-error">{r.error}</span> : r.warnings.length > 0 ? r.warnings.join("; ") : "—"}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
        <ConsolePager what="people" page={page} pageSize={PAGE_SIZE} total={register.total} shown={register.rows.length} />
      </DashboardPanel>
    </>
  );
}

function StepsPanel({ run }: { run: RunView }) {
  const me = useAppViewer();
  const save = useApiSave(firmApi);
  const revalidator = useRevalidator();
  const [reopening, setReopening] = useState(false);
  const path = `/payroll/runs/${encodeURIComponent(run.id)}`;
  const locked = run.status === "approved" || run.status === "released";
  return (
    <DashboardPanel id="steps" title="Steps" actions={<RunStatusChip status={run.status} />}>
      <RunSteps steps={run.steps} />
      {run.status === "computing" && run.job && (
        <JobProgress<{ people?: number; errors?: number }>
          path={`/payroll/jobs/${encodeURIComponent(run.job.id)}`}
          onDone={() => void revalidator.revalidate()}
          className="pay-job"
          words={{
            running: "Computing payslips…",
            done: "Computed",
            failed: "Computing stopped",
            finished: (r, total) => `Done: ${(r?.people ?? total).toLocaleString("en-IN")} payslips${r?.errors ? `, ${r.errors} could not be computed` : ""}.`,
            retry: "Compute again to retry.",
          }}
        />
      )}
      {run.totals && (
        <dl className="pay-figures">
          <div>
            <dt>People</dt>
            <dd>{run.totals.people.toLocaleString("en-IN")}</dd>
          </div>
          <div>
            <dt>Gross</dt>
            <dd>{rupees(run.totals.gross)}</dd>
          </div>
          <div>
            <dt>Deductions</dt>
            <dd>{rupees(run.totals.deductions)}</dd>
          </div>
          <div>
            <dt>Net pay</dt>
            <dd>{rupees(run.totals.net)}</dd>
          </div>
          <div>
            <dt>Employer's contributions</dt>
            <dd>{rupees(run.totals.employer)}</dd>
          </div>
        </dl>
      )}
      <div className="pay-actions">
        {!locked && (run.status !== "computing" || run.job?.status === "failed") && (
          <button type="button" className="button button--ghost" onClick={() => void save(`${path}/compute`, "POST", {}, "Computing again.")}>
            Compute again
          </button>
        )}
        {run.status === "computed" && me.access === "A" && (
          <button type="button" className="button" disabled={!run.can_approve.ok} aria-describedby={run.can_approve.ok ? undefined : "approve-why"} onClick={() => void save(`${path}/approve`, "POST", {}, run.kind === "off_cycle" ? `${runLabel(run)} approved.` : `${monthLabel(run.month)} approved and locked.`)}>
            Approve and lock
          </button>
        )}
        {run.status === "approved" && (
          <button type="button" className="button" onClick={() => void save(`${path}/release`, "POST", {}, "Payslips released: everyone has been told.")}>
            Release payslips
          </button>
        )}
        {locked && me.access === "A" && (
          <button type="button" className="button button--ghost" aria-expanded={reopening} aria-controls="reopen" onClick={() => setReopening(!reopening)}>
            Reopen
          </button>
        )}
      </div>
      {run.status === "computed" && !run.can_approve.ok && (
        <p id="approve-why" className="dash-note">
          {me.access === "A" ? run.can_approve.why : "An admin approves the run once it is reviewed."}
        </p>
      )}
      {reopening && <ReopenForm path={path} onDone={() => setReopening(false)} />}
    </DashboardPanel>
  );
}

function OneOffsPanel({ run, oneOffs }: { run: RunView; oneOffs: OneOffView[] }) {
  const save = useApiSave(firmApi);
  const open = run.status === "draft" || run.status === "computed";
  const base = `/payroll/runs/${encodeURIComponent(run.id)}/one-offs`;
  return (
    <DashboardPanel id="one-offs" title={`One-off additions and deductions (${oneOffs.length.toLocaleString("en-IN")})`}>
      {oneOffs.length === 0 ? (
        <p className="dash-empty">None this month.</p>
      ) : (
        <ul className="pay-files">
          {oneOffs.map((o) => (
            <li key={o.id}>
              <span>
                <strong>
                  {o.kind === "addition" ? "+" : "−"} {rupees(o.amount)} {o.description}
                </strong>
                <span className="pay-templates__words">
                  {o.employee.name} ({o.employee.code}){o.kind === "addition" ? (o.taxable ? ", taxed" : ", not taxed") : ""}
                </span>
              </span>
              {open && (
                <button type="button" className="button button--ghost button--small" onClick={() => void save(`${base}/${encodeURIComponent(o.id)}`, "DELETE", undefined, `${o.description} removed; ${o.employee.name} is computed again.`)}>
                  Remove<span className="visually-hidden"> {o.description} for {o.employee.name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {open ? <OneOffForm path={base} /> : <p className="dash-note">The run is locked: one-offs are added before approval.</p>}
    </DashboardPanel>
  );
}

/** Salaries on hold: computed and shown, left out of the bank file until the hold is lifted (before release). */
function HoldsPanel({ run, holds }: { run: RunView; holds: HoldView[] }) {
  const save = useApiSave(firmApi);
  const open = run.status !== "released";
  const path = `/payroll/runs/${encodeURIComponent(run.id)}/holds`;
  return (
    <DashboardPanel id="holds" title={`Salaries on hold (${holds.length.toLocaleString("en-IN")})`}>
      {holds.length === 0 ? (
        <p className="dash-empty">Nobody's salary is held: everyone computed is in the bank file.</p>
      ) : (
        <ul className="pay-files">
          {holds.map((h) => (
            <li key={h.employee.id}>
              <span>
                <strong>
                  {h.employee.name} ({h.employee.code})
                </strong>
                <span className="pay-templates__words">
                  {h.reason}
                  {h.held_by ? `, held by ${h.held_by}` : ""}
                </span>
              </span>
              {open && (
                <button type="button" className="button button--ghost button--small" onClick={() => void save(path, "POST", { employee_ids: [h.employee.id], hold: false }, `${h.employee.name}'s salary goes in the bank file again.`)}>
                  Lift the hold<span className="visually-hidden"> on {h.employee.name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {open ? <HoldForm path={path} /> : <p className="dash-note">The payslips are released: holds are set before release.</p>}
    </DashboardPanel>
  );
}

function HoldForm({ path }: { path: string }) {
  const [person, setPerson] = useState<Named | null>(null);
  const { values, setValues, errors, submit, field } = useConsoleForm("hold", { reason: "" }, firmApi);
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    const result = await submit(RunHoldSchema, { employee_ids: person ? [person.id] : [], hold: true, reason: values.reason }, path, "POST", `${person?.name ?? "The"} salary is held: left out of the bank file.`);
    if (result.ok) {
      setPerson(null);
      setValues({ reason: "" });
    }
    return result.ok;
  });
  return (
    <form ref={form} className="pay-assign" noValidate aria-label="Hold a salary" onSubmit={onSubmit}>
      <div className="acc-grid">
        <PersonPicker id="hold-person" label="Person" value={person} onChange={setPerson} error={errors.employee_ids} />
        <Field {...field("reason")} label="Why it is held" hint="Kept with the hold, like Documents pending or Absconding." />
      </div>
      <FormEnd error={errors._} busy={busy} label="Hold the salary" />
    </form>
  );
}

function OneOffForm({ path }: { path: string }) {
  const [person, setPerson] = useState<Named | null>(null);
  const { values, setValues, errors, submit, field } = useConsoleForm("one-off", { kind: "addition", description: "", amount: "", taxable: true }, firmApi);
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    const input = { employee_id: person?.id ?? "", kind: values.kind, description: values.description, amount: values.amount, ...(values.kind === "addition" ? { taxable: values.taxable } : {}) };
    const result = await submit(OneOffSchema, input, path, "POST", `${values.description || "One-off"} added; ${person?.name ?? "the person"} is computed again.`);
    if (result.ok) {
      setPerson(null);
      setValues((v) => ({ ...v, description: "", amount: "" }));
    }
    return result.ok;
  });
  return (
    <form ref={form} className="pay-assign" noValidate aria-label="Add a one-off" onSubmit={onSubmit}>
      <div className="acc-grid">
        <PersonPicker id="one-off-person" label="Person" value={person} onChange={setPerson} error={errors.employee_id} />
        <Field
          {...field("kind")}
          label="Kind"
          control="select"
          placeholder={null}
          options={[
            { value: "addition", label: "Addition (paid with the salary)" },
            { value: "deduction", label: "Deduction (recovered from the salary)" },
          ]}
        />
        <Field {...field("description")} label="Description" hint="Shown on the payslip, like Festival bonus or Canteen." />
        <Field {...field("amount")} label="Amount (₹)" inputMode="decimal" />
      </div>
      {values.kind === "addition" && <Checkbox id="one-off-taxable" label="Taxed in full this month" checked={values.taxable} onChange={(taxable) => setValues((v) => ({ ...v, taxable }))} />}
      <FormEnd error={errors._} busy={busy} label="Add" />
    </form>
  );
}

function Missing({ people, why }: { people: OutputsView["bank"]["missing"]; why: string }) {
  if (people.length === 0) return null;
  return (
    <details className="pay-missing">
      <summary>
        {people.length.toLocaleString("en-IN")} left out: {why}
      </summary>
      <ul>
        {people.map((p) => (
          <li key={p.id}>
            <Link to={appPath("people", p.id)}>{p.name}</Link> ({p.code})
          </li>
        ))}
      </ul>
    </details>
  );
}

/** One downloadable file: what it is, who it holds, who it leaves out. */
function FileRow({ title, words, href, children }: { title: string; words: React.ReactNode; href: string; children?: React.ReactNode }) {
  return (
    <li>
      <span>
        <strong>{title}</strong>
        <span className="pay-templates__words">{words}</span>
        {children}
      </span>
      <a className="button button--small" href={firmHref(href)} download>
        Download
      </a>
    </li>
  );
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-IN")} ${n === 1 ? one : many}`;

function OutputsPanel({ runId, outputs }: { runId: string; outputs: OutputsView }) {
  const base = `/payroll/runs/${encodeURIComponent(runId)}`;
  const perState = (list: { state: string; employees: number; amount: number }[], none: string) =>
    list.length === 0 ? none : list.map((s) => `${s.state}: ${count(s.employees, "person", "people")}, ${rupees(s.amount)}`).join("; ");
  return (
    <DashboardPanel id="outputs" title="Files and challans">
      <ul className="pay-files">
        <li className="pay-files__bank">
          <span>
            <strong>Bank transfer file</strong>
            <span className="pay-templates__words">
              {count(outputs.bank.people, "person", "people")}, {rupees(outputs.bank.amount)}
            </span>
            <Missing people={outputs.bank.missing} why="no bank details on their profile; pay them another way or add the details and download again" />
            <Missing people={outputs.bank.held} why="salary on hold (see Salaries on hold); lift the hold and download again" />
          </span>
          <BankFileForm action={firmHref(`${base}/bank.csv`)} layouts={outputs.bank.layouts} />
        </li>
        <FileRow title="EPFO ECR (text)" words={count(outputs.ecr.members, "PF member", "PF members")} href={`${base}/ecr.txt`}>
          <Missing people={outputs.ecr.missing} why="PF members without a UAN on their profile" />
        </FileRow>
        <FileRow title="ESIC monthly contributions (XLSX)" words={count(outputs.esic.members, "ESI member", "ESI members")} href={`${base}/esic.xlsx`}>
          <Missing people={outputs.esic.missing} why="ESI members without a 10-digit IP number on their profile" />
        </FileRow>
        <FileRow title="Professional tax register (CSV)" words={perState(outputs.pt, "No professional tax this month in these states")} href={`${base}/pt-register.csv`} />
        <FileRow title="Labour welfare fund register (CSV)" words={perState(outputs.lwf, "No labour welfare fund this month")} href={`${base}/lwf-register.csv`} />
        <FileRow title="Payroll journal (CSV)" words={`Debits ${rupees(outputs.journal.debit)} = credits ${rupees(outputs.journal.credit)}, ${count(outputs.journal.cost_centres, "cost centre", "cost centres")}`} href={`${base}/journal.csv`} />
        <FileRow title="Payroll journal for Tally (XML)" words="A journal voucher with cost centres, to import in Tally (Gateway → Import → Vouchers)" href={`${base}/journal.xml`} />
      </ul>
      <h3 className="pay-challans__title">Challans for {monthLabel(outputs.month)}</h3>
      {outputs.challans.lines.length === 0 ? (
        <p className="pay-templates__words">Nothing to pay to the government for this month.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
        <section className="pay-challans-wrap" tabIndex={0} aria-label="Challans for the month">
          <table className="pay-challans">
            <caption className="visually-hidden">What the month owes, and by when</caption>
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col">Due by</th>
              </tr>
            </thead>
            <tbody>
              {outputs.challans.lines.map((l) => (
                <tr key={l.what}>
                  <td>
                    {l.what}
                    <span className="pay-templates__words">{l.basis}</span>
                  </td>
                  <td className="num">{rupees(l.amount)}</td>
                  <td>{l.due ? formatDay(l.due) : "See the state's rules"}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="num">{rupees(outputs.challans.total)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </section>
      )}
    </DashboardPanel>
  );
}

/** The bank file's layout and details, checked with the server's own schema before the download starts. */
function BankFileForm({ action, layouts }: { action: string; layouts: OutputsView["bank"]["layouts"] }) {
  const [values, setValues] = useState({ layout: "generic", value_date: "", debit_account: "", client_code: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof values) => (v: string) => setValues((old) => ({ ...old, [key]: v }));
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Empty boxes are left out of the address, so the server reads them as not given.
    const filled = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ""));
    const checked = BankFileQuerySchema.safeParse(filled);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0] ?? "layout"), i.message])));
      return;
    }
    setErrors({});
    // The file comes as an attachment: the page stays where it is.
    window.location.assign(`${action}?${new URLSearchParams(filled)}`);
  };
  const bank = values.layout !== "generic";
  return (
    <form id="bank-file" className="pay-bank-form" method="get" action={action} noValidate onSubmit={onSubmit} aria-label="Download the bank transfer file">
      <Field id="layout" label="Layout" control="select" placeholder={null} options={layouts.map((l) => ({ value: l.id, label: l.label }))} value={values.layout} error={errors.layout} onChange={set("layout")} />
      {bank && <Field id="value_date" label="Value date" type="date" value={values.value_date} error={errors.value_date} hint="The day the money reaches accounts; today if left empty" onChange={set("value_date")} />}
      {bank && <Field id="debit_account" label="Firm's account to debit" inputMode="numeric" value={values.debit_account} error={errors.debit_account} hint={values.layout === "icici" ? "Required by ICICI" : "Optional"} onChange={set("debit_account")} />}
      {values.layout === "hdfc" && <Field id="client_code" label="ENet client code" value={values.client_code} error={errors.client_code} hint="Names the file as HDFC's upload expects" onChange={set("client_code")} />}
      <button type="submit" className="button button--small">
        Download
      </button>
    </form>
  );
}

function ReopenForm({ path, onDone }: { path: string; onDone(): void }) {
  const { values, errors, submit, field } = useConsoleForm("reopen", { reason: "" }, firmApi);
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    const result = await submit(RunReopenSchema, values, `${path}/reopen`, "POST", "Reopened: payslips are withdrawn until released again.");
    if (result.ok) onDone();
    return result.ok;
  });
  return (
    <form id="reopen" ref={form} className="pay-reopen" noValidate aria-label="Reopen the run" onSubmit={onSubmit}>
      <Field {...field("reason")} label="Why reopen it" control="textarea" rows={2} wide hint="Kept in the audit log. Payslips are withdrawn until released again." />
      <FormEnd error={errors._} busy={busy} label="Reopen the run" />
    </form>
  );
}
