// Shifts (GET/POST /api/v1/attendance/shifts, PUT/DELETE /:id; ShiftInputSchema): the firm's shifts with
// their hours and how early and late a punch still counts for them; add and edit in a dialog, archive with
// a confirmation (rosters that name an archived shift keep it for the days already worked). Changing a
// shift works out the last two cycles again; the screen follows that job.
import { ShiftInputSchema } from "@vetan/shared/attendance";
import { useState } from "react";
import { Field } from "../../components/accounts-field.tsx";
import { ConsoleConfirm } from "../../components/console-confirm.tsx";
import { Checkbox } from "../../components/console-site-form.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { useApiSave } from "../../components/console-kit.tsx";
import { DashboardPanel } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { FormDialog } from "../../components/form-dialog.tsx";
import { firmApi } from "../../lib/api.ts";
import { FieldGroup } from "../people/person-fields.tsx";
import { minutesText } from "./attendance-format.ts";
import { useRefusal } from "./refusal.ts";

export interface ShiftView {
  id: string;
  name: string;
  code: string;
  start: string;
  end: string;
  start_margin_minutes: number;
  end_margin_minutes: number;
  /** The shift's own break, in place of the policy's; null: the policy's. */
  break: { start: string; end: string; paid: boolean } | null;
  archived: boolean;
  crosses_midnight: boolean;
}

interface Props {
  shifts: ShiftView[];
  canEdit: boolean;
  onJob(id: string): void;
}

export function ShiftsTab({ shifts, canEdit, onJob }: Props) {
  const [editing, setEditing] = useState<ShiftView | "new" | null>(null);
  const [archiving, setArchiving] = useState<ShiftView | null>(null);
  const save = useApiSave(firmApi);
  const columns: Column<ShiftView>[] = [
    {
      label: "Shift",
      cell: (s) => (
        <span className="att-shift-name">
          <span className="att-shift-code">{s.code}</span>
          {s.name}
        </span>
      ),
    },
    { label: "Hours", cell: (s) => `${s.start}–${s.end}${s.crosses_midnight ? " (ends next day)" : ""}` },
    { label: "Punches count from", cell: (s) => `${minutesText(s.start_margin_minutes)} before to ${minutesText(s.end_margin_minutes)} after` },
    { label: "Break", cell: (s) => (s.break ? `${s.break.start}–${s.break.end}, ${s.break.paid ? "paid" : "unpaid"}` : "The policy's") },
    { label: "State", cell: (s) => (s.archived ? <span className="dash-muted">Archived</span> : "In use") },
    ...(canEdit
      ? [
          {
            label: "Actions",
            cell: (s: ShiftView) => (
              <span className="att-row-actions">
                <button type="button" className="button button--ghost button--small" onClick={() => setEditing(s)}>
                  Edit<span className="visually-hidden"> {s.name}</span>
                </button>
                {!s.archived && (
                  <button type="button" className="button button--ghost button--small att-danger" onClick={() => setArchiving(s)}>
                    Archive<span className="visually-hidden"> {s.name}</span>
                  </button>
                )}
              </span>
            ),
          },
        ]
      : []),
  ];
  return (
    <DashboardPanel
      id="shifts"
      title={`Shifts (${shifts.filter((s) => !s.archived).length})`}
      actions={
        canEdit && (
          <button type="button" className="button button--small" onClick={() => setEditing("new")}>
            Add shift
          </button>
        )
      }
    >
      <p className="dash-note">A roster puts people on shifts. Someone with no roster has no shift: their day is measured by the hours they work.</p>
      <div className="settings-table">
        <DataTable caption="Shifts" columns={columns} rows={shifts} rowKey={(s) => s.id} empty="No shifts yet. Add the general shift first, like 09:30 to 18:30." />
      </div>
      {editing !== null && <ShiftDialog shift={editing === "new" ? null : editing} onJob={onJob} onClose={() => setEditing(null)} />}
      {archiving && (
        <ConsoleConfirm
          title={`Archive ${archiving.name}?`}
          confirm="Archive"
          onCancel={() => setArchiving(null)}
          onConfirm={async () => {
            const shift = archiving;
            setArchiving(null);
            await save(`/attendance/shifts/${shift.id}`, "DELETE", undefined, `${shift.name} archived.`);
          }}
        >
          <p>New rosters cannot use it; days already worked on it keep it.</p>
        </ConsoleConfirm>
      )}
    </DashboardPanel>
  );
}

function ShiftDialog({ shift, onJob, onClose }: { shift: ShiftView | null; onJob(id: string): void; onClose(): void }) {
  const { values, setValues, errors, submit, field, clear } = useConsoleForm(
    shift ? `shift-${shift.id}` : "shift-new",
    {
      name: shift?.name ?? "",
      code: shift?.code ?? "",
      start: shift?.start ?? "09:30",
      end: shift?.end ?? "18:30",
      start_margin_minutes: String(shift?.start_margin_minutes ?? 120),
      end_margin_minutes: String(shift?.end_margin_minutes ?? 120),
      break_start: shift?.break?.start ?? "",
      break_end: shift?.break?.end ?? "",
      break_paid: shift?.break?.paid ?? false,
    },
    firmApi,
  );
  const [refusal, noteRefusal] = useRefusal();
  async function saveShift() {
    const result = shift
      ? await submit<{ job_id: string | null }>(ShiftInputSchema, values, `/attendance/shifts/${shift.id}`, "PUT", `${values.name} saved.`)
      : await submit<{ job_id: string | null }>(ShiftInputSchema, values, "/attendance/shifts", "POST", `${values.name} added.`);
    noteRefusal(result);
    if (result.ok && result.data.job_id) onJob(result.data.job_id);
    return result.ok;
  }
  return (
    <FormDialog title={shift ? `Edit ${shift.name}` : "New shift"} submitLabel={shift ? "Save shift" : "Add shift"} onSubmit={saveShift} onClose={onClose} formError={errors._ ?? (refusal || undefined)}>
      <FieldGroup legend="The shift">
        <Field {...field("name")} label="Name" autoComplete="off" hint="General, Night, Morning…" />
        <Field {...field("code")} label="Code" autoComplete="off" code maxLength={6} hint="1 to 6 letters or digits, shown on the roster: G, N2." />
        <Field {...field("start")} label="Starts" type="time" />
        <Field {...field("end")} label="Ends" type="time" hint="Earlier than the start means the next morning." />
      </FieldGroup>
      <FieldGroup legend="Which punches count for it" note="A punch this long before the start, or after the end, still belongs to this shift's day.">
        <Field {...field("start_margin_minutes")} label="Before the start (minutes)" inputMode="numeric" autoComplete="off" />
        <Field {...field("end_margin_minutes")} label="After the end (minutes)" inputMode="numeric" autoComplete="off" />
      </FieldGroup>
      <FieldGroup legend="Its own break" note="Leave empty to use the attendance policy's lunch. A night shift's break at 02:00 belongs to the night it starts.">
        <Field {...field("break_start")} label="Break starts" type="time" />
        <Field {...field("break_end")} label="Break ends" type="time" />
        <Checkbox
          id={`${shift ? `shift-${shift.id}` : "shift-new"}-break_paid`}
          label="The break is paid time"
          checked={values.break_paid}
          onChange={(on) => {
            setValues((v) => ({ ...v, break_paid: on }));
            clear("break_paid");
          }}
        />
      </FieldGroup>
    </FormDialog>
  );
}
