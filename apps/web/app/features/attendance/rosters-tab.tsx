// Rosters (GET/POST /api/v1/attendance/rosters, DELETE /:id; RosterInputSchema): who works which rotation
// of shifts from when — the whole firm, a workspace, a department or one person (the narrowest roster in
// force wins). The dialog builds the rotation step by step (a shift or Off for each step, every N days) and
// reads it back in words. A roster that starts in the past works those days out again; the screen follows.
import { ROSTER_TARGET_LABELS, ROSTER_TARGETS, RosterInputSchema } from "@vetan/shared/attendance";
import { indiaToday } from "@vetan/shared/dates";
import type { Named } from "@vetan/shared/people";
import { useState } from "react";
import { Field } from "../../components/accounts-field.tsx";
import { ConsoleConfirm } from "../../components/console-confirm.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { useApiSave } from "../../components/console-kit.tsx";
import { RowLabel, RowSelect, Rows, rowKey } from "../../components/console-site-form.tsx";
import { DashboardPanel } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { FormDialog } from "../../components/form-dialog.tsx";
import { firmApi } from "../../lib/api.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import { choicesOf, departmentChoices, type OrgLists } from "../org/org-lists.ts";
import { FieldGroup } from "../people/person-fields.tsx";
import { PersonPicker } from "../people/person-picker.tsx";
import { useRefusal } from "./refusal.ts";
import type { ShiftView } from "./shifts-tab.tsx";

export interface RosterView {
  id: string;
  target_kind: (typeof ROSTER_TARGETS)[number];
  target_id: string | null;
  target_name: string;
  starts_on: string;
  ends_on: string | null;
  pattern: (string | null)[];
  /** Each step's shift code, or "Off". */
  pattern_codes: string[];
  step_days: number;
}

interface Props {
  rosters: RosterView[];
  shifts: ShiftView[];
  lists: OrgLists;
  canEdit: boolean;
  onJob(id: string): void;
}

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/** A rotation in words, steps of the same shift read together: "M for 6 days, then Off for 1 day, …, then round again". */
export function rotationWords(codes: readonly string[], stepDays: number): string {
  const runs: { code: string; steps: number }[] = [];
  for (const code of codes) {
    const last = runs.at(-1);
    if (last && last.code === code) last.steps++;
    else runs.push({ code, steps: 1 });
  }
  if (runs.length === 1) return runs[0]?.code === "Off" ? "Off every day" : `${runs[0]?.code} every day`;
  return `${runs.map((r) => `${r.code} for ${days(r.steps * stepDays)}`).join(", then ")}, then round again`;
}

