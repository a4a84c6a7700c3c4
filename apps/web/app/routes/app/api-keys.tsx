// Settings: API keys (/app/settings/api-keys, the firm's admins; decision 032). Keys for integrations —
// accounting, an in-house tool — each named, with read or write per module and an optional last day. The
// secret is shown once with a copy button; the list shows each key masked with when it was made and last
// used and when it expires; revoking asks first. Device keys stay in Attendance settings.
import { ApiKeyCreateSchema, type ApiKeyCreated, type ApiKeyView, scopeLevels } from "@vetan/shared/api-keys";
import { indiaToday } from "@vetan/shared/dates";
import { MODULES, type ModuleKey } from "@vetan/shared/modules";
import { useState } from "react";
import { Field, FieldNotes } from "../../components/accounts-field.tsx";
import { ConsoleConfirm } from "../../components/console-confirm.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { ConsoleErrorBoundary, ConsoleFallback, LoadedPart, useApiSave } from "../../components/console-kit.tsx";
import { useFormSubmit } from "../../components/console-site-form.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { KeyShownOnce } from "../../components/key-shown-once.tsx";
import { firmApi } from "../../lib/api.ts";
import { formatWhen } from "../../lib/dashboard-format.ts";
import { useSettings } from "../../lib/settings.ts";
import { useFirmData } from "../../lib/use-firm-data.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/people.css";
import "../../styles/attendance.css";
import "../../styles/api-keys.css";
import type { Route } from "./+types/api-keys.ts";

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "API keys | Settings | Vetan" }, { name: "robots", content: "noindex" }];

type Level = "none" | "read" | "write";

/** The scopes a key has, in words: "People: write · Leave: read", or everything for the full-access key. */
function scopeWords(scopes: readonly string[]): string {
  if (scopes.includes("*")) return "Everything its admin may do";
  const levels = scopeLevels(scopes);
  return MODULES.filter((m) => levels[m.key])
    .map((m) => `${m.name}: ${levels[m.key]}`)
    .join(" · ");
}

