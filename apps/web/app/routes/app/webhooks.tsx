// Settings: Webhooks (/app/settings/webhooks, the firm's admins; decision 033). The endpoints events are
// sent to, each with its events and whether it is on; adding or editing one in a dialog, its signing secret
// shown once (on adding and on rotating). Choosing an endpoint (?endpoint=) shows its delivery log below,
// newest first: filtered by status, searched by event type or id, paged, exported as CSV; each delivery
// opens to its payload and the receiver's answer, and a finished one can be sent again. "Send test event"
// sends one now. The endpoint chosen is in the path (/app/settings/webhooks/<id>), so the log's search and
// its Clear keep it.
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  type WebhookDeliveryPage,
  type WebhookDeliveryStatus,
  type WebhookDeliveryView,
  WebhookEndpointSchema,
  WebhookEndpointUpdateSchema,
  type WebhookEndpointView,
  type WebhookEventType,
  type WebhookSecretView,
  webhookEventLabel,
} from "@vetan/shared/webhooks";
import { useState } from "react";
import { Link } from "react-router";
import { Field, FieldNotes } from "../../components/accounts-field.tsx";
import { ConsoleErrorBoundary, ConsoleFallback, useApiSave } from "../../components/console-kit.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { ConsolePager, pageOf } from "../../components/console-pager.tsx";
import { ConsoleSearch, SearchSelect } from "../../components/console-search.tsx";
import { Checkbox } from "../../components/console-site-form.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { type Column, DataTable } from "../../components/dashboard-table.tsx";
import { Dialog } from "../../components/dialog.tsx";
import { FormDialog } from "../../components/form-dialog.tsx";
import { useToast } from "../../lib/feedback.tsx";
import { SettingsList } from "../../features/org/settings-list.tsx";
import { firmApi, firmHref } from "../../lib/api.ts";
import { formatWhen } from "../../lib/dashboard-format.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/people.css";
import "../../styles/people-more.css";
import "../../styles/webhooks.css";
import type { Route } from "./+types/webhooks.ts";

const PAGE_SIZE = 25;
const BASE = "/app/settings/webhooks";
const STATUS_LABELS: Record<WebhookDeliveryStatus, string> = { pending: "Pending", succeeded: "Succeeded", failed: "Failed" };
const STATUS_OPTIONS = WEBHOOK_DELIVERY_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

interface LogFilter {
  status: string;
  q: string;
  page: number;
}

function logQuery(filter: LogFilter, limit?: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.q) params.set("q", filter.q);
  if (limit) {
    params.set("limit", String(limit));
    params.set("offset", String((filter.page - 1) * limit));
  }
  return params;
}

export async function clientLoader({ request, params: path }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const params = new URL(request.url).searchParams;
  const endpoints = await firmApi<{ data: WebhookEndpointView[] }>("/webhooks", { signal });
  const chosen = endpoints.data.find((e) => e.id === path.endpointId) ?? null;
  const status = params.get("status") ?? "";
  const filter: LogFilter = { status: (WEBHOOK_DELIVERY_STATUSES as readonly string[]).includes(status) ? status : "", q: (params.get("q") ?? "").slice(0, 100), page: pageOf(params) };
  const log = chosen ? await firmApi<WebhookDeliveryPage>(`/webhooks/${chosen.id}/deliveries?${logQuery(filter, PAGE_SIZE)}`, { signal }) : null;
  return { endpoints: endpoints.data, chosen, filter, log };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Webhooks | Settings | Vetan" }, { name: "robots", content: "noindex" }];

function StatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  return <span className={`hook-status hook-badge hook-status--${status}`}>{STATUS_LABELS[status]}</span>;
}

