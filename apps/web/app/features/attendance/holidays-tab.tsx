// Holidays (GET /api/v1/attendance/holidays?year=, POST, DELETE /:id; HolidayInputSchema): the year's
// list for every workspace, the optional ones marked (each person takes up to the firm's quota of them on
// My attendance); add in a dialog, remove with a confirmation. A holiday in the past works those days out
// again; the screen follows.
import { HolidayInputSchema } from "@vetan/shared/attendance";
import { useState } from "react";
import { Link } from "react-router";
import { Field } from "../../components/accounts-field.tsx";
import { ConsoleConfirm } from "../../components/console-confirm.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { useApiSave } from "../../components/console-kit.tsx";
import { Checkbox } from "../../components/console-site-form.tsx";
import { DashboardPanel } from "../../components/dashboard-shell.tsx";
import { FormDialog } from "../../components/form-dialog.tsx";
import { firmApi } from "../../lib/api.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import { choicesOf, type OrgLists } from "../org/org-lists.ts";
import { FieldGroup } from "../people/person-fields.tsx";
import { shortDay, weekdayOf } from "./attendance-format.ts";
import type { HolidayList, HolidayView } from "./holidays.ts";
import { useRefusal } from "./refusal.ts";

interface Props {
  holidays: HolidayList;
  lists: OrgLists;
  /** The address of another year's list. */
  yearHref(year: number): string;
  onJob(id: string): void;
}

export function HolidaysTab({ holidays, lists, yearHref, onJob }: Props) {
  const [editing, setEditing] = useState<HolidayView | "new" | null>(null);
  const [removing, setRemoving] = useState<HolidayView | null>(null);
  const save = useApiSave(firmApi);
  const canEdit = holidays.can_edit;
  const optional = holidays.data.filter((h) => h.optional).length;
  return (
    <DashboardPanel
      id="holidays"
      title={`Holidays in ${holidays.year} (${holidays.data.length})`}
      actions={
        <div className="att-year">
          <Link className="button button--ghost button--small" to={yearHref(holidays.year - 1)}>
            <span aria-hidden="true">‹ </span>
            {holidays.year - 1}
          </Link>
          <Link className="button button--ghost button--small" to={yearHref(holidays.year + 1)}>
            {holidays.year + 1}
            <span aria-hidden="true"> ›</span>
          </Link>
          {canEdit && (
            <button type="button" className="button button--small" onClick={() => setEditing("new")}>
              Add holiday
            </button>
          )}
        </div>
      }
    >
      <p className="dash-note">
        {optional > 0
          ? `${optional} of them optional: each person may take ${holidays.quota} of the optional ones in a year (the quota is in Policy).`
          : `Mark a holiday optional to let people choose it; each may take ${holidays.quota} in a year (the quota is in Policy).`}
      </p>
      {holidays.data.length === 0 ? (
        <p className="dash-empty">No holidays for {holidays.year} yet.</p>
      ) : (
        <ul className="att-holidays" aria-label={`Holidays in ${holidays.year}`}>
          {holidays.data.map((h) => (
            <li key={h.id} className="att-holiday" data-optional={h.optional || undefined}>
              <span className="att-holiday__date">
                <span className="att-holiday__weekday">{weekdayOf(h.day)}</span>
                {shortDay(h.day)}
              </span>
              <span className="att-holiday__what">
                <span className="att-holiday__name">
                  {h.name}
                  {h.optional && <span className="att-tag att-tag--optional">Optional</span>}
                </span>
                <span className="att-holiday__meta">{h.workspace_id ? h.workspace : "Every workspace"}</span>
              </span>
              <span className="att-holiday__action">
                {canEdit && (
                  <>
                    <button type="button" className="button button--ghost button--small" onClick={() => setEditing(h)}>
                      Edit<span className="visually-hidden"> {h.name}</span>
                    </button>
                    <button type="button" className="button button--ghost button--small att-danger" onClick={() => setRemoving(h)}>
                      Remove<span className="visually-hidden"> {h.name}</span>
                    </button>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing !== null && <HolidayDialog year={holidays.year} holiday={editing === "new" ? null : editing} lists={lists} onJob={onJob} onClose={() => setEditing(null)} />}
      {removing && (
        <ConsoleConfirm
          title={`Remove ${removing.name}?`}
          confirm="Remove"
          onCancel={() => setRemoving(null)}
          onConfirm={async () => {
            const holiday = removing;
            setRemoving(null);
            const result = await save<{ job_id: string | null }>(`/attendance/holidays/${holiday.id}`, "DELETE", undefined, `${holiday.name} removed.`);
            if (result.ok && result.data.job_id) onJob(result.data.job_id);
          }}
        >
          <p>
            {formatDay(removing.day)} becomes a working day{removing.workspace_id ? ` at ${removing.workspace}` : ""}
            {removing.optional ? ", and those who took it lose it" : ""}.
          </p>
        </ConsoleConfirm>
      )}
    </DashboardPanel>
  );
}

/** Adds a holiday, or changes one (its date, name, workspace, or whether it is optional). */
function HolidayDialog({ year, holiday, lists, onJob, onClose }: { year: number; holiday: HolidayView | null; lists: OrgLists; onJob(id: string): void; onClose(): void }) {
  const prefix = holiday ? `holiday-${holiday.id}` : "holiday-new";
  const { values, setValues, errors, submit, field, clear } = useConsoleForm(
    prefix,
    { day: holiday?.day ?? `${year}-01-01`, name: holiday?.name ?? "", workspace_id: holiday?.workspace_id ?? "", optional: holiday?.optional ?? false },
    firmApi,
  );
  const [refusal, noteRefusal] = useRefusal();
  async function saveHoliday() {
    const result = holiday
      ? await submit<{ id: string; job_id: string | null }>(HolidayInputSchema, values, `/attendance/holidays/${holiday.id}`, "PUT", `${values.name} saved.`)
      : await submit<{ id: string; job_id: string | null }>(HolidayInputSchema, values, "/attendance/holidays", "POST", `${values.name} added.`);
    noteRefusal(result);
    if (result.ok && result.data.job_id) onJob(result.data.job_id);
    return result.ok;
  }
  return (
    <FormDialog
      title={holiday ? `Edit ${holiday.name}` : "New holiday"}
      submitLabel={holiday ? "Save holiday" : "Add holiday"}
      onSubmit={saveHoliday}
      onClose={onClose}
      formError={errors._ ?? (refusal || undefined)}
    >
      <FieldGroup legend="The holiday">
        <Field {...field("day")} label="Date" type="date" />
        <Field {...field("name")} label="Name" autoComplete="off" hint="Diwali, Republic Day, Pongal…" />
        <Field {...field("workspace_id")} label="Where" control="select" options={choicesOf(lists.workspaces)} placeholder="Every workspace" hint="A state's festival can be for one workspace only." />
        {holiday?.optional && <p className="dash-note">Made everyone's, it is no longer picked by anyone: their quota frees up.</p>}
        <div className="att-flags">
          <Checkbox
            id={`${prefix}-optional`}
            label="Optional: people choose whether to take it"
            checked={values.optional}
            onChange={(on) => {
              setValues((v) => ({ ...v, optional: on }));
              clear("optional");
            }}
          />
          {errors.optional && <p className="dash-error">{errors.optional}</p>}
        </div>
      </FieldGroup>
    </FormDialog>
  );
}
