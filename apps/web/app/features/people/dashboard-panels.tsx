// What the member dashboards show of the firm product, loaded after the page (the dashboards themselves are
// rendered on the server from the session): for admins and HR, the requests waiting for them and the people
// summary; for an employee, their job as the firm records it, their own requests, and — when people report
// to them — their team's summary. Each asks only what the server lets this person read.
import type { ApprovalsPage } from "@vetan/shared/approvals";
import type { EmployeeProfile } from "@vetan/shared/people";
import { Link } from "react-router";
import { LoadedPart } from "../../components/console-kit.tsx";
import { DashboardFacts, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { count } from "../../lib/dashboard-format.ts";
import { useFirmData } from "../../lib/use-firm-data.ts";
import { ApprovalList } from "../approvals/approval-bits.tsx";
import { boxHref } from "../approvals/approvals-query.ts";
import { PeopleSummaryBlock } from "./people-summary.tsx";
import { day, PersonLink } from "./person-bits.tsx";
import "../../styles/approvals.css";

const INBOX_COUNT = "/approvals?box=inbox&limit=1";
const MY_REQUESTS = "/approvals?box=mine&status=any&limit=5";

/** The admin's and HR's: what waits for them, then the people summary of what their work covers. */
export function FirmToday() {
  const { loaded } = useFirmData<ApprovalsPage>(INBOX_COUNT);
  return (
    <>
      <DashboardPanel
        id="approvals"
        title="Approvals"
        actions={
          <Link className="button button--small" to={appPath("approvals")}>
            Open approvals
          </Link>
        }
      >
        <LoadedPart loaded={loaded}>
          {(page) => <p className="dash-today__waiting">{page.waiting === 0 ? "Nothing is waiting for your decision." : `${count(page.waiting, "request waits", "requests wait")} for your decision.`}</p>}
        </LoadedPart>
      </DashboardPanel>
      <section id="people-today" className="dash-today" aria-labelledby="people-today-title">
        <h2 id="people-today-title" className="dash-today__title">
          People today
        </h2>
        <PeopleSummaryBlock />
      </section>
    </>
  );
}

/** The employee's: their job, their requests, and their team when they have one. */
export function MyWork({ employeeId }: { employeeId: string }) {
  const profile = useFirmData<EmployeeProfile>(`/people/${encodeURIComponent(employeeId)}`).loaded;
  const requests = useFirmData<ApprovalsPage>(MY_REQUESTS).loaded;
  const manager = profile !== null && "data" in profile && profile.data.reports > 0;
  return (
    <>
      <DashboardPanel id="job" title="My job">
        <LoadedPart loaded={profile}>
          {(p) => (
            <DashboardFacts
              rows={[
                ["Employee code", <span key="code" className="dash-mono">{p.code}</span>],
                ["Designation", p.designation],
                ["Department", p.department?.name],
                ["Workspace", p.workspace?.name],
                ["Reporting manager", p.manager && <PersonLink person={p.manager} />],
                ["Joined", day(p.joining_date)],
              ]}
            />
          )}
        </LoadedPart>
      </DashboardPanel>
      <DashboardPanel
        id="requests"
        title="My requests"
        actions={
          <Link className="button button--ghost button--small" to={boxHref("mine")}>
            All my requests
          </Link>
        }
      >
        <LoadedPart loaded={requests}>
          {(page) =>
            page.data.length === 0 ? (
              <p className="dash-empty">You have not asked for anything yet. To change your bank details, use Edit my details on your profile.</p>
            ) : (
              <ApprovalList requests={page.data} />
            )
          }
        </LoadedPart>
      </DashboardPanel>
      {manager && (
        <section id="team" className="dash-today" aria-labelledby="team-title">
          <h2 id="team-title" className="dash-today__title">
            My team
          </h2>
          <PeopleSummaryBlock />
        </section>
      )}
    </>
  );
}
