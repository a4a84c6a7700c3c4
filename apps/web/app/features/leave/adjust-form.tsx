// HR's and admins' adjustment of someone's balance (POST /api/v1/leave/adjustments; LeaveAdjustmentSchema):
// add or take away days (a negative number takes them away), or encash days (paid out, taken off the
// balance), on a date, with a reason the ledger shows. Never one's own balance: the server refuses it, and
// the screen offers the form only when the balances say `can_adjust`.
import { type BalancesView, LeaveAdjustmentSchema } from "@vetan/shared/leave";
import { indiaToday } from "@vetan/shared/dates";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { useFormSubmit } from "../../components/console-site-form.tsx";
import { firmApi } from "../../lib/api.ts";
import { useRefusal } from "../attendance/refusal.ts";
import { daysText } from "./leave-format.ts";

const KINDS = [
  { value: "adjust", label: "Adjust the balance (add, or take away with a minus)" },
  { value: "encash", label: "Encash days (paid out with salary)" },
];

export function AdjustForm({ balances }: { balances: BalancesView }) {
  const tracked = balances.balances.filter((b) => b.tracks_balance);
  const [refusal, noteRefusal] = useRefusal();
  const { values, setValues, errors, submit, field } = useConsoleForm(
    "adjust",
    { kind: "adjust", leave_type_id: tracked[0]?.leave_type.id ?? "", date: indiaToday(), days: "", reason: "" },
    firmApi,
  );
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    const input = { employee_id: balances.employee.id, ...values };
    const result = await submit<BalancesView>(LeaveAdjustmentSchema, input, "/leave/adjustments", "POST", () =>
      values.kind === "encash" ? `${daysText(Number(values.days))} encashed for ${balances.employee.name}.` : `${balances.employee.name}'s balance adjusted.`,
    );
    noteRefusal(result);
    if (result.ok) setValues((v) => ({ ...v, days: "", reason: "" }));
    return result.ok;
  });
  if (tracked.length === 0) return <p className="dash-empty">No leave with a balance applies to {balances.employee.name}.</p>;
  return (
    <form ref={form} className="leave-adjust" noValidate aria-label={`Adjust ${balances.employee.name}'s balance`} onSubmit={onSubmit}>
      <div className="acc-grid">
        <Field {...field("kind")} error={errors.kind} label="What to do" control="select" options={KINDS} placeholder={null} wide />
        <Field
          {...field("leave_type_id")}
          label="Leave type"
          control="select"
          options={tracked.map((b) => ({ value: b.leave_type.id, label: `${b.leave_type.name} (${b.leave_type.code}), balance ${daysText(b.balance)}` }))}
          placeholder={null}
        />
        <Field {...field("date")} label="Date" type="date" hint="The ledger records it on this day." />
        <Field
          {...field("days")}
          label="Days"
          inputMode={values.kind === "adjust" ? "text" : "decimal"}
          hint={values.kind === "adjust" ? "Like 2, 1.5, or -1 to take a day away." : "A positive number, at most the balance."}
        />
        <Field {...field("reason")} label="Reason" control="textarea" rows={2} wide hint="Shown in the ledger, to the person too." />
      </div>
      {(errors._ || refusal) && (
        <p className="dash-error" role="alert">
          {errors._ ?? refusal}
        </p>
      )}
      <div className="leave-apply__end">
        <button type="submit" className="button" disabled={busy}>
          {values.kind === "encash" ? "Encash" : "Save adjustment"}
        </button>
      </div>
    </form>
  );
}
