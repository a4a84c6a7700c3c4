// A person's salary (/app/people/:id/salary): the salary in force with its monthly breakup and how the
// gross was found from the CTC, every earlier salary, and — for admins and HR covering the person — a form
// to assign a structure and an annual CTC from a date (a revision is a later date; a backdated one is
// allowed, and the next run pays the difference once arrears arrive). Their statutory settings: tax regime,
// PF, an earlier employer, how the wage is set (a monthly salary, or a rate a day or an hour that takes days
// and hours from attendance) and the minimum-wage category each run checks. Their loans and salary
// advances, with a link to give one (admins and HR covering them), and a link to their ledger. The person
// reads their own; the server refuses everyone else.
import type { LoanListView, LoanView } from "@vetan/shared/loans";
import { formatAmount, formatPaise } from "@vetan/shared/money";
import { MIN_WAGE_CATEGORIES, MIN_WAGE_LABELS, PayrollProfileSchema, type PayrollProfileView, SalaryAssignSchema, type SalaryHistoryView, type SalaryView, WAGE_KINDS } from "@vetan/shared/payroll";
import { indiaToday } from "@vetan/shared/dates";
import { Link } from "react-router";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { useFormSubmit } from "../../components/console-site-form.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { LoanLinks, type LoanSummary } from "../../features/payroll/loan-bits.tsx";
import { FormEnd, LineRows, rupees } from "../../features/payroll/payroll-bits.tsx";
import { ApiError, firmApi, unlessForbidden } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/payroll.css";
import "../../styles/loans.css";
import type { Route } from "./+types/salary.ts";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const salary = await firmApi<SalaryHistoryView>(`/payroll/salaries/${encodeURIComponent(params.id)}`, { signal });
  // The structures list is for admins and HR; the person reading their own gets none.
  const structures = await firmApi<{ id: string; name: string; archived: boolean }[]>("/payroll/structures", { signal }).catch((e) => {
    if (e instanceof ApiError && e.status === 403) return [];
    throw e;
  });
  // Their loans: admins and HR list them; the person themself reads their own.
  const listed = await unlessForbidden(firmApi<LoanListView>(`/payroll/loans?${new URLSearchParams({ employee_id: params.id })}`, { signal }).then((l) => l.data), null);
  // A plan without loans (Basic) has none to show.
  const loans: LoanSummary[] = listed ?? (await unlessForbidden(firmApi<{ data: LoanView[] }>("/payroll/loans/mine", { signal }), { data: [] })).data.filter((l) => l.employee.id === params.id);
  return { salary, structures: structures.filter((s) => !s.archived), loans };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Salary | People | Vetan" }, { name: "robots", content: "noindex" }];

