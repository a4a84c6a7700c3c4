// Talk to Us form (SPEC.md §2, §5, §7, §8): checked on submit only, with SPEC.md's exact messages under each
// field; only an error-free form is sent. Then 'Please Wait', the call, and a Success or Error dialog with the
// server's result text. A network failure is only logged and clears the overlay.
import type { ContactFormField, ContactFormState } from "@vetan/shared/contact";
import {
  CONTACT_FORM_FIELDS,
  type ContactFormErrors,
  contactFormToPayload,
  emptyContactForm,
  payloadErrorsToForm,
  validateContactForm,
} from "@vetan/shared/contact-form";
import { STATUS_OK } from "@vetan/shared/errors";
import { useEffect, useRef, useState } from "react";
import { useLoader } from "../lib/feedback.tsx";
import { CONTACT_FIELD_GROUPS, type ContactField, fieldId } from "./contact-fields.tsx";
import { company } from "../content/company.ts";
import { Dialog } from "./dialog.tsx";

export const CONTACT_URL = "/api/SuperAdmin/SuperadminContactus";
const UNREADABLE_ANSWER = "We could not send your request just now. Please try again in a few minutes.";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
interface Outcome {
  title: "Success" | "Error";
  tone: "success" | "warning";
  text: string;
}
interface ContactAnswer {
  status?: string;
  result?: string;
  errors?: Record<string, string>;
}

export function ContactForm() {
  const [values, setValues] = useState<ContactFormState>(emptyContactForm);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [honeypot, setHoneypot] = useState("");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Until React is running, submitting would post the form to the page itself; keep the button off till then.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { setLoading } = useLoader();
  const controls = useRef<Partial<Record<ContactFormField, Control | null>>>({});

  function change(field: ContactFormField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    // Only submit validates; editing a field just retires its now-stale message.
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  }

  function showErrors(found: ContactFormErrors) {
    setErrors(found);
    const first = CONTACT_FORM_FIELDS.find((f) => found[f]);
    if (first) controls.current[first]?.focus();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContactForm(values);
    showErrors(found);
    if (Object.keys(found).length > 0) return;

    setLoading(true);
    try {
      const response = await fetch(CONTACT_URL, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(contactFormToPayload(values, honeypot)),
      });
      const answer = (await response.json().catch(() => ({}))) as ContactAnswer;
      if (answer.status === STATUS_OK) {
        setValues(emptyContactForm());
        setHoneypot("");
        setOutcome({ title: "Success", tone: "success", text: answer.result ?? "" });
      } else {
        if (answer.errors) showErrors(payloadErrorsToForm(answer.errors));
        setOutcome({ title: "Error", tone: "warning", text: answer.result ?? UNREADABLE_ANSWER });
      }
    } catch (error) {
      // SPEC.md §8: a network error is only logged (info, so it never reads as a page fault).
      console.info("Talk to Us: the request did not reach the server", error);
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <form className="contact-form" method="post" noValidate onSubmit={submit} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className="contact-form__title">
          Tell us about your firm
        </h2>
        <p className="contact-form__note">All fields are required.</p>
        {CONTACT_FIELD_GROUPS.map((group) => (
          <fieldset key={group.legend} className="contact-form__group">
            <legend>{group.legend}</legend>
            <div className="contact-form__grid">
              {group.fields.map((spec) => (
                <FieldRow
                  key={spec.field}
                  spec={spec}
                  value={values[spec.field]}
                  error={errors[spec.field]}
                  onChange={(value) => change(spec.field, value)}
                  controlRef={(el) => {
                    controls.current[spec.field] = el;
                  }}
                />
              ))}
            </div>
          </fieldset>
        ))}
        {/* Honeypot for bots (the server thanks them and keeps nothing); hidden from people and screen readers. */}
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor="contact-website">Website (leave empty)</label>
          <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
        </div>
        <div className="contact-form__submit">
          <button type="submit" className="button" disabled={!hydrated}>
            Send request
          </button>
          <p>{`We reply within one working day. Support hours: ${company.supportHours}.`}</p>
        </div>
      </form>
      <Dialog open={outcome !== null} title={outcome?.title ?? ""} tone={outcome?.tone ?? "none"} onClose={() => setOutcome(null)}>
        <p>{outcome?.text}</p>
      </Dialog>
    </>
  );
}

interface FieldRowProps {
  spec: ContactField;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  controlRef(el: Control | null): void;
}

function FieldRow({ spec, value, error, onChange, controlRef }: FieldRowProps) {
  const id = fieldId(spec.field);
  const hintId = spec.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name: spec.field,
    value,
    required: true,
    autoComplete: spec.autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
    onChange: (e: React.ChangeEvent<Control>) => onChange(e.target.value),
  };
  let control: React.ReactNode;
  if (spec.control === "select") {
    control = (
      <select ref={controlRef} {...common}>
        <option value="">Select…</option>
        {spec.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  } else if (spec.control === "textarea") {
    control = <textarea ref={controlRef} rows={spec.rows} {...common} />;
  } else {
    control = (
      <input
        ref={controlRef}
        type={spec.type}
        inputMode={spec.inputMode}
        placeholder={spec.placeholder}
        spellCheck={spec.code ? false : undefined}
        autoCapitalize={spec.code ? "characters" : undefined}
        {...common}
      />
    );
  }
  return (
    <div className={`field${spec.wide ? " field--wide" : ""}${error ? " field--invalid" : ""}`}>
      <label htmlFor={id}>{spec.label}</label>
      {control}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      {spec.hint && (
        <p id={hintId} className="field__hint">
          {spec.hint}
        </p>
      )}
    </div>
  );
}
