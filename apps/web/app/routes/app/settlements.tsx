// Full and final settlements (/app/payroll/settlements), for admins and HR (the people they cover; the
// server scopes the list and refuses anyone else): everyone on notice or gone, with their last working day,
// where their settlement stands, its net and the date it must be paid by — a pay-by date gone by unpaid is
// marked overdue, in words. The list is small and comes whole, so the search box and the status filter work
// in the browser as one types, and the CSV holds exactly the rows on screen, made in the browser too.
import { useState } from "react";
import { Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading, DashboardPanel, DashboardStats } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { appPath } from "../../content/app-nav.ts";
import { ListFilter } from "../../features/payroll/list-filter.tsx";
import { rupees } from "../../features/payroll/payroll-bits.tsx";
import { downloadSettlementsCsv, PayBy, payByPassed, SETTLEMENT_STATUS_WORDS, type SettlementRow, type SettlementState, SettlementStatusChip } from "../../features/payroll/settlement-bits.tsx";
import { formatDay } from "@vetan/shared/dates";
import type { SettlementListView } from "@vetan/shared/settlements";
import { firmApi } from "../../lib/api.ts";
import "../../styles/payroll.css";
import "../../styles/settlements.css";
import type { Route } from "./+types/settlements.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { list: await firmApi<SettlementListView>("/payroll/settlements", { signal: request.signal }) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Settlements | Payroll | Vetan" }, { name: "robots", content: "noindex" }];

type Show = SettlementState | "overdue" | "";
const SHOW: { value: Show; label: string }[] = [
  { value: "", label: "Any status" },
  ...(Object.keys(SETTLEMENT_STATUS_WORDS) as SettlementState[]).map((s) => ({ value: s, label: SETTLEMENT_STATUS_WORDS[s] })),
  { value: "overdue", label: "Overdue (unpaid after the pay-by date)" },
];

/** A net in words: what the firm pays, or what the person owes it. */
const netText = (net: number | null) => (net === null ? "—" : net < 0 ? `Owes ${rupees(-net)}` : rupees(net));

const COLUMNS: Column<SettlementRow>[] = [
  {
    label: "Person",
    cell: (r) => (
      <span className="fnf-person">
        <Link to={appPath("payroll", "settlements", r.employee.id)}>{r.employee.name}</Link>
        <span className="fnf-person__code">{r.employee.code}</span>
      </span>
    ),
  },
  { label: "Last working day", cell: (r) => formatDay(r.last_working_day) },
  { label: "Status", cell: (r) => <SettlementStatusChip status={r.status} /> },
  { label: "Net", numeric: true, cell: (r) => netText(r.net) },
  { label: "Pay by", cell: (r) => <PayBy status={r.status} payBy={r.pay_by} /> },
];

function matches(row: SettlementRow, words: string, show: Show): boolean {
  if (show === "overdue" ? !payByPassed(row.status, row.pay_by) : show !== "" && row.status !== show) return false;
  if (!words) return true;
  return `${row.employee.name} ${row.employee.code}`.toLowerCase().includes(words);
}

export default function Settlements({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  const [q, setQ] = useState("");
  const [show, setShow] = useState<Show>("");
  const words = q.trim().toLowerCase();
  const filtered = words !== "" || show !== "";
  const rows = list.data.filter((r) => matches(r, words, show));
  const overdue = list.data.filter((r) => payByPassed(r.status, r.pay_by)).length;
  const count = (n: number) => n.toLocaleString("en-IN");
  return (
    <>
      <DashboardHeading
        eyebrow="Payroll"
        title="Full and final settlements"
        lead="Everyone serving notice or gone: prepare each settlement from the records, have another admin approve it, and pay it by its date."
      />
      <DashboardPanel
        id="leavers"
        title={filtered ? `Matching leavers (${count(rows.length)} of ${count(list.data.length)})` : `Leavers (${count(list.data.length)})`}
        actions={
          rows.length > 0 && (
            <button type="button" className="button button--ghost button--small" onClick={() => downloadSettlementsCsv(rows)}>
              Download CSV<span className="visually-hidden"> of the leavers listed</span>
            </button>
          )
        }
      >
        <div className="fnf-stats">
          <DashboardStats
            items={[
              { label: "Not started", value: count(list.data.filter((r) => r.status === "none").length) },
              { label: "Drafts", value: count(list.data.filter((r) => r.status === "draft").length) },
              { label: "Approved, to pay", value: count(list.data.filter((r) => r.status === "approved").length) },
              { label: "Overdue", value: count(overdue) },
            ]}
          />
        </div>
        {/* Filters the rows already here as one types: nothing is sent, so there is no button to press. */}
        <ListFilter
          name="Filter leavers"
          className="fnf-filter"
          searchLabel="Search leavers"
          placeholder="Name or employee code"
          q={q}
          onQ={setQ}
          choiceLabel="Status"
          choice={show}
          onChoice={(v) => setShow(v as Show)}
          choices={SHOW}
        />
        <p className="visually-hidden" aria-live="polite">
          {filtered ? `${count(rows.length)} of ${count(list.data.length)} leavers shown.` : ""}
        </p>
        <div className="fnf-list">
          <DataTable
            caption="Leavers and their settlements: one row each, amounts in rupees"
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => r.employee.id}
            empty={filtered ? "No leaver matches this search. Clear it to see them all." : "No one is serving notice or has left: a settlement starts once an exit is recorded on a person's profile."}
          />
        </div>
        {rows.length > 0 && <p className="dash-note fnf-list-note">The net and the pay-by date are fixed when a settlement is approved: open a draft to see its figures. Wages on leaving are due within two working days of the last working day.</p>}
      </DashboardPanel>
    </>
  );
}
