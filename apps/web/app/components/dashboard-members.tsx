// A firm's people with sign-in: name, mobile, type, and whether they have accepted the firm's invitation.
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
    label: "Joined",
    cell: (m) => (m.joined ? <span className="dash-yes">Yes</span> : <span className="dash-no">Invited</span>),
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
    joined: members.filter((m) => m.joined).length,
  };
}
