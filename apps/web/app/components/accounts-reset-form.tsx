// Password reset in two steps: ask for a code by mobile number, then enter the 6-digit code with a new
// password. Both steps are checked with the shared schemas. The server answers the same whether or not the
// number has an account, so the page does too.
import { RESET_CODE_LENGTH, ResetCompleteSchema, ResetRequestSchema } from "@vetan/shared/accounts";
import { useState } from "react";
import { Link } from "react-router";
import { withCallback } from "../lib/accounts-page.ts";
import { useLoader } from "../lib/feedback.tsx";
import { postJson, useHydrated, useSchemaForm } from "../lib/schema-form.ts";
import { Field } from "./accounts-field.tsx";
import { FormAlert, PASSWORD_HINT, submitFailure, UNREACHABLE } from "./accounts-form-parts.tsx";

const FIELDS = ["mobile", "code", "password"] as const;
type Step = "request" | "complete" | "done";

export function ResetForm({ callback }: { callback: string }) {
  const form = useSchemaForm(FIELDS, { mobile: "", code: "", password: "" });
  const [step, setStep] = useState<Step>("request");
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { setLoading } = useLoader();
  const hydrated = useHydrated();

  /** Posts one step; returns the server's result text on success, null after showing what went wrong. */
  async function send(url: string, body: object): Promise<string | null> {
    setAlert(null);
    setLoading(true);
    try {
      const { httpStatus, answer } = await postJson(url, body);
      if (answer.status === "0") return answer.result ?? "";
      setAlert(submitFailure(httpStatus, answer, form.showErrors));
    } catch (error) {
      console.info("Password reset did not reach the server", error);
      setAlert(UNREACHABLE);
    } finally {
      setLoading(false);
    }
    return null;
  }

  async function requestCode(event?: React.FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const input = form.check(ResetRequestSchema, { mobile: form.values.mobile });
    if (!input) return;
    const result = await send("/api/accounts/reset/request", input);
    if (result === null) return;
    setNotice(result);
    setStep("complete");
  }

  async function complete(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.check(ResetCompleteSchema, form.values);
    if (!input) return;
    const result = await send("/api/accounts/reset/complete", input);
    if (result === null) return;
    setNotice(result);
    setStep("done");
  }

  if (step === "done") {
    return (
      <>
        <h1 className="acc-title">Password changed</h1>
        <FormAlert message={notice} tone="success" />
        <p className="acc-lead">For your safety, every device that was signed in with the old password has been signed out.</p>
        <Link className="button acc-submit" to={withCallback("/accounts/login", callback)}>
          Sign in
        </Link>
      </>
    );
  }

  return (
    <>
      <h1 className="acc-title">{step === "request" ? "Reset your password" : "Enter your code"}</h1>
      {step === "request" ? (
        <p className="acc-lead">Enter the mobile number of your Vetan account. We send a {RESET_CODE_LENGTH}-digit code that works once, for 10 minutes.</p>
      ) : (
        <FormAlert message={notice} tone="info" />
      )}
      <form className="acc-form" method="post" noValidate onSubmit={step === "request" ? requestCode : complete} aria-label={step === "request" ? "Ask for a reset code" : "Set a new password"}>
        <Field
          {...form.bind("mobile")}
          id="mobile"
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          placeholder="9876543210"
          readOnly={step === "complete"}
          hint={step === "request" ? "10 digits, without +91 or 0" : undefined}
          aside={
            step === "complete" ? (
              <button type="button" className="acc-linkish" onClick={() => setStep("request")}>
                Change number
              </button>
            ) : undefined
          }
        />
        {step === "complete" && (
          <>
            <Field {...form.bind("code")} id="code" label={`${RESET_CODE_LENGTH}-digit code`} inputMode="numeric" autoComplete="one-time-code" maxLength={RESET_CODE_LENGTH} code />
            <Field {...form.bind("password")} id="password" label="New password" control="secret" autoComplete="new-password" hint={PASSWORD_HINT} />
          </>
        )}
        <FormAlert message={alert} />
        <button type="submit" className="button acc-submit" disabled={!hydrated}>
          {step === "request" ? "Send code" : "Set new password"}
        </button>
        {step === "complete" && (
          <button type="button" className="acc-linkish acc-resend" onClick={() => requestCode()}>
            Send a new code
          </button>
        )}
      </form>
      <aside className="acc-note" aria-label="Where the code goes">
        <h2>Where does the code go?</h2>
        <p>
          By email, when your account has an email address and this installation has a mail server. Otherwise — as on a local or test
          installation — the code is written to the server log and kept in the outbox that the platform's superadmin can read.
        </p>
      </aside>
      <p className="acc-switch">
        Remembered it? <Link to={withCallback("/accounts/login", callback)}>Back to sign in</Link>
      </p>
    </>
  );
}
