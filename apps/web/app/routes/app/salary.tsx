// A person's salary (/app/people/:id/salary): the salary in force with its monthly breakup and how the
// gross was found from the CTC, every earlier salary, and — for admins and HR covering the person — a form
// to assign a structure and an annual CTC from a date (a revision is a later date; a backdated one is
// allowed, and the next run pays the difference once arrears arrive). The person reads their own; the
// server refuses everyone else.
import { formatPaise } from "@vetan/shared/money";
import { PayrollProfileSchema, type PayrollProfileView, SalaryAssignSchema, type SalaryHistoryView, type SalaryView } from "@vetan/shared/payroll";
import { indiaToday } from "@vetan/shared/dates";
import { Link } from "react-router";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { useFormSubmit } from "../../components/console-site-form.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { FormEnd, LineRows, rupees } from "../../features/payroll/payroll-bits.tsx";
import { ApiError, firmApi } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/payroll.css";
import type { Route } from "./+types/salary.ts";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const salary = await firmApi<SalaryHistoryView>(`/payroll/salaries/${encodeURIComponent(params.id)}`, { signal });
  // The structures list is for admins and HR; the person reading their own gets none.
  const structures = await firmApi<{ id: string; name: string; archived: boolean }[]>("/payroll/structures", { signal }).catch((e) => {
    if (e instanceof ApiError && e.status === 403) return [];
    throw e;
  });
  return { salary, structures: structures.filter((s) => !s.archived) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Salary | People | Vetan" }, { name: "robots", content: "noindex" }];

export default function Salary({ loaderData }: Route.ComponentProps) {
  const { salary, structures } = loaderData;
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

const REGIME = { new: "New regime (the default)", old: "Old regime (with deductions and exemptions)" } as const;
const PF_BASIS = { ceiling: "On wages up to the ceiling", actual: "On actual wages" } as const;

function ProfilePanel({ employeeId, profile, canSet }: { employeeId: string; profile: PayrollProfileView; canSet: boolean }) {
  const toRupees = (paise: number) => (paise ? String(paise / 100) : "");
  const { values, errors, submit, field } = useConsoleForm(
    "profile",
    { tax_regime: profile.tax_regime, pf_wage_basis: profile.pf_wage_basis, vpf_percent: profile.vpf_percent ? String(profile.vpf_percent) : "", previous_taxable: toRupees(profile.previous_taxable), previous_tds: toRupees(profile.previous_tds) },
    firmApi,
  );
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    const input = { ...values, previous_taxable: values.previous_taxable || undefined, previous_tds: values.previous_tds || undefined };
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
        </dl>
      ) : (
        <form ref={form} className="pay-assign" noValidate aria-label="Statutory settings" onSubmit={onSubmit}>
          <div className="acc-grid">
            <Field {...field("tax_regime")} label="Tax regime" control="select" placeholder={null} options={Object.entries(REGIME).map(([value, label]) => ({ value, label }))} />
            <Field {...field("pf_wage_basis")} label="Provident fund" control="select" placeholder={null} options={Object.entries(PF_BASIS).map(([value, label]) => ({ value, label }))} />
            <Field {...field("vpf_percent")} label="Voluntary PF (%)" inputMode="decimal" hint="On top of the 12%; the employer does not match it. Blank for none." />
            <Field {...field("previous_taxable")} label="Salary from an earlier employer this tax year (₹)" inputMode="decimal" hint="From Form 12B; blank when none." />
            <Field {...field("previous_tds")} label="Tax the earlier employer deducted (₹)" inputMode="decimal" />
          </div>
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
