// Pricing & Plans (SPEC.md §2): plan cards 1–3 (card 3 with the 'New' ribbon), rupees per month, and the
// Distribution of Plans: an accordion per module with submodules against Basic, Premium and Enterprise.
import type { PlanModule } from "@vetan/shared";
import { formatRupeesWhole } from "@vetan/shared/money";
import { webContext } from "../lib/load-context.ts";
import { fromSeoSettings, pageMeta, SEO_PAGE } from "../lib/seo-meta.ts";
import type { Route } from "./+types/pricing.ts";
import { HTML_FIRST } from "../lib/html-first/site-script.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, settings } = context.get(webContext);
  const [plans, modules, seoPages] = await Promise.all([services.plans.listPlans(), services.plans.listModules(), services.seo.listPages()]);
  // Metadata comes from the search-engine settings, page id 5 (kept by the superadmin console).
  const meta = fromSeoSettings(seoPages, SEO_PAGE.pricing, {
    title: "Pricing & Plans | Vetan HR and Payroll",
    description: "Vetan plans in rupees per month: Basic, Premium and Enterprise, with every module and submodule each plan includes.",
    path: "/Pricing",
  });
  return { plans, modules, meta: pageMeta(meta, settings) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const TIERS = [
  ["basic", "Basic"],
  ["premium", "Premium"],
  ["enterprise", "Enterprise"],
] as const;

function Included({ flag }: { flag: "Y" | "N" }) {
  return flag === "Y" ? (
    <span className="tick" role="img" aria-label="Included">✓</span>
  ) : (
    <span className="cross" role="img" aria-label="Not included">✕</span>
  );
}

function ModuleTable({ module }: { module: PlanModule }) {
  return (
    <details className="plan-module">
      <summary>{module.module}</summary>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Submodule</th>
              {TIERS.map(([, label]) => (
                <th key={label} scope="col">{label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {module.submodule.map((s) => (
              <tr key={s.submodule_name}>
                <th scope="row">{s.submodule_name}</th>
                {TIERS.map(([key]) => (
                  <td key={key}>
                    <Included flag={s[key]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** HTML first: sent with no React Router scripts (decision 034). */
export const handle = HTML_FIRST;

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { plans, modules } = loaderData;
  return (
    <>
      <section className="container section">
        <h1>Pricing &amp; Plans</h1>
        <p className="lead">Simple monthly plans in rupees. GST is extra.</p>
        <div className="plan-grid">
          {plans.map((plan, i) => (
            <article key={plan.id} className={`plan-card plan-card--${i + 1}`}>
              {plan.is_new && <span className="ribbon">New</span>}
              <h2>{plan.plan_name}</h2>
              <p className="price">
                <strong>{formatRupeesWhole(plan.price[0]?.amount_paise ?? 0)}</strong> <span>per month</span>
              </p>
              <p>{plan.plan_desc}</p>
              <ul className="features">
                {plan.features.map((f) => (
                  <li key={f.pk_feature_id}>
                    <strong>{f.feature_name}</strong>
                    {f.feature_desc && <span> — {f.feature_desc}</span>}
                  </li>
                ))}
              </ul>
              <a className="button" href="/contact_us">
                Talk to us
              </a>
            </article>
          ))}
        </div>
      </section>
      <section className="container section">
        <h2>Distribution of Plans</h2>
        {modules.map((m) => (
          <ModuleTable key={m.module} module={m} />
        ))}
      </section>
    </>
  );
}
