// Console screen: Plan modules — the Distribution of Plans on /Pricing (and GetSubscriptionPlansModule):
// each module with its submodules and the tiers that include them, in the order shown there.
import { type AdminModule, PLAN_TIERS } from "@vetan/shared/admin-site";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { SiteList } from "../../components/console-site-list.tsx";
import { ModuleEditor } from "../../components/console-site-module.tsx";
import { DashboardHeading } from "../../components/dashboard-shell.tsx";
import { adminApi } from "../../lib/api.ts";
import { count } from "../../lib/dashboard-format.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import type { Route } from "./+types/modules.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminApi<{ data: AdminModule[] }>("/modules", { signal: request.signal });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Plan modules | Superadmin console | Vetan" }, { name: "robots", content: "noindex" }];

function ModuleSummary({ module }: { module: AdminModule }) {
  return (
    <>
      <h3 className="site-item__title">{module.name}</h3>
      <p className="site-item__meta">
        {count(module.submodules.length, "submodule")}
        {PLAN_TIERS.map(([tier, label]) => (
          <span key={tier} className="site-tier-count">
            {label} {module.submodules.filter((s) => s[tier]).length}
          </span>
        ))}
      </p>
      <ul className="site-subs">
        {module.submodules.map((s) => (
          <li key={s.id}>
            <span>{s.name}</span>
            <span className="site-subs__tiers">
              {PLAN_TIERS.map(([tier, label]) => (
                <span key={tier} className={s[tier] ? "is-on" : "is-off"}>
                  <span aria-hidden="true">{label[0]}</span>
                  <span className="visually-hidden">
                    {label} {s[tier] ? "included" : "not included"}
                  </span>
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function ConsoleModules({ loaderData }: Route.ComponentProps) {
  const modules = loaderData.data;
  return (
    <>
      <DashboardHeading
        eyebrow="Superadmin console"
        title="Plan modules"
        lead="The Distribution of Plans on the pricing page: each module, its submodules and which plans include them. Changes show on the site at once."
      />
      {/* Text, not a link: a signed-in person opening a public page is sent back to their dashboard (SPEC.md §6). */}
      <p className="site-public-link">
        Public page: <span className="dash-mono">/Pricing</span>
      </p>
      <SiteList
        id="modules"
        title={`Modules (${modules.length})`}
        what="module"
        items={modules}
        keyOf={(m) => m.id}
        nameOf={(m) => m.name}
        orderPath="/modules/order"
        deletePath={(m) => `/modules/${m.id}`}
        deleteNote={(m) => `Its submodules (${m.submodules.length}) are deleted with it.`}
        empty="No modules yet. The pricing page shows no Distribution of Plans until one is added."
        summary={(m) => <ModuleSummary module={m} />}
        editor={(module, close) => <ModuleEditor module={module} onDone={close} />}
      />
    </>
  );
}
