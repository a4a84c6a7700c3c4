// Settings: Approval chains (/app/settings/approvals): who approves each kind of request, level by level.
// Everyone may read them (it says who will see their request); only admins change them.
import type { ChainLevel } from "@vetan/shared/approvals";
import type { EmployeeProfile } from "@vetan/shared/people";
import { useState } from "react";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { levelKindLabel } from "../../features/approvals/approval-bits.tsx";
import { ChainDialog } from "../../features/approvals/chain-dialog.tsx";
import { PersonLink } from "../../features/people/person-bits.tsx";
import { firmApi } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/people.css";
import "../../styles/approvals.css";
import type { Route } from "./+types/approval-chains.ts";

interface Chain {
  type: string;
  label: string;
  levels: ChainLevel[];
  is_default: boolean;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const { data } = await firmApi<{ data: Chain[] }>("/approval-chains", { signal });
  // The named people's names, from the directory's public fields (anyone in the firm may read those).
  const ids = [...new Set(data.flatMap((c) => c.levels.flatMap((l) => (l.kind === "person" ? [l.employee_id] : []))))];
  const people = await Promise.all(ids.map((id) => firmApi<EmployeeProfile>(`/people/${id}`, { signal }).catch(() => null)));
  const names = new Map(people.flatMap((p) => (p ? [[p.id, p.name] as const] : [])));
  return { chains: data, names };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Approval chains | Settings | Vetan" }, { name: "robots", content: "noindex" }];

export default function ApprovalChains({ loaderData }: Route.ComponentProps) {
  const { chains, names } = loaderData;
  const me = useAppViewer();
  const [editing, setEditing] = useState<Chain | null>(null);
  const admin = me.access === "A";
  return (
    <>
      <DashboardHeading
        eyebrow="Settings"
        title="Approval chains"
        lead={admin ? "Who approves each kind of request, level by level. A change applies to requests made from now on." : "Who approves each kind of request, level by level. Your firm's admins set them."}
      />
      <DashboardPanel id="chains" title="Request types">
        {chains.map((c) => (
          <section key={c.type} className="chain-type" aria-labelledby={`chain-${c.type}`}>
            <div className="chain-type__head">
              <h3 id={`chain-${c.type}`}>{c.label}</h3>
              {admin && (
                <button type="button" className="button button--ghost button--small" onClick={() => setEditing(c)}>
                  Change<span className="visually-hidden"> who approves {c.label}</span>
                </button>
              )}
            </div>
            {c.is_default && <p className="chain-type__default">Vetan's default: no one has changed it yet.</p>}
            <ol className="chain-levels">
              {c.levels.map((l, i) => (
                <li key={`${l.kind}-${i}`}>
                  <strong>{levelKindLabel(l.kind)}</strong>
                  {l.kind === "person" && (
                    <span className="chain-levels__who">
                      {": "}
                      <PersonLink person={{ id: l.employee_id, name: names.get(l.employee_id) ?? "someone no longer listed" }} />
                    </span>
                  )}
                  {l.kind === "manager" && <span className="chain-levels__who">: the reporting manager of the person the request is about</span>}
                  {l.kind === "hr" && <span className="chain-levels__who">: HR whose work covers that person's workspace</span>}
                </li>
              ))}
            </ol>
          </section>
        ))}
      </DashboardPanel>
      {editing && <ChainDialog type={editing.type} label={editing.label} levels={editing.levels} names={names} onClose={() => setEditing(null)} />}
    </>
  );
}