const endpointColumns = (chosen: string | null): Column<WebhookEndpointView>[] => [
  {
    label: "Endpoint",
    cell: (e) => (
      <span className="settings-name">
        <span className="hook-url dash-mono">{e.url}</span>
        {e.description && <span className="settings-name__more">{e.description}</span>}
      </span>
    ),
  },
  { label: "Events", cell: (e) => <span className="hook-events">{e.events.map(webhookEventLabel).join(", ")}</span> },
  {
    label: "Status",
    cell: (e) => (
      <span className="settings-name">
        {e.enabled ? "On" : <span className="custom-archived hook-badge">Paused</span>}
        {e.last_delivery && (
          <span className="settings-name__more">
            Last: {STATUS_LABELS[e.last_delivery.status].toLowerCase()}, {formatWhen(e.last_delivery.at)}
          </span>
        )}
        {e.previous_secret_until && <span className="settings-name__more">Old secret signs until {formatWhen(e.previous_secret_until)}</span>}
      </span>
    ),
  },
  {
    label: "Log",
    cell: (e) =>
      e.id === chosen ? (
        <span className="dash-muted">Shown below</span>
      ) : (
        <Link to={`${BASE}/${e.id}#deliveries`} className="button button--ghost button--small">
          Deliveries<span className="visually-hidden"> to {e.url}</span>
        </Link>
      ),
  },
];

export default function Webhooks({ loaderData }: Route.ComponentProps) {
  const { endpoints, chosen, filter, log } = loaderData;
  const [secret, setSecret] = useState<{ secret: string; rotated: boolean } | null>(null);
  return (
    <>
      <DashboardHeading
        eyebrow="Settings"
        title="Webhooks"
        lead="Your systems hear of changes as they happen: Vetan sends each event you choose to your https address, signed with the endpoint's secret, and tries again for a day if it is not received."
      />
      <SettingsList
        id="endpoints"
        title={`Endpoints (${endpoints.length})`}
        what="endpoint"
        rows={endpoints}
        columns={endpointColumns(chosen?.id ?? null)}
        nameOf={(e) => e.url}
        empty="No endpoints yet. Add one to send events to your own systems."
        canAdd
        canEdit
        dialog={(e, close) => <EndpointDialog endpoint={e} onClose={close} onSecret={(s) => setSecret({ secret: s, rotated: false })} />}
      >
        <p className="hook-help">
          Each request carries <code>Vetan-Signature: t=…,v1=…</code>: the HMAC-SHA256 of the timestamp, a dot and the body, keyed with the endpoint's secret. Answer with any 2xx within 10 seconds.
        </p>
      </SettingsList>
      {chosen && log && <Deliveries key={chosen.id} endpoint={chosen} filter={filter} log={log} onSecret={(s) => setSecret({ secret: s, rotated: true })} />}
      {secret && <SecretDialog secret={secret.secret} rotated={secret.rotated} onClose={() => setSecret(null)} />}
    </>
  );
}

