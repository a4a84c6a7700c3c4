// My attendance (/app/attendance), for everyone: today's card with the punch buttons, the month as a
// calendar (each day's status, times and working in words, and the form to ask for a change), the cycle's
// totals, and the year's holidays with the optional ones to take. A manager, HR or an admin opens someone
// else's month with ?employee_id= (the muster links here); then there is no today card and no requests.
// The month is in the address (?month=YYYY-MM, the month the cycle ends in); without one, the cycle today
// falls in.
import type { AttendanceRequestType, CalendarView, TodayView } from "@vetan/shared/attendance";
import { isMonth } from "@vetan/shared/attendance";
import { indiaToday } from "@vetan/shared/dates";
import { useState } from "react";
import { Link, useNavigation } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { appPath, mayKeepAttendance } from "../../content/app-nav.ts";
import { shiftMonth, thisMonth } from "../../features/attendance/attendance-format.ts";
import { DayDialog } from "../../features/attendance/day-dialog.tsx";
import { MonthCalendar } from "../../features/attendance/month-calendar.tsx";
import { MyHolidays } from "../../features/attendance/my-holidays.tsx";
import { MonthPicker, StatusLegend, TotalsStrip } from "../../features/attendance/status-bits.tsx";
import { TodayCard } from "../../features/attendance/today-card.tsx";
import { firmApi } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/attendance.css";
import type { Route } from "./+types/attendance.ts";

const calendarPath = (month: string, employeeId: string) => `/attendance/calendar?${new URLSearchParams({ month, ...(employeeId ? { employee_id: employeeId } : {}) })}`;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const params = new URL(request.url).searchParams;
  const employeeId = params.get("employee_id") ?? "";
  const asked = params.get("month") ?? "";
  const month = isMonth(asked) ? asked : thisMonth();
  const [first, today] = await Promise.all([
    firmApi<CalendarView>(calendarPath(month, employeeId), { signal }),
    // Today's punches are one's own: someone else's month has no today card.
    employeeId ? null : firmApi<TodayView>("/attendance/today", { signal }),
  ]);
  // A cycle that ends before month end (26th to 25th) has already moved on to next month's cycle.
  const calendar = !isMonth(asked) && indiaToday() > first.to ? await firmApi<CalendarView>(calendarPath(shiftMonth(month, 1), employeeId), { signal }) : first;
  return { calendar, today, employeeId };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Attendance | Vetan" }, { name: "robots", content: "noindex" }];

export default function Attendance({ loaderData }: Route.ComponentProps) {
  const { calendar, today, employeeId } = loaderData;
  const me = useAppViewer();
  const navigation = useNavigation();
  const [open, setOpen] = useState<{ day: string; initial?: AttendanceRequestType } | null>(null);
  const self = calendar.employee.id === me.employee_id;
  const who = self ? "Your" : `${calendar.employee.name}'s`;
  const hrefOf = (month: string) => {
    const q = new URLSearchParams({ ...(month ? { month } : {}), ...(employeeId ? { employee_id: employeeId } : {}) }).toString();
    return q ? `?${q}` : ".";
  };
  const todayDay = indiaToday();
  const loading = navigation.state === "loading" && navigation.location.pathname === appPath("attendance");

  return (
    <>
      <DashboardHeading
        eyebrow="Attendance"
        title={self ? "My attendance" : `${calendar.employee.name}'s attendance`}
        lead={
          self
            ? "Clock in and out, see each day of your month and how it was worked out, and ask for a change where a day is wrong."
            : `${calendar.employee.name} (${calendar.employee.code}), day by day. Only they can ask for a change to their days.`
        }
      />
      {!self && (
        <p className="att-back">
          {mayKeepAttendance(me) && <Link to={`${appPath("attendance", "muster")}?month=${calendar.month}`}>Back to the muster</Link>}
          <Link to={appPath("people", calendar.employee.id)}>{calendar.employee.name}'s profile</Link>
        </p>
      )}
      {today && self && <TodayCard today={today} />}
      <DashboardPanel
        id="month"
        title={`${who} month`}
        actions={
          calendar.can_request && (
            <button type="button" className="button button--small button--ghost" aria-haspopup="dialog" onClick={() => setOpen({ day: todayDay <= calendar.to ? todayDay : calendar.to, initial: "on_duty" })}>
              Ask for on duty, WFH or overtime
            </button>
          )
        }
      >
        <div className="att-month-body" aria-busy={loading || undefined} data-loading={loading || undefined}>
          <MonthPicker month={calendar.month} from={calendar.from} to={calendar.to} hrefOf={hrefOf} />
          <TotalsStrip totals={calendar.totals} label={`${who} totals for the cycle`} />
          <MonthCalendar from={calendar.from} to={calendar.to} days={calendar.days} whose={self ? "Your attendance" : `${calendar.employee.name}'s attendance`} onOpen={(day) => setOpen({ day })} />
          <p className="dash-note att-month-note">
            {calendar.can_request ? "Choose a day to see how it was worked out, or to ask for it to be regularised." : "Choose a day to see how it was worked out."} Totals count the days
            up to today.
          </p>
          <StatusLegend id="month-legend" />
        </div>
      </DashboardPanel>
      {self && <MyHolidays />}
      {open && <DayDialog day={open.day} initial={open.initial} calendar={calendar} onClose={() => setOpen(null)} />}
    </>
  );
}
