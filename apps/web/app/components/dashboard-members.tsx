// A firm's people: name, mobile, type and whether someone has signed up with that number yet.
import type { FirmMember } from "@vetan/shared";
import { formatDay, USER_TYPE_LABEL } from "../lib/dashboard-format.ts";
import { type Column, DataTable } from "./dashboard-table.tsx";

const COLUMNS: Column<FirmMember>[] = [
  { label: "Name", cell: (m) => m.name },
  { label: "Mobile", cell: (m) => <span className="dash-mono">{m.mobile}</span> },
  {
    label: "Type",
    cell: (m) => (
      <span className="dash-badge" data-type={m.us_type}>
        {USER_TYPE_LABEL[m.us_type]}
      </span>
    ),
  },
  {
    label: "Has account",
    cell: (m) => (m.has_account ? <span className="dash-yes">Yes</span> : <span className="dash-no">Not yet</span>),
  },
  { label: "Added", cell: (m) => formatDay(m.created_at) },
];

export function DashboardMembers({ members }: { members: FirmMember[] }) {
  return <DataTable caption="Members of the firm" columns={COLUMNS} rows={members} rowKey={(m) => m.id} empty="No members yet." />;
}

/** Head counts for the stat tiles. */
export function memberCounts(members: FirmMember[]) {
  return {
    all: members.length,
    hr: members.filter((m) => m.us_type === "H").length,
    employees: members.filter((m) => m.us_type === "E").length,
    joined: members.filter((m) => m.has_account).length,
  };
}
