// Settings: Attendance (/app/settings/attendance), for admins and HR, in tabs (?tab=): the Policy (dated
// versions of the rules and the cycle), Shifts, Rosters (a rotation of shifts for the firm, a workspace, a
// department or one person), Holidays by year (?year=), and Devices (device keys, admins only; punch logs
// imported from a CSV). Each tab loads only its own data. A change that reaches into past days starts a
// recompute the page follows with a progress bar. Admins and firm-wide HR change shifts, rosters and
// holidays; only admins change the policy and keys; the server refuses the rest whatever is shown.
import { indiaToday } from "@vetan/shared/dates";
import { useState } from "react";
import { Link } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { appPath, mayKeepAttendance } from "../../content/app-nav.ts";
import { DeviceKeys, PunchImport } from "../../features/attendance/devices-tab.tsx";
import { type HolidayList, holidaysPath } from "../../features/attendance/holidays.ts";
import { HolidaysTab } from "../../features/attendance/holidays-tab.tsx";
import { JobProgress } from "../../features/attendance/job-progress.tsx";
import { PolicyForm, type SettingsAnswer } from "../../features/attendance/policy-form.tsx";
import { type RosterView, RostersTab } from "../../features/attendance/rosters-tab.tsx";
import { type ShiftView, ShiftsTab } from "../../features/attendance/shifts-tab.tsx";
import { loadOrgLists } from "../../features/org/org-lists.ts";
import { firmApi, planAllows, unlessForbidden } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/people.css";
import "../../styles/approvals.css";
import "../../styles/attendance.css";
import type { Route } from "./+types/attendance-settings.ts";

const TABS = ["policy", "shifts", "rosters", "holidays", "devices"] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = { policy: "Policy", shifts: "Shifts", rosters: "Rosters", holidays: "Holidays", devices: "Devices" };

const yearOf = (raw: string | null) => {
  const y = Number(raw);
  return Number.isInteger(y) && y >= 2000 && y <= 2099 ? y : Number(indiaToday().slice(0, 4));
};

/**
 * Whether the viewer keeps shifts, rosters and holidays (admins, firm-wide HR): the holiday list says so
 * (`can_edit`), the same right under the server's policy.
 */
const calendarRights = (signal: AbortSignal) => firmApi<HolidayList>(holidaysPath(yearOf(null)), { signal }).then((h) => h.can_edit);

async function load(tab: Tab, year: number, signal: AbortSignal) {
  const shifts = () => firmApi<{ data: ShiftView[] }>("/attendance/shifts", { signal }).then((r) => r.data);
  switch (tab) {
    case "policy":
      return { tab, settings: await firmApi<SettingsAnswer>("/attendance/settings", { signal }) };
    case "shifts": {
      const [list, canEdit] = await Promise.all([shifts(), calendarRights(signal)]);
      return { tab, shifts: list, canEdit };
    }
    case "rosters": {
      const [rosters, list, lists, canEdit] = await Promise.all([
        // Rosters come with Premium (decision 031): a Basic firm sees none and may add none.
        unlessForbidden(firmApi<{ data: RosterView[] }>("/attendance/rosters", { signal }).then((r) => r.data), [] as RosterView[]),
        shifts(),
        loadOrgLists(signal),
        calendarRights(signal),
      ]);
      return { tab, rosters, shifts: list, lists, canEdit: canEdit && planAllows("/attendance/rosters", "POST") };
    }
    case "holidays": {
      const [holidays, lists] = await Promise.all([firmApi<HolidayList>(holidaysPath(year), { signal }), loadOrgLists(signal)]);
      return { tab, holidays, lists };
    }
    case "devices":
      // The keys are the admins' and load in their own part (no one else asks, to be refused).
      return { tab, canImport: await calendarRights(signal) };
  }
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const asked = params.get("tab") ?? "";
  const tab: Tab = (TABS as readonly string[]).includes(asked) ? (asked as Tab) : "policy";
  return load(tab, yearOf(params.get("year")), request.signal);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Attendance | Settings | Vetan" }, { name: "robots", content: "noindex" }];

const tabHref = (tab: Tab) => `${appPath("settings", "attendance")}?tab=${tab}`;

export default function AttendanceSettings({ loaderData: data }: Route.ComponentProps) {
  const me = useAppViewer();
  // The recompute the last change started, followed wherever the tabs go.
  const [job, setJob] = useState<string | null>(null);
  if (!mayKeepAttendance(me))
    return (
      <>
        <DashboardHeading eyebrow="Settings" title="Attendance" />
        <p className="dash-empty">Attendance settings are kept by your firm's admins and HR.</p>
      </>
    );
  return (
    <>
      <DashboardHeading
        eyebrow="Settings"
        title="Attendance"
        lead="The rules a day is measured by, the shifts people work and who works which, the holidays, and the devices punches come from."
      />
      <nav className="approval-tabs" aria-label="Attendance settings">
        {TABS.map((t) => (
          <Link key={t} to={tabHref(t)} className="approval-tabs__tab" aria-current={t === data.tab ? "page" : undefined}>
            {TAB_LABELS[t]}
          </Link>
        ))}
      </nav>
      {job && data.tab !== "policy" && (
        <DashboardPanel id="recompute" title="Recomputing attendance">
          <JobProgress key={job} jobId={job} />
        </DashboardPanel>
      )}
      {data.tab === "policy" && (
        <DashboardPanel id="policy" title="Policy">
          <PolicyForm settings={data.settings} job={job} onJob={setJob} />
        </DashboardPanel>
      )}
      {data.tab === "shifts" && <ShiftsTab shifts={data.shifts} canEdit={data.canEdit} onJob={setJob} />}
      {data.tab === "rosters" && <RostersTab rosters={data.rosters} shifts={data.shifts} lists={data.lists} canEdit={data.canEdit} onJob={setJob} />}
      {data.tab === "holidays" && <HolidaysTab holidays={data.holidays} lists={data.lists} yearHref={(y) => `${tabHref("holidays")}&year=${y}`} onJob={setJob} />}
      {data.tab === "devices" && (
        <>
          {!me.plan.features.includes("attendance.devices") ? (
            <p className="dash-note">{`Biometric and RFID devices come with the ${me.plan.upgrade_to["attendance.devices"] ?? "Enterprise"} plan; your firm is on ${me.plan.plan_name}.`}</p>
          ) : me.access === "A" ? (
            <DeviceKeys employeeCode={me.employee_code} />
          ) : (
            <p className="dash-note">Device keys are created by your firm's admins.</p>
          )}
          {data.canImport ? <PunchImport /> : <p className="dash-empty">Punch logs are imported by admins and firm-wide HR.</p>}
        </>
      )}
    </>
  );
}
