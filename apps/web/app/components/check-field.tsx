// A checkbox with its label, hint and message, tied together for screen readers like Field's controls.
import { FieldNotes, fieldAria } from "./accounts-field.tsx";

/** A checkbox with its hint and its message beside it, tied together for screen readers. */
export function CheckField({ id, label, hint, checked, error, onChange }: { id: string; label: string; hint?: string; checked: boolean; error: string | undefined; onChange(checked: boolean): void }) {
  return (
    <div className={`fnf-check${error ? " fnf-check--invalid" : ""}`}>
      <label className="site-check" htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} {...fieldAria(id, error, hint)} onChange={(e) => onChange(e.target.checked)} />
        <span>{label}</span>
      </label>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}
