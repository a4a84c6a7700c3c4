// The pieces of the site-settings forms: the form frame (Save / Cancel, focus on the first field in error),
// nested rows edited inline (plan features, module submodules: add, remove, move), and the small labelled
// controls those rows are made of. The values, messages and submit are useConsoleForm's (console-form.ts);
// messages are keyed by path ("features.1.name") and shown beside their control.
import { useEffect, useRef, useState } from "react";
import { moveItem } from "../lib/move-item.ts";
import { closesOnEscape, type FieldMessages } from "./console-form.ts";

interface SiteFormProps {
  /** Names the form for screen readers: "Edit FAQ item", "New plan". */
  label: string;
  submitLabel?: string;
  onSubmit(): Promise<boolean>;
  onCancel(): void;
  /** A message for the whole form (one with no field of its own). */
  formError?: string | undefined;
  children: React.ReactNode;
}

/**
 * A form's submit as people expect it: one at a time (`busy` while it runs), and after a refusal the cursor
 * in the first control in error. `onSubmit` resolves true when saved. Bind `form` and `submit` to the form.
 */
export function useFormSubmit(onSubmit: () => Promise<boolean>) {
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const saved = await onSubmit().finally(() => setBusy(false));
    // Messages render on the next frame; then the first control in error gets focus, or, for a message
    // about a whole list (nominee shares that do not add up), that message comes into view.
    if (!saved)
      requestAnimationFrame(() => {
        const control = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        if (control) control.focus();
        else form.current?.querySelector(".dash-error")?.scrollIntoView({ block: "nearest" });
      });
  }

  return { form, busy, submit };
}

/** Opening an editor puts the cursor in its first field. */
export function useFocusFirstField(form: React.RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    form.current?.querySelector<HTMLElement>("input:not([type=hidden]), textarea, select")?.focus();
  }, [form]);
}

export function SiteForm({ label, submitLabel = "Save", onSubmit, onCancel, formError, children }: SiteFormProps) {
  const { form, busy, submit } = useFormSubmit(onSubmit);
  useFocusFirstField(form);

  return (
    <form ref={form} className="site-form" noValidate aria-label={label} onSubmit={submit} onKeyDown={(e) => closesOnEscape(e) && onCancel()}>
      <p className="site-form__title">{label}</p>
      {children}
      {formError && (
        <p className="dash-error" role="alert">
          {formError}
        </p>
      )}
      <div className="site-form__end">
        <button type="submit" className="button button--small" disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

interface RowControlProps {
  id: string;
  label: React.ReactNode;
  value: string;
  error?: string | undefined;
  onChange(value: string): void;
}

/** A nested row's control with its label above and its message below. */
function RowField({ id, label, error, children }: { id: string; label: React.ReactNode; error?: string | undefined; children: React.ReactNode }) {
  return (
    <div className={`site-row-field${error ? " is-invalid" : ""}`}>
      <label htmlFor={id} className="site-row-field__label">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="dash-error">
          {error}
        </p>
      )}
    </div>
  );
}

const rowAria = (id: string, error: string | undefined) => ({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined });

/** A labelled input of one nested row; its label may be hidden when the row's heading says it. */
export function RowInput(
  props: RowControlProps & { maxLength?: number; placeholder?: string; type?: "text" | "date"; inputMode?: "numeric" | "text" },
) {
  const { id, label, value, error, onChange, maxLength, placeholder, type = "text", inputMode } = props;
  return (
    <RowField id={id} label={label} error={error}>
      <input {...rowAria(id, error)} type={type} inputMode={inputMode} value={value} maxLength={maxLength} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </RowField>
  );
}

/** A labelled choice of one nested row. */
export function RowSelect(props: RowControlProps & { options: readonly { value: string; label: string }[] }) {
  const { id, label, value, error, onChange, options } = props;
  return (
    <RowField id={id} label={label} error={error}>
      <select {...rowAria(id, error)} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </RowField>
  );
}

/** "Name" on screen, "Feature 2, Name" to a screen reader: the row's number is shown beside it already. */
export function RowLabel({ row, field }: { row: string; field: string }) {
  return (
    <>
      <span className="visually-hidden">{row}, </span>
      {field}
    </>
  );
}