export function RostersTab({ rosters, shifts, lists, canEdit, onJob }: Props) {
  const [editing, setEditing] = useState<RosterView | "new" | null>(null);
  const [removing, setRemoving] = useState<RosterView | null>(null);
  const save = useApiSave(firmApi);
  const columns: Column<RosterView>[] = [
    {
      label: "For",
      cell: (r) => (
        <span className="settings-name">
          {r.target_name}
          <span className="settings-name__more">{ROSTER_TARGET_LABELS[r.target_kind]}</span>
        </span>
      ),
    },
    { label: "From", cell: (r) => formatDay(r.starts_on) },
    { label: "Until", cell: (r) => (r.ends_on ? formatDay(r.ends_on) : <span className="dash-muted">No end</span>) },
    {
      label: "Rotation",
      cell: (r) => (
        <span className="att-rotation">
          <span className="att-rotation__steps" aria-hidden="true">
            {r.pattern_codes.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a rotation's steps repeat codes; the place is the identity
              <span key={i} className="att-shift-code" data-off={c === "Off" || undefined}>
                {c}
              </span>
            ))}
          </span>
          <span className="att-rotation__words">{rotationWords(r.pattern_codes, r.step_days)}</span>
        </span>
      ),
    },
    ...(canEdit
      ? [
          {
            label: "Actions",
            cell: (r: RosterView) => (
              <span className="att-row-actions">
                <button type="button" className="button button--ghost button--small" onClick={() => setEditing(r)}>
                  Edit<span className="visually-hidden"> the roster for {r.target_name} from {formatDay(r.starts_on)}</span>
                </button>
                <button type="button" className="button button--ghost button--small att-danger" onClick={() => setRemoving(r)}>
                  Remove<span className="visually-hidden"> the roster for {r.target_name} from {formatDay(r.starts_on)}</span>
                </button>
              </span>
            ),
          },
        ]
      : []),
  ];
  const usable = shifts.filter((s) => !s.archived);
  return (
    <DashboardPanel
      id="rosters"
      title={`Rosters (${rosters.length})`}
      actions={
        canEdit && (
          <button type="button" className="button button--small" onClick={() => setEditing("new")} disabled={usable.length === 0}>
            Add roster
          </button>
        )
      }
    >
      <p className="dash-note">
        {usable.length === 0
          ? "Add a shift first: a roster puts people on shifts."
          : "Where rosters overlap, the narrowest wins: one person's over their department's, a department's over its workspace's, a workspace's over the whole firm's."}
      </p>
      <div className="settings-table">
        <DataTable caption="Rosters" columns={columns} rows={rosters} rowKey={(r) => r.id} empty="No rosters yet. Without one, people have no shift and their days are measured by the hours they work." />
      </div>
      {editing !== null && <RosterDialog roster={editing === "new" ? null : editing} shifts={usable} lists={lists} onJob={onJob} onClose={() => setEditing(null)} />}
      {removing && (
        <ConsoleConfirm
          title={`Remove the roster for ${removing.target_name}?`}
          confirm="Remove"
          onCancel={() => setRemoving(null)}
          onConfirm={async () => {
            const roster = removing;
            setRemoving(null);
            const result = await save<{ job_id: string | null }>(`/attendance/rosters/${roster.id}`, "DELETE", undefined, "Roster removed.");
            if (result.ok && result.data.job_id) onJob(result.data.job_id);
          }}
        >
          <p>The days from {formatDay(removing.starts_on)} are worked out again without it.</p>
        </ConsoleConfirm>
      )}
    </DashboardPanel>
  );
}

interface Step {
  key: number;
  /** A shift's id, or "" for a day off. */
  shift: string;
}

