// A leave type's form, in the groups people think in: what it is, who it is for, how it is credited, what
// happens at the year's end, and the rules of a request. Three uses of one form: a new type (POST
// /api/v1/leave/types; LeaveTypeCreateSchema: every group), a type's details (PUT /leave/types/:id;
// LeaveTypeSchema: what and who), and new rules from a date (POST /leave/types/:id/versions;
// LeavePolicySchema: credit, year end, requests; prefilled with the rules in force). Only the fields that
// apply to the choices made are shown and sent (a monthly credit has no "days worked"); the rest take the
// schema's defaults. The shared schema checks the form first, with the server's messages, beside each field.
import { indiaToday } from "@vetan/shared/dates";
import {
  ACCRUAL_LABELS,
  ACCRUALS,
  LEAVE_COLOURS,
  type LeavePolicy,
  LeavePolicySchema,
  LeaveTypeCreateSchema,
  LeaveTypeSchema,
  type LeaveTypeView,
} from "@vetan/shared/leave";
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, GENDER_LABELS, GENDERS } from "@vetan/shared/people";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { Checkbox, useFormSubmit } from "../../components/console-site-form.tsx";
import { firmApi } from "../../lib/api.ts";
import { useRefusal } from "../attendance/refusal.ts";
import { choicesOf, departmentChoices, type OrgLists } from "../org/org-lists.ts";
import { FieldGroup } from "../people/person-fields.tsx";
import { TypeChip } from "./leave-bits.tsx";

export type TypeFormMode = "create" | "details" | "rules";

const COLOUR_CHOICES = LEAVE_COLOURS.map((c) => ({ value: c, label: c[0]?.toUpperCase() + c.slice(1) }));
const ACCRUAL_CHOICES = ACCRUALS.map((a) => ({ value: a, label: ACCRUAL_LABELS[a] }));
const YEAR_CHOICES = [
  { value: "calendar", label: "Calendar year (January to December)" },
  { value: "financial", label: "Financial year (April to March)" },
];
const TIMING_CHOICES = [
  { value: "start", label: "At the start of each period" },
  { value: "end", label: "At the end of each period" },
];
const PRORATION_CHOICES = [
  { value: "days", label: "By the days left in the period" },
  { value: "cutoff", label: "In full if they join by a cut-off day, else nothing" },
  { value: "none", label: "In full, whenever they join" },
];
const ROUNDING_STEPS = [
  { value: "0.01", label: "To 0.01 of a day (no rounding)" },
  { value: "0.25", label: "To a quarter day" },
  { value: "0.5", label: "To a half day" },
  { value: "1", label: "To a whole day" },
];
const ROUNDING_MODES = [
  { value: "nearest", label: "To the nearest" },
  { value: "down", label: "Down" },
  { value: "up", label: "Up" },
];
const CARRY_CHOICES = [
  { value: "none", label: "Nothing: the balance lapses" },
  { value: "capped", label: "Up to a cap; the rest lapses or is encashed" },
  { value: "all", label: "Everything" },
];

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

/** The form's values: text boxes as strings, switches as booleans, lists as arrays. */
function initialValues(type: LeaveTypeView | null, mode: TypeFormMode) {
  const p: Partial<LeavePolicy> = type?.policy ?? {};
  const yearStart = `${indiaToday().slice(0, 4)}-01-01`;
  return {
    code: type?.code ?? "",
    name: type?.name ?? "",
    colour: type?.colour ?? "teal",
    paid: type?.paid ?? true,
    comp_off: type?.comp_off ?? false,
    workspace_ids: type?.workspace_ids ?? [],
    department_ids: type?.department_ids ?? [],
    grades: (type?.grades ?? []).join(", "),
    employment_types: type?.employment_types ?? [],
    effective_from: mode === "rules" ? indiaToday() : yearStart,
    year_start: p.year_start ?? "calendar",
    accrual: p.accrual ?? "monthly",
    per_year: type ? text(p.per_year) : "12",
    timing: p.timing ?? "start",
    proration: p.proration ?? "days",
    cutoff_day: text(p.cutoff_day ?? 15),
    per_days_worked: text(p.per_days_worked ?? 20),
    worked_credit: text(p.worked_credit ?? 1),
    rounding_step: p.rounding_step ?? "0.5",
    rounding_mode: p.rounding_mode ?? "nearest",
    carry_forward: p.carry_forward ?? "none",
    carry_forward_cap: text(p.carry_forward_cap ?? 0),
    carried_expire_after_days: text(p.carried_expire_after_days),
    encash_cap: text(p.encash_cap ?? 0),
    tracks_balance: p.tracks_balance ?? true,
    negative_limit: text(p.negative_limit ?? 0),
    comp_off_expires_after_days: text(p.comp_off_expires_after_days),
    half_days: p.half_days ?? true,
    sandwich: p.sandwich ?? false,
    min_days: text(p.min_days ?? 0),
    max_days: text(p.max_days),
    notice_days: text(p.notice_days ?? 0),
    document_above_days: text(p.document_above_days),
    genders: (p.genders ?? []) as string[],
  };
}
type Values = ReturnType<typeof initialValues>;

