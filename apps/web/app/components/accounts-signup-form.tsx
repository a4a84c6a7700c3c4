// Create an account in two steps: name, 10-digit mobile, optional email and a password that meets the
// shared rule (checked with SignUpDetailsSchema), then the 6-digit code sent to the mobile, which proves the
// number is the person's (SignUpSchema, as the server checks it). Success signs the browser in and follows
// the server's redirect: firms' invitations first when any wait, else /Identity with a hand-off code.
import { CODE_LENGTH, CodeRequestSchema, SignUpDetailsSchema, SignUpSchema } from "@vetan/shared/accounts";
import { useState } from "react";
import { Link } from "react-router";
import { withCallback } from "../lib/accounts-page.ts";
import { useLoader } from "../lib/feedback.tsx";
import { postJson, useHydrated, useSchemaForm } from "../lib/schema-form.ts";
import { Field } from "./accounts-field.tsx";
import { CodeMobileField, CodeNote, FormAlert, PASSWORD_HINT, submitFailure, UNREACHABLE, useSignInSubmit } from "./accounts-form-parts.tsx";

const FIELDS = ["name", "mobile", "email", "password", "code"] as const;

export function SignupForm({ callback }: { callback: string }) {
  const form = useSchemaForm(FIELDS, { name: "", mobile: "", email: "", password: "", code: "" });
  const hydrated = useHydrated();
  const { setLoading } = useLoader();
  const [codeSent, setCodeSent] = useState<string | null>(null);
  const [sendAlert, setSendAlert] = useState<string | null>(null);
  const { alert, submit } = useSignInSubmit(form, { schema: SignUpSchema, url: "/api/accounts/signup", callback, what: "Sign-up" });

  /** Step one: the details pass the shared rules, then a code goes to the mobile. */
  async function sendCode(event?: React.FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    setSendAlert(null);
    const { code: _code, ...details } = form.values;
    if (!form.check(SignUpDetailsSchema, details)) return;
    const input = CodeRequestSchema.parse({ mobile: details.mobile });
    setLoading(true);
    try {
      const { httpStatus, answer } = await postJson("/api/accounts/signup/code", input);
      if (answer.status === "0") {
        setCodeSent(answer.result ?? "");
        return;
      }
      setSendAlert(submitFailure(httpStatus, answer, form.showErrors));
    } catch (error) {
      console.info("Sign-up code request did not reach the server", error);
      setSendAlert(UNREACHABLE);
    } finally {
      setLoading(false);
    }
  }

  const step = codeSent === null ? "details" : "code";
  return (
    <>
      <h1 className="acc-title">{step === "details" ? "Create your Vetan account" : "Enter the code we sent"}</h1>
      {step === "details" ? (
        <p className="acc-lead">One account for your firm's payroll, attendance and leave. It takes a minute.</p>
      ) : (
        <FormAlert message={codeSent} tone="info" />
      )}
      <form className="acc-form" method="post" noValidate onSubmit={step === "details" ? sendCode : submit} aria-label="Create account">
        <Field {...form.bind("name")} id="name" label="Full name" autoComplete="name" readOnly={step === "code"} />
        <CodeMobileField
          bound={form.bind("mobile")}
          sent={step === "code"}
          hint="10 digits; +91 or a 0 in front is fine. You sign in with it, and we send a code to prove it is yours."
          autoComplete="tel-national"
          changeLabel="Change details"
          onChange={() => setCodeSent(null)}
        />
        {step === "details" && (
          <>
            <Field {...form.bind("email")} id="email" label="Email" type="email" inputMode="email" autoComplete="email" placeholder="you@company.in" aside={<span className="acc-optional">Optional</span>} hint="For password reset codes and receipts." />
            <Field {...form.bind("password")} id="password" label="Password" control="secret" autoComplete="new-password" hint={PASSWORD_HINT} />
          </>
        )}
        {step === "code" && (
          <Field {...form.bind("code")} id="code" label={`${CODE_LENGTH}-digit code`} inputMode="numeric" autoComplete="one-time-code" maxLength={CODE_LENGTH} code />
        )}
        <FormAlert message={step === "details" ? sendAlert : alert} />
        <button type="submit" className="button acc-submit" disabled={!hydrated}>
          {step === "details" ? "Send code" : "Create account"}
        </button>
        {step === "code" && (
          <button type="button" className="acc-linkish acc-resend" onClick={() => sendCode()}>
            Send a new code
          </button>
        )}
        <p className="acc-fineprint">
          By creating an account you agree to our <a href="/terms_condition">Terms</a> and <a href="/privacy_policy">Privacy Policy</a>.
        </p>
      </form>
      {step === "code" && <CodeNote />}
      <p className="acc-switch">
        Already have an account? <Link to={withCallback("/accounts/login", callback)}>Sign in</Link>
      </p>
    </>
  );
}
