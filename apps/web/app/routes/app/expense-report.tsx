// The expense report (/app/expenses/report), for managers (their direct reports), HR (their workspaces) and
// admins: claims summed by employee, department, workspace, project, category or month over a range of expense dates
// (this tax year unless chosen), filtered by workspace, department, category and which claims count. The
// choices are a GET form, so the address holds them (Back, bookmarks, the XLSX link all show what is on the
// screen); the shared schema checks them here as the server does. A bar chart of the largest groups (plain
// SVG, with its figures in words) sits over the table, which is the data; the workbook has every group.
import { CLAIM_STATUS_WORDS, EXPENSE_REPORT_GROUP_WORDS, EXPENSE_REPORT_GROUPS, EXPENSE_REPORT_STATUSES, type ExpensePolicy, type ExpenseReportGroup, ExpenseReportQuerySchema, type ExpenseReportRow, type ExpenseReportView } from "@vetan/shared/expenses";
import { shortRupees } from "@vetan/shared/money";
import { Form, Link } from "react-router";
import { BarChart } from "../../components/charts.tsx";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { SearchActions, SearchSelect } from "../../components/console-search.tsx";
import { DashboardHeading, DashboardPanel, DashboardStats } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { appPath } from "../../content/app-nav.ts";
import { loadOrgLists, choicesOf, departmentChoices } from "../../features/org/org-lists.ts";
import { rupees } from "../../features/payroll/payroll-bits.tsx";
import { firmApi, firmHref } from "../../lib/api.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import "../../styles/console-site.css";
import "../../styles/people-summary.css";
import "../../styles/expenses.css";
import type { Route } from "./+types/expense-report.ts";

const GROUP_WORDS = EXPENSE_REPORT_GROUP_WORDS;
const SCOPE_WORDS: Record<ExpenseReportView["scope"], string> = { firm: "Everyone in the firm", workspaces: "People in the workspaces you look after as HR", team: "The people who report to you directly" };
/** Bars drawn: the largest groups (the table and the workbook have them all). */
const CHART_MAX = 12;
/** Rows in the table on screen; a 10,000-person firm's every employee is for the workbook. */
const TABLE_MAX = 500;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const params = new URL(request.url).searchParams;
  const statuses = params.getAll("status").filter(Boolean);
  const form = {
    group: params.get("group") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    workspace_id: params.get("workspace_id") ?? "",
    department_id: params.get("department_id") ?? "",
    category: params.get("category") ?? "",
    status: statuses,
  };
  const lists = loadOrgLists(signal);
  const policy = firmApi<ExpensePolicy>("/expenses/policy", { signal });
  // The same schema the server checks: a range that ends before it starts is said beside the field, unsent.
  const parsed = ExpenseReportQuerySchema.safeParse({ ...form, group: form.group || undefined, status: statuses.length ? statuses.join(",") : undefined });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "group")] ??= issue.message;
    return { form, errors, report: null, query: "", lists: await lists, policy: await policy };
  }
  const q = parsed.data;
  const query = new URLSearchParams({ group: q.group, status: q.status.join(",") });
  for (const key of ["from", "to", "workspace_id", "department_id", "category"] as const) {
    const v = q[key];
    if (v) query.set(key, v);
  }
  // The screen shows the largest groups; the server names and sends only those (the XLSX link has no limit).
  const report = await firmApi<ExpenseReportView>(`/expenses/report?${query}&limit=${TABLE_MAX}`, { signal });
  return { form, errors: {} as Record<string, string>, report, query: query.toString(), lists: await lists, policy: await policy };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Expense report | Expenses | Vetan" }, { name: "robots", content: "noindex" }];

const columns = (group: ExpenseReportGroup): Column<ExpenseReportRow>[] => [
  { label: GROUP_WORDS[group], cell: (r) => r.label },
  { label: "Claims", numeric: true, cell: (r) => r.claims.toLocaleString("en-IN") },
  { label: "Items", numeric: true, cell: (r) => r.items.toLocaleString("en-IN") },
  { label: "Claimed", numeric: true, cell: (r) => rupees(r.claimed) },
  { label: "Approved", numeric: true, cell: (r) => rupees(r.approved) },
  { label: "Reduced", numeric: true, cell: (r) => rupees(r.reduced) },
  { label: "Paid", numeric: true, cell: (r) => rupees(r.paid) },
];

