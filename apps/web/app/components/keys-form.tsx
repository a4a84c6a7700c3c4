// The key page after generation (SPEC.md §2, DESIGN.md show-once): Key ID, Key Secret masked with a
// Show/Hide toggle, copy buttons, the CSV download and the Login button to the admin dashboard. After a
// failed call the form shows anyway (SPEC.md §8), with nothing to copy or download.
import { useState } from "react";
import { Link } from "react-router";
import { DASHBOARD_PATH } from "../lib/dashboard-door.ts";
import { downloadKeysCsv, type GeneratedKeys, KEYS_CSV_NAME, maskedSecret } from "../lib/dashboard-keys.ts";
import { useCopy } from "./key-shown-once.tsx";

interface FormProps {
  /** The new pair, or null when generation failed. */
  keys: GeneratedKeys | null;
}

export function KeysForm({ keys }: FormProps) {
  const [shown, setShown] = useState(false);
  const copy = useCopy();
  const keyid = keys?.keyid ?? "";
  const secret = keys?.keysecret ?? "";
  return (
    <div className="keys-form">
      {keys && (
        <div className="keys-callout" role="note">
          <p className="keys-callout__title">Save the Key Secret now</p>
          <p>
            It is shown only this once. Vetan keeps only a fingerprint of it, so nobody can show it to you again — if it is lost, generate a new key.
          </p>
        </div>
      )}
      <div className="keys-field">
        <label htmlFor="key-id">Key ID</label>
        <div className="keys-field__row">
          <input id="key-id" className="dash-mono" readOnly value={keyid} placeholder="Not available" spellCheck={false} />
          <button type="button" className="button button--ghost button--small" disabled={!keyid} onClick={() => copy("Key ID", keyid)}>
            Copy<span className="visually-hidden"> Key ID</span>
          </button>
        </div>
      </div>
      <div className="keys-field">
        <label htmlFor="key-secret">Key Secret</label>
        <div className="keys-field__row">
          {/* A text area, so that a shown secret wraps on a phone instead of scrolling out of sight. */}
          <textarea
            id="key-secret"
            className="dash-mono"
            rows={1}
            readOnly
            value={shown ? secret : maskedSecret(secret)}
            placeholder="Not available"
            spellCheck={false}
            autoComplete="off"
          />
          <button type="button" className="button button--ghost button--small" aria-pressed={shown} aria-controls="key-secret" disabled={!secret} onClick={() => setShown((s) => !s)}>
            {shown ? "Hide" : "Show"}
            <span className="visually-hidden"> Key Secret</span>
          </button>
          <button type="button" className="button button--ghost button--small" disabled={!secret} onClick={() => copy("Key Secret", secret)}>
            Copy<span className="visually-hidden"> Key Secret</span>
          </button>
        </div>
      </div>
      <div className="actions keys-actions">
        <button type="button" className="button button--ghost" disabled={!keys} onClick={() => keys && downloadKeysCsv(keys)}>
          Download {KEYS_CSV_NAME}
        </button>
        <Link className="button" to={DASHBOARD_PATH.A}>
          Login
        </Link>
      </div>
    </div>
  );
}
