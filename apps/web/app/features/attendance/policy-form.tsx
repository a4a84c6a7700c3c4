// The attendance policy (GET/PUT /api/v1/attendance/settings; AttendanceSettingsSchema): the rules in
// force, saved as a new version from a date — grace, what makes a half and a full day, breaks, overtime,
// late marks — and the firm's cycle and optional-holiday quota. A version dated in the past recomputes the
// days since (the caller follows the job). Admins change it; HR reads it.
import { AttendanceSettingsSchema } from "@vetan/shared/attendance";
import { indiaToday } from "@vetan/shared/dates";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { Checkbox, useFormSubmit } from "../../components/console-site-form.tsx";
import { formatDay } from "../../lib/dashboard-format.ts";
import { firmApi } from "../../lib/api.ts";
import { FieldGroup } from "../people/person-fields.tsx";
import { JobProgress } from "./job-progress.tsx";

/** The form's values as GET /attendance/settings gives them. */
export interface PolicyValues {
  effective_from: string;
  grace_in_minutes: number;
  grace_out_minutes: number;
  half_day_min_minutes: number;
  full_day_min_minutes: number;
  lunch_start: string;
  lunch_end: string;
  lunch_paid: boolean;
  flexible_breaks_paid: boolean;
  paid_break_cap_minutes: number | null;
  overtime_enabled: boolean;
  overtime_minimum_minutes: number;
  overtime_round_down_to_minutes: number;
  overtime_counts_early_arrival: boolean;
  overtime_requires_approval: boolean;
  off_day_work_is_overtime: boolean;
  late_marks_every_nth: number | null;
  late_marks_penalty_half_days: number;
  cycle_start_day: number;
  optional_holiday_quota: number;
}

export interface SettingsAnswer {
  current: PolicyValues;
  /** Each version's first day, oldest first. */
  versions: string[];
  can_edit: boolean;
  job_id?: string | null;
}

const text = (n: number | null) => (n === null ? "" : String(n));
const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;
const CYCLE_DAYS = Array.from({ length: 28 }, (_, i) => i + 1).map((d) => ({
  value: String(d),
  label: d === 1 ? "1st: the calendar month" : `${ordinal(d)}: ${ordinal(d)} to ${ordinal(d - 1)} of the next month`,
}));
const PENALTIES = [
  { value: "1", label: "Half a day's pay" },
  { value: "2", label: "A full day's pay" },
];
const FLAGS = ["lunch_paid", "flexible_breaks_paid", "overtime_enabled", "overtime_counts_early_arrival", "overtime_requires_approval", "off_day_work_is_overtime"] as const;
type Flag = (typeof FLAGS)[number];

