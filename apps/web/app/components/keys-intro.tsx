// The key page before generation (SPEC.md §2): what a key is for, the live key if there is one (regenerating
// revokes it), and the Generate button.
import type { GeneratedKeys } from "../lib/dashboard-keys.ts";

interface IntroProps {
  firmName: string;
  liveKey: GeneratedKeys | null;
  ready: boolean;
  onGenerate(): void;
}

export function KeysIntro({ firmName, liveKey, ready, onGenerate }: IntroProps) {
  return (
    <div className="keys-intro">
      <p>
        A Key ID and Key Secret let your own software — payroll exports, a biometric attendance device, your ERP — call Vetan's API for {firmName}. The
        Key Secret is shown only once, right after you generate it.
      </p>
      {liveKey && (
        <div className="keys-callout keys-callout--warn" role="note" data-testid="live-key-note">
          <p className="keys-callout__title">You already have a live key</p>
          <p>
            Key ID <span className="dash-mono">{liveKey.keyid}</span>, Key Secret <span className="dash-mono">{liveKey.keysecret}</span>.
          </p>
          <p>Generating again revokes it, after you confirm: anything still using the old key then stops working.</p>
        </div>
      )}
      <button type="button" className="button keys-generate" onClick={onGenerate} disabled={!ready}>
        Generate
      </button>
    </div>
  );
}
