// Settings: Leave (/app/settings/leave), for admins and HR, in tabs (?tab=): the leave Types (from
// templates or by hand, details, dated rules, archive; admins and firm-wide HR change them, other HR read
// them) and the Year end (?type=&year=&page=: a preview of each person's carry forward, lapse and
// encashment, then closing the year as a background job). Each tab loads only its own data.
import { indiaToday } from "@vetan/shared/dates";
import type { LeaveTemplateView, LeaveTypeView, YearEndView } from "@vetan/shared/leave";
import { Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { pageOf, pageQuery } from "../../components/console-pager.tsx";
import { DashboardHeading } from "../../components/dashboard-shell.tsx";
import { appPath, mayReportLeave } from "../../content/app-nav.ts";
import { lastYearStart, queryOf } from "../../features/leave/leave-format.ts";
import { TypesTab } from "../../features/leave/types-tab.tsx";
import { YEAR_END_PAGE, YearEndTab } from "../../features/leave/year-end-tab.tsx";
import { loadOrgLists } from "../../features/org/org-lists.ts";
import { firmApi, unlessForbidden } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/people.css";
import "../../styles/approvals.css";
import "../../styles/attendance.css";
import "../../styles/leave.css";
import type { Route } from "./+types/leave-settings.ts";

const TABS = ["types", "year-end"] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = { types: "Leave types", "year-end": "Year end" };

type TypesAnswer = { data: LeaveTypeView[]; can_edit: boolean };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const params = new URL(request.url).searchParams;
  const asked = params.get("tab") ?? "";
  const tab: Tab = (TABS as readonly string[]).includes(asked) ? (asked as Tab) : "types";
  const types = await firmApi<TypesAnswer>("/leave/types", { signal });
  if (tab === "types") {
    const [templates, lists] = await Promise.all([
      types.can_edit ? firmApi<{ data: LeaveTemplateView[] }>("/leave/templates", { signal }).then((r) => r.data) : Promise.resolve([]),
      loadOrgLists(signal),
    ]);
    return { tab, types: types.data, canEdit: types.can_edit, templates, lists };
  }
  // Year end: the types with a balance (the others have nothing to carry or lapse).
  const tracked = types.data.filter((t) => t.policy.tracks_balance);
  const chosen = tracked.find((t) => t.id === params.get("type")) ?? tracked[0];
  const page = pageOf(params);
  const year = params.get("year") ?? "";
  const view =
    chosen && types.can_edit
      ? await unlessForbidden(
          firmApi<YearEndView>(
            `/leave/year-end?${queryOf({ leave_type_id: chosen.id, year_start: /^\d{4}-\d{2}-\d{2}$/.test(year) ? year : lastYearStart(indiaToday()), ...Object.fromEntries(pageQuery(page, YEAR_END_PAGE)) })}`,
            { signal },
          ),
          null,
        )
      : null;
  return { tab, tracked, view, page };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Leave | Settings | Vetan" }, { name: "robots", content: "noindex" }];

const tabHref = (tab: Tab) => `${appPath("settings", "leave")}?tab=${tab}`;

export default function LeaveSettings({ loaderData: data }: Route.ComponentProps) {
  const me = useAppViewer();
  if (!mayReportLeave(me))
    return (
      <>
        <DashboardHeading eyebrow="Settings" title="Leave" />
        <p className="dash-empty">Leave settings are kept by your firm's admins and HR.</p>
      </>
    );
  return (
    <>
      <DashboardHeading eyebrow="Settings" title="Leave" lead="The leave types people take, their rules from each date, and closing a leave year." />
      <nav className="approval-tabs" aria-label="Leave settings">
        {TABS.map((t) => (
          <Link key={t} to={tabHref(t)} className="approval-tabs__tab" aria-current={t === data.tab ? "page" : undefined}>
            {TAB_LABELS[t]}
          </Link>
        ))}
      </nav>
      {data.tab === "types" && <TypesTab types={data.types} canEdit={data.canEdit} templates={data.templates} lists={data.lists} />}
      {data.tab === "year-end" && <YearEndTab types={data.tracked} view={data.view} page={data.page} />}
    </>
  );
}
