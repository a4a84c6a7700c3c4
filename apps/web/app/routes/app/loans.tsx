// Loans and salary advances (/app/payroll/loans), for admins (the firm) and HR (the people they cover; the
// server scopes the list): every loan with what is outstanding, searched by name, code or purpose, filtered
// by status and by borrower (?employee=, which also chooses the person in the form, so a person's salary
// page links here to give them one), and downloadable as a CSV of exactly the rows on screen (made in the
// browser: the API has no export). Below, the form to give a loan or an advance, checked with the shared
// schema before it is sent; the new loan opens with its schedule. Anyone else is refused by the server.
import { indiaToday, shiftMonth } from "@vetan/shared/dates";
import { LOAN_KIND_LABELS, LOAN_KINDS, LoanCreateSchema, LoanListQuerySchema, type LoanListView, type LoanView } from "@vetan/shared/loans";
import type { EmployeeProfile, Named } from "@vetan/shared/people";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { ConsoleSearch, SearchSelect } from "../../components/console-search.tsx";
import { useFormSubmit } from "../../components/console-site-form.tsx";
import { DashboardHeading, DashboardPanel, DashboardStats } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { appPath } from "../../content/app-nav.ts";
import { PersonPicker } from "../../features/people/person-picker.tsx";
import { downloadLoansCsv, LoanStatusChip, loanName, type LoanSummary } from "../../features/payroll/loan-bits.tsx";
import { FormEnd, rupees } from "../../features/payroll/payroll-bits.tsx";
import { firmApi } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/people.css";
import "../../styles/payroll.css";
import "../../styles/loans.css";
import type { Route } from "./+types/loans.ts";

interface Filter {
  q: string;
  status: "active" | "closed" | "";
  /** The borrower's id (?employee=). */
  employee: string;
}

function filterOf(params: URLSearchParams): Filter {
  const shape = LoanListQuerySchema.shape;
  const q = shape.q.safeParse(params.get("q") ?? "");
  const status = shape.status.safeParse(params.get("status") || undefined);
  const employee = shape.employee_id.safeParse(params.get("employee") || undefined);
  return { q: (q.success && q.data) || "", status: (status.success && status.data) || "", employee: (employee.success && employee.data) || "" };
}

/** The screen's address for a filter (?q=&status=&employee=). */
function filterQuery(filter: Filter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.q) query.set("q", filter.q);
  if (filter.status) query.set("status", filter.status);
  if (filter.employee) query.set("employee", filter.employee);
  return query;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const filter = filterOf(new URL(request.url).searchParams);
  const api = new URLSearchParams();
  if (filter.q) api.set("q", filter.q);
  if (filter.status) api.set("status", filter.status);
  if (filter.employee) api.set("employee_id", filter.employee);
  const [list, person] = await Promise.all([
    firmApi<LoanListView>(`/payroll/loans?${api}`, { signal }),
    // The borrower in the address, named for the filter and the form.
    filter.employee ? firmApi<EmployeeProfile>(`/people/${encodeURIComponent(filter.employee)}`, { signal }).then((p): Named => ({ id: p.id, name: p.name })) : null,
  ]);
  return { filter, list, person };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Loans and advances | Payroll | Vetan" }, { name: "robots", content: "noindex" }];

const STATUS_CHOICES = [
  { value: "active", label: "Being recovered" },
  { value: "closed", label: "Closed" },
];

const COLUMNS: Column<LoanSummary>[] = [
  {
    label: "Person",
    cell: (l) => (
      <span className="loan-person">
        {l.employee.name}
        <span className="loan-person__code">{l.employee.code}</span>
      </span>
    ),
  },
  {
    label: "Purpose and kind",
    cell: (l) => (
      <span className="loan-purpose">
        <Link to={appPath("payroll", "loans", l.id)}>
          {l.purpose}
          <span className="visually-hidden">, {l.employee.name}'s {LOAN_KIND_LABELS[l.kind].toLowerCase()}</span>
        </Link>
        <span className="loan-purpose__kind">{LOAN_KIND_LABELS[l.kind]}</span>
      </span>
    ),
  },
  { label: "Amount", numeric: true, cell: (l) => rupees(l.principal) },
  { label: "EMI", numeric: true, cell: (l) => rupees(l.emi) },
  { label: "Outstanding", numeric: true, cell: (l) => rupees(l.outstanding) },
  { label: "Status", cell: (l) => <LoanStatusChip status={l.status} /> },
];