function EndpointDialog({ endpoint, onClose, onSecret }: { endpoint: WebhookEndpointView | null; onClose(): void; onSecret(secret: string): void }) {
  const idPrefix = endpoint ? `hook-${endpoint.id}` : "hook-new";
  const { values, setValues, errors, submit, clear, field } = useConsoleForm(idPrefix, { url: endpoint?.url ?? "https://", description: endpoint?.description ?? "", enabled: endpoint?.enabled ?? true }, firmApi);
  const [events, setEvents] = useState<WebhookEventType[]>(endpoint?.events ?? []);
  const toggle = (type: WebhookEventType, on: boolean) => {
    setEvents((list) => (on ? [...list, type] : list.filter((t) => t !== type)));
    clear("events");
  };

  async function save() {
    const input = { url: values.url, description: values.description, events, enabled: values.enabled };
    if (endpoint) return (await submit(WebhookEndpointUpdateSchema, input, `/webhooks/${endpoint.id}`, "PATCH", "Endpoint saved")).ok;
    const saved = await submit<WebhookSecretView>(WebhookEndpointSchema, input, "/webhooks", "POST", "Endpoint added");
    if (saved.ok) onSecret(saved.data.secret);
    return saved.ok;
  }

  const eventsId = `${idPrefix}-events`;
  return (
    <FormDialog title={endpoint ? "Edit endpoint" : "New endpoint"} submitLabel={endpoint ? "Save endpoint" : "Add endpoint"} onSubmit={save} onClose={onClose} formError={errors._}>
      <div className="acc-grid">
        <Field {...field("url")} label="Address (URL)" autoComplete="off" wide hint="https only, on a public address: private and internal addresses are refused." />
        <Field {...field("description")} label="Description (optional)" autoComplete="off" wide hint="What receives these events, for whoever reads this list next." />
      </div>
      <fieldset className={`acc-field acc-field--wide hook-events-field${errors.events ? " acc-field--invalid" : ""}`} aria-describedby={errors.events ? `${eventsId}-error` : undefined}>
        <legend className="acc-field__label">Events to send</legend>
        <div className="hook-event-list">
          {WEBHOOK_EVENTS.map((e) => (
            <Checkbox
              key={e.type}
              id={`${eventsId}-${e.type}`}
              label={
                <>
                  {e.label} <span className="dash-muted">— {e.hint}</span>
                </>
              }
              checked={events.includes(e.type)}
              onChange={(on) => toggle(e.type, on)}
            />
          ))}
        </div>
        <FieldNotes id={eventsId} error={errors.events} hint={null} />
      </fieldset>
      <Checkbox id={`${idPrefix}-enabled`} label="On: send events to this endpoint" checked={values.enabled} onChange={(on) => setValues((v) => ({ ...v, enabled: on }))} />
    </FormDialog>
  );
}

function SecretDialog({ secret, rotated, onClose }: { secret: string; rotated: boolean; onClose(): void }) {
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast("Signing secret copied.");
    } catch (error) {
      console.info("copy failed", error);
      toast("Could not copy the secret. Select it and copy it by hand.", "error");
    }
  }
  return (
    <Dialog
      open
      size="form"
      tone="warning"
      title="Save the signing secret now"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={copy}>
            Copy secret
          </button>
          <button type="button" className="button" onClick={onClose}>
            I have saved it
          </button>
        </>
      }
    >
      <p>It is shown only this once. Your receiver checks every delivery's signature with it.</p>
      {rotated && <p>The old secret keeps signing for 24 hours beside this one, so your receiver can switch over without missing a delivery.</p>}
      <label className="acc-field__label" htmlFor="hook-secret">
        Signing secret
      </label>
      <textarea id="hook-secret" className="dash-mono hook-secret" rows={2} readOnly value={secret} spellCheck={false} autoComplete="off" />
    </Dialog>
  );
}

type Confirming = "rotate" | "delete" | null;

