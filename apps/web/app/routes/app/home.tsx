// The firm product's first screen (/app): where to go next (one's attendance first), for everyone; a glance
// at one's leave; and for those whose work covers others (admins and HR: the firm; a manager: their team)
// the people summary. The links need nothing but
// who is signed in, so the screen renders at once; the summary is asked for only by those the server gives
// it to (anyone else would only be refused), and loads into its place.
import { Link } from "react-router";
import { DashboardHeading } from "../../components/dashboard-shell.tsx";
import { appPath, mayImport, mayKeepAttendance, mayReportLeave, maySeeTeamCalendar } from "../../content/app-nav.ts";
import { LeaveSummary } from "../../features/leave/leave-summary.tsx";
import { PeopleSummaryBlock } from "../../features/people/people-summary.tsx";
import { useAppViewer } from "../../lib/app-viewer.ts";
import "../../styles/people.css";
import "../../styles/leave.css";
import type { Route } from "./+types/home.ts";

export const meta: Route.MetaFunction = () => [{ title: "Overview | Vetan" }, { name: "robots", content: "noindex" }];

export default function AppHome() {
  const me = useAppViewer();
  const wanted = me.access !== "E" || me.is_manager;
  const links = [
    { to: appPath("attendance"), title: "My attendance", text: "Clock in and out, your month day by day, and the year's holidays." },
    { to: appPath("leave"), title: "My leave", text: "Your balances, applying for leave, and your requests." },
    { to: appPath("people", me.employee_id), title: "My profile", text: "Your job, contact and bank details, and history." },
    { to: appPath("approvals"), title: "Approvals", text: "Requests waiting for your decision, and the ones you made." },
    { to: appPath("people"), title: "Directory", text: "Everyone in the firm, with how to reach them." },
    { to: appPath("org-chart"), title: "Org chart", text: "Who reports to whom, from the top down." },
    ...(me.is_manager ? [{ to: `${appPath("people")}?manager_id=${me.employee_id}`, title: "My team", text: "The people who report to you." }] : []),
    ...(me.can.manage_people ? [{ to: appPath("people", "new"), title: "Add employee", text: "Put a new joiner on the rolls." }] : []),
    ...(mayImport(me) ? [{ to: appPath("people", "import"), title: "Import employees", text: "Many people at once, from a spreadsheet." }] : []),
    ...(mayKeepAttendance(me) ? [{ to: appPath("attendance", "muster"), title: "Muster", text: "Everyone's days this cycle, and who is in today." }] : []),
    ...(maySeeTeamCalendar(me) ? [{ to: appPath("leave", "calendar"), title: "Team calendar", text: "Who is away on which day this month." }] : []),
    ...(mayReportLeave(me) ? [{ to: appPath("leave", "balances"), title: "Leave balances", text: "Everyone's leave balances, with an XLSX download." }] : []),
  ];
  return (
    <>
      <DashboardHeading eyebrow={me.firm_name} title={`Hello, ${me.viewer.name}`} lead="People, attendance and leave are the first modules of your firm's Vetan. Payroll follows." />
      <ul className="app-links">
        {links.map((l) => (
          <li key={l.to}>
            <Link className="app-link-card" to={l.to}>
              <span className="app-link-card__title">{l.title}</span>
              <span className="app-link-card__text">{l.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <LeaveSummary />
      {wanted && <PeopleSummaryBlock />}
    </>
  );
}