export default function Salary({ loaderData }: Route.ComponentProps) {
  const { salary, structures, loans } = loaderData;
  const me = useAppViewer();
  const own = me.employee_id === salary.employee.id;
  // Mirrors payroll.policy canSetPay; the server decides.
  const canSet = structures.length > 0 && (me.access === "A" || (me.access === "H" && !own));
  const now = salary.in_force;
  const later = salary.history.filter((h) => h.effective_from > indiaToday());
  return (
    <>
      <DashboardHeading eyebrow={salary.employee.name} title="Salary" lead={`${salary.employee.name} (${salary.employee.code}): pay is private to them, admins and HR.`} />
      <p className="pay-back">
        <Link to={appPath("people", salary.employee.id)}>Profile</Link>
        <Link to={appPath("payroll", "ledger", salary.employee.id)}>Ledger</Link>
      </p>
      <DashboardPanel id="now" title={now ? `In force from ${formatDay(now.effective_from)}` : "No salary in force"}>
        {now ? <SalaryCard s={now} /> : <p className="dash-empty">{canSet ? "Assign a structure and a CTC below." : "No salary has been set yet."}</p>}
        {later.map((s) => (
          <p key={s.id} className="dash-note">
            From {formatDay(s.effective_from)}: {formatPaise(s.annual_ctc)} a year on {s.structure.name}.
          </p>
        ))}
      </DashboardPanel>
      {canSet && <AssignForm employeeId={salary.employee.id} structures={structures} current={now} />}
      <ProfilePanel employeeId={salary.employee.id} profile={salary.profile} canSet={canSet} />
      <LoansPanel employee={salary.employee} loans={loans} canGive={me.access === "A" || (me.access === "H" && !own)} own={own} />
      {salary.history.length > 1 && (
        <DashboardPanel id="history" title="History">
          <div className="dash-table-wrap">
            <table className="dash-table">
              <thead>
                <tr>
                  <th scope="col">From</th>
                  <th scope="col">Structure</th>
                  <th scope="col" className="is-num">
                    Annual CTC
                  </th>
                  <th scope="col" className="is-num">
                    Monthly gross
                  </th>
                </tr>
              </thead>
              <tbody>
                {salary.history.map((h) => (
                  <tr key={h.id}>
                    <th scope="row" data-label="From">
                      {formatDay(h.effective_from)}
                    </th>
                    <td data-label="Structure">{h.structure.name}</td>
                    <td data-label="Annual CTC" className="is-num">
                      {rupees(h.annual_ctc)}
                    </td>
                    <td data-label="Monthly gross" className="is-num">
                      {rupees(h.monthly_gross)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </DashboardPanel>
      )}
    </>
  );
}

function SalaryCard({ s }: { s: SalaryView }) {
  return (
    <>
      <dl className="pay-figures">
        <div>
          <dt>Annual CTC</dt>
          <dd>{rupees(s.annual_ctc)}</dd>
        </div>
        <div>
          <dt>Monthly gross</dt>
          <dd>{rupees(s.monthly_gross)}</dd>
        </div>
        <div>
          <dt>Employer's contributions a month</dt>
          <dd>{rupees(s.monthly_employer)}</dd>
        </div>
        <div>
          <dt>Structure</dt>
          <dd>{s.structure.name}</dd>
        </div>
      </dl>
      <p className="dash-note">{s.working}.</p>
      <table className="dash-table pay-sample">
        <caption className="visually-hidden">The monthly breakup</caption>
        <tbody>
          <LineRows lines={s.breakup} />
        </tbody>
      </table>
    </>
  );
}

function LoansPanel({ employee, loans, canGive, own }: { employee: { id: string; name: string }; loans: LoanSummary[]; canGive: boolean; own: boolean }) {
  const outstanding = loans.reduce((t, l) => t + l.outstanding, 0);
  return (
    <DashboardPanel
      id="loans"
      title={`Loans and advances (${loans.length.toLocaleString("en-IN")})`}
      actions={
        canGive && (
          <Link className="button button--small" to={`${appPath("payroll", "loans")}?${new URLSearchParams({ employee: employee.id })}#give`}>
            Give a loan<span className="visually-hidden"> or advance to {employee.name}</span>
          </Link>
        )
      }
    >
      {loans.length === 0 ? (
        <p className="dash-empty">{own ? "You have no loan or salary advance." : `${employee.name} has no loan or salary advance.`}</p>
      ) : (
        <>
          <p className="dash-note">
            {outstanding > 0 ? `${rupees(outstanding)} outstanding, recovered through payroll.` : "Nothing outstanding."}
          </p>
          <LoanLinks loans={loans} />
        </>
      )}
    </DashboardPanel>
  );
}

const REGIME = { new: "New regime (the default)", old: "Old regime (with deductions and exemptions)" } as const;
const PF_BASIS = { ceiling: "On wages up to the ceiling", actual: "On actual wages" } as const;
const WAGE_KIND: Record<WageKind, string> = { monthly: "A monthly salary", daily: "A rate a day", hourly: "A rate an hour" };
const RATE_LABEL = { daily: "Rate a day (₹)", hourly: "Rate an hour (₹)" } as const;
const NOT_CHECKED = "Not checked";

type WageKind = (typeof WAGE_KINDS)[number];

/** How the person is paid, in words: "A monthly salary", "₹700.00 a day, for the days present". */
function wageWords(p: PayrollProfileView): string {
  if (p.wage_kind === "daily") return `${rupees(p.wage_rate)} a day, for the days present`;
  if (p.wage_kind === "hourly") return `${rupees(p.wage_rate)} an hour, for the hours worked`;
  return WAGE_KIND.monthly;
}

function ProfilePanel({ employeeId, profile, canSet }: { employeeId: string; profile: PayrollProfileView; canSet: boolean }) {
  const toRupees = (paise: number) => (paise ? String(paise / 100) : "");
  const { values, errors, submit, field, set, clear } = useConsoleForm(
    "profile",
    {
      tax_regime: profile.tax_regime,
      pf_wage_basis: profile.pf_wage_basis,
      vpf_percent: profile.vpf_percent ? String(profile.vpf_percent) : "",
      previous_taxable: toRupees(profile.previous_taxable),
      previous_tds: toRupees(profile.previous_tds),
      wage_kind: profile.wage_kind as string,
      // As people type it, with Indian grouping: 712.50, 1,200.
      wage_rate: profile.wage_rate ? formatAmount(profile.wage_rate).replace(/^₹/, "") : "",
      min_wage_category: (profile.min_wage_category ?? "") as string,
    },
    firmApi,
  );
  const rated = values.wage_kind === "daily" || values.wage_kind === "hourly";
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    const input = {
      ...values,
      previous_taxable: values.previous_taxable || undefined,
      previous_tds: values.previous_tds || undefined,
      // A monthly salary has no rate: the box is put away and nothing is sent for it.
      wage_rate: rated ? values.wage_rate : undefined,
      min_wage_category: values.min_wage_category || null,
    };
    return (await submit(PayrollProfileSchema, input, `/payroll/profiles/${encodeURIComponent(employeeId)}`, "PUT", "Statutory settings saved; the next run uses them.")).ok;
  });
  return (
    <DashboardPanel id="statutory" title="Statutory settings">
      {!canSet ? (
        <dl className="pay-figures">
          <div>
            <dt>Tax regime</dt>
            <dd>{REGIME[profile.tax_regime]}</dd>
          </div>
          <div>
            <dt>Provident fund</dt>
            <dd>{PF_BASIS[profile.pf_wage_basis]}</dd>
          </div>
          <div>
            <dt>Voluntary PF</dt>
            <dd>{profile.vpf_percent ? `${profile.vpf_percent}% of PF wages` : "None"}</dd>
          </div>
          <div>
            <dt>Earlier employer this tax year</dt>
            <dd>{profile.previous_taxable ? `${rupees(profile.previous_taxable)} salary, ${rupees(profile.previous_tds)} tax` : "None"}</dd>
          </div>
          <div>
            <dt>How the wage is set</dt>
            <dd>{wageWords(profile)}</dd>
          </div>
          <div>
            <dt>Minimum wage category</dt>
            <dd>{profile.min_wage_category ? MIN_WAGE_LABELS[profile.min_wage_category] : NOT_CHECKED}</dd>
          </div>
        </dl>
      ) : (
        <form ref={form} className="pay-assign" noValidate aria-label="Statutory settings" onSubmit={onSubmit}>
          <p className="dash-note">
            Paid now: {wageWords(profile)}. Minimum wage: {profile.min_wage_category ? `checked as ${MIN_WAGE_LABELS[profile.min_wage_category].toLowerCase()}` : "not checked"}.
          </p>
          <div className="acc-grid">
            <Field {...field("tax_regime")} label="Tax regime" control="select" placeholder={null} options={Object.entries(REGIME).map(([value, label]) => ({ value, label }))} />
            <Field {...field("pf_wage_basis")} label="Provident fund" control="select" placeholder={null} options={Object.entries(PF_BASIS).map(([value, label]) => ({ value, label }))} />
            <Field {...field("vpf_percent")} label="Voluntary PF (%)" inputMode="decimal" hint="On top of the 12%; the employer does not match it. Blank for none." />
            <Field {...field("previous_taxable")} label="Salary from an earlier employer this tax year (₹)" inputMode="decimal" hint="From Form 12B; blank when none." />
            <Field {...field("previous_tds")} label="Tax the earlier employer deducted (₹)" inputMode="decimal" />
          </div>
          <fieldset className="tax-group">
            <legend>The wage</legend>
            <div className="acc-grid">
              <Field
                {...field("wage_kind")}
                onChange={(kind) => {
                  set("wage_kind", kind);
                  clear("wage_rate");
                }}
                label="How the wage is set"
                control="select"
                placeholder={null}
                options={WAGE_KINDS.map((k) => ({ value: k, label: WAGE_KIND[k] }))}
                hint="Daily and hourly rates take the days present and hours worked from attendance; overtime is paid at twice the ordinary rate from attendance's approved overtime."
              />
              {rated && <Field {...field("wage_rate")} label={RATE_LABEL[values.wage_kind as "daily" | "hourly"]} inputMode="decimal" hint={values.wage_kind === "daily" ? "Like 700 or 712.50." : "Like 95 or 87.50."} />}
              <Field
                {...field("min_wage_category")}
                label="Minimum wage category"
                control="select"
                placeholder={NOT_CHECKED}
                options={MIN_WAGE_CATEGORIES.map((c) => ({ value: c, label: MIN_WAGE_LABELS[c] }))}
                hint="Each run warns when the pay falls below the state's minimum wage for this category."
              />
            </div>
          </fieldset>
          <FormEnd error={errors._} busy={busy} label="Save settings" />
        </form>
      )}
    </DashboardPanel>
  );
}

function AssignForm({ employeeId, structures, current }: { employeeId: string; structures: { id: string; name: string }[]; current: SalaryView | null }) {
  const { values, errors, submit, field } = useConsoleForm(
    "salary",
    { structure_id: current?.structure.id ?? structures[0]?.id ?? "", annual_ctc: "", effective_from: indiaToday(), note: "" },
    firmApi,
  );
  const { form, busy, submit: onSubmit } = useFormSubmit(
    async () => (await submit<SalaryView>(SalaryAssignSchema, { ...values, note: values.note || undefined }, `/payroll/salaries/${encodeURIComponent(employeeId)}`, "POST", (s) => `Salary set from ${formatDay(s.effective_from)}: a monthly gross of ${formatPaise(s.monthly_gross)}.`)).ok,
  );
  return (
    <DashboardPanel id="assign" title={current ? "Revise the salary" : "Assign a salary"}>
      <form ref={form} className="pay-assign" noValidate aria-label={current ? "Revise the salary" : "Assign a salary"} onSubmit={onSubmit}>
        <div className="acc-grid">
          <Field {...field("structure_id")} label="Pay structure" control="select" placeholder={null} options={structures.map((s) => ({ value: s.id, label: s.name }))} />
          <Field {...field("annual_ctc")} label="Annual CTC (₹)" inputMode="decimal" hint="Like 7,20,000. The employer's PF and ESI are inside it." />
          <Field {...field("effective_from")} label="Effective from" type="date" hint="A later date is a revision; the earlier salary stays in the history." />
          <Field {...field("note")} label="Note" hint="Optional: why, for the history." />
        </div>
        <FormEnd error={errors._} busy={busy} label="Save salary" />
      </form>
    </DashboardPanel>
  );
}