/** `job` is the recompute the last save started, followed under the Save button where the eye is. */
export function PolicyForm({ settings, job, onJob }: { settings: SettingsAnswer; job: string | null; onJob(id: string): void }) {
  const s = settings.current;
  const readOnly = !settings.can_edit;
  const today = indiaToday();
  const { values, setValues, errors, submit, field, clear } = useConsoleForm(
    "policy",
    {
      effective_from: today,
      grace_in_minutes: text(s.grace_in_minutes),
      grace_out_minutes: text(s.grace_out_minutes),
      half_day_min_minutes: text(s.half_day_min_minutes),
      full_day_min_minutes: text(s.full_day_min_minutes),
      lunch_start: s.lunch_start,
      lunch_end: s.lunch_end,
      paid_break_cap_minutes: text(s.paid_break_cap_minutes),
      overtime_minimum_minutes: text(s.overtime_minimum_minutes),
      overtime_round_down_to_minutes: text(s.overtime_round_down_to_minutes),
      late_marks_every_nth: text(s.late_marks_every_nth),
      late_marks_penalty_half_days: text(s.late_marks_penalty_half_days),
      cycle_start_day: text(s.cycle_start_day),
      optional_holiday_quota: text(s.optional_holiday_quota),
      lunch_paid: s.lunch_paid,
      flexible_breaks_paid: s.flexible_breaks_paid,
      overtime_enabled: s.overtime_enabled,
      overtime_counts_early_arrival: s.overtime_counts_early_arrival,
      overtime_requires_approval: s.overtime_requires_approval,
      off_day_work_is_overtime: s.off_day_work_is_overtime,
    },
    firmApi,
  );
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    const result = await submit<SettingsAnswer>(AttendanceSettingsSchema, values, "/attendance/settings", "PUT", (a) =>
      a.job_id ? "Attendance rules saved. Past days are being worked out again." : "Attendance rules saved.",
    );
    if (result.ok && result.data.job_id) onJob(result.data.job_id);
    return result.ok;
  });
  const flag = (name: Flag, label: string) => (
    <Checkbox
      id={`policy-${name}`}
      label={label}
      checked={values[name]}
      disabled={readOnly}
      onChange={(on) => {
        setValues((v) => ({ ...v, [name]: on }));
        clear(name);
      }}
    />
  );
  const minutes = { inputMode: "numeric" as const, readOnly, autoComplete: "off" };
  const inForce = [...settings.versions].reverse().find((v) => v <= today);

  return (
    <form ref={form} className="att-policy" noValidate aria-label="Attendance rules" onSubmit={onSubmit}>
      {readOnly && <p className="dash-note">Attendance rules are set by your firm's admins. This is what is in force today.</p>}
      <FieldGroup legend="When these rules apply" note="Rules are kept as dated versions: saving adds a version from this date, or replaces the one of the same date.">
        <Field
          {...field("effective_from")}
          label="Applies from"
          type="date"
          readOnly={readOnly}
          hint="A date in the past works out the last two cycles again at once (it can take a minute); older days are worked out again when next opened."
        />
        <div className="att-versions">
          <p className="att-versions__title" id="policy-versions">
            Versions
          </p>
          <ul aria-labelledby="policy-versions">
            {settings.versions.map((v) => (
              <li key={v}>
                From {formatDay(v)}
                {v === inForce && <span className="att-tag">In force</span>}
                {v > today && <span className="att-tag att-tag--soon">From a later date</span>}
              </li>
            ))}
          </ul>
        </div>
      </FieldGroup>
      <FieldGroup legend="A working day" note="Minutes a punch may be late or early without a late mark, and the hours that make half and full days.">
        <Field {...field("grace_in_minutes")} {...minutes} label="Grace for coming in (minutes)" />
        <Field {...field("grace_out_minutes")} {...minutes} label="Grace for leaving (minutes)" />
        <Field {...field("half_day_min_minutes")} {...minutes} label="Half day needs (minutes worked)" hint="240 is 4 hours." />
        <Field {...field("full_day_min_minutes")} {...minutes} label="Full day needs (minutes worked)" hint="480 is 8 hours." />
      </FieldGroup>
      <FieldGroup legend="Breaks" note="A fixed lunch is taken out of the day unless it is paid; breaks punched with Start break and End break follow the second setting.">
        <Field {...field("lunch_start")} label="Lunch starts" type="time" readOnly={readOnly} hint="Leave both empty for no fixed lunch." />
        <Field {...field("lunch_end")} label="Lunch ends" type="time" readOnly={readOnly} />
        <div className="att-flags acc-field--wide">
          {flag("lunch_paid", "Lunch is paid time")}
          {flag("flexible_breaks_paid", "Punched breaks are paid time")}
        </div>
        <Field {...field("paid_break_cap_minutes")} {...minutes} label="Paid breaks at most (minutes a day)" hint="Optional. Beyond this, breaks are unpaid." />
      </FieldGroup>
      <FieldGroup legend="Overtime">
        <div className="att-flags acc-field--wide">
          {flag("overtime_enabled", "Count overtime")}
          {flag("overtime_counts_early_arrival", "Coming in before the shift counts as overtime")}
          {flag("overtime_requires_approval", "Overtime needs an approved request to be paid")}
          {flag("off_day_work_is_overtime", "Work on a weekly off or holiday is overtime")}
        </div>
        <Field {...field("overtime_minimum_minutes")} {...minutes} label="Overtime starts after (minutes)" hint="Less than this beyond the shift is not overtime." />
        <Field {...field("overtime_round_down_to_minutes")} {...minutes} label="Round overtime down to (minutes)" hint="15 counts 50 minutes as 45." />
      </FieldGroup>
      <FieldGroup legend="Late marks" note="Optional: every Nth late mark in a cycle costs pay.">
        <Field {...field("late_marks_every_nth")} {...minutes} label="Every Nth late mark costs pay" hint="Like 3 for every third. Leave empty for no such rule." />
        <Field {...field("late_marks_penalty_half_days")} label="Each one costs" control="select" options={PENALTIES} placeholder={null} readOnly={readOnly} />
      </FieldGroup>
      <FieldGroup legend="Cycle and holidays">
        <Field
          {...field("cycle_start_day")}
          label="The attendance cycle starts on the"
          control="select"
          options={CYCLE_DAYS}
          placeholder={null}
          readOnly={readOnly}
          hint="A cycle is named by the month it ends in: with the 26th, November runs from 26 October to 25 November."
        />
        <Field {...field("optional_holiday_quota")} {...minutes} label="Optional holidays each person may take in a year" />
      </FieldGroup>
      {errors._ && (
        <p className="dash-error" role="alert">
          {errors._}
        </p>
      )}
      {!readOnly && (
        <div className="att-policy__end">
          <button type="submit" className="button" disabled={busy}>
            Save rules
          </button>
          <p className="dash-note">Saving applies from the date above; the days before it keep the rules they had.</p>
        </div>
      )}
      {job && <JobProgress key={job} jobId={job} />}
    </form>
  );
}
