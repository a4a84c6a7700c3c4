// One labelled form control with its error and hint, wired for screen readers: the message sits under the
// field, the control says aria-invalid and points at the message and hint with aria-describedby. A secret
// control (passwords, Aadhaar) is masked with a Show/Hide toggle.
import { useState } from "react";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Common {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: React.ReactNode;
  /** Shown after the label, e.g. "Optional" or a "Forgot password?" link. */
  aside?: React.ReactNode;
  onChange(value: string): void;
  /** For a form that moves focus to a control itself; one that finds controls in the DOM leaves it out. */
  ref?(el: Control | null): void;
  readOnly?: boolean;
  autoComplete?: string;
  wide?: boolean;
}

export type FieldProps = Common &
  (
    | { control?: "input"; type?: "text" | "email" | "tel" | "date"; inputMode?: "numeric" | "tel" | "email" | "text"; placeholder?: string; max?: string; code?: boolean; maxLength?: number }
    | { control: "secret"; inputMode?: "numeric" | "text"; placeholder?: string; maxLength?: number; showLabel?: string }
    | { control: "select"; options: readonly string[]; placeholder?: string }
    | { control: "textarea"; rows?: number }
  );

export function Field(props: FieldProps) {
  const { id, label, value, error, hint, aside, onChange, ref, readOnly, autoComplete, wide } = props;
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const aria = {
    id,
    name: id,
    value,
    readOnly: readOnly || undefined,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
    onChange: (e: React.ChangeEvent<Control>) => onChange(e.target.value),
  };
  let control: React.ReactNode;
  switch (props.control) {
    case "select":
      control = (
        <select ref={ref} {...aria} disabled={readOnly}>
          <option value="">{props.placeholder ?? "Select…"}</option>
          {props.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
      break;
    case "textarea":
      control = <textarea ref={ref} rows={props.rows ?? 3} {...aria} />;
      break;
    case "secret":
      control = <SecretInput controlRef={ref} inputMode={props.inputMode} placeholder={props.placeholder} maxLength={props.maxLength} showLabel={props.showLabel ?? label} {...aria} />;
      break;
    default:
      control = (
        <input
          ref={ref}
          type={props.type ?? "text"}
          inputMode={props.inputMode}
          placeholder={props.placeholder}
          max={props.max}
          maxLength={props.maxLength}
          spellCheck={props.code ? false : undefined}
          autoCapitalize={props.code ? "characters" : undefined}
          {...aria}
        />
      );
  }
  return (
    <div className={`acc-field${wide ? " acc-field--wide" : ""}${error ? " acc-field--invalid" : ""}${readOnly ? " acc-field--readonly" : ""}`}>
      <div className="acc-field__label">
        <label htmlFor={id}>{label}</label>
        {aside}
      </div>
      {control}
      {error && (
        <p id={errorId} className="acc-field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="acc-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

interface SecretProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  id: string;
  value: string;
  showLabel: string;
  controlRef?(el: HTMLInputElement | null): void;
  onChange(e: React.ChangeEvent<HTMLInputElement>): void;
}

/** A masked input with a Show/Hide button; the button names what it reveals for screen readers. */
function SecretInput({ controlRef, showLabel, id, ...input }: SecretProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="acc-secret">
      <input ref={controlRef} id={id} type={shown ? "text" : "password"} spellCheck={false} autoCapitalize="off" {...input} />
      <button type="button" className="acc-secret__toggle" aria-controls={id} aria-pressed={shown} onClick={() => setShown((s) => !s)}>
        {shown ? "Hide" : "Show"}
        <span className="visually-hidden"> {showLabel}</span>
      </button>
    </div>
  );
}
