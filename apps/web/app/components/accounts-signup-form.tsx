// Create an account: name, 10-digit mobile, optional email and a password that meets the shared rule (shown
// as a hint). Checked on submit with the shared SignUpSchema; success signs the browser in and follows the
// server's redirect — for the site's Login that is /Identity with a one-time hand-off code.
import { SignUpSchema } from "@vetan/shared/accounts";
import { Link } from "react-router";
import { withCallback } from "../lib/accounts-page.ts";
import { useHydrated, useSchemaForm } from "../lib/schema-form.ts";
import { Field } from "./accounts-field.tsx";
import { FormAlert, PASSWORD_HINT, useSignInSubmit } from "./accounts-form-parts.tsx";

const FIELDS = ["name", "mobile", "email", "password"] as const;

export function SignupForm({ callback }: { callback: string }) {
  const form = useSchemaForm(FIELDS, { name: "", mobile: "", email: "", password: "" });
  const hydrated = useHydrated();
  const { alert, submit } = useSignInSubmit(form, { schema: SignUpSchema, url: "/api/accounts/signup", callback, what: "Sign-up" });

  return (
    <>
      <h1 className="acc-title">Create your Vetan account</h1>
      <p className="acc-lead">One account for your firm's payroll, attendance and leave. It takes a minute.</p>
      <form className="acc-form" method="post" noValidate onSubmit={submit} aria-label="Create account">
        <Field {...form.bind("name")} id="name" label="Full name" autoComplete="name" />
        <Field {...form.bind("mobile")} id="mobile" label="Mobile number" type="tel" inputMode="numeric" autoComplete="tel-national" placeholder="9876543210" hint="10 digits, without +91 or 0. You sign in with it." />
        <Field {...form.bind("email")} id="email" label="Email" type="email" inputMode="email" autoComplete="email" placeholder="you@company.in" aside={<span className="acc-optional">Optional</span>} hint="For password reset codes and receipts." />
        <Field {...form.bind("password")} id="password" label="Password" control="secret" autoComplete="new-password" hint={PASSWORD_HINT} />
        <FormAlert message={alert} />
        <button type="submit" className="button acc-submit" disabled={!hydrated}>
          Create account
        </button>
        <p className="acc-fineprint">
          By creating an account you agree to our <a href="/terms_condition">Terms</a> and <a href="/privacy_policy">Privacy Policy</a>.
        </p>
      </form>
      <p className="acc-switch">
        Already have an account? <Link to={withCallback("/accounts/login", callback)}>Sign in</Link>
      </p>
    </>
  );
}