export default function ExpenseReport({ loaderData }: Route.ComponentProps) {
  const { form, errors, report, query, lists, policy } = loaderData;
  const group: ExpenseReportGroup = report?.group ?? (EXPENSE_REPORT_GROUPS.find((g) => g === form.group) || "category");
  const counted = form.status.length > 0 ? form.status : ["approved", "paid"];
  const filtered = Object.entries(form).some(([k, v]) => k !== "group" && (Array.isArray(v) ? v.length > 0 : v !== ""));
  // Months read in order; other groups show their largest.
  const bars = report ? (group === "month" ? report.rows : report.rows.slice(0, CHART_MAX)) : [];
  return (
    <>
      <DashboardHeading eyebrow="Expenses" title="Expense report" lead="What was claimed, approved, taken off by approvers and paid, by person, department, workspace, project, category or month. Drafts, refusals and withdrawn claims are never counted." />
      <p className="exp-report-link">
        <Link to={appPath("expenses")}>Back to the claims</Link>
      </p>
      <DashboardPanel id="report-choices" title="What to show">
        <Form method="get" className="console-search exp-report-form" aria-label="The report's grouping, range and filters">
          <div className="console-search__field">
            <label htmlFor="report-group">Group by</label>
            <select id="report-group" name="group" defaultValue={group} key={`group-${group}`}>
              {EXPENSE_REPORT_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {GROUP_WORDS[g]}
                </option>
              ))}
            </select>
          </div>
          <DateField id="report-from" name="from" label="From" value={form.from || report?.from || ""} error={errors.from} />
          <DateField id="report-to" name="to" label="To" value={form.to || report?.to || ""} error={errors.to} />
          {lists.workspaces.length > 0 && <SearchSelect id="report-workspace" name="workspace_id" label="Workspace" value={form.workspace_id} any="Every workspace" options={choicesOf(lists.workspaces)} />}
          {lists.departments.length > 0 && <SearchSelect id="report-department" name="department_id" label="Department" value={form.department_id} any="Every department" options={departmentChoices(lists.departments)} />}
          <SearchSelect id="report-category" name="category" label="Category" value={form.category} any="Every category" options={policy.categories.map((c) => ({ value: c.code, label: c.name }))} />
          <fieldset className="exp-report-statuses" aria-describedby={errors.status ? "report-status-error" : undefined}>
            <legend>Claims counted</legend>
            {[...EXPENSE_REPORT_STATUSES].reverse().map((s) => (
              <label key={s} className="exp-report-statuses__choice">
                <input type="checkbox" name="status" value={s} defaultChecked={counted.includes(s)} key={`${s}-${counted.join()}`} />
                {CLAIM_STATUS_WORDS[s]}
              </label>
            ))}
            {errors.status && (
              <p id="report-status-error" className="exp-report-error">
                {errors.status}
              </p>
            )}
          </fieldset>
          <SearchActions filtered={filtered} submit="Show" />
        </Form>
        {errors.group && <p className="exp-report-error">{errors.group}</p>}
      </DashboardPanel>
      {report && (
        <DashboardPanel
          id="report"
          title={`By ${GROUP_WORDS[report.group].toLowerCase()}, ${formatDay(report.from)} to ${formatDay(report.to)}`}
          actions={
            <a className="button button--ghost button--small" href={firmHref(`/expenses/report.xlsx?${query}`)} download>
              Download XLSX<span className="visually-hidden"> of the expense report</span>
            </a>
          }
        >
          <p className="exp-report-scope">
            {SCOPE_WORDS[report.scope]}: {report.totals.claims.toLocaleString("en-IN")} {report.totals.claims === 1 ? "claim" : "claims"} with {report.totals.items.toLocaleString("en-IN")} items, {report.statuses.map((s) => CLAIM_STATUS_WORDS[s].toLowerCase()).join(" or ")}.
          </p>
          <div className="exp-report-stats">
            <DashboardStats
              items={[
                { label: "Claimed", value: rupees(report.totals.claimed) },
                { label: "Approved", value: rupees(report.totals.approved) },
                { label: "Reduced by approvers", value: rupees(report.totals.reduced) },
                { label: "Paid", value: rupees(report.totals.paid) },
              ]}
            />
          </div>
          <BarChart
            title={`Claimed by ${GROUP_WORDS[report.group].toLowerCase()}${group !== "month" && report.groups > CHART_MAX ? `, the ${CHART_MAX} largest` : ""}`}
            unit="claimed"
            rows={bars.map((r) => ({ key: r.key || "none", label: r.label, value: r.claimed }))}
            format={(paise) => rupees(paise)}
            figure={shortRupees}
            empty="No claims match these choices."
          />
          {report.rows.length > 0 && (
            <>
              <DataTable
                caption={`Expense claims by ${GROUP_WORDS[report.group].toLowerCase()}: claims, items and amounts in rupees`}
                columns={columns(report.group)}
                rows={report.rows}
                rowKey={(r) => r.key || "none"}
                empty="No claims match these choices."
              />
              {report.groups > report.rows.length && (
                <p className="exp-report-scope">
                  The largest {report.rows.length.toLocaleString("en-IN")} of {report.groups.toLocaleString("en-IN")} rows; the XLSX has them all.
                </p>
              )}
            </>
          )}
        </DashboardPanel>
      )}
    </>
  );
}

function DateField({ id, name, label, value, error }: { id: string; name: string; label: string; value: string; error: string | undefined }) {
  return (
    <div className="console-search__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="date" defaultValue={value} key={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && (
        <p id={`${id}-error`} className="exp-report-error">
          {error}
        </p>
      )}
    </div>
  );
}