export default function ApiKeys() {
  const { loaded, reload } = useFirmData<{ data: ApiKeyView[] }>("/api-keys", "Could not load the API keys.");
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const save = useApiSave(firmApi);
  const [levels, setLevels] = useState<Record<ModuleKey, Level>>(() => Object.fromEntries(MODULES.map((m) => [m.key, "none"])) as Record<ModuleKey, Level>);
  const { values, errors, submit, field, set, clear } = useConsoleForm("api-key", { name: "", expires_on: "" }, firmApi);
  const scopes = MODULES.flatMap((m) => (levels[m.key] === "none" ? [] : [`${m.key}:${levels[m.key]}`]));
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    const body = { name: values.name, scopes, ...(values.expires_on ? { expires_on: values.expires_on } : {}) };
    const result = await submit<ApiKeyCreated>(ApiKeyCreateSchema, body, "/api-keys", "POST", (k) => `Key “${k.name}” created.`);
    if (result.ok) {
      setCreated(result.data);
      set("name", "");
      set("expires_on", "");
      setLevels(Object.fromEntries(MODULES.map((m) => [m.key, "none"])) as Record<ModuleKey, Level>);
      reload();
    }
    return result.ok;
  });
  const choose = (key: ModuleKey, level: "read" | "write", on: boolean) => {
    setLevels((l) => ({ ...l, [key]: on ? (level === "write" || l[key] !== "write" ? level : l[key]) : level === "write" ? "read" : "none" }));
    clear("scopes");
  };

  const columns: Column<ApiKeyView>[] = [
    { label: "Name", cell: (k) => k.name },
    { label: "Scopes", cell: (k) => <span className="keys-scopes">{scopeWords(k.scopes)}</span> },
    {
      label: "Key",
      cell: (k) => (
        <span className="dash-mono keys-keyid">
          {k.keyid} {k.keysecret.slice(-8)}
        </span>
      ),
    },
    { label: "Created", cell: (k) => `${formatWhen(k.created_at)}${k.made_by ? ` by ${k.made_by}` : ""}` },
    { label: "Last used", cell: (k) => (k.last_used_at ? formatWhen(k.last_used_at) : <span className="dash-muted">Never</span>) },
    { label: "Expires", cell: (k) => (k.expires_at ? expiryWords(k.expires_at) : <span className="dash-muted">Never</span>) },
    {
      label: "Actions",
      cell: (k) => (
        <button type="button" className="button button--ghost button--small att-danger" onClick={() => setRevoking(k)}>
          Revoke<span className="visually-hidden"> the key {k.name}</span>
        </button>
      ),
    },
  ];

  return (
    <>
      <DashboardHeading
        eyebrow="Settings"
        title="API keys"
        lead="Keys let your accounting software or in-house tools use Vetan's API. Give each key only the modules it needs; a key works with your admin access and stops if that ends."
      />
      <DashboardPanel id="new-api-key" title="Create a key">
        <form ref={form} className="keys-new" noValidate aria-label="Create an API key" onSubmit={onSubmit}>
          <div className="keys-new__fields">
            <Field {...field("name")} label="Name" autoComplete="off" hint="What uses it: Tally sync, HR reports…" />
            <Field {...field("expires_on")} type="date" label="Expires after (optional)" min={indiaToday()} hint="The last day the key works. Leave empty for no expiry." />
          </div>
          <fieldset className="keys-scopes-choice" aria-describedby={errors.scopes ? "api-key-scopes-error" : "api-key-scopes-hint"}>
            <legend>What the key may do</legend>
            <table className="keys-scope-table">
              <thead>
                <tr>
                  <th scope="col">Module</th>
                  <th scope="col">Read</th>
                  <th scope="col">Write</th>
                </tr>
              </thead>
              <tbody>
                {MODULES.map((m) => (
                  <tr key={m.key}>
                    <th scope="row">{m.name}</th>
                    <td>
                      <input
                        type="checkbox"
                        id={`scope-${m.key}-read`}
                        aria-label={`${m.name}: read`}
                        checked={levels[m.key] !== "none"}
                        disabled={levels[m.key] === "write"}
                        onChange={(e) => choose(m.key, "read", e.target.checked)}
                      />
                    </td>
                    <td>
                      <input type="checkbox" id={`scope-${m.key}-write`} aria-label={`${m.name}: write`} checked={levels[m.key] === "write"} onChange={(e) => choose(m.key, "write", e.target.checked)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <FieldNotes id="api-key-scopes" error={errors.scopes} hint="Read lets the key look (GET); write lets it change things too, and includes read." />
          </fieldset>
          <div className="keys-new__actions">
            <button type="submit" className="button" disabled={busy}>
              {busy ? "Creating…" : "Create key"}
            </button>
          </div>
          {errors._ && (
            <p className="dash-error" role="alert">
              {errors._}
            </p>
          )}
        </form>
        {created && <CreatedKey created={created} onDone={() => setCreated(null)} />}
      </DashboardPanel>
      <DashboardPanel id="api-keys" title={loaded && "data" in loaded ? `Keys in use (${loaded.data.data.length})` : "Keys in use"}>
        <LoadedPart loaded={loaded}>
          {(keys) => (
            <div className="settings-table">
              <DataTable caption="API keys in use" columns={columns} rows={keys.data} rowKey={(k) => k.keyid} empty="No API keys yet." />
            </div>
          )}
        </LoadedPart>
      </DashboardPanel>
      {revoking && (
        <ConsoleConfirm
          title={`Revoke the key “${revoking.name}”?`}
          confirm="Revoke"
          onCancel={() => setRevoking(null)}
          onConfirm={async () => {
            const key = revoking;
            setRevoking(null);
            const result = await save(`/api-keys/${encodeURIComponent(key.keyid)}`, "DELETE", undefined, "Key revoked.");
            if (result.ok) reload();
          }}
        >
          <p>Calls with this key are refused from now on. Whatever uses it needs a new key.</p>
        </ConsoleConfirm>
      )}
    </>
  );
}

function expiryWords(iso: string): string {
  const day = indiaToday(new Date(iso));
  return new Date(iso) < new Date() ? `Expired on ${day}` : `After ${day}`;
}

/** The new key, once: its id and secret to copy, and a first call to try. */
function CreatedKey({ created, onDone }: { created: ApiKeyCreated; onDone(): void }) {
  const settings = useSettings();
  const curl = `curl -u '${created.keyid}:${created.secret}' \\\n  ${settings.publicBaseUrl.replace(/\/$/, "")}/api/v1/people?limit=20`;
  const tryTitle = `Try it${created.scopes.some((s) => s.startsWith("people:")) ? ": read the directory" : " (this key needs People read for this call)"}`;
  return <KeyShownOnce idPrefix="new-api-key" name={`“${created.name}”`} keyid={created.keyid} secret={created.secret} tryTitle={tryTitle} curl={curl} onDone={onDone} />;
}