export default function Loans({ loaderData }: Route.ComponentProps) {
  const { filter, list, person } = loaderData;
  const navigate = useNavigate();
  const filtered = filter.q !== "" || filter.status !== "" || filter.employee !== "";
  const [borrower, setBorrower] = useState<Named | null>(person);
  // The address changed under the picker (Clear, Back, a link): the picker shows the address's borrower.
  const [seen, setSeen] = useState({ employee: filter.employee, picker: 0 });
  if (seen.employee !== filter.employee) {
    const outside = (borrower?.id ?? "") !== filter.employee;
    setSeen({ employee: filter.employee, picker: seen.picker + (outside ? 1 : 0) });
    if (outside) setBorrower(person);
  }
  /** Choosing (or un-choosing) the borrower filters the list at once, the other filters kept. */
  const chooseBorrower = (p: Named | null) => {
    setBorrower(p);
    const query = filterQuery({ ...filter, employee: p?.id ?? "" }).toString();
    void navigate(query ? `?${query}` : ".", { preventScrollReset: true });
  };
  const shown = list.data.length;
  return (
    <>
      <DashboardHeading eyebrow="Payroll" title="Loans and advances" lead="Given with their terms and recovered through payroll, never more than a month's net pay. Open a loan for its schedule, a prepayment or a waiver." />
      <DashboardPanel
        id="loans"
        title={filtered ? `Matching loans (${shown.toLocaleString("en-IN")})` : `All loans (${shown.toLocaleString("en-IN")})`}
        actions={
          <div className="pay-actions">
            <a className="button button--small" href="#give">
              Give a loan or advance
            </a>
            {shown > 0 && (
              <button type="button" className="button button--ghost button--small" onClick={() => downloadLoansCsv(list.data)}>
                Download CSV<span className="visually-hidden"> of the loans listed</span>
              </button>
            )}
          </div>
        }
      >
        <div className="loan-stats">
          <DashboardStats
            items={[
              { label: filtered ? "Outstanding on these" : "Outstanding", value: rupees(list.totals.outstanding) },
              { label: "Being recovered", value: list.totals.active.toLocaleString("en-IN") },
              { label: "Closed", value: (shown - list.totals.active).toLocaleString("en-IN") },
            ]}
          />
        </div>
        <div className="loan-filter">
          <ConsoleSearch id="loans-q" label="Search loans" placeholder="Name, code or purpose" q={filter.q} filtered={filtered}>
            <PersonPicker key={seen.picker} id="loans-borrower" label="Borrower" value={borrower} onChange={chooseBorrower} placeholder="Anyone" />
            {borrower && <input type="hidden" name="employee" value={borrower.id} />}
            <SearchSelect id="loans-status" name="status" label="Status" value={filter.status} any="Any status" options={STATUS_CHOICES} />
          </ConsoleSearch>
        </div>
        <div className="loan-list">
          <DataTable
            caption="Loans and advances: one row each, amounts in rupees"
            columns={COLUMNS}
            rows={list.data}
            rowKey={(l) => l.id}
            empty={filtered ? "No loan matches this search. Clear it to see them all." : "No loans or advances yet. Give one below."}
          />
        </div>
      </DashboardPanel>
      <GiveForm person={person} />
    </>
  );
}

const KIND_CHOICES = LOAN_KINDS.map((k) => ({ value: k, label: LOAN_KIND_LABELS[k] }));
const METHOD_CHOICES = [
  { value: "reducing", label: "Reducing balance (interest on what is still owed)" },
  { value: "flat", label: "Flat (interest on the whole amount every month)" },
];

