// One labelled form control with its error and hint, wired for screen readers: the message sits under the
// field, the control says aria-invalid and points at the message and hint with aria-describedby. A secret
// control (passwords, Aadhaar) is masked with a Show/Hide toggle.
import { useState } from "react";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface SelectOption {
  value: string;
  label: string;
}

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
    | {
        control?: "input";
        type?: "text" | "email" | "tel" | "date" | "time" | "month";
        inputMode?: "numeric" | "decimal" | "tel" | "email" | "text";
        placeholder?: string;
        /** The first and last values a date (or month) may take: the browser's picker offers only those. */
        min?: string;
        max?: string;
        code?: boolean;
        maxLength?: number;
      }
    | { control: "secret"; inputMode?: "numeric" | "text"; placeholder?: string; maxLength?: number; showLabel?: string }
    /** Options are their own labels, or value and label apart; `placeholder: null` offers no empty choice. */
    | { control: "select"; options: readonly (string | SelectOption)[]; placeholder?: string | null }
    | { control: "textarea"; rows?: number }
  );

/** What ties a control to its message and hint for screen readers. */
export function fieldAria(id: string, error: string | undefined, hint: React.ReactNode) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined,
  } as const;
}

interface FrameProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: React.ReactNode;
  aside?: React.ReactNode;
  wide?: boolean;
  readOnly?: boolean;
  className?: string;
  children: React.ReactNode;
}

/** The label above a control and its message and hint below: for Field, and for controls of their own. */
export function FieldFrame({ id, label, error, hint, aside, wide, readOnly, className, children }: FrameProps) {
  return (
    <div className={`acc-field${wide ? " acc-field--wide" : ""}${error ? " acc-field--invalid" : ""}${readOnly ? " acc-field--readonly" : ""}${className ? ` ${className}` : ""}`}>
      <div className="acc-field__label">
        <label htmlFor={id}>{label}</label>
        {aside}
      </div>
      {children}
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

/** A control's message and hint, under it, with the ids fieldAria points at. */
export function FieldNotes({ id, error, hint }: { id: string; error: string | undefined; hint: React.ReactNode }) {
  return (
    <>
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
    </>
  );
}

export function Field(props: FieldProps) {
  const { id, label, value, error, hint, aside, onChange, ref, readOnly, autoComplete, wide } = props;
  const aria = {
    id,
    name: id,
    value,
    readOnly: readOnly || undefined,
    autoComplete,
    ...fieldAria(id, error, hint),
    onChange: (e: React.ChangeEvent<Control>) => onChange(e.target.value),
  };
  let control: React.ReactNode;
  switch (props.control) {
    case "select":
      control = (
        <select ref={ref} {...aria} disabled={readOnly}>
          {props.placeholder !== null && <option value="">{props.placeholder ?? "Select…"}</option>}
          {props.options.map((o) => {
            const { value, label } = typeof o === "string" ? { value: o, label: o } : o;
            return (
              <option key={value} value={value}>
                {label}
              </option>
            );
          })}
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
          min={props.min}
          max={props.max}
          maxLength={props.maxLength}
          spellCheck={props.code ? false : undefined}
          autoCapitalize={props.code ? "characters" : undefined}
          {...aria}
        />
      );
  }
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} aside={aside} wide={wide} readOnly={readOnly}>
      {control}
    </FieldFrame>
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
