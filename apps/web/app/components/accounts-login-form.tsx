// Sign in with mobile number and password. Checked on submit with the shared SignInSchema; the server's
// field messages and its throttling message (429) show on the form; success follows the server's redirect
// (the callback, with a one-time hand-off code for /Identity).
import { SignInSchema } from "@vetan/shared/accounts";
import { Link } from "react-router";
import { withCallback } from "../lib/accounts-page.ts";
import { useHydrated, useSchemaForm } from "../lib/schema-form.ts";
import { Field } from "./accounts-field.tsx";
import { FormAlert, useSignInSubmit } from "./accounts-form-parts.tsx";

const FIELDS = ["mobile", "password"] as const;

export function LoginForm({ callback }: { callback: string }) {
  const form = useSchemaForm(FIELDS, { mobile: "", password: "" });
  const hydrated = useHydrated();
  const { alert, submit } = useSignInSubmit(form, { schema: SignInSchema, url: "/api/accounts/signin", callback, what: "Sign-in" });

  return (
    <>
      <h1 className="acc-title">Sign in to Vetan</h1>
      <p className="acc-lead">Use the mobile number and password of your Vetan account.</p>
      <form className="acc-form" method="post" noValidate onSubmit={submit} aria-label="Sign in">
        <Field {...form.bind("mobile")} id="mobile" label="Mobile number" type="tel" inputMode="tel" autoComplete="username" placeholder="98765 43210" hint="10 digits; +91 or a 0 in front is fine" />
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
