// Small pieces the accounts forms share: the form-level message (throttling, unknown failures), how a
// refused answer is shown, and the password rule as people read it.
import { PASSWORD_MIN } from "@vetan/shared/accounts";
import { Field } from "./accounts-field.tsx";
import { useState } from "react";
import type { z } from "zod";
import { useLoader } from "../lib/feedback.tsx";
import { type ApiAnswer, postJson, useLeaveTo, type useSchemaForm } from "../lib/schema-form.ts";

export const UNREACHABLE = "We could not reach Vetan. Check your connection and try again.";
const UNREADABLE = "Something went wrong on our side. Please try again.";

/** The password rule of the shared schema, shown as a hint before anyone gets it wrong. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters, with at least four different characters. Not a common password, and not your mobile number.`;

/**
 * After a refused answer: field messages go under their fields (and focus moves there); anything else —
 * throttling (429), a general refusal — becomes the form's message, which this returns.
 */
export function submitFailure(httpStatus: number, answer: ApiAnswer, showErrors: (errors: Record<string, string>) => boolean): string | null {
  if (httpStatus !== 429 && answer.errors && showErrors(answer.errors)) return null;
  return answer.result ?? UNREADABLE;
}

/** A message for the whole form, announced when it appears. */
export function FormAlert({ message, tone = "error" }: { message: string | null; tone?: "error" | "info" | "success" }) {
  return (
    <div className="acc-alert-slot" role={tone === "error" ? "alert" : "status"}>
      {message && <p className={`acc-alert acc-alert--${tone}`}>{message}</p>}
    </div>
  );
}

/**
 * The submit of a form that signs the browser in (sign in, sign up): check with the shared schema, post
 * with the callback, then follow the server's redirect — or show its field messages, its throttling
 * message, or that it could not be reached. The 'Please Wait' overlay stays on while the browser leaves.
 */
export function useSignInSubmit<F extends string, S extends z.ZodType>(
  form: ReturnType<typeof useSchemaForm<F>>,
  opts: { schema: S; url: string; callback: string; what: string },
) {
  const [alert, setAlert] = useState<string | null>(null);
  const { setLoading } = useLoader();
  const leave = useLeaveTo();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    const input = form.check(opts.schema, form.values);
    if (!input) return;
    setLoading(true);
    try {
      const { httpStatus, answer } = await postJson(opts.url, { ...input, callback: opts.callback });
      if (answer.status === "0" && answer.redirect) {
        leave(answer.redirect);
        return;
      }
      setLoading(false);
      setAlert(submitFailure(httpStatus, answer, form.showErrors));
    } catch (error) {
      setLoading(false);
      console.info(`${opts.what} did not reach the server`, error);
      setAlert(UNREACHABLE);
    }
  }

  return { alert, submit };
}

/** Where a code sent "to your mobile" actually goes, said plainly for installations without an SMS provider. */
export function CodeNote() {
  return (
    <aside className="acc-note" aria-label="Where the code goes">
      <h2>Where does the code go?</h2>
      <p>
        By SMS to your mobile, and by email as well for a password reset when your account has an email address. Where this installation has
        no SMS provider — as on a local or test installation — the code is written to the server log and kept in the outbox that the
        platform's superadmin can read.
      </p>
    </aside>
  );
}

type BoundField = Pick<React.ComponentProps<typeof Field>, "value" | "error" | "onChange" | "ref">;

/**
 * The mobile number a code is sent to: editable with its hint before the code is sent, then fixed, with a
 * button to go back and change it (and whatever else the first step asked).
 */
export function CodeMobileField({ bound, sent, hint, autoComplete, changeLabel, onChange }: { bound: BoundField; sent: boolean; hint: string; autoComplete: string; changeLabel: string; onChange(): void }) {
  return (
    <Field
      {...bound}
      id="mobile"
      label="Mobile number"
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder="98765 43210"
      readOnly={sent}
      hint={sent ? undefined : hint}
      aside={
        sent ? (
          <button type="button" className="acc-linkish" onClick={onChange}>
            {changeLabel}
          </button>
        ) : undefined
      }
    />
  );
}
