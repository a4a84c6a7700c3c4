// Settings, Leave, Types: the firm's leave types, each with its colour and code, paid or unpaid, who it is
// for, how many people it applies to today, its rules in words and every dated version of them. Admins and
// firm-wide HR (the list says `can_edit`) add types from common Indian templates or by hand, change a type's
// details, give it new rules from a date, and archive it (no new requests; balances stay) or bring it back;
// everyone else reads.
import { indiaToday } from "@vetan/shared/dates";
import { type LeaveTemplateView, type LeaveTypeView, TemplatePickSchema } from "@vetan/shared/leave";
import { EMPLOYMENT_TYPE_LABELS, type EmploymentType } from "@vetan/shared/people";
import { useState } from "react";
import { Field } from "../../components/accounts-field.tsx";
import { ConsoleConfirm } from "../../components/console-confirm.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { useApiSave } from "../../components/console-kit.tsx";
import { Checkbox, useFormSubmit } from "../../components/console-site-form.tsx";
import { DashboardPanel } from "../../components/dashboard-shell.tsx";
import { firmApi } from "../../lib/api.ts";
import { count, formatDay } from "../../lib/dashboard-format.ts";
import type { OrgLists } from "../org/org-lists.ts";
import { TypeChip } from "./leave-bits.tsx";
import { type TypeFormMode, TypeForm } from "./type-form.tsx";

interface Props {
  types: LeaveTypeView[];
  canEdit: boolean;
  /** The templates, for those who may add from them. */
  templates: LeaveTemplateView[];
  lists: OrgLists;
}

