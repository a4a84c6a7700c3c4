// Applying for leave (POST /api/v1/leave/requests; LeaveApplySchema), for oneself or, for HR and admins,
// on someone's behalf. As the type, dates and halves change, the form asks the server for a preview
// (POST /leave/preview, debounced; nothing is written): the days that will count, day by day with why
// (weekly off, holiday, counted by the sandwich rule, half day), the working in one sentence, the balance
// before and after, and every refusal beside the field it is about. A type that needs a document above so
// many days offers the person's documents to choose from. The shared schema checks the form first, with
// the server's own messages.
import { fieldErrors } from "@vetan/shared/fields";
import { type BalancesView, type LeaveHalf, LeaveApplySchema, type LeavePreviewView, LeavePreviewSchema, type LeaveRequestView } from "@vetan/shared/leave";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { useFormSubmit } from "../../components/console-site-form.tsx";
import { ApiError, firmApi } from "../../lib/api.ts";
import { formatDay } from "../../lib/dashboard-format.ts";
import { useFirmData } from "../../lib/use-firm-data.ts";
import { useRefusal } from "../attendance/refusal.ts";
import { type DocumentView, documentsPath } from "../people/documents.ts";
import { appPath } from "../../content/app-nav.ts";
import { daysNumber, daysText, FIRST_DAY_PARTS, LAST_DAY_PARTS, ONE_DAY_PARTS, rangeWords } from "./leave-format.ts";

/** How long the dates must stay still before the preview is asked for. */
const PREVIEW_PAUSE_MS = 350;
const PREFIX = "apply";
/** Fields the preview's refusals can name that the form shows beside a control. */
const FORM_FIELDS = ["leave_type_id", "from", "to", "from_half", "to_half", "document_id", "reason"] as const;

type Preview =
  | { state: "idle" }
  | { state: "loading"; view?: LeavePreviewView }
  | { state: "ready"; view: LeavePreviewView }
  | { state: "failed"; message: string; fields: Record<string, string> };

interface Props {
  balances: BalancesView;
  /** True when the person is the viewer (no employee_id is sent). */
  self: boolean;
}

