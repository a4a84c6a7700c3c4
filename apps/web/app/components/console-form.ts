// A form's state, in the console and the firm product alike: its values, the field messages (keyed by path,
// "features.1.name": the shared schema's check before sending, or the server's answer) and its submit.
// `field(name)` binds a text Field to one value, so editing a control retires its now-stale message.
import type { KeyboardEvent } from "react";
import { fieldErrors } from "@vetan/shared/fields";
import { useState } from "react";
import type { z } from "zod";
import { type ApiClient, type ApiMethod, adminApi } from "../lib/api.ts";
import { type SaveResult, type Success, useApiSave } from "./console-kit.tsx";

export type FieldMessages = Record<string, string>;

/** The names of V's text values: those a text Field can edit. */
type TextName<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** `idPrefix` makes each control's id: "faq-3" → "faq-3-question". `client` is the API it saves to. */
export function useConsoleForm<V extends Record<string, unknown>>(idPrefix: string, initial: V, client: ApiClient = adminApi) {
  const save = useApiSave(client);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldMessages>({});

  /**
   * `submit(schema, input, path, method, success)` checks the input with the shared schema, shows its
   * messages or sends it, and shows the server's messages if it refuses. `ok` when saved, with the answer.
   */
  async function submit<T = unknown>(schema: z.ZodType, input: unknown, path: string, method: ApiMethod, success: Success<T>): Promise<SaveResult<T>> {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      setErrors(fields);
      return { ok: false, fields };
    }
    setErrors({});
    // The schema's input is sent, not its output: the server parses it again (and prices stay as typed).
    const result = await save<T>(path, method, input, success);
    if (!result.ok) setErrors(result.fields);
    return result;
  }

  /** Drops the messages of controls that have been edited. */
  const clear = (...paths: string[]) =>
    setErrors((e) => (paths.some((p) => p in e) ? Object.fromEntries(Object.entries(e).filter(([p]) => !paths.includes(p))) : e));

  /** Sets a text value and retires its message. */
  const set = (name: TextName<V>, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    clear(name);
  };

  /** A text Field's id, value, message and change, for one of the values. */
  const field = (name: TextName<V>) => ({ id: `${idPrefix}-${name}`, value: String(values[name]), error: errors[name], onChange: (value: string) => set(name, value) });

  return { values, setValues, errors, submit, clear, set, field };
}

/**
 * Escape closes a console form — unless something inside it took the key first: a dialog (the image
 * library) closing itself, or a control that handled it. Those must not throw the whole form away.
 */
export function closesOnEscape(event: KeyboardEvent): boolean {
  if (event.key !== "Escape" || event.defaultPrevented) return false;
  return !(event.target instanceof Element && event.target.closest("dialog"));
}
