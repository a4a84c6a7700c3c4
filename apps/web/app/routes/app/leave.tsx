// My leave (/app/leave), for everyone: a card per leave type with what is available, the balance, days
// asked for or booked, what expires soon and the year's credits and days taken; the form to apply, with a
// live preview of the days that will count; one's requests with their status (withdraw or cancel where
// allowed); and the ledger of a type's leave year. A manager, HR or an admin opens someone else's with
// ?employee_id= (the team calendar and the balances report link here): HR and admins may then apply on
// their behalf and adjust or encash their balance. The server decides each of these (can_apply,
// can_adjust, can_cancel) and refuses anyone else in words.
import type { BalancesView, LeaveRequestsPage } from "@vetan/shared/leave";
import { Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { pageOf, pageQuery } from "../../components/console-pager.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { appPath, mayReportLeave, maySeeTeamCalendar } from "../../content/app-nav.ts";
import { AdjustForm } from "../../features/leave/adjust-form.tsx";
import { ApplyForm } from "../../features/leave/apply-form.tsx";
import { BalanceCards } from "../../features/leave/balance-cards.tsx";
import { queryOf } from "../../features/leave/leave-format.ts";
import { LedgerPanel } from "../../features/leave/ledger-panel.tsx";
import { REQUESTS_PAGE, RequestsList } from "../../features/leave/requests-list.tsx";
import { firmApi } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/approvals.css";
import "../../styles/attendance.css";
import "../../styles/leave.css";
import type { Route } from "./+types/leave.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const params = new URL(request.url).searchParams;
  const employeeId = params.get("employee_id") ?? "";
  const page = pageOf(params);
  const paging = Object.fromEntries(pageQuery(page, REQUESTS_PAGE));
  const [balances, requests] = await Promise.all([
    firmApi<BalancesView>(`/leave/balances?${queryOf({ employee_id: employeeId })}`, { signal }),
    firmApi<LeaveRequestsPage>(`/leave/requests?${queryOf({ employee_id: employeeId, ...paging })}`, { signal }),
  ]);
  return { balances, requests, page, employeeId };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Leave | Vetan" }, { name: "robots", content: "noindex" }];

export default function Leave({ loaderData }: Route.ComponentProps) {
  const { balances, requests, page } = loaderData;
  const me = useAppViewer();
  const person = balances.employee;
  const self = person.id === me.employee_id;
  return (
    <>
      <DashboardHeading
        eyebrow="Leave"
        title={self ? "My leave" : `${person.name}'s leave`}
        lead={
          self
            ? "What you have, what you have asked for, and a way to apply: the days that will count are worked out as you choose them."
            : `${person.name} (${person.code}): balances as of ${formatDay(balances.as_of)}, requests and the ledger.`
        }
      />
      {!self && (
        <p className="att-back">
          {mayReportLeave(me) && <Link to={appPath("leave", "balances")}>Back to leave balances</Link>}
          {maySeeTeamCalendar(me) && <Link to={appPath("leave", "calendar")}>Team calendar</Link>}
          <Link to={appPath("people", person.id)}>{person.name}'s profile</Link>
        </p>
      )}
      <DashboardPanel id="balances" title={self ? "Your balances" : "Balances"}>
        <BalanceCards balances={balances} label={self ? "Your leave balances" : `${person.name}'s leave balances`} />
      </DashboardPanel>
      {balances.can_apply && balances.balances.length > 0 && (
        <DashboardPanel id="apply" title={self ? "Apply for leave" : `Apply for leave for ${person.name}`}>
          {!self && <p className="dash-note">You are applying for {person.name}: the request goes through their approval chain, and the notice rule does not apply.</p>}
          <ApplyForm key={person.id} balances={balances} self={self} />
        </DashboardPanel>
      )}
      <DashboardPanel id="requests" title={self ? "Your requests" : "Requests"}>
        <RequestsList requests={requests} page={page} self={self} employeeId={person.id} />
      </DashboardPanel>
      <DashboardPanel id="ledger" title="Ledger">
        <p className="dash-note">Every credit and debit of a leave year, with the balance after each and why.</p>
        <LedgerPanel key={person.id} balances={balances} self={self} />
      </DashboardPanel>
      {balances.can_adjust && (
        <DashboardPanel id="adjust" title="Adjust or encash">
          <AdjustForm key={person.id} balances={balances} />
        </DashboardPanel>
      )}
    </>
  );
}