const CREDITED = ["monthly", "quarterly", "yearly"];

function typeInput(v: Values) {
  return {
    code: v.code,
    name: v.name,
    colour: v.colour,
    paid: v.paid,
    comp_off: v.comp_off,
    workspace_ids: v.workspace_ids,
    department_ids: v.department_ids,
    grades: v.grades
      .split(",")
      .map((g) => g.trim())
      .filter(Boolean),
    employment_types: v.employment_types,
  };
}

/** The rules that apply to the choices made; the rest are left to the schema's defaults. */
function policyInput(v: Values, compOff: boolean) {
  const credited = CREDITED.includes(v.accrual);
  return {
    effective_from: v.effective_from,
    year_start: v.year_start,
    accrual: v.accrual,
    ...(credited
      ? {
          per_year: v.per_year,
          timing: v.timing,
          proration: v.proration,
          ...(v.proration === "cutoff" ? { cutoff_day: v.cutoff_day } : {}),
          rounding_step: v.rounding_step,
          rounding_mode: v.rounding_mode,
        }
      : {}),
    ...(v.accrual === "worked" ? { per_days_worked: v.per_days_worked, worked_credit: v.worked_credit } : {}),
    tracks_balance: v.tracks_balance,
    ...(v.tracks_balance
      ? {
          negative_limit: v.negative_limit,
          carry_forward: v.carry_forward,
          ...(v.carry_forward === "capped" ? { carry_forward_cap: v.carry_forward_cap } : {}),
          ...(v.carry_forward !== "none" ? { carried_expire_after_days: v.carried_expire_after_days } : {}),
          encash_cap: v.encash_cap,
        }
      : {}),
    ...(compOff ? { comp_off_expires_after_days: v.comp_off_expires_after_days } : {}),
    half_days: v.half_days,
    sandwich: v.sandwich,
    min_days: v.min_days,
    max_days: v.max_days,
    notice_days: v.notice_days,
    document_above_days: v.document_above_days,
    genders: v.genders,
  };
}

interface Props {
  mode: TypeFormMode;
  /** The type being changed (details, rules); null for a new one. */
  type: LeaveTypeView | null;
  lists: OrgLists;
  onDone(): void;
}

const TITLES: Record<TypeFormMode, string> = { create: "Add a leave type", details: "Change the type's details", rules: "New rules from a date" };
const SUBMITS: Record<TypeFormMode, string> = { create: "Add leave type", details: "Save details", rules: "Save the new rules" };

