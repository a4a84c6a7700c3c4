// A new key's secret, shown this once (DESIGN.md show-once): the id and secret to copy, a first call to try,
// and the button that puts it away. Device keys (Attendance settings) and integration keys (Settings → API
// keys) both show a new key this way.
import type { ReactNode } from "react";
import { useToast } from "../lib/feedback.tsx";

/** Copies a value and says so in a toast, or says how to copy it by hand. */
export function useCopy() {
  const toast = useToast();
  return async (what: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast(`${what} copied.`);
    } catch {
      toast(`Could not copy the ${what}. Select it and copy it by hand.`, "error");
    }
  };
}

interface Props {
  /** Prefix of the ids of the heading and the two fields. */
  idPrefix: string;
  /** What the key is called, in the "Save the secret for … now" heading. */
  name: ReactNode;
  keyid: string;
  secret: string;
  /** The caption of the first call to try, and the call. */
  tryTitle: ReactNode;
  curl: string;
  onDone(): void;
}

export function KeyShownOnce({ idPrefix, name, keyid, secret, tryTitle, curl, onDone }: Props) {
  const copy = useCopy();
  return (
    <section className="att-new-key" aria-labelledby={`${idPrefix}-title`}>
      <div className="keys-callout keys-callout--warn" role="note">
        <p className="keys-callout__title" id={`${idPrefix}-title`}>
          Save the secret for {name} now
        </p>
        <p>It is shown only this once: Vetan keeps only a fingerprint of it. If it is lost, revoke this key and create another.</p>
      </div>
      <div className="keys-form">
        <CopyField id={`${idPrefix}-id`} label="Key ID" value={keyid} onCopy={copy} />
        <CopyField id={`${idPrefix}-secret`} label="Key secret" value={secret} onCopy={copy} secret />
        <figure className="keys-field att-curl">
          <figcaption className="att-curl__title">{tryTitle}</figcaption>
          <pre className="dash-code">
            <code>{curl}</code>
          </pre>
          <div className="att-row-actions">
            <button type="button" className="button button--ghost button--small" onClick={() => copy("Example", curl)}>
              Copy the example
            </button>
            <button type="button" className="button button--small" onClick={onDone}>
              I have saved the secret
            </button>
          </div>
        </figure>
      </div>
    </section>
  );
}

/** One read-only value with its copy button; a secret goes in a one-row textarea, kept out of autofill. */
function CopyField({ id, label, value, onCopy, secret = false }: { id: string; label: string; value: string; onCopy: (what: string, text: string) => void; secret?: boolean }) {
  return (
    <div className="keys-field">
      <label htmlFor={id}>{label}</label>
      <div className="keys-field__row">
        {secret ? (
          <textarea id={id} className="dash-mono" rows={1} readOnly value={value} spellCheck={false} autoComplete="off" />
        ) : (
          <input id={id} className="dash-mono" readOnly value={value} spellCheck={false} />
        )}
        <button type="button" className="button button--ghost button--small" onClick={() => onCopy(label, value)}>
          Copy<span className="visually-hidden"> {label}</span>
        </button>
      </div>
    </div>
  );
}
