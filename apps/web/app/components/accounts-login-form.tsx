// Sign in with mobile number and password. Checked on submit with the shared SignInSchema; the server's
// field messages and its throttling message (429) show on the form; success follows the server's redirect
// (the callback, with a one-time hand-off code for /Identity).
import { SignInSchema } from "@vetan/shared/accounts";
import { Link } from "react-router";
import { useState } from "react";
import { withCallback } from "../lib/accounts-page.ts";
import { useLoader } from "../lib/feedback.tsx";
import { postJson, useHydrated, useLeaveTo, useSchemaForm } from "../lib/schema-form.ts";
import { Field } from "./accounts-field.tsx";
import { FormAlert, submitFailure, UNREACHABLE } from "./accounts-form-parts.tsx";

const FIELDS = ["mobile", "password"] as const;

export function LoginForm({ callback }: { callback: string }) {
  const form = useSchemaForm(FIELDS, { mobile: "", password: "" });
  const [alert, setAlert] = useState<string | null>(null);
  const { setLoading } = useLoader();
  const hydrated = useHydrated();
  const leave = useLeaveTo();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    const input = form.check(SignInSchema, form.values);
    if (!input) return;
    setLoading(true);
    try {
      const { httpStatus, answer } = await postJson("/api/accounts/signin", { ...input, callback });
      if (answer.status === "0" && answer.redirect) {
        // The overlay stays on while the browser leaves for the hand-off.
        leave(answer.redirect);
        return;
      }
      setLoading(false);
      setAlert(submitFailure(httpStatus, answer, form.showErrors));
    } catch (error) {
      setLoading(false);
      console.info("Sign-in did not reach the server", error);
      setAlert(UNREACHABLE);
    }
  }

  return (
    <>
      <h1 className="acc-title">Sign in to Vetan</h1>
      <p className="acc-lead">Use the mobile number and password of your Vetan account.</p>
      <form className="acc-form" method="post" noValidate onSubmit={submit} aria-label="Sign in">
        <Field {...form.bind("mobile")} id="mobile" label="Mobile number" type="tel" inputMode="numeric" autoComplete="username" placeholder="9876543210" hint="10 digits, without +91 or 0" />
        <Field
          {...form.bind("password")}
          id="password"
          label="Password"
          control="secret"
          autoComplete="current-password"
          aside={
            <Link className="acc-aside-link" to={withCallback("/accounts/reset", callback)}>
              Forgot password?
            </Link>
          }
        />
        <FormAlert message={alert} />
        <button type="submit" className="button acc-submit" disabled={!hydrated}>
          Sign in
        </button>
        <p className="acc-fineprint">Vetan never asks for your password by phone, SMS or email.</p>
      </form>
      <p className="acc-switch">
        New to Vetan? <Link to={withCallback("/accounts/signup", callback)}>Create an account</Link>
      </p>
    </>
  );
}