export function TypesTab({ types, canEdit, templates, lists }: Props) {
  const [editing, setEditing] = useState<{ id: string; mode: TypeFormMode } | null>(null);
  const [adding, setAdding] = useState<"templates" | "type" | null>(templates.every((t) => !t.exists) && types.length === 0 ? "templates" : null);
  const [archiving, setArchiving] = useState<LeaveTypeView | null>(null);
  const save = useApiSave(firmApi);
  const setArchived = async (t: LeaveTypeView, archived: boolean) => {
    setArchiving(null);
    await save(`/leave/types/${encodeURIComponent(t.id)}/archived`, "PUT", { archived }, archived ? `${t.name} archived.` : `${t.name} restored.`);
  };
  const active = types.filter((t) => !t.archived);
  const archived = types.filter((t) => t.archived);
  return (
    <>
      {canEdit && (
        <DashboardPanel
          id="add"
          title="Add leave types"
          actions={
            <div className="att-row-actions">
              <button type="button" className="button button--small" aria-expanded={adding === "templates"} aria-controls="add-body" onClick={() => setAdding(adding === "templates" ? null : "templates")}>
                Add from templates
              </button>
              <button type="button" className="button button--ghost button--small" aria-expanded={adding === "type"} aria-controls="add-body" onClick={() => setAdding(adding === "type" ? null : "type")}>
                Add leave type
              </button>
            </div>
          }
        >
          <div id="add-body">
            {adding === null && <p className="dash-note">Start from common Indian policies (casual, sick, earned, maternity and more) and change them after, or set a type up by hand.</p>}
            {adding === "templates" && <TemplatesForm templates={templates} onDone={() => setAdding(null)} />}
            {adding === "type" && <TypeForm mode="create" type={null} lists={lists} onDone={() => setAdding(null)} />}
          </div>
        </DashboardPanel>
      )}
      <DashboardPanel id="types" title={`Leave types (${active.length.toLocaleString("en-IN")})`}>
        {!canEdit && <p className="dash-note">Leave types and their rules are kept by your firm's admins and firm-wide HR. This is what is in force.</p>}
        {active.length === 0 ? (
          <p className="dash-empty">No leave types yet.{canEdit ? " Add them from the templates above." : ""}</p>
        ) : (
          <ul className="leave-types">
            {active.map((t) => (
              <TypeCard key={t.id} t={t} lists={lists} canEdit={canEdit} editing={editing?.id === t.id ? editing.mode : null} onEdit={(mode) => setEditing(mode ? { id: t.id, mode } : null)} onArchive={() => setArchiving(t)} />
            ))}
          </ul>
        )}
      </DashboardPanel>
      {archived.length > 0 && (
        <DashboardPanel id="archived" title={`Archived (${archived.length.toLocaleString("en-IN")})`}>
          <p className="dash-note">No new requests; the balances and history stay.</p>
          <ul className="leave-types">
            {archived.map((t) => (
              <TypeCard key={t.id} t={t} lists={lists} canEdit={canEdit} editing={null} onEdit={() => undefined} onRestore={() => void setArchived(t, false)} />
            ))}
          </ul>
        </DashboardPanel>
      )}
      {archiving && (
        <ConsoleConfirm title={`Archive ${archiving.name}?`} confirm="Archive" onCancel={() => setArchiving(null)} onConfirm={() => void setArchived(archiving, true)}>
          <p>No one can apply for it from now on. Balances, requests already made and the ledger stay, and you can bring it back later.</p>
        </ConsoleConfirm>
      )}
    </>
  );
}

interface CardProps {
  t: LeaveTypeView;
  lists: OrgLists;
  canEdit: boolean;
  editing: TypeFormMode | null;
  onEdit(mode: TypeFormMode | null): void;
  onArchive?(): void;
  onRestore?(): void;
}

function TypeCard({ t, lists, canEdit, editing, onEdit, onArchive, onRestore }: CardProps) {
  const today = indiaToday();
  const inForce = [...t.versions].reverse().find((v) => v.effective_from <= today)?.effective_from;
  const names = (ids: string[], list: { id: string; name: string }[]) => ids.map((id) => list.find((x) => x.id === id)?.name ?? "a removed one");
  const who = [
    ...(t.workspace_ids.length ? [`Workspaces: ${names(t.workspace_ids, lists.workspaces).join(", ")}`] : []),
    ...(t.department_ids.length ? [`Departments: ${names(t.department_ids, lists.departments).join(", ")}`] : []),
    ...(t.grades.length ? [`Grades: ${t.grades.join(", ")}`] : []),
    ...(t.employment_types.length ? [`Employment: ${t.employment_types.map((e) => EMPLOYMENT_TYPE_LABELS[e as EmploymentType] ?? e).join(", ")}`] : []),
  ];
  return (
    <li className="leave-type-card" data-colour={t.colour} data-archived={t.archived || undefined}>
      <div className="leave-type-card__head">
        <h3 className="leave-type-card__name">
          <TypeChip type={t} named />
        </h3>
        <span className="leave-type-card__tags">
          <span className={`att-tag${t.paid ? "" : " att-tag--soon"}`}>{t.paid ? "Paid" : "Unpaid"}</span>
          {t.comp_off && <span className="att-tag att-tag--optional">Compensatory off</span>}
          {t.policy.sandwich && <span className="att-tag att-tag--optional">Sandwich rule</span>}
          {t.archived && <span className="att-tag att-tag--soon">Archived</span>}
        </span>
      </div>
      <p className="leave-type-card__who">
        {t.archived ? "" : `Applies to ${count(t.people, "person", "people")} today. `}
        {who.length ? who.join("; ") : "For everyone."}
      </p>
      <ul className="leave-type-card__summary">
        {t.summary.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {t.versions.length > 0 && (
        <details className="leave-type-card__versions">
          <summary>
            {t.versions.length === 1 ? "1 version of the rules" : `${t.versions.length.toLocaleString("en-IN")} versions of the rules`}
            <span className="visually-hidden"> of {t.name}</span>
          </summary>
          <ol>
            {[...t.versions].reverse().map((v) => (
              <li key={v.effective_from}>
                <strong>From {formatDay(v.effective_from)}</strong>
                {v.effective_from === inForce && <span className="att-tag">In force</span>}
                {v.effective_from > today && <span className="att-tag att-tag--soon">From a later date</span>}
                <ul>
                  {v.summary.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </details>
      )}
      {canEdit && (
        <div className="att-row-actions leave-type-card__actions">
          {t.archived ? (
            <button type="button" className="button button--ghost button--small" onClick={onRestore}>
              Restore<span className="visually-hidden"> {t.name}</span>
            </button>
          ) : (
            <>
              <button type="button" className="button button--ghost button--small" aria-expanded={editing === "rules"} onClick={() => onEdit(editing === "rules" ? null : "rules")}>
                New rules from a date<span className="visually-hidden"> for {t.name}</span>
              </button>
              <button type="button" className="button button--ghost button--small" aria-expanded={editing === "details"} onClick={() => onEdit(editing === "details" ? null : "details")}>
                Edit details<span className="visually-hidden"> of {t.name}</span>
              </button>
              <button type="button" className="button button--ghost button--small att-danger" aria-haspopup="dialog" onClick={onArchive}>
                Archive<span className="visually-hidden"> {t.name}</span>
              </button>
            </>
          )}
        </div>
      )}
      {editing && <TypeForm key={editing} mode={editing} type={t} lists={lists} onDone={() => onEdit(null)} />}
    </li>
  );
}

/** Ticks beside common Indian policies, and the date they apply from (POST /leave/templates). */
function TemplatesForm({ templates, onDone }: { templates: LeaveTemplateView[]; onDone(): void }) {
  const { values, setValues, errors, submit, field, clear } = useConsoleForm("templates", { codes: [] as string[], effective_from: `${indiaToday().slice(0, 4)}-01-01` }, firmApi);
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    const result = await submit(TemplatePickSchema, values, "/leave/templates", "POST", `${count(values.codes.length, "leave type")} added.`);
    if (result.ok) onDone();
    return result.ok;
  });
  const chosen = new Set(values.codes);
  return (
    <form ref={form} className="leave-templates" noValidate aria-label="Add leave types from templates" onSubmit={onSubmit}>
      <fieldset className="leave-templates__list" aria-describedby={errors.codes ? "templates-codes-error" : undefined}>
        <legend>Templates</legend>
        <ul>
          {templates.map((t) => (
            <li key={t.code} className="leave-template" data-exists={t.exists || undefined}>
              <Checkbox
                id={`templates-${t.code}`}
                label={
                  <>
                    <TypeChip type={t} named />
                    {!t.paid && <span className="att-tag att-tag--soon">Unpaid</span>}
                    {t.exists && <span className="att-tag">Already added</span>}
                  </>
                }
                checked={chosen.has(t.code)}
                disabled={t.exists}
                onChange={(on) => {
                  setValues((v) => ({ ...v, codes: on ? [...v.codes, t.code] : v.codes.filter((c) => c !== t.code) }));
                  clear("codes");
                }}
              />
              <ul className="leave-template__summary">
                {t.summary.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        {errors.codes && (
          <p id="templates-codes-error" className="acc-field__error">
            {errors.codes}
          </p>
        )}
      </fieldset>
      <div className="acc-grid">
        <Field {...field("effective_from")} label="Applies from" type="date" hint="Credits start from this date; the first of the year gives everyone this year's leave." />
      </div>
      <div className="leave-type-form__end">
        <button type="submit" className="button" disabled={busy}>
          Add {chosen.size > 0 ? count(chosen.size, "leave type") : "the chosen"}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