export function ApplyForm({ balances, self }: Props) {
  const types = balances.balances.map((b) => b.leave_type);
  const who = balances.employee;
  const [sent, setSent] = useState<LeaveRequestView | null>(null);
  const [refusal, noteRefusal] = useRefusal();
  const { values, setValues, errors, submit, field, clear } = useConsoleForm(
    PREFIX,
    { leave_type_id: types[0]?.id ?? "", from: "", to: "", part: "whole", from_half: "first", to_half: "second", reason: "", document_id: "" },
    firmApi,
  );
  const oneDay = values.from !== "" && values.from === values.to;
  const part = ONE_DAY_PARTS.find((p) => p.value === values.part) ?? ONE_DAY_PARTS[0];
  const halves: { from_half: LeaveHalf; to_half: LeaveHalf } = oneDay
    ? { from_half: part.from_half, to_half: part.to_half }
    : { from_half: values.from_half as LeaveHalf, to_half: values.to_half as LeaveHalf };
  // The preview is asked for again only when this changes in content (usePreview compares it as JSON).
  const range = { ...(self ? {} : { employee_id: who.id }), leave_type_id: values.leave_type_id, from: values.from, to: values.to, ...halves };
  const preview = usePreview(range);
  const view = preview.state === "ready" || preview.state === "loading" ? preview.view : undefined;

  // What the preview says is wrong, beside the field it is about (the form's own check, once sent, wins).
  const previewProblems: Record<string, string> = {};
  if (preview.state === "failed") Object.assign(previewProblems, preview.fields);
  if (preview.state === "ready") for (const r of preview.view.refusals) previewProblems[r.field] ??= r.message;
  const problem = (name: string) => errors[name] ?? previewProblems[name];
  const dayProblems = preview.state === "ready" ? preview.view.refusals.filter((r) => !(FORM_FIELDS as readonly string[]).includes(r.field)) : [];

  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    const input = { ...range, reason: values.reason, ...(view?.needs_document && values.document_id ? { document_id: values.document_id } : {}) };
    const result = await submit<LeaveRequestView>(LeaveApplySchema, input, "/leave/requests", "POST", (r) => `Sent for approval: ${r.leave_type.name}, ${daysText(r.days)}.`);
    noteRefusal(result);
    if (result.ok) {
      setSent(result.data);
      setValues((v) => ({ ...v, from: "", to: "", part: "whole", from_half: "first", to_half: "second", reason: "", document_id: "" }));
    }
    return result.ok;
  });

  if (types.length === 0) return <p className="dash-empty">There is no leave to apply for yet.</p>;

  const typeChoices = balances.balances.map((b) => ({
    value: b.leave_type.id,
    label: b.tracks_balance ? `${b.leave_type.name} (${b.leave_type.code}), ${daysText(b.available)} available` : `${b.leave_type.name} (${b.leave_type.code})`,
  }));
  const setFrom = (from: string) => {
    setValues((v) => ({ ...v, from, to: v.to === "" || v.to < from ? from : v.to }));
    clear("from", "to");
  };

  return (
    // The panel around the form is titled `${PREFIX}-title` (DashboardPanel id="apply").
    <form ref={form} className="leave-apply" noValidate aria-labelledby={`${PREFIX}-title`} onSubmit={onSubmit}>
      {sent && (
        <output className="att-sent leave-sent">
          <strong>Sent for approval:</strong> {sent.leave_type.name}, {daysText(sent.days)} ({rangeWords(sent)}). It shows under requests below until it is decided.
        </output>
      )}
      <div className="acc-grid">
        <Field
          {...field("leave_type_id")}
          error={problem("leave_type_id")}
          label="Leave type"
          control="select"
          options={typeChoices}
          placeholder={null}
          wide
        />
        <Field {...field("from")} error={problem("from")} onChange={setFrom} label="From" type="date" />
        <Field {...field("to")} error={problem("to")} label="To" type="date" />
        {oneDay ? (
          <Field {...field("part")} error={problem("from_half") ?? problem("to_half")} label="Which part of the day" control="select" options={ONE_DAY_PARTS} placeholder={null} wide />
        ) : (
          <>
            <Field {...field("from_half")} error={problem("from_half")} label="First day" control="select" options={FIRST_DAY_PARTS} placeholder={null} />
            <Field {...field("to_half")} error={problem("to_half")} label="Last day" control="select" options={LAST_DAY_PARTS} placeholder={null} />
          </>
        )}
      </div>
      <PreviewBox preview={preview} dayProblems={dayProblems} self={self} name={who.name} />
      {view?.needs_document && <DocumentChoice employeeId={who.id} self={self} field={{ ...field("document_id"), error: problem("document_id") }} />}
      <div className="acc-grid">
        <Field {...field("reason")} error={problem("reason")} label="Reason" control="textarea" rows={2} wide hint="Your approver reads this." />
      </div>
      {(errors._ || refusal) && (
        <p className="dash-error" role="alert">
          {errors._ ?? refusal}
        </p>
      )}
      <div className="leave-apply__end">
        <button type="submit" className="button" disabled={busy}>
          Send for approval
        </button>
        {view && view.refusals.length > 0 && <p className="dash-note">The marked problems must be put right first.</p>}
      </div>
    </form>
  );
}

/**
 * Asks for the preview once the range is complete and has stayed the same for a moment. What it returns is
 * always about the range as it is now: until the answer for it comes, the last answer shows as loading.
 */
function usePreview(range: Record<string, unknown> & { from: string; to: string; leave_type_id: string }): Preview {
  const [answer, setAnswer] = useState<{ key: string; preview: Preview } | null>(null);
  const key = JSON.stringify(range);
  const complete = Boolean(range.leave_type_id && range.from && range.to);
  const parsed = complete ? LeavePreviewSchema.safeParse(range) : null;
  const valid = parsed?.success === true;
  useEffect(() => {
    if (!valid) return;
    const request = new AbortController();
    const timer = setTimeout(() => {
      firmApi<LeavePreviewView>("/leave/preview", { method: "POST", body: JSON.parse(key), signal: request.signal })
        .then((view) => setAnswer({ key, preview: { state: "ready", view } }))
        .catch((e: unknown) => {
          if (request.signal.aborted) return;
          const failure = e instanceof ApiError ? e : new ApiError(0, "error", "Could not work out the days. Try again.");
          setAnswer({ key, preview: { state: "failed", message: failure.message, fields: failure.fields } });
        });
    }, PREVIEW_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      request.abort();
    };
  }, [key, valid]);
  if (!complete || !parsed) return { state: "idle" };
  if (!parsed.success) return { state: "failed", message: "", fields: fieldErrors(parsed.error) };
  if (answer?.key === key) return answer.preview;
  return { state: "loading", ...(answer?.preview.state === "ready" ? { view: answer.preview.view } : {}) };
}

