// Password reset in two steps: ask for a code by mobile number, then enter the 6-digit code with a new
// password. Both steps are checked with the shared schemas. The server answers the same whether or not the
// number has an account, so the page does too.
import { CODE_LENGTH, ResetCompleteSchema, CodeRequestSchema } from "@vetan/shared/accounts";
import { useState } from "react";
import { Link } from "react-router";
import { withCallback } from "../lib/accounts-page.ts";
import { useLoader } from "../lib/feedback.tsx";
import { postJson, useHydrated, useSchemaForm } from "../lib/schema-form.ts";
import { Field } from "./accounts-field.tsx";
import { CodeMobileField, CodeNote, FormAlert, PASSWORD_HINT, submitFailure, UNREACHABLE } from "./accounts-form-parts.tsx";

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
    const input = form.check(CodeRequestSchema, { mobile: form.values.mobile });
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
        <p className="acc-lead">Enter the mobile number of your Vetan account. We send a {CODE_LENGTH}-digit code that works once, for 10 minutes.</p>
      ) : (
        <FormAlert message={notice} tone="info" />
      )}
      <form className="acc-form" method="post" noValidate onSubmit={step === "request" ? requestCode : complete} aria-label={step === "request" ? "Ask for a reset code" : "Set a new password"}>
        <CodeMobileField bound={form.bind("mobile")} sent={step === "complete"} hint="10 digits; +91 or a 0 in front is fine" autoComplete="username" changeLabel="Change number" onChange={() => setStep("request")} />
        {step === "complete" && (
          <>
            <Field {...form.bind("code")} id="code" label={`${CODE_LENGTH}-digit code`} inputMode="numeric" autoComplete="one-time-code" maxLength={CODE_LENGTH} code />
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
      <CodeNote />
      <p className="acc-switch">
        Remembered it? <Link to={withCallback("/accounts/login", callback)}>Back to sign in</Link>
      </p>
    </>
  );
}
