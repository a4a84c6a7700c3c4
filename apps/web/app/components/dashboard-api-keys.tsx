// The admin's API key (Key ID and the masked secret; the secret itself was shown once) with the way to a
// new one, and a quick start showing the key in use with curl.
import type { ApiKeyView, SiteViewer } from "@vetan/shared";
import { Link } from "react-router";
import { formatDay } from "../lib/dashboard-format.ts";
import type { KeysPageState } from "../lib/dashboard-keys.ts";

export function DashboardApiKeys({ apiKey, viewer }: { apiKey: ApiKeyView | null; viewer: SiteViewer }) {
  // SPEC.md §2: the key page is opened with these in navigation state. The firm's registration is its query.
  const state: KeysPageState = { firmId: viewer.firmId ?? "", empId: viewer.memberId ?? "", queryId: viewer.firmId ?? "", user_phone: viewer.mobile };
  return (
    <div className="dash-keys">
      {apiKey ? (
        <dl className="dash-facts dash-facts--keys">
          <div>
            <dt>Key ID</dt>
            <dd className="dash-mono" data-testid="live-key-id">
              {apiKey.keyid}
            </dd>
          </div>
          <div>
            <dt>Key Secret</dt>
            <dd className="dash-mono" data-testid="live-key-secret">
              {apiKey.keysecret}
            </dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>{formatDay(apiKey.created_at)}</dd>
          </div>
        </dl>
      ) : (
        <p className="dash-empty">No API key yet. Generate one to connect your own software to Vetan.</p>
      )}
      <p className="dash-note">
        The Key Secret is shown only once, when the key is made. If it is lost, generate a new key: the old one stops working once you confirm.
      </p>
      <Link className="button" to="/Generate_ID_Secret" state={state}>
        {apiKey ? "Generate a new key" : "Generate key"}
      </Link>
    </div>
  );
}

export function DashboardQuickStart({ apiKey, origin }: { apiKey: ApiKeyView | null; origin: string }) {
  const keyId = apiKey?.keyid ?? "KEYID";
  const base = origin.replace(/\/$/, "");
  return (
    <div className="dash-quickstart">
      <p>Every call takes your Key ID and Key Secret as HTTP Basic credentials. Your firm's profile:</p>
      <pre className="dash-code">
        <code>{`curl -u ${keyId}:KEYSECRET ${base}/api/v1/firm`}</code>
      </pre>
      <p>Its members:</p>
      <pre className="dash-code">
        <code>{`curl -u ${keyId}:KEYSECRET ${base}/api/v1/members`}</code>
      </pre>
      <p className="dash-note">
        Replace KEYSECRET with the secret you saved. Every endpoint is described in the <a href="/api/docs">API reference</a>.
      </p>
    </div>
  );
}