function PreviewBox({ preview, dayProblems, self, name }: { preview: Preview; dayProblems: { field: string; message: string }[]; self: boolean; name: string }) {
  const view = preview.state === "ready" || preview.state === "loading" ? preview.view : undefined;
  let status: string;
  if (preview.state === "idle") status = "Choose the leave type and the dates to see the days that will count.";
  else if (preview.state === "loading") status = "Working out the days…";
  else if (preview.state === "failed") status = preview.message && Object.keys(preview.fields).length === 0 ? preview.message : "Put right what is marked to see the days that will count.";
  else status = `${daysText(preview.view.days)} will count${preview.view.refusals.length > 0 ? `, but ${preview.view.refusals.length === 1 ? "one thing stops" : `${preview.view.refusals.length} things stop`} this request` : ""}.`;
  const stale = preview.state === "loading";
  return (
    <section className="leave-preview" aria-labelledby={`${PREFIX}-preview-title`} data-loading={stale || undefined}>
      <h4 id={`${PREFIX}-preview-title`} className="leave-preview__title">
        The days that will count
      </h4>
      <p className="leave-preview__status" aria-live="polite">
        {status}
      </p>
      {view && (
        <>
          <p className="leave-preview__working">{view.working}</p>
          {view.tracks_balance ? (
            <p className="leave-preview__balance">
              <span>
                {self ? "Your" : `${name}'s`} {view.leave_type.code} balance: <strong>{daysNumber(view.balance_before)}</strong>
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden"> becomes </span>
                <strong data-negative={view.balance_after < 0 || undefined}>{daysNumber(view.balance_after)}</strong> {view.balance_after === 1 ? "day" : "days"}
              </span>
              {view.pending > 0 && <span className="leave-preview__pending"> ({daysText(view.pending)} already asked for or booked are taken off first)</span>}
            </p>
          ) : (
            <p className="leave-preview__balance">{view.leave_type.name} keeps no balance.</p>
          )}
          {dayProblems.length > 0 && (
            <ul className="leave-preview__refusals" id={`${PREFIX}-days-error`}>
              {dayProblems.map((r) => (
                <li key={r.message} className="dash-error">
                  {r.message}
                </li>
              ))}
            </ul>
          )}
          {view.by_day.length > 0 && (
            <details className="leave-days" open={view.by_day.length <= 14}>
              <summary>Day by day ({view.by_day.length.toLocaleString("en-IN")} {view.by_day.length === 1 ? "day" : "days"})</summary>
              <table className="leave-days__table">
                <caption className="visually-hidden">Each day of the request and how much of it counts</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col" className="is-num">
                      Counts
                    </th>
                    <th scope="col">Why</th>
                  </tr>
                </thead>
                <tbody>
                  {view.by_day.map((d) => (
                    <tr key={d.day} data-counted={d.counted > 0 || undefined}>
                      <th scope="row">{dayWithWeekday(d.day)}</th>
                      <td className="is-num">{daysNumber(d.counted)}</td>
                      <td>{d.note || "working day"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          )}
        </>
      )}
    </section>
  );
}

const WEEKDAY = new Intl.DateTimeFormat("en-IN", { weekday: "short", timeZone: "UTC" });
const dayWithWeekday = (day: string) => `${WEEKDAY.format(new Date(`${day}T00:00:00Z`))}, ${formatDay(day)}`;

/** The person's documents to attach one (leave that needs a document above so many days). */
function DocumentChoice({ employeeId, self, field }: { employeeId: string; self: boolean; field: { id: string; value: string; error: string | undefined; onChange(v: string): void } }) {
  const { loaded } = useFirmData<{ data: DocumentView[] }>(documentsPath(employeeId), "Could not load the documents.");
  const profile = `${appPath("people", employeeId)}#documents`;
  if (loaded === null) return <p className="dash-note">Loading {self ? "your" : "their"} documents…</p>;
  if ("error" in loaded)
    return (
      <p className="dash-error" role="alert">
        {loaded.error}
      </p>
    );
  if (loaded.data.data.length === 0)
    return (
      <div className="leave-doc">
        <p className="leave-doc__label">Document</p>
        <p className="dash-error" id={`${field.id}-error`}>
          {field.error ?? "This leave needs a document (a medical certificate, say)."}
        </p>
        <p className="dash-note">
          {self ? "You have" : "They have"} no documents yet. <Link to={profile}>Upload one on {self ? "your" : "the"} profile</Link>, then come back and choose it here.
        </p>
      </div>
    );
  return (
    <div className="acc-grid leave-doc">
      <Field
        {...field}
        label="Document"
        control="select"
        options={loaded.data.data.map((d) => ({ value: d.id, label: `${d.title} (${formatDay(d.created_at)})` }))}
        placeholder="Choose a document…"
        wide
        hint={
          <>
            This leave needs a document for this many days. Not listed? <Link to={profile}>Upload it on {self ? "your" : "the"} profile</Link> first.
          </>
        }
      />
    </div>
  );
}