function GiveForm({ person: preset }: { person: Named | null }) {
  const navigate = useNavigate();
  const me = useAppViewer();
  const today = indiaToday();
  const [person, setPerson] = useState<Named | null>(preset);
  // A borrower chosen above (or in the address) is the person here too, unless one is chosen already.
  const [lastPreset, setLastPreset] = useState(preset);
  if ((preset?.id ?? "") !== (lastPreset?.id ?? "")) {
    setLastPreset(preset);
    if (preset && !person) setPerson(preset);
  }
  const { values, setValues, errors, submit, field, clear } = useConsoleForm(
    "give",
    { kind: "loan" as string, purpose: "", amount: "", rate_percent: "", method: "reducing", instalments: "", first_month: shiftMonth(today.slice(0, 7), 1), disbursed_on: today },
    firmApi,
  );
  // An advance carries no interest, so its box is put away — unless a rate was typed before the kind was
  // changed: then it stays, with the reason in words, rather than the rate being dropped unseen.
  const [rateKept, setRateKept] = useState(false);
  const advance = values.kind === "advance";
  const rateShown = !advance || rateKept;
  const withInterest = !advance && Number(values.rate_percent) > 0;
  const chooseKind = (kind: string) => {
    setValues((v) => ({ ...v, kind }));
    setRateKept(kind === "advance" && values.rate_percent.trim() !== "" && Number(values.rate_percent) !== 0);
    clear("kind", "rate_percent");
  };
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    const input = {
      employee_id: person?.id ?? "",
      kind: values.kind,
      purpose: values.purpose,
      amount: values.amount,
      ...(rateShown && values.rate_percent.trim() !== "" ? { rate_percent: values.rate_percent.trim() } : {}),
      method: withInterest ? values.method : "reducing",
      instalments: values.instalments,
      first_month: values.first_month,
      disbursed_on: values.disbursed_on,
    };
    const result = await submit<LoanView>(LoanCreateSchema, input, "/payroll/loans", "POST", (l) => `${loanName(l)} given to ${l.employee.name}: ${rupees(l.emi)} a month from the ${l.first_month} payroll.`);
    if (result.ok) void navigate(appPath("payroll", "loans", result.data.id));
    return result.ok;
  });
  return (
    <DashboardPanel id="give" title="Give a loan or advance">
      <form ref={form} className="loan-form" noValidate aria-label="Give a loan or advance" onSubmit={onSubmit}>
        <div className="acc-grid">
          <PersonPicker
            id="give-person"
            label="Person"
            value={person}
            onChange={(p) => {
              setPerson(p);
              clear("employee_id");
            }}
            error={errors.employee_id}
            hint={me.access === "A" ? "Anyone in the firm." : "Someone you look after; your own loan is given by an admin."}
          />
          <Field {...field("kind")} onChange={chooseKind} label="Kind" control="select" placeholder={null} options={KIND_CHOICES} hint={advance ? "Interest-free, usually recovered in a few months." : undefined} />
          <Field {...field("purpose")} label="Purpose" hint="On the payslip's recovery line, like Two-wheeler or Medical emergency." />
          <Field {...field("amount")} label="Amount paid out (₹)" inputMode="decimal" hint="Like 50,000." />
          {rateShown && (
            <Field
              {...field("rate_percent")}
              label="Yearly interest (%)"
              inputMode="decimal"
              hint={advance ? "A salary advance carries no interest: clear this, or choose Loan." : "Empty or 0 for interest-free. Below SBI's rate the concession is taxable; the loan shows how much."}
            />
          )}
          {withInterest && <Field {...field("method")} label="Interest worked out on" control="select" placeholder={null} options={METHOD_CHOICES} />}
          <Field {...field("instalments")} label="Monthly instalments" inputMode="numeric" hint="How many months payroll recovers it over, 1 to 120." />
          <Field {...field("first_month")} label="First instalment in" type="month" hint="The payroll month recovery starts; not before the month paid out." />
          <Field {...field("disbursed_on")} label="Paid out on" type="date" />
        </div>
        <FormEnd error={errors._} busy={busy} label={advance ? "Give the advance" : "Give the loan"} />
      </form>
    </DashboardPanel>
  );
}
