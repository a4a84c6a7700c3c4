// Devices: the keys the firm's biometric devices (or their vendor's server) push punches with — created by
// an admin, the secret shown once with a copy button and a ready curl example for
// POST /api/v1/attendance/device-punches, listed, revoked — and a CSV of punch logs imported by hand
// (POST /api/v1/attendance/punch-imports with the file as the body), reported line by line: good lines
// kept, resends ignored, bad lines named with what is wrong.
import { DeviceKeyInputSchema, type PunchIngestResult } from "@vetan/shared/attendance";
import { useId, useRef, useState } from "react";
import { Field, FieldFrame, fieldAria } from "../../components/accounts-field.tsx";
import { ConsoleConfirm } from "../../components/console-confirm.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { LoadedPart, useApiSave } from "../../components/console-kit.tsx";
import { useFormSubmit } from "../../components/console-site-form.tsx";
import { DashboardPanel } from "../../components/dashboard-shell.tsx";
import { KeyShownOnce } from "../../components/key-shown-once.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { ApiError, firmApi } from "../../lib/api.ts";
import { count, formatWhen } from "../../lib/dashboard-format.ts";
import { useToast } from "../../lib/feedback.tsx";
import { useSettings } from "../../lib/settings.ts";
import { useFirmData } from "../../lib/use-firm-data.ts";

export interface DeviceKeyView {
  keyid: string;
  label: string;
  secret_last4: string;
  created_at: string;
  last_used_at: string | null;
}

interface NewKey {
  keyid: string;
  keysecret: string;
  label: string;
}


/** The curl a device's integrator runs first: one punch, with the key as HTTP Basic. */
export function curlExample(origin: string, key: { keyid: string; keysecret: string }, employeeCode: string, now: string): string {
  const body = JSON.stringify({ punches: [{ employee_code: employeeCode, at: now, device_id: "gate-1", direction: "in" }] });
  return [`curl -u '${key.keyid}:${key.keysecret}' \\`, "  -H 'content-type: application/json' \\", `  -d '${body}' \\`, `  ${origin}/api/v1/attendance/device-punches`].join("\n");
}

/** Now as an ISO instant in India's zone, to the minute: 2026-11-24T09:02:00+05:30. */
function indiaNow(): string {
  const ist = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 16);
  return `${ist}:00+05:30`;
}

/** The keys, loaded here and asked again after each change (only admins ask: anyone else would be refused). */
export function DeviceKeys({ employeeCode }: { employeeCode: string }) {
  const { loaded, reload } = useFirmData<{ data: DeviceKeyView[] }>("/attendance/device-keys", "Could not load the device keys.");
  const [created, setCreated] = useState<NewKey | null>(null);
  const [revoking, setRevoking] = useState<DeviceKeyView | null>(null);
  const save = useApiSave(firmApi);
  const { values, errors, submit, field, set } = useConsoleForm("device-key", { label: "" }, firmApi);
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    const result = await submit<NewKey>(DeviceKeyInputSchema, values, "/attendance/device-keys", "POST", (k) => `Key for ${k.label} created.`);
    if (result.ok) {
      setCreated(result.data);
      set("label", "");
      reload();
    }
    return result.ok;
  });
  const columns: Column<DeviceKeyView>[] = [
    { label: "Device", cell: (k) => k.label || <span className="dash-muted">Unnamed</span> },
    { label: "Key ID", cell: (k) => <span className="dash-mono">{k.keyid}</span> },
    { label: "Secret", cell: (k) => <span className="dash-mono att-nowrap">••••{k.secret_last4}</span> },
    { label: "Created", cell: (k) => formatWhen(k.created_at) },
    { label: "Last used", cell: (k) => (k.last_used_at ? formatWhen(k.last_used_at) : <span className="dash-muted">Never</span>) },
    {
      label: "Actions",
      cell: (k) => (
        <button type="button" className="button button--ghost button--small att-danger" onClick={() => setRevoking(k)}>
          Revoke<span className="visually-hidden"> the key for {k.label}</span>
        </button>
      ),
    },
  ];
  return (
    <DashboardPanel id="device-keys" title={loaded && "data" in loaded ? `Device keys (${loaded.data.data.length})` : "Device keys"}>
      <p className="dash-note">
        A device key lets a biometric device, or its vendor's server, push punches to Vetan — and nothing else: it cannot read anyone's data. Make one key per device or site, so
        one can be revoked alone.
      </p>
      <form ref={form} className="att-key-form" noValidate aria-label="Create a device key" onSubmit={onSubmit}>
        <Field {...field("label")} label="Device name" autoComplete="off" hint="Where it is: Pune gate 1, Coimbatore canteen…" />
        <button type="submit" className="button" disabled={busy}>
          Create key
        </button>
        {errors._ && (
          <p className="dash-error" role="alert">
            {errors._}
          </p>
        )}
      </form>
      {created && <CreatedKey created={created} employeeCode={employeeCode} onDone={() => setCreated(null)} />}
      <LoadedPart loaded={loaded}>
        {(keys) => (
          <div className="settings-table">
            <DataTable caption="Device keys" columns={columns} rows={keys.data} rowKey={(k) => k.keyid} empty="No device keys yet." />
          </div>
        )}
      </LoadedPart>
      {revoking && (
        <ConsoleConfirm
          title={`Revoke the key for ${revoking.label || revoking.keyid}?`}
          confirm="Revoke"
          onCancel={() => setRevoking(null)}
          onConfirm={async () => {
            const key = revoking;
            setRevoking(null);
            const result = await save(`/attendance/device-keys/${encodeURIComponent(key.keyid)}`, "DELETE", undefined, "Key revoked.");
            if (result.ok) reload();
          }}
        >
          <p>The device's punches are refused from now on; those already received stay.</p>
        </ConsoleConfirm>
      )}
    </DashboardPanel>
  );
}

