// The org chart as nested cards, drawn with HTML and CSS: the chain of managers above the person in focus
// (top first), their card, and their direct reports below. Every other card is a link that moves the focus
// there (?focus=id), so the chart is walked up and down with a pointer or the keyboard alike. On phones it
// is one column.
import type { OrgChart, OrgNode } from "@vetan/shared/people";
import { Link } from "react-router";
import { appPath } from "../../content/app-nav.ts";
import { count, initials } from "../../lib/dashboard-format.ts";

export const focusOn = (id: string) => `${appPath("org-chart")}?focus=${encodeURIComponent(id)}`;

/** The card of the person in focus, where the keyboard continues after a move. */
export const ORG_FOCUS_ID = "org-focus-card";

function CardBody({ node }: { node: OrgNode }) {
  return (
    <>
      <span className="org-card__avatar" aria-hidden="true">
        {initials(node.name)}
      </span>
      <span className="org-card__who">
        <span className="org-card__name">{node.name}</span>
        {(node.designation || node.department) && <span className="org-card__job">{[node.designation, node.department].filter(Boolean).join(" · ")}</span>}
        <span className="org-card__reports">{node.reports > 0 ? count(node.reports, "direct report") : "No reports"}</span>
      </span>
    </>
  );
}

/** A person on the chart; choosing them puts them in focus. */
function NodeLink({ node }: { node: OrgNode }) {
  return (
    <Link className="org-card" to={focusOn(node.id)} aria-label={`${node.name}: ${count(node.reports, "direct report")}. Put in focus`}>
      <CardBody node={node} />
    </Link>
  );
}

/** People side by side under the one above them; a row of cards, a column on phones. */
export function OrgRow({ nodes, label }: { nodes: OrgNode[]; label: string }) {
  return (
    <ul className="org-row" aria-label={label}>
      {nodes.map((n) => (
        <li key={n.id}>
          <NodeLink node={n} />
        </li>
      ))}
    </ul>
  );
}

export function OrgTree({ chart }: { chart: OrgChart }) {
  const { focus, chain, reports } = chart;
  const above = [...chain].reverse();
  return (
    <div className="org-tree">
      {above.length > 0 && (
        <ol className="org-chain" aria-label={`Managers above ${focus.name}, from the top`}>
          {above.map((n) => (
            <li key={n.id}>
              <NodeLink node={n} />
            </li>
          ))}
        </ol>
      )}
      <section className={`org-focus${above.length > 0 ? " has-above" : ""}${reports.length > 0 ? " has-below" : ""}`} aria-labelledby="org-focus-title">
        <h3 id="org-focus-title" className="visually-hidden">
          In focus: {focus.name}
        </h3>
        <div id={ORG_FOCUS_ID} tabIndex={-1} className="org-card org-card--focus">
          <CardBody node={focus} />
        </div>
        <p className="org-focus__links">
          <Link to={appPath("people", focus.id)}>Open profile</Link>
          {chain[0] && <Link to={focusOn(chain[0].id)}>Up to {chain[0].name}</Link>}
        </p>
      </section>
      {reports.length > 0 && (
        <section className="org-team" aria-labelledby="org-team-title">
          <h3 id="org-team-title" className="org-team__title">
            {count(reports.length, "direct report")} of {focus.name}
          </h3>
          <OrgRow nodes={reports} label={`Direct reports of ${focus.name}`} />
        </section>
      )}
    </div>
  );
}
