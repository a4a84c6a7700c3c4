// One Talk to Us request in the console's inbox: a summary line (who, which organisation, where, when,
// status) that opens to every detail they sent and the superadmin's own work on it — the status and notes,
// checked with the server's schema and saved with PATCH /leads/:id.
import { fieldErrors } from "@vetan/shared/fields";
import { LEAD_NOTES_MAX, LEAD_STATUS_LABEL, LEAD_STATUSES, type Lead, type LeadStatus, LeadUpdateSchema } from "@vetan/shared/admin-leads";
import { useEffect, useState } from "react";
import { formatWhen } from "../lib/dashboard-format.ts";
import { useApiSave } from "./console-kit.tsx";


export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className="lead-status" data-status={status}>
      {LEAD_STATUS_LABEL[status]}
    </span>
  );
}

function Fact({ label, children, wide }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "lead-facts__wide" : undefined}>
      <dt>{label}</dt>
      <dd>{children || <span className="dash-muted">Not given</span>}</dd>
    </div>
  );
}

export function ConsoleLeadCard({ lead }: { lead: Lead }) {
  const [status, setStatus] = useState<string>(lead.status);
  const [notes, setNotes] = useState(lead.notes);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useApiSave();
  // The list is reloaded after every save (and on navigation): follow the stored values.
  useEffect(() => {
    setStatus(lead.status);
    setNotes(lead.notes);
  }, [lead.status, lead.notes]);

  const changed = status !== lead.status || notes !== lead.notes;
  const id = `lead-${lead.id}`;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = LeadUpdateSchema.safeParse({ status, notes });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const result = await save<Lead>(`/leads/${lead.id}`, "PATCH", parsed.data, `Saved ${lead.name}'s lead.`);
    if (!result.ok) setErrors(result.fields);
  }

  return (
    <li className="lead">
      <details>
        <summary className="lead__summary">
          <span className="lead__who">
            <span className="lead__name">{lead.name}</span>
            <span className="lead__org">
              {lead.firm_name}
              {lead.firm_location && <span className="lead__place"> · {lead.firm_location}</span>}
            </span>
          </span>
          <span className="lead__meta">
            <time dateTime={lead.created_at}>{formatWhen(lead.created_at)}</time>
            <LeadStatusBadge status={lead.status} />
            {lead.notes && (
              <span className="lead__has-notes" title="Has notes">
                Notes
              </span>
            )}
          </span>
        </summary>
        <div className="lead__body">
          <dl className="lead-facts">
            <Fact label="Email">
              <a href={`mailto:${lead.email}`}>{lead.email}</a>
            </Fact>
            <Fact label="Mobile">
              <a href={`tel:+91${lead.mobile}`} className="dash-mono">
                {lead.mobile}
              </a>
            </Fact>
            <Fact label="Telephone">
              <span className="dash-mono">{lead.firm_mobile}</span>
            </Fact>
            <Fact label="Organization type">{lead.firm_type}</Fact>
            <Fact label="Organization age">{lead.firm_age}</Fact>
            <Fact label="Team size">{lead.firm_size}</Fact>
            <Fact label="GST">
              <span className="dash-mono">{lead.firm_gst}</span>
            </Fact>
            <Fact label="Received">{formatWhen(lead.created_at)}</Fact>
            <Fact label="Address" wide>
              {lead.firm_location}
            </Fact>
          </dl>
          <form className="lead-work" noValidate onSubmit={submit} aria-label={`Work on ${lead.name}'s lead`}>
            <div className="lead-work__field">
              <label htmlFor={`${id}-status`}>Status</label>
              <select
                id={`${id}-status`}
                value={status}
                onChange={(e) => setStatus(e.target.value)}
                aria-invalid={errors.status ? true : undefined}
                aria-describedby={errors.status ? `${id}-status-error` : undefined}
              >
                {LEAD_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {LEAD_STATUS_LABEL[s]}
                  </option>
                ))}
              </select>
              {errors.status && (
                <p id={`${id}-status-error`} className="dash-error">
                  {errors.status}
                </p>
              )}
            </div>
            <div className="lead-work__field lead-work__field--notes">
              <label htmlFor={`${id}-notes`}>Notes</label>
              <textarea
                id={`${id}-notes`}
                rows={4}
                value={notes}
                maxLength={LEAD_NOTES_MAX}
                onChange={(e) => setNotes(e.target.value)}
                placeholder="Calls, what they need, next step…"
                aria-invalid={errors.notes ? true : undefined}
                aria-describedby={`${id}-notes-count${errors.notes ? ` ${id}-notes-error` : ""}`}
              />
              <p id={`${id}-notes-count`} className="lead-work__count">
                {notes.length.toLocaleString("en-IN")} of {LEAD_NOTES_MAX.toLocaleString("en-IN")} characters
              </p>
              {errors.notes && (
                <p id={`${id}-notes-error`} className="dash-error">
                  {errors.notes}
                </p>
              )}
            </div>
            {errors._ && <p className="dash-error">{errors._}</p>}
            <div className="lead-work__actions">
              <button type="submit" className="button button--small">
                Save
              </button>
              {changed && <span className="lead-work__unsaved">Not saved yet</span>}
            </div>
          </form>
        </div>
      </details>
    </li>
  );
}
