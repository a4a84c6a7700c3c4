// Org chart (/app/org-chart?focus=id): who reports to whom. With no one in focus it starts at the top of
// the firm (the people with no manager); choosing a card moves the focus there, up the chain of managers or
// down to the direct reports. A person can also be found by name.
import type { OrgChart } from "@vetan/shared/people";
import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { appPath } from "../../content/app-nav.ts";
import { focusOn, ORG_FOCUS_ID, OrgRow, OrgTree } from "../../features/people/org-chart-view.tsx";
import { PersonPicker } from "../../features/people/person-picker.tsx";
import { firmApi } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import "../../styles/accounts.css";
import "../../styles/people.css";
import "../../styles/org-chart.css";
import type { Route } from "./+types/org-chart.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const focus = new URL(request.url).searchParams.get("focus")?.trim() ?? "";
  const chart = await firmApi<OrgChart>(`/org-chart${focus ? `?${new URLSearchParams({ focus })}` : ""}`, { signal: request.signal });
  return { chart, focused: focus !== "" };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Org chart | People | Vetan" }, { name: "robots", content: "noindex" }];

export default function OrgChartScreen({ loaderData }: Route.ComponentProps) {
  const { chart, focused } = loaderData;
  const me = useAppViewer();
  const navigate = useNavigate();
  const chartRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  // After a move up or down the card that was chosen has moved or gone: the keyboard continues from the
  // person now in focus (or, at the top of the firm, from its first card).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the person in focus is the trigger, not an input
  useEffect(() => {
    if (moved.current) (document.getElementById(ORG_FOCUS_ID) ?? chartRef.current?.querySelector<HTMLElement>(".org-card"))?.focus();
    moved.current = true;
  }, [chart.focus.id, focused]);
  return (
    <>
      <DashboardHeading eyebrow="People" title="Org chart" lead="Who reports to whom. Choose a person to move to them: up to their manager, or down to their team." />
      <div className="org-tools">
        <PersonPicker id="org-find" label="Find a person" value={null} onChange={(person) => person && navigate(focusOn(person.id))} />
        <p className="org-tools__links">
          {focused && <Link to={appPath("org-chart")}>Top of the firm</Link>}
          {!(focused && chart.focus.id === me.employee_id) && <Link to={focusOn(me.employee_id)}>Where I am</Link>}
        </p>
      </div>
      <DashboardPanel id="chart" title={focused ? `Around ${chart.focus.name}` : "Top of the firm"}>
        <div ref={chartRef}>
          {focused ? (
            <OrgTree chart={chart} />
          ) : chart.roots.length > 0 ? (
            <OrgRow nodes={chart.roots} label="People with no manager above them" />
          ) : (
            <p className="dash-empty">No one is on the chart yet.</p>
          )}
        </div>
      </DashboardPanel>
    </>
  );
}
