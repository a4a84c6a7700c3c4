// Giving or taking someone's sign-in (PUT /api/v1/people/:id/access, AccessChangeSchema): admin, HR,
// employee, or none (on the rolls without signing in). HR can be limited to some workspaces; none ticked
// means the whole firm. Only admins see this.
import { ACCESS_LABELS, ACCESS_TYPES, AccessChangeSchema, type EmployeeProfile } from "@vetan/shared/people";
import { useState } from "react";
import { useConsoleForm } from "../../components/console-form.ts";
import { Checkbox } from "../../components/console-site-form.tsx";
import { FormDialog } from "../../components/form-dialog.tsx";
import { firmApi } from "../../lib/api.ts";
import type { OrgLists } from "../org/org-lists.ts";

const ACCESS_CHOICES = [
  { value: "", label: "No sign-in", text: "On the rolls; does not sign in." },
  ...ACCESS_TYPES.map((a) => ({
    value: a,
    label: ACCESS_LABELS[a],
    text: { A: "Everything in the firm.", H: "People, attendance, leave and payroll work.", E: "Their own record and the directory." }[a],
  })),
];

export function AccessDialog({ profile, lists, onClose }: { profile: EmployeeProfile; lists: OrgLists; onClose(): void }) {
  const prefix = `access-${profile.id}`;
  const { values, set, errors, submit } = useConsoleForm(prefix, { access: profile.employment?.access ?? "" }, firmApi);
  const [scope, setScope] = useState(() => new Set(profile.employment?.hr_workspace_ids ?? []));
  const save = async () => {
    const input = { access: values.access || null, hr_workspace_ids: values.access === "H" ? [...scope] : [] };
    return (await submit(AccessChangeSchema, input, `/people/${profile.id}/access`, "PUT", "Sign-in access saved")).ok;
  };
  return (
    <FormDialog title={`Sign-in access for ${profile.name}`} submitLabel="Save access" onSubmit={save} onClose={onClose} formError={errors._}>
      <fieldset className="dash-field access-choice" aria-describedby={errors.access ? `${prefix}-access-error` : undefined}>
        <legend>Access</legend>
        {ACCESS_CHOICES.map((choice) => (
          <label key={choice.value} className="access-choice__option">
            <input
              type="radio"
              name={`${prefix}-access`}
              value={choice.value}
              checked={values.access === choice.value}
              aria-invalid={errors.access ? true : undefined}
              onChange={() => set("access", choice.value)}
            />
            <span>
              <span className="access-choice__label">{choice.label}</span>
              <span className="access-choice__text">{choice.text}</span>
            </span>
          </label>
        ))}
        {errors.access && (
          <p id={`${prefix}-access-error`} className="dash-error">
            {errors.access}
          </p>
        )}
      </fieldset>
      {values.access === "H" && lists.workspaces.length > 0 && (
        <fieldset className="dash-field access-scope">
          <legend>HR for these workspaces</legend>
          <p className="form-dialog__note">None ticked: HR for the whole firm.</p>
          {lists.workspaces.map((w) => (
            <Checkbox
              key={w.id}
              id={`${prefix}-ws-${w.id}`}
              label={w.name}
              checked={scope.has(w.id)}
              onChange={(on) =>
                setScope((s) => {
                  const next = new Set(s);
                  if (on) next.add(w.id);
                  else next.delete(w.id);
                  return next;
                })
              }
            />
          ))}
          {errors.hr_workspace_ids && <p className="dash-error">{errors.hr_workspace_ids}</p>}
        </fieldset>
      )}
    </FormDialog>
  );
}
