// Form state for the sign-in, registration and reset forms: values as strings, one message per field from
// the same shared Zod schema the server uses (so both say the same sentence), checked on submit only, with
// focus moved to the first field in error. Server answers (`errors` per field, `result`) go through the
// same path.
import { fieldErrors } from "@vetan/shared/fields";
import { useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { useLoader } from "./feedback.tsx";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
export type Values<F extends string> = Record<F, string>;
export type Errors<F extends string> = Partial<Record<F, string>>;

/** What the accounts and firm endpoints answer (success is status "0", SPEC.md §7). */
export interface ApiAnswer {
  status?: string;
  code?: string;
  result?: string;
  msg?: string;
  redirect?: string;
  errors?: Record<string, string>;
}

/**
 * POSTs JSON to one of our endpoints and reads the answer whatever its HTTP status; throws only when the
 * request never got an answer (network failure), which callers treat separately (SPEC.md §8).
 */
export async function postJson<T extends object = ApiAnswer>(url: string, body: unknown): Promise<{ httpStatus: number; answer: T & ApiAnswer }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as T & ApiAnswer;
  return { httpStatus: response.status, answer };
}

/** Until React runs, a submit would post the form to the page itself: forms keep their button off till then. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Leaving the site's page for another document with 'Please Wait' still on (it clears with the page). If
 * the browser brings this page back from its back-forward cache, the overlay is cleared then.
 */
export function useLeaveTo(): (href: string) => void {
  const { setLoading } = useLoader();
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLoading(false);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [setLoading]);
  return useCallback((href: string) => window.location.assign(href), []);
}

export function useSchemaForm<F extends string>(fields: readonly F[], initial: Values<F>) {
  const [values, setValues] = useState<Values<F>>(initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const controls = useRef<Partial<Record<F, Control | null>>>({});

  const change = useCallback((field: F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Only submit validates; editing a field just retires its now-stale message.
    setErrors((e) => {
      if (!e[field]) return e;
      const { [field]: _gone, ...rest } = e;
      return rest as Errors<F>;
    });
  }, []);

  /** Shows one message per known field and focuses the first of them in form order; true if any. */
  const showErrors = useCallback(
    (found: Record<string, string>): boolean => {
      const known: Errors<F> = {};
      for (const f of fields) if (found[f]) known[f] = found[f];
      setErrors(known);
      const first = fields.find((f) => known[f]);
      if (first) controls.current[first]?.focus();
      return first !== undefined;
    },
    [fields],
  );

  /** Checks the values with the schema: the parsed data, or null after showing the messages. */
  function check<S extends z.ZodType>(schema: S, input: unknown): z.output<S> | null {
    const parsed = schema.safeParse(input);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    showErrors(fieldErrors(parsed.error));
    return null;
  }

  /** The props that tie a control to its field: ref for focusing, value and change. */
  const bind = (field: F) => ({
    ref: (el: Control | null) => {
      controls.current[field] = el;
    },
    value: values[field],
    error: errors[field],
    onChange: (value: string) => change(field, value),
  });

  return { values, setValues, errors, change, showErrors, check, bind };
}