export function Checkbox(props: { id: string; label: React.ReactNode; checked: boolean; disabled?: boolean; onChange(checked: boolean): void }) {
  const { id, label, checked, disabled, onChange } = props;
  return (
    <label className="site-check" htmlFor={id}>
      <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

let nextRowKey = 1;
/** A key for a row being edited: stable while it moves, never sent. */
export const rowKey = () => nextRowKey++;

interface RowsProps<R extends { key: number }> {
  /** The fieldset's legend: "Features". */
  legend: string;
  /** What one row is called: "feature". */
  what: string;
  /** The rows' path in the schema and the error keys: "features". */
  path: string;
  rows: R[];
  max: number;
  errors: FieldMessages;
  onChange(rows: R[]): void;
  blank(): R;
  /** A row's name for its buttons ("Move Payslips up"). */
  nameOf(row: R, index: number): string;
  /** The row's own controls; `set` replaces it. */
  render(row: R, index: number, set: (row: R) => void): React.ReactNode;
  hint?: React.ReactNode;
}

/** A row's first control, where the cursor goes when the row arrives (a text box, or a choice). */
const FIRST_CONTROL = "input, select";

/** Nested rows edited inline: add, remove and move up or down; every button is keyboard reachable. */
export function Rows<R extends { key: number }>(props: RowsProps<R>) {
  const { legend, what, path, rows, max, errors, onChange, blank, nameOf, render, hint } = props;
  const list = useRef<HTMLDivElement>(null);
  const focusNext = useRef<{ key: number | "add"; selector: string } | null>(null);

  // After an add, a remove or a move, once the rows have re-rendered, focus goes where the keyboard was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows are the trigger, not an input
  useEffect(() => {
    const want = focusNext.current;
    if (!want || !list.current) return;
    focusNext.current = null;
    const root = list.current;
    const row = want.key === "add" ? null : root.querySelector(`[data-row="${want.key}"]`);
    const target = row?.querySelector<HTMLElement>(want.selector);
    const usable = target && !(target as HTMLButtonElement).disabled ? target : row?.querySelector<HTMLElement>(FIRST_CONTROL);
    (usable ?? root.querySelector<HTMLElement>("[data-rows-add]"))?.focus();
  }, [rows]);

  const set = (index: number, row: R) => onChange(rows.map((r, i) => (i === index ? row : r)));
  function add() {
    const row = blank();
    focusNext.current = { key: row.key, selector: FIRST_CONTROL };
    onChange([...rows, row]);
  }
  function remove(index: number) {
    const neighbour = rows[index + 1] ?? rows[index - 1];
    focusNext.current = neighbour ? { key: neighbour.key, selector: FIRST_CONTROL } : { key: "add", selector: "" };
    onChange(rows.filter((_, i) => i !== index));
  }
  function move(index: number, by: -1 | 1) {
    const row = rows[index];
    if (!row) return;
    focusNext.current = { key: row.key, selector: `[data-row-move="${by}"]` };
    onChange(moveItem(rows, index, by));
  }

  const listError = errors[path];
  return (
    <fieldset className="site-rows" aria-describedby={listError ? `${path}-error` : undefined}>
      <legend>
        {legend} <span className="site-rows__count">({rows.length})</span>
      </legend>
      {hint && <p className="site-rows__hint">{hint}</p>}
      <div ref={list} className="site-rows__list">
        {rows.length === 0 && <p className="site-rows__empty">No {what}s yet.</p>}
        {rows.map((row, index) => {
          const name = nameOf(row, index);
          return (
            <div key={row.key} className="site-row" data-row={row.key}>
              <span className="site-row__place" aria-hidden="true">
                {index + 1}
              </span>
              <div className="site-row__fields">{render(row, index, (r) => set(index, r))}</div>
              <div className="site-row__actions">
                <button type="button" className="site-icon-button" data-row-move="-1" disabled={index === 0} onClick={() => move(index, -1)}>
                  <span aria-hidden="true">↑</span>
                  <span className="visually-hidden">Move {name} up</span>
                </button>
                <button type="button" className="site-icon-button" data-row-move="1" disabled={index === rows.length - 1} onClick={() => move(index, 1)}>
                  <span aria-hidden="true">↓</span>
                  <span className="visually-hidden">Move {name} down</span>
                </button>
                <button type="button" className="site-icon-button site-danger" onClick={() => remove(index)}>
                  <span aria-hidden="true">✕</span>
                  <span className="visually-hidden">Remove {name}</span>
                </button>
              </div>
            </div>
          );
        })}
        <button type="button" className="button button--ghost button--small site-rows__add" data-rows-add onClick={add} disabled={rows.length >= max}>
          Add {what}
        </button>
        {listError && (
          <p id={`${path}-error`} className="dash-error">
            {listError}
          </p>
        )}
      </div>
    </fieldset>
  );
}

/** "features.2.name" → the message for that control, if any. */
export const at = (errors: FieldMessages, ...path: (string | number)[]) => errors[path.join(".")];
