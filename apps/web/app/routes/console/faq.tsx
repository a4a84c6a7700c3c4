// Console screen: FAQ — the questions and answers of /faq (and GetFaqSuperadmin), in the order shown there.
// Add, edit in place, move up or down, delete; every change shows on the public site at once.
import type { AdminFaq } from "@vetan/shared/admin-site";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { FaqEditor } from "../../components/console-site-faq.tsx";
import { SiteList } from "../../components/console-site-list.tsx";
import { DashboardHeading } from "../../components/dashboard-shell.tsx";
import { adminApi } from "../../lib/api.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import type { Route } from "./+types/faq.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminApi<{ data: AdminFaq[] }>("/faq", { signal: request.signal });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "FAQ | Superadmin console | Vetan" }, { name: "robots", content: "noindex" }];

export default function ConsoleFaq({ loaderData }: Route.ComponentProps) {
  const items = loaderData.data;
  return (
    <>
      <DashboardHeading eyebrow="Superadmin console" title="FAQ" lead="The questions and answers on the public FAQ page, in the order shown there. Changes show on the site at once." />
      {/* Text, not a link: a signed-in person opening a public page is sent back to their dashboard (SPEC.md §6). */}
      <p className="site-public-link">
        Public page: <span className="dash-mono">/faq</span>
      </p>
      <SiteList
        id="faq-items"
        title={`Questions (${items.length})`}
        what="FAQ item"
        items={items}
        keyOf={(f) => f.id}
        nameOf={(f) => f.question}
        orderPath="/faq/order"
        deletePath={(f) => `/faq/${f.id}`}
        empty="No questions yet. The FAQ page asks visitors to talk to us until there is one."
        summary={(f) => (
          <>
            <h3 className="site-item__title">{f.question}</h3>
            <p className="site-item__text site-clamp">{f.answer}</p>
          </>
        )}
        editor={(item, close) => <FaqEditor item={item} onDone={close} />}
      />
    </>
  );
}