/** Adds a roster, or changes one (who it is for, its dates and its rotation). */
function RosterDialog({ roster, shifts, lists, onJob, onClose }: { roster: RosterView | null; shifts: ShiftView[]; lists: OrgLists; onJob(id: string): void; onClose(): void }) {
  const prefix = roster ? `roster-${roster.id}` : "roster-new";
  const { values, errors, submit, field, clear } = useConsoleForm(
    prefix,
    {
      target_kind: roster?.target_kind ?? "firm",
      target_id: roster && roster.target_kind !== "employee" ? (roster.target_id ?? "") : "",
      starts_on: roster?.starts_on ?? indiaToday(),
      ends_on: roster?.ends_on ?? "",
      step_days: String(roster?.step_days ?? 7),
    },
    firmApi,
  );
  const [person, setPerson] = useState<Named | null>(roster?.target_kind === "employee" && roster.target_id ? { id: roster.target_id, name: roster.target_name } : null);
  const [steps, setSteps] = useState<Step[]>(roster ? roster.pattern.map((shift) => ({ key: rowKey(), shift: shift ?? "" })) : [{ key: rowKey(), shift: shifts[0]?.id ?? "" }]);
  const [refusal, noteRefusal] = useRefusal();
  const kind = values.target_kind as RosterView["target_kind"];
  const shiftChoices = [...shifts.map((s) => ({ value: s.id, label: `${s.code}: ${s.name} (${s.start}–${s.end})` })), { value: "", label: "Off (no shift)" }];
  const codeOf = (id: string) => shifts.find((s) => s.id === id)?.code ?? "Off";
  const stepDays = Number(values.step_days) || 0;

  async function saveRoster() {
    const input = {
      target_kind: kind,
      target_id: kind === "employee" ? (person?.id ?? "") : kind === "firm" ? "" : values.target_id,
      starts_on: values.starts_on,
      ends_on: values.ends_on,
      pattern: steps.map((s) => s.shift),
      step_days: values.step_days,
    };
    const result = roster
      ? await submit<{ id: string; job_id: string | null }>(RosterInputSchema, input, `/attendance/rosters/${roster.id}`, "PUT", "Roster saved.")
      : await submit<{ id: string; job_id: string | null }>(RosterInputSchema, input, "/attendance/rosters", "POST", "Roster added.");
    noteRefusal(result);
    if (result.ok && result.data.job_id) onJob(result.data.job_id);
    return result.ok;
  }

  return (
    <FormDialog
      title={roster ? `Edit the roster for ${roster.target_name}` : "New roster"}
      submitLabel={roster ? "Save roster" : "Add roster"}
      onSubmit={saveRoster}
      onClose={onClose}
      formError={errors._ ?? (refusal || undefined)}
    >
      <FieldGroup legend="Who and when">
        <Field
          {...field("target_kind")}
          onChange={(v) => {
            field("target_kind").onChange(v);
            clear("target_id");
          }}
          label="The roster is for"
          control="select"
          options={ROSTER_TARGETS.map((t) => ({ value: t, label: ROSTER_TARGET_LABELS[t] }))}
          placeholder={null}
        />
        {kind === "workspace" && <Field {...field("target_id")} label="Workspace" control="select" options={choicesOf(lists.workspaces)} placeholder="Choose a workspace" />}
        {kind === "department" && <Field {...field("target_id")} label="Department" control="select" options={departmentChoices(lists.departments)} placeholder="Choose a department" />}
        {kind === "employee" && (
          <PersonPicker
            id={`${prefix}-person`}
            label="Employee"
            value={person}
            onChange={(p) => {
              setPerson(p);
              clear("target_id");
            }}
            error={errors.target_id}
          />
        )}
        {kind === "firm" && <p className="form-dialog__note att-roster-note">Everyone without a narrower roster.</p>}
        <Field {...field("starts_on")} label="Starts on" type="date" hint="The first day of the rotation's first step." />
        <Field {...field("ends_on")} label="Ends on (optional)" type="date" hint="Leave empty to keep it going." />
      </FieldGroup>
      <div className="acc-group att-rotation-builder">
        <Rows
          legend="Rotation"
          what="step"
          path="pattern"
          rows={steps}
          max={28}
          errors={errors}
          onChange={(next) => {
            setSteps(next);
            clear("pattern", ...steps.map((_, i) => `pattern.${i}`));
          }}
          blank={() => ({ key: rowKey(), shift: shifts[0]?.id ?? "" })}
          nameOf={(_, i) => `step ${i + 1}`}
          hint="One shift, or Off, for each step; the steps repeat in order. Two steps of General and Night every 7 days alternate weeks."
          render={(step, i, set) => (
            <RowSelect
              id={`roster-step-${step.key}`}
              label={<RowLabel row={`Step ${i + 1}`} field="Shift" />}
              value={step.shift}
              options={shiftChoices}
              error={errors[`pattern.${i}`]}
              onChange={(v) => set({ ...step, shift: v })}
            />
          )}
        />
        <div className="att-rotation-builder__every">
          <Field {...field("step_days")} label="Each step lasts (days)" inputMode="numeric" autoComplete="off" hint="7 rotates weekly; 1 changes every day." />
        </div>
        {steps.length > 0 && stepDays > 0 && (
          <p className="att-rotation-builder__words" aria-live="polite">
            <strong>Reads as:</strong> from {values.starts_on ? formatDay(values.starts_on) : "the start"}, {rotationWords(steps.map((s) => codeOf(s.shift)), stepDays)}.
          </p>
        )}
      </div>
    </FormDialog>
  );
}