/** The new key, once: its id and secret to copy, and the first call to try. */
function CreatedKey({ created, employeeCode, onDone }: { created: NewKey; employeeCode: string; onDone(): void }) {
  const settings = useSettings();
  // The configured public address, as the API quick start uses: a device pushes from outside, not from
  // whatever address this browser happens to have reached the server by.
  const curl = curlExample(settings.publicBaseUrl.replace(/\/$/, ""), created, employeeCode, indiaNow());
  return <KeyShownOnce idPrefix="new-key" name={created.label} keyid={created.keyid} secret={created.keysecret} tryTitle="Try it: send one punch" curl={curl} onDone={onDone} />;
}

const SAMPLE = "employee_code,date,time,direction,device_id\nEMP0003,2026-11-24,09:02,in,gate-1\nEMP0003,2026-11-24,18:31,out,gate-1";

/** A CSV of punch logs, imported by hand and reported line by line. */
export function PunchImport() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<{ file: string; result: PunchIngestResult } | null>(null);
  const toast = useToast();
  const hint = "A .csv file of up to 5 MB. The first line names the columns.";

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setError("Choose a file to upload");
      input.current?.focus();
      return;
    }
    setError("");
    setBusy(true);
    try {
      const result = await firmApi<PunchIngestResult>("/attendance/punch-imports", { method: "POST", body: file.type ? file : new Blob([file], { type: "text/csv" }) });
      setReport({ file: file.name, result });
      toast(`${count(result.stored, "punch", "punches")} imported.`);
      if (input.current) input.current.value = "";
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Could not import the file. Please try again.");
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  const columns: Column<PunchIngestResult["rejected"][number]>[] = [
    { label: "Line", cell: (r) => r.row.toLocaleString("en-IN"), numeric: true },
    { label: "Column", cell: (r) => <span className="dash-mono">{r.field}</span> },
    { label: "What is wrong", cell: (r) => r.message },
  ];

  return (
    <DashboardPanel id="punch-import" title="Import punch logs">
      <p className="dash-note">
        For a device that cannot push: export its log as CSV and import it here. Lines already imported are skipped, so the same file can go up twice. Dates are India's,
        written YYYY-MM-DD; times HH:MM; direction is in, out or left empty.
      </p>
      <figure className="att-sample">
        <figcaption className="att-curl__title">An example file</figcaption>
        <pre className="dash-code">
          <code>{SAMPLE}</code>
        </pre>
      </figure>
      <form className="import-choose" noValidate aria-label="Import punch logs" onSubmit={send}>
        <FieldFrame id={id} label="Punch log (CSV)" error={error} hint={hint}>
          <input ref={input} id={id} name="file" type="file" accept=".csv,text/csv" {...fieldAria(id, error, hint)} onChange={() => setError("")} />
        </FieldFrame>
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Importing…" : "Import punches"}
        </button>
      </form>
      {report && (
        <div className="import-findings" aria-live="polite">
          <h3>{report.file}</h3>
          <p>
            {count(report.result.received, "line")} read: <strong>{count(report.result.stored, "punch", "punches")} added</strong>
            {report.result.duplicates > 0 && `, ${count(report.result.duplicates, "line")} already imported before`}
            {report.result.rejected.length > 0 ? `, ${count(report.result.rejected.length, "line")} refused.` : "."}
          </p>
          {report.result.rejected.length > 0 && (
            <div className="import-problems__table">
              <DataTable caption="Lines refused, with what is wrong" columns={columns} rows={report.result.rejected} rowKey={(r) => `${r.row}-${r.field}`} empty="" />
            </div>
          )}
        </div>
      )}
    </DashboardPanel>
  );
}
