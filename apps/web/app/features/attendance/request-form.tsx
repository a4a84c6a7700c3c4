// Asking for a change to a day (POST /api/v1/attendance/requests; AttendanceRequestSchema): regularise its
// in and out times, mark it on duty or worked from home (all or half of it), or claim overtime. The shared
// schema checks it first, with the messages the server would give, beside each field; once sent it waits
// in the approval chain (the reporting manager, unless the firm set another).
import { type AttendanceRequestType, AttendanceRequestSchema, type DayView } from "@vetan/shared/attendance";
import { indiaToday } from "@vetan/shared/dates";
import { useState } from "react";
import { Link } from "react-router";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { useFormSubmit } from "../../components/console-site-form.tsx";
import { boxHref } from "../approvals/approvals-query.ts";
import { firmApi } from "../../lib/api.ts";
import { clockOf } from "./attendance-format.ts";
import { useRefusal } from "./refusal.ts";

export const REQUEST_CHOICES: readonly { type: AttendanceRequestType; label: string; text: string }[] = [
  { type: "regularisation", label: "Regularise", text: "Correct or add the in and out times" },
  { type: "on_duty", label: "On duty", text: "Working away from the workspace" },
  { type: "wfh", label: "Work from home", text: "Worked, or will work, from home" },
  { type: "overtime", label: "Overtime", text: "Claim time beyond the shift" },
];

const PORTIONS = [
  { value: "full", label: "The whole day" },
  { value: "first_half", label: "First half" },
  { value: "second_half", label: "Second half" },
];

const SENT: Record<AttendanceRequestType, string> = {
  regularisation: "Regularisation",
  on_duty: "On duty request",
  wfh: "Work from home request",
  overtime: "Overtime claim",
};

interface Props {
  day: string;
  /** The day's record, when there is one: its times fill the regularisation. */
  view?: DayView | undefined;
  /** The kind of request to start with. */
  initial?: AttendanceRequestType;
}

export function RequestForm({ day, view, initial }: Props) {
  const future = day > indiaToday();
  const [type, setType] = useState<AttendanceRequestType>(initial ?? (future ? "on_duty" : "regularisation"));
  const [sent, setSent] = useState<string | null>(null);
  const [refusal, noteRefusal] = useRefusal();
  const prefix = `request-${day}`;
  const { values, errors, submit, field, clear } = useConsoleForm(
    prefix,
    {
      day,
      in_time: view?.first_in ? clockOf(view.first_in) : "",
      out_time: view?.last_out ? clockOf(view.last_out) : "",
      portion: "full",
      minutes: "",
      reason: "",
    },
    firmApi,
  );

  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    const common = { type, day: values.day, reason: values.reason };
    const input =
      type === "regularisation"
        ? { ...common, in_time: values.in_time, out_time: values.out_time }
        : type === "overtime"
          ? { ...common, minutes: values.minutes }
          : { ...common, portion: values.portion };
    const result = await submit<{ id: string }>(AttendanceRequestSchema, input, "/attendance/requests", "POST", `${SENT[type]} sent for approval.`);
    if (result.ok) setSent(SENT[type]);
    noteRefusal(result);
    return result.ok;
  });

  if (sent)
    return (
      <output className="att-sent">
        <strong>{sent} sent.</strong> It waits for approval; the day changes once it is approved. <Link to={boxHref("mine")}>See your requests</Link>
      </output>
    );

  return (
    <form ref={form} className="att-request" noValidate aria-labelledby={`${prefix}-title`} onSubmit={onSubmit}>
      <h3 id={`${prefix}-title`} className="att-request__title">
        Ask for a change
      </h3>
      <fieldset className="att-request__types">
        <legend>What do you need?</legend>
        {REQUEST_CHOICES.map((c) => (
          <label key={c.type} className="att-request__type">
            <input
              type="radio"
              name={`${prefix}-type`}
              value={c.type}
              checked={type === c.type}
              onChange={() => {
                setType(c.type);
                clear("day", "in_time", "out_time", "minutes", "portion", "reason", "type");
              }}
            />
            <span>
              <span className="att-request__type-label">{c.label}</span>
              <span className="att-request__type-text">{c.text}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="acc-grid">
        <Field {...field("day")} label="Date" type="date" max={type === "regularisation" || type === "overtime" ? indiaToday() : undefined} />
        {type === "regularisation" && (
          <>
            <Field {...field("in_time")} label="In time" type="time" hint="Leave empty if only the out time was missed." />
            <Field {...field("out_time")} label="Out time" type="time" hint="At or before the in time means the next morning." />
          </>
        )}
        {(type === "on_duty" || type === "wfh") && <Field {...field("portion")} label="For" control="select" options={PORTIONS} placeholder={null} />}
        {type === "overtime" && <Field {...field("minutes")} label="Minutes of overtime" inputMode="numeric" hint="Beyond your shift, like 90 for an hour and a half." />}
        <Field {...field("reason")} label="Reason" control="textarea" rows={2} wide hint="Your approver reads this." />
      </div>
      {(errors.type || errors._ || refusal) && (
        <p className="dash-error" role="alert">
          {errors.type ?? errors._ ?? refusal}
        </p>
      )}
      <div className="att-request__end">
        <button type="submit" className="button" disabled={busy}>
          Send for approval
        </button>
      </div>
    </form>
  );
}
