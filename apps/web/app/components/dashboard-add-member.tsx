// Add an HR or employee member by mobile number (admin dashboard). Checked in the browser with the same
// schema and messages the server uses, then POST /api/v1/members; on success the page's data is reloaded
// so the new person shows in the table. A person who signs up with that number joins the firm.
import { fieldErrors } from "@vetan/shared/fields";
import { type AddMemberInput, AddMemberSchema } from "@vetan/shared/members";
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useLoader, useToast } from "../lib/feedback.tsx";

export const MEMBERS_URL = "/api/v1/members";
type Field = keyof AddMemberInput;
const FIELDS: Field[] = ["name", "mobile", "us_type"];
const EMPTY = { name: "", mobile: "", us_type: "" };
const OFFLINE = "We could not reach Vetan. Check your connection and try again.";

interface Answer {
  name?: string;
  us_type?: "H" | "E";
  result?: string;
  errors?: Record<string, string>;
}

export function DashboardAddMember() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // Before hydration a submit would post the form to the page itself; the button waits for React.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const { setLoading } = useLoader();
  const toast = useToast();
  const revalidator = useRevalidator();
  const controls = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  function change(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  }

  function show(found: Partial<Record<Field, string>>) {
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) controls.current[first]?.focus();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = AddMemberSchema.safeParse(values);
    if (!parsed.success) {
      show(fieldErrors(parsed.error));
      return;
    }
    show({});
    setLoading(true);
    try {
      const response = await fetch(MEMBERS_URL, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(parsed.data),
      });
      const answer = (await response.json().catch(() => ({}))) as Answer;
      if (response.status === 201) {
        setValues(EMPTY);
        toast(`${answer.name ?? parsed.data.name} is added as ${parsed.data.us_type === "H" ? "HR" : "Employee"}.`);
        await revalidator.revalidate();
      } else if (answer.errors && FIELDS.some((f) => answer.errors?.[f])) {
        show(answer.errors);
      } else {
        toast(answer.result ?? OFFLINE, "error");
      }
    } catch (error) {
      console.info("adding a member failed", error);
      toast(OFFLINE, "error");
    } finally {
      setLoading(false);
    }
  }

  const describedBy = (f: Field) => (errors[f] ? `add-${f}-error` : undefined);
  return (
    <form className="dash-form" noValidate onSubmit={submit} aria-labelledby="add-member-title">
      <div className="dash-form__intro">
        <h3 id="add-member-title">Add a member</h3>
        <p className="dash-note">They join your firm when they sign up with this mobile number, or at once if they already have an account.</p>
      </div>
      <div className="dash-field">
        <label htmlFor="add-name">Name</label>
        <input
          id="add-name"
          name="name"
          autoComplete="off"
          value={values.name}
          onChange={(e) => change("name", e.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy("name")}
          ref={(el) => {
            controls.current.name = el;
          }}
        />
        {errors.name && (
          <p id="add-name-error" className="dash-error">
            {errors.name}
          </p>
        )}
      </div>
      <div className="dash-field">
        <label htmlFor="add-mobile">Mobile</label>
        <input
          id="add-mobile"
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={20}
          value={values.mobile}
          onChange={(e) => change("mobile", e.target.value)}
          aria-invalid={errors.mobile ? true : undefined}
          aria-describedby={describedBy("mobile")}
          ref={(el) => {
            controls.current.mobile = el;
          }}
        />
        {errors.mobile && (
          <p id="add-mobile-error" className="dash-error">
            {errors.mobile}
          </p>
        )}
      </div>
      <fieldset className="dash-field dash-choice" aria-describedby={describedBy("us_type")}>
        <legend>Type</legend>
        {(
          [
            ["H", "HR"],
            ["E", "Employee"],
          ] as const
        ).map(([value, label], i) => (
          <label key={value} className="dash-choice__option">
            <input
              type="radio"
              name="us_type"
              value={value}
              checked={values.us_type === value}
              onChange={() => change("us_type", value)}
              aria-invalid={errors.us_type ? true : undefined}
              ref={
                i === 0
                  ? (el) => {
                      controls.current.us_type = el;
                    }
                  : undefined
              }
            />
            {label}
          </label>
        ))}
        {errors.us_type && (
          <p id="add-us_type-error" className="dash-error">
            {errors.us_type}
          </p>
        )}
      </fieldset>
      <button type="submit" className="button dash-form__submit" disabled={!ready}>
        Add member
      </button>
    </form>
  );
}