export function TypeForm({ mode, type, lists, onDone }: Props) {
  const prefix = `type-${type?.id ?? "new"}-${mode}`;
  const [refusal, noteRefusal] = useRefusal();
  const { values, setValues, errors, submit, field, clear } = useConsoleForm(prefix, initialValues(type, mode), firmApi);
  const showWhat = mode !== "rules";
  const showRules = mode !== "details";
  const compOff = values.comp_off;
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    let result: Awaited<ReturnType<typeof submit>>;
    if (mode === "create") result = await submit(LeaveTypeCreateSchema, { ...typeInput(values), ...policyInput(values, compOff) }, "/leave/types", "POST", `${values.name.trim()} added.`);
    else if (mode === "details") result = await submit(LeaveTypeSchema, typeInput(values), `/leave/types/${encodeURIComponent(type?.id ?? "")}`, "PUT", `${values.name.trim()} saved.`);
    else result = await submit(LeavePolicySchema, policyInput(values, type?.comp_off ?? false), `/leave/types/${encodeURIComponent(type?.id ?? "")}/versions`, "POST", `New rules for ${type?.code} from ${values.effective_from} saved.`);
    noteRefusal(result);
    if (result.ok) onDone();
    return result.ok;
  });
  const flag = (name: "paid" | "comp_off" | "tracks_balance" | "half_days" | "sandwich", label: string) => (
    <Checkbox
      id={`${prefix}-${name}`}
      label={label}
      checked={values[name]}
      onChange={(on) => {
        setValues((v) => ({ ...v, [name]: on }));
        clear(name);
      }}
    />
  );
  const list = (name: "workspace_ids" | "department_ids" | "employment_types" | "genders") => ({
    id: `${prefix}-${name}`,
    value: values[name],
    error: errors[name] ?? Object.entries(errors).find(([k]) => k.startsWith(`${name}.`))?.[1],
    onChange: (next: string[]) => {
      setValues((v) => ({ ...v, [name]: next }));
      clear(name, ...Object.keys(errors).filter((k) => k.startsWith(`${name}.`)));
    },
  });
  const credited = CREDITED.includes(values.accrual);
  const days = { inputMode: "decimal" as const, autoComplete: "off" };
  const whole = { inputMode: "numeric" as const, autoComplete: "off" };
  return (
    <form ref={form} className="leave-type-form" noValidate aria-labelledby={`${prefix}-title`} onSubmit={onSubmit}>
      <h3 id={`${prefix}-title`} className="leave-type-form__title">
        {TITLES[mode]}
        {type && mode !== "create" && (
          <>
            {": "}
            <TypeChip type={type} named />
          </>
        )}
      </h3>
      {showWhat && (
        <>
          <FieldGroup legend="What it is">
            <Field {...field("code")} label="Code" code maxLength={6} hint="1 to 6 letters or digits, like CL or EL. Shown on calendars." />
            <Field {...field("name")} label="Name" autoComplete="off" />
            <Field {...field("colour")} error={errors.colour} label="Colour" control="select" options={COLOUR_CHOICES} placeholder={null} hint={<ColourSample code={values.code} colour={values.colour} />} />
            <div className="att-flags">
              {flag("paid", "Paid (unpaid leave reaches payroll as loss of pay)")}
              {mode === "create" && flag("comp_off", "Earned by working on a weekly off or holiday (compensatory off)")}
            </div>
          </FieldGroup>
          <FieldGroup legend="Who it is for" note="Leave a list with nothing ticked for everyone; ticks narrow it to those.">
            {lists.workspaces.length > 0 && <CheckList {...list("workspace_ids")} legend="Workspaces" options={choicesOf(lists.workspaces)} />}
            {lists.departments.length > 0 && <CheckList {...list("department_ids")} legend="Departments" options={departmentChoices(lists.departments)} />}
            <CheckList {...list("employment_types")} legend="Employment types" options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: EMPLOYMENT_TYPE_LABELS[t] }))} />
            <Field {...field("grades")} error={errors.grades ?? Object.entries(errors).find(([k]) => k.startsWith("grades."))?.[1]} label="Grades" hint="Separated by commas, like M1, M2. Empty for every grade." />
          </FieldGroup>
        </>
      )}
      {showRules && (
        <>
          <FieldGroup
            legend="How it is credited"
            note={mode === "rules" ? "The rules are kept as dated versions: balances from this date are worked out again under the new rules." : undefined}
          >
            <Field {...field("effective_from")} label="Applies from" type="date" hint={mode === "rules" ? "A date in the past replays balances from then." : "Credits start from this date."} />
            <Field {...field("year_start")} label="Leave year" control="select" options={YEAR_CHOICES} placeholder={null} />
            <Field {...field("accrual")} label="Credit" control="select" options={ACCRUAL_CHOICES} placeholder={null} wide />
            {credited && (
              <>
                <Field {...field("per_year")} {...days} label="Days a year" hint="Like 12, or 15 for 1.25 a month." />
                <Field {...field("timing")} label="Credited" control="select" options={TIMING_CHOICES} placeholder={null} />
                <Field {...field("proration")} label="A joiner's first period" control="select" options={PRORATION_CHOICES} placeholder={null} />
                {values.proration === "cutoff" && <Field {...field("cutoff_day")} {...whole} label="Cut-off day of the month" hint="1 to 28." />}
                <Field {...field("rounding_step")} label="Round credits" control="select" options={ROUNDING_STEPS} placeholder={null} />
                <Field {...field("rounding_mode")} label="Rounding" control="select" options={ROUNDING_MODES} placeholder={null} />
              </>
            )}
            {values.accrual === "worked" && (
              <>
                <Field {...field("per_days_worked")} {...whole} label="Days worked for each credit" hint="Like 20: a day's leave for every 20 days worked." />
                <Field {...field("worked_credit")} {...days} label="Credit for them (days)" />
              </>
            )}
            <div className="att-flags acc-field--wide">{flag("tracks_balance", "Held to a balance (untick for leave without pay or maternity leave)")}</div>
            {values.tracks_balance && <Field {...field("negative_limit")} {...days} label="Balance may go below zero by (days)" hint="0 for never." />}
            {(mode === "create" ? compOff : type?.comp_off) && (
              <Field {...field("comp_off_expires_after_days")} {...whole} label="A compensatory off expires after (days)" hint="Empty for never." />
            )}
          </FieldGroup>
          {values.tracks_balance && (
            <FieldGroup legend="Year end" note="What happens to the balance left when the leave year closes.">
              <Field {...field("carry_forward")} label="Carried into the next year" control="select" options={CARRY_CHOICES} placeholder={null} wide />
              {values.carry_forward === "capped" && <Field {...field("carry_forward_cap")} {...days} label="Carry forward up to (days)" />}
              {values.carry_forward !== "none" && <Field {...field("carried_expire_after_days")} {...whole} label="Carried days expire after (days)" hint="Empty for never." />}
              <Field {...field("encash_cap")} {...days} label="Encash up to (days)" hint="Beyond the carry forward, paid out with salary. 0 for none." />
            </FieldGroup>
          )}
          <FieldGroup legend="Requests">
            <div className="att-flags acc-field--wide">
              {flag("half_days", "Half days allowed")}
              {flag("sandwich", "Sandwich rule: weekly offs and holidays between leave days count as leave")}
            </div>
            <Field {...field("min_days")} {...days} label="Smallest request (days)" hint="0 for no minimum." />
            <Field {...field("max_days")} {...days} label="Largest request (days)" hint="Empty for no limit." />
            <Field {...field("notice_days")} {...whole} label="Notice (days ahead)" hint="0 for none." />
            <Field {...field("document_above_days")} {...days} label="A document is needed above (days)" hint="Like 2 for a medical certificate beyond two days. Empty for never." />
            <CheckList {...list("genders")} legend="Only for" options={GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))} hint="Nothing ticked: everyone." />
          </FieldGroup>
        </>
      )}
      {(errors._ || refusal) && (
        <p className="dash-error" role="alert">
          {errors._ ?? refusal}
        </p>
      )}
      <div className="leave-type-form__end">
        <button type="submit" className="button" disabled={busy}>
          {SUBMITS[mode]}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function ColourSample({ code, colour }: { code: string; colour: string }) {
  return (
    <span className="leave-colour-sample">
      Looks like <TypeChip type={{ code: code.trim().toUpperCase() || "XX", name: "this leave", colour: colour as LeaveTypeView["colour"] }} size="small" />
    </span>
  );
}

interface CheckListProps {
  id: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  value: string[];
  error: string | undefined;
  hint?: string;
  onChange(next: string[]): void;
}

/** A choice of several from a list, as ticks in a fieldset (a long list scrolls in its box). */
export function CheckList({ id, legend, options, value, error, hint, onChange }: CheckListProps) {
  const chosen = new Set(value);
  return (
    <fieldset className={`leave-checks${error ? " acc-field--invalid" : ""}`} aria-describedby={[error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined}>
      <legend>
        {legend}
        {chosen.size > 0 && <span className="leave-checks__count"> ({chosen.size.toLocaleString("en-IN")} chosen)</span>}
      </legend>
      <div className="leave-checks__box" data-long={options.length > 8 || undefined}>
        {options.map((o) => (
          <Checkbox
            key={o.value}
            id={`${id}-${o.value}`}
            label={o.label}
            checked={chosen.has(o.value)}
            onChange={(on) => onChange(on ? [...value, o.value] : value.filter((v) => v !== o.value))}
          />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="acc-field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="acc-field__hint">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
