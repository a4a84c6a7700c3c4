// Adding or editing a workspace (POST /api/v1/workspaces, PATCH /api/v1/workspaces/:id;
// WorkspaceInputSchema): where it is — the state and city decide professional tax, LWF and HRA — an
// optional geo-fence for attendance, and its weekly offs.
import { INDIAN_STATES } from "@vetan/shared/india-states";
import { type WeeklyOff, WorkspaceInputSchema, type WorkspaceView } from "@vetan/shared/people";
import { useState } from "react";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { FormDialog } from "../../components/form-dialog.tsx";
import { firmApi } from "../../lib/api.ts";
import { FieldGroup } from "../people/person-fields.tsx";
import { WeeklyOffsField } from "./weekly-offs.tsx";

const STATE_CHOICES = INDIAN_STATES.map(([code, name]) => ({ value: code, label: name }));
/** Sunday off every week, as the schema assumes when none are given. */
const SUNDAYS: WeeklyOff[] = [{ weekday: 0, weeks: "all" }];

const text = (n: number | null) => (n === null ? "" : String(n));
/** A number box: blank is none; anything else is read as a number (and the schema says if it is not one). */
const numberOf = (v: string) => (v.trim() === "" ? null : Number(v.trim()));

export function WorkspaceDialog({ workspace, onClose }: { workspace: WorkspaceView | null; onClose(): void }) {
  const { values, errors, submit, clear, field } = useConsoleForm(
    workspace ? `workspace-${workspace.id}` : "workspace-new",
    {
      name: workspace?.name ?? "",
      address: workspace?.address ?? "",
      city: workspace?.city ?? "",
      state: workspace?.state ?? "",
      pincode: workspace?.pincode ?? "",
      latitude: text(workspace?.latitude ?? null),
      longitude: text(workspace?.longitude ?? null),
      radius_m: text(workspace?.radius_m ?? null),
      ip_allow_list: (workspace?.ip_allow_list ?? []).join("\n"),
    },
    firmApi,
  );
  const [offs, setOffs] = useState<WeeklyOff[]>(workspace?.weekly_offs ?? SUNDAYS);

  async function save() {
    const input = {
      ...values,
      latitude: numberOf(values.latitude),
      longitude: numberOf(values.longitude),
      radius_m: numberOf(values.radius_m),
      weekly_offs: offs,
      ip_allow_list: values.ip_allow_list
        .split(/[\s,]+/)
        .map((v) => v.trim())
        .filter(Boolean),
    };
    const saved = workspace
      ? await submit(WorkspaceInputSchema, input, `/workspaces/${workspace.id}`, "PATCH", `${values.name} saved`)
      : await submit(WorkspaceInputSchema, input, "/workspaces", "POST", `${values.name} added`);
    return saved.ok;
  }

  const offsError = Object.entries(errors).find(([path]) => path === "weekly_offs" || path.startsWith("weekly_offs."))?.[1];
  return (
    <FormDialog title={workspace ? `Edit ${workspace.name}` : "New workspace"} submitLabel={workspace ? "Save workspace" : "Add workspace"} onSubmit={save} onClose={onClose} formError={errors._}>
      <FieldGroup legend="Where it is" note="The state and city decide professional tax, labour welfare fund and HRA rules for the people here.">
        <Field {...field("name")} label="Name" autoComplete="off" hint="Head office, Pune plant, Site 14…" wide />
        <Field {...field("address")} label="Address" control="textarea" rows={2} wide />
        <Field {...field("city")} label="City" autoComplete="off" />
        <Field {...field("state")} label="State or union territory" control="select" options={STATE_CHOICES} placeholder="Choose a state" />
        <Field {...field("pincode")} label="PIN code" inputMode="numeric" maxLength={6} autoComplete="off" />
      </FieldGroup>
      <FieldGroup legend="Geo-fence" note="Optional. Where punches from the phone count as here: all three together, or none.">
        <Field {...field("latitude")} label="Latitude" inputMode="decimal" autoComplete="off" hint="In degrees, like 18.5204." />
        <Field {...field("longitude")} label="Longitude" inputMode="decimal" autoComplete="off" hint="In degrees, like 73.8567." />
        <Field {...field("radius_m")} label="Radius in metres" inputMode="numeric" autoComplete="off" hint="From 20 m to 50 km; 200 m suits most sites." />
      </FieldGroup>
      <FieldGroup legend="Office network" note="Optional. Web punches for this workspace are taken only from these addresses; leave empty to allow any network.">
        <Field
          {...field("ip_allow_list")}
          error={Object.entries(errors).find(([path]) => path.startsWith("ip_allow_list"))?.[1]}
          label="IP addresses or ranges"
          control="textarea"
          rows={2}
          autoComplete="off"
          hint="One per line, like 203.0.113.7 or 203.0.113.0/24."
          wide
        />
      </FieldGroup>
      <div className="acc-group">
        <WeeklyOffsField
          idPrefix={workspace ? `workspace-${workspace.id}` : "workspace-new"}
          value={offs}
          onChange={(next) => {
            setOffs(next);
            clear(...Object.keys(errors).filter((k) => k.startsWith("weekly_offs")));
          }}
          error={offsError}
        />
      </div>
    </FormDialog>
  );
}