function Deliveries({ endpoint, filter, log, onSecret }: { endpoint: WebhookEndpointView; filter: LogFilter; log: WebhookDeliveryPage; onSecret(secret: string): void }) {
  const save = useApiSave(firmApi);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const filtered = Boolean(filter.status || filter.q);
  const columns: Column<WebhookDeliveryView>[] = [
    { label: "When", cell: (d) => <time dateTime={d.created_at}>{formatWhen(d.created_at)}</time> },
    {
      label: "Event",
      cell: (d) => (
        <span className="settings-name">
          {webhookEventLabel(d.event_type)}
          <code className="settings-name__more dash-mono">{d.event_type}</code>
          {d.replay_of && <span className="settings-name__more">Replay</span>}
        </span>
      ),
    },
    {
      label: "Status",
      cell: (d) => (
        <span className="settings-name">
          <StatusBadge status={d.status} />
          <span className="settings-name__more">
            {d.attempts} attempt{d.attempts === 1 ? "" : "s"}
            {d.last_status !== null && `, last answer ${d.last_status}`}
            {d.last_duration_ms !== null && ` in ${d.last_duration_ms.toLocaleString("en-IN")} ms`}
          </span>
          {d.next_attempt_at && <span className="settings-name__more">Next try {formatWhen(d.next_attempt_at)}</span>}
        </span>
      ),
    },
    {
      label: "Detail",
      cell: (d) => (
        <details className="hook-detail">
          <summary>
            Payload and answer<span className="visually-hidden"> of delivery {d.id}</span>
          </summary>
          <p className="dash-muted">
            Delivery <code className="dash-mono">{d.id}</code>, event <code className="dash-mono">{d.event_id}</code>
          </p>
          {d.last_error && <p className="dash-error">{d.last_error}</p>}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable) */}
          <section className="hook-pre" tabIndex={0} aria-label="Payload">
            <pre>{JSON.stringify(d.payload, null, 2)}</pre>
          </section>
          {d.last_response ? (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
            <section className="hook-pre" tabIndex={0} aria-label="The receiver's last answer">
              <pre>{d.last_response}</pre>
            </section>
          ) : (
            <p className="dash-muted">No answer body kept.</p>
          )}
        </details>
      ),
    },
    {
      label: "Actions",
      cell: (d) =>
        d.status === "pending" ? (
          <span className="dash-muted">Being tried</span>
        ) : (
          <button type="button" className="button button--ghost button--small" onClick={() => save(`/webhooks/${endpoint.id}/deliveries/${d.id}/replay`, "POST", {}, "Sent again as a new delivery")}>
            Replay<span className="visually-hidden"> delivery {d.id}</span>
          </button>
        ),
    },
  ];
  return (
    <DashboardPanel
      id="deliveries"
      title={`Deliveries to ${endpoint.url}${filtered ? ` — matching (${log.total.toLocaleString("en-IN")})` : ` (${log.total.toLocaleString("en-IN")})`}`}
      actions={
        <div className="hook-actions">
          <button type="button" className="button button--small" onClick={() => save(`/webhooks/${endpoint.id}/test`, "POST", {}, "Test event sent")}>
            Send test event
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => setConfirming("rotate")}>
            Rotate secret
          </button>
          <a className="button button--ghost button--small" href={firmHref(`/webhooks/${endpoint.id}/deliveries.csv?${logQuery(filter)}`)} download>
            Export CSV
          </a>
          <button type="button" className="button button--ghost button--small hook-danger" onClick={() => setConfirming("delete")}>
            Delete endpoint
          </button>
        </div>
      }
    >
      <ConsoleSearch id="hook-search" label="Search deliveries" placeholder="Event type, event or delivery id" q={filter.q} filtered={filtered}>
        <SearchSelect id="hook-status" name="status" label="Status" value={filter.status} any="Every status" options={STATUS_OPTIONS} />
      </ConsoleSearch>
      <div className="settings-table hook-table">
        <DataTable caption={`Deliveries to ${endpoint.url}, newest first`} columns={columns} rows={log.data} rowKey={(d) => d.id} empty={filtered ? "No delivery matches these filters." : "Nothing sent yet. Send a test event to try the endpoint."} />
      </div>
      <ConsolePager what="deliveries" page={filter.page} pageSize={PAGE_SIZE} total={log.total} shown={log.data.length} />
      {confirming === "rotate" && (
        <FormDialog
          title="Rotate the signing secret?"
          submitLabel="Rotate secret"
          onClose={() => setConfirming(null)}
          onSubmit={async () => {
            const r = await save<WebhookSecretView>(`/webhooks/${endpoint.id}/rotate-secret`, "POST", {}, "Secret rotated");
            if (r.ok) onSecret(r.data.secret);
            return r.ok;
          }}
        >
          <p>A new secret signs every delivery from now on. The current one keeps signing beside it for 24 hours, then stops.</p>
        </FormDialog>
      )}
      {confirming === "delete" && (
        <FormDialog
          title="Delete this endpoint?"
          submitLabel="Delete endpoint"
          onClose={() => setConfirming(null)}
          onSubmit={async () => (await save(`/webhooks/${endpoint.id}`, "DELETE", undefined, "Endpoint deleted")).ok}
        >
          <p>
            Events stop going to <code className="dash-mono">{endpoint.url}</code>, and its delivery log is deleted with it. To stop for a while, edit it and turn it off instead.
          </p>
        </FormDialog>
      )}
    </DashboardPanel>
  );
}
