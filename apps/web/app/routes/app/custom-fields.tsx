// Settings: Our own fields (/app/settings/fields) — what else the firm records about its people beyond
// Vetan's own fields (a T-shirt size, a blood group, a locker number), each with the kind of value it
// holds. Admins add, change and archive them; HR reads them. Values are filled in on each profile.
import { CUSTOM_FIELD_KIND_LABELS, type CustomFieldView } from "@vetan/shared/people";
import { ConsoleErrorBoundary, ConsoleFallback } from "../../components/console-kit.tsx";
import { DashboardHeading } from "../../components/dashboard-shell.tsx";
import type { Column } from "../../components/dashboard-table.tsx";
import { SettingsList } from "../../features/org/settings-list.tsx";
import { CustomFieldDialog } from "../../features/people/custom-field-dialog.tsx";
import { firmApi } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/people.css";
import "../../styles/people-more.css";
import type { Route } from "./+types/custom-fields.ts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return firmApi<{ data: CustomFieldView[] }>("/custom-fields", { signal: request.signal });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Our own fields | Settings | Vetan" }, { name: "robots", content: "noindex" }];

const yes = (on: boolean) => (on ? "Yes" : "No");

const COLUMNS: Column<CustomFieldView>[] = [
  {
    label: "Field",
    cell: (f) => (
      <span className="settings-name">
        {f.label}
        <span className="settings-name__more">
          Key for the API: <code className="custom-key">{f.key}</code>
        </span>
      </span>
    ),
  },
  {
    label: "Kind",
    cell: (f) => (
      <span className="settings-name">
        {CUSTOM_FIELD_KIND_LABELS[f.kind]}
        {f.kind === "choice" && <span className="settings-name__more">{f.choices.join(", ")}</span>}
      </span>
    ),
  },
  { label: "Required", cell: (f) => yes(f.required) },
  { label: "Private", cell: (f) => yes(f.private) },
  { label: "Status", cell: (f) => (f.archived ? <span className="custom-archived">Archived</span> : "In use") },
];

export default function CustomFields({ loaderData }: Route.ComponentProps) {
  const fields = loaderData.data;
  const admin = useAppViewer().access === "A";
  return (
    <>
      <DashboardHeading
        eyebrow="Settings"
        title="Our own fields"
        lead={
          admin
            ? "What else your firm records about its people. Each field appears on every profile, in “More about them”; those who may edit a profile fill it in."
            : "What else your firm records about its people, shown on every profile in “More about them”. Your firm's admins define them."
        }
      />
      <SettingsList
        id="fields"
        title={`Fields (${fields.length})`}
        what="field"
        rows={fields}
        columns={COLUMNS}
        nameOf={(f) => f.label}
        empty={admin ? "No fields of your own yet. Add one: a T-shirt size, a blood group, a locker number…" : "Your firm has no fields of its own yet."}
        canAdd={admin}
        canEdit={admin}
        dialog={(f, close) => <CustomFieldDialog field={f} onClose={close} />}
      />
    </>
  );
}
