// Small pieces the accounts forms share: the form-level message (throttling, unknown failures), how a
// refused answer is shown, and the password rule as people read it.
import { PASSWORD_MIN } from "@vetan/shared/accounts";
import type { ApiAnswer } from "../lib/schema-form.ts";

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
