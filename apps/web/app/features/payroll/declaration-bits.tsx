// The income-tax declaration's parts, shared by My tax (/app/tax) and HR's view of one person
// (/app/payroll/declarations/:employeeId): the tax year with its windows in words, the two regimes' tax on
// the present salary (the cheaper one marked), the regime and declaration form (the shared
// TaxDeclarationSchema on both sides, so a message stands beside its field), what was declared and what HR
// verified, the proofs (uploaded with the profile's document upload, kind "tax_proof") and their
// submission, and HR's verification (DeclarationVerifySchema). The server decides who may do what
// (can_edit, can_submit, can_verify); the screens show what it allows and say why the rest is closed.
import { indiaToday } from "@vetan/shared/dates";
import { formatAmount } from "@vetan/shared/money";
import { parseRupees } from "@vetan/shared/payroll";
import {
  DECLARATION_AMOUNTS,
  DECLARATION_LABELS,
  DECLARATION_STATUS_LABELS,
  type DeclarationAmount,
  type DeclarationStatus,
  type DeclarationView,
  DeclarationVerifySchema,
  type DeclaredAmounts,
  TaxDeclarationSchema,
  type WindowView,
} from "@vetan/shared/tax-declarations";
import { useId, useState } from "react";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { useApiSave } from "../../components/console-kit.tsx";
import { Checkbox, useFormSubmit } from "../../components/console-site-form.tsx";
import { DashboardFacts, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { firmApi } from "../../lib/api.ts";
import { formatDay, formatWhen } from "../../lib/dashboard-format.ts";
import { UploadForm } from "../people/documents-section.tsx";
import { downloadHref, fileKind, fileSize } from "../people/documents.ts";
import { FormEnd } from "./payroll-bits.tsx";

/** "2026-04" → "2026–27": the tax year as people say it. */
export function taxYearLabel(april: string): string {
  const year = Number(april.slice(0, 4));
  // A word joiner after the dash: "2026–27" never breaks across lines.
  return `${year}–\u2060${String((year + 1) % 100).padStart(2, "0")}`;
}

/** An amount in a box as people type it: 1,50,000 (Indian grouping, no ₹); nothing for nothing. */
export const amountText = (paise: number | undefined) => (paise ? formatAmount(paise).replace(/^₹/, "") : "");

/** An amount to read: ₹1,50,000, or a dash for nothing. */
export const amountShown = (paise: number | null | undefined) => (paise ? formatAmount(paise) : "—");

/** The year's total of some amounts, rent counted twelve times (as the list's totals are). */
export const yearTotal = (a: DeclaredAmounts) => DECLARATION_AMOUNTS.reduce((s, k) => s + (k === "rent_per_month" ? (a[k] ?? 0) * 12 : (a[k] ?? 0)), 0);

export function DeclarationStatusChip({ status }: { status: DeclarationStatus }) {
  return (
    <span className="tax-status" data-status={status}>
      {DECLARATION_STATUS_LABELS[status]}
    </span>
  );
}

/** A window in words: "Open now, from 1 Apr 2026 to 31 May 2026", "Opens on …", "Closed on …", "Not opened yet". */
export function windowWords(w: WindowView, today = indiaToday()): string {
  if (!w.from || !w.to) return "Not opened yet";
  if (w.open) return `Open now, from ${formatDay(w.from)} to ${formatDay(w.to)}`;
  if (today < w.from) return `Opens on ${formatDay(w.from)} and closes on ${formatDay(w.to)}`;
  return `Closed on ${formatDay(w.to)} (open from ${formatDay(w.from)})`;
}

const REGIMES = [
  { value: "new", label: "New regime (the default)", text: "Lower tax rates and a larger standard deduction; rent, 80C, 80D and home loan interest do not lower its tax." },
  { value: "old", label: "Old regime", text: "Higher tax rates, but the rent you pay (HRA), 80C investments, health insurance, home loan interest and more lower your tax: declare them below." },
] as const;

export const REGIME_WORDS = { new: "New regime", old: "Old regime" } as const;

/** The server's "what TDS uses" is written to the person; HR reads it about them. */
const aboutThem = (text: string) => text.replace(/\byou declared\b/g, "they declared").replace(/\byour\b/g, "their");

/** The tax year at a glance: where the declaration stands, the two windows, and what TDS uses now. */
export function YearPanel({ view, own }: { view: DeclarationView; own: boolean }) {
  return (
    <DashboardPanel id="year" title={`Tax year ${taxYearLabel(view.tax_year)}`}>
      <DashboardFacts
        rows={[
          ["Status", <DeclarationStatusChip key="s" status={view.status} />],
          ["Regime", REGIME_WORDS[view.regime]],
          ["Declarations", windowWords(view.windows.declarations)],
          ["Proofs", windowWords(view.windows.proofs)],
        ]}
      />
      <p className="tax-in-use">
        <strong>What TDS uses:</strong> {own ? view.in_use : aboutThem(view.in_use)}.
      </p>
    </DashboardPanel>
  );
}

/** The year's tax under each regime on the present salary, the lower one marked in words as well as colour. */
export function ComparisonPanel({ view }: { view: DeclarationView }) {
  const c = view.comparison;
  return (
    <DashboardPanel id="compare" title="Which regime costs less">
      {!c ? (
        <p className="dash-empty">No salary is set yet, so there is nothing to compare on. The comparison shows once payroll has a salary.</p>
      ) : (
        <>
          <ul className="tax-compare">
            {(["new", "old"] as const).map((r) => {
              const lower = c[r] < c[r === "new" ? "old" : "new"];
              return (
                <li key={r} className="tax-compare__item" data-lower={lower || undefined} data-chosen={view.regime === r || undefined}>
                  <span className="tax-compare__name">
                    {REGIME_WORDS[r]}
                    {view.regime === r && <span className="tax-compare__tag">Your choice</span>}
                  </span>
                  <span className="tax-compare__amount">{formatAmount(c[r])}</span>
                  <span className="tax-compare__words">{lower ? "Lower tax for the year" : c.new === c.old ? "The same for the year" : "Tax for the year"}</span>
                </li>
              );
            })}
          </ul>
          <p className="dash-note tax-compare__working">{c.working}</p>
        </>
      )}
    </DashboardPanel>
  );
}

/** Why the form cannot be changed now, in words (the server's own reasons). */
function editReason(view: DeclarationView, own: boolean): string {
  if (!own) return "Declarations are made by the person, HR covering them and admins.";
  if (view.status === "verified") return "HR has verified your declarations; ask HR to change them.";
  const w = view.windows.declarations;
  if (!w.from || !w.to) return "Your firm has not opened declarations yet; HR will tell you when.";
  if (indiaToday() < w.from) return `Declarations open on ${formatDay(w.from)}; you can choose your regime and declare from then until ${formatDay(w.to)}.`;
  return `Declarations were open from ${formatDay(w.from)} to ${formatDay(w.to)}; ask HR to change them now.`;
}

type Amounts = Record<DeclarationAmount, string>;
const amountsOf = (a: DeclaredAmounts) => Object.fromEntries(DECLARATION_AMOUNTS.map((k) => [k, amountText(a[k])])) as Amounts;

/** The items declared a year (rent a month), grouped as Form 124 asks them. */
const AFTER_RENT: DeclarationAmount[] = ["section_80c", "section_80ccd_1b", "section_80d_self", "section_80d_parents", "home_loan_interest", "other_deductions"];

/**
 * The regime and, for the old one, the declarations. `own` is the person themself; otherwise HR or an admin
 * is declaring on their behalf. Disabled, with the reason, when the server says it cannot be changed.
 */
export function DeclarationForm({ view, own }: { view: DeclarationView; own: boolean }) {
  const prefix = "tax";
  const name = view.employee.name;
  const { values, setValues, errors, submit, field, clear } = useConsoleForm(
    prefix,
    {
      tax_regime: view.regime as "new" | "old",
      ...amountsOf(view.declared),
      rent_city: view.rent_city ?? "",
      landlord_name: view.landlord_name ?? "",
      landlord_pan: view.landlord_pan ?? "",
      parents_senior: view.parents_senior,
    },
    firmApi,
  );
  const old = values.tax_regime === "old";
  const rentText = values.rent_per_month.trim();
  const rentEntered = rentText !== "" && parseRupees(rentText) !== 0;
  const locked = !view.can_edit;

  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    const input = old
      ? {
          tax_regime: "old",
          ...Object.fromEntries(DECLARATION_AMOUNTS.map((k) => [k, values[k]])),
          rent_city: rentEntered ? values.rent_city : "",
          landlord_name: rentEntered ? values.landlord_name : "",
          landlord_pan: rentEntered ? values.landlord_pan : "",
          parents_senior: values.parents_senior,
        }
      : // The new regime keeps what was declared (the server leaves the amounts alone) and its details.
        { tax_regime: "new", rent_city: view.rent_city ?? "", landlord_name: view.landlord_name ?? "", landlord_pan: view.landlord_pan ?? "", parents_senior: view.parents_senior };
    const path = `/payroll/declarations/${encodeURIComponent(view.employee.id)}`;
    const done = old ? (own ? "Declarations saved: the next payroll run uses them." : `${name}'s declarations saved.`) : own ? "New regime chosen: the next payroll run uses it." : `${name} is on the new regime.`;
    return (await submit(TaxDeclarationSchema, input, path, "PUT", done)).ok;
  });

  const amount = (k: DeclarationAmount) => <Field key={k} {...field(k)} label={`${DECLARATION_LABELS[k].label} (₹)`} inputMode="decimal" hint={DECLARATION_LABELS[k].hint} />;

  return (
    <DashboardPanel id="declare" title={own ? "Your regime and declarations" : `Regime and declarations for ${name}`}>
      {locked ? (
        <p className="tax-locked" role="note">
          {editReason(view, own)}
        </p>
      ) : (
        !own && <p className="dash-note">You are declaring on {name}'s behalf; the audit log records it.</p>
      )}
      <form ref={form} className="tax-form" noValidate aria-label={own ? "Your regime and declarations" : `Regime and declarations for ${name}`} onSubmit={onSubmit}>
        <fieldset className="tax-form__body" disabled={locked}>
          <fieldset className="tax-regime" aria-describedby={errors.tax_regime ? `${prefix}-tax_regime-error` : undefined}>
            <legend>Tax regime</legend>
            {REGIMES.map((r) => (
              <label key={r.value} className="tax-regime__option">
                <input
                  type="radio"
                  name={`${prefix}-regime`}
                  value={r.value}
                  checked={values.tax_regime === r.value}
                  aria-invalid={errors.tax_regime ? true : undefined}
                  onChange={() => {
                    setValues((v) => ({ ...v, tax_regime: r.value }));
                    clear("tax_regime");
                  }}
                />
                <span>
                  <span className="tax-regime__label">{r.label}</span>
                  <span className="tax-regime__text">{r.text}</span>
                </span>
              </label>
            ))}
            {errors.tax_regime && (
              <p id={`${prefix}-tax_regime-error`} className="dash-error">
                {errors.tax_regime}
              </p>
            )}
          </fieldset>
          {old && (
            <>
              <fieldset className="tax-group">
                <legend>Rent (for the HRA exemption)</legend>
                <div className="acc-grid">
                  {amount("rent_per_month")}
                  {rentEntered && (
                    <>
                      <Field {...field("rent_city")} label="City you rent in" autoComplete="address-level2" maxLength={60} hint="The exemption is larger in a metro city." />
                      <Field {...field("landlord_name")} label="Landlord's name" autoComplete="off" maxLength={100} hint="Needed when the rent is above ₹1,00,000 a year." />
                      <Field {...field("landlord_pan")} label="Landlord's PAN" code maxLength={10} autoComplete="off" placeholder="AAAPA1234A" hint="Needed when the rent is above ₹1,00,000 a year." />
                    </>
                  )}
                </div>
              </fieldset>
              <fieldset className="tax-group">
                <legend>Investments and deductions, for the year</legend>
                <div className="acc-grid">
                  {AFTER_RENT.map((k) =>
                    k === "section_80d_parents" ? (
                      <div key={k} className="tax-parents">
                        {amount(k)}
                        <Checkbox
                          id={`${prefix}-parents_senior`}
                          label="A parent is a senior citizen (60 or older)"
                          checked={values.parents_senior}
                          onChange={(checked) => {
                            setValues((v) => ({ ...v, parents_senior: checked }));
                            clear("parents_senior");
                          }}
                        />
                        {errors.parents_senior && <p className="dash-error">{errors.parents_senior}</p>}
                      </div>
                    ) : (
                      amount(k)
                    ),
                  )}
                </div>
              </fieldset>
            </>
          )}
        </fieldset>
        {!locked && <FormEnd error={errors._} busy={busy} label={old ? "Save declarations" : "Save regime"} />}
      </form>
    </DashboardPanel>
  );
}

/** What was declared and, once HR has verified the proofs, what was accepted beside it; HR's note. */
export function AmountsPanel({ view }: { view: DeclarationView }) {
  const items = DECLARATION_AMOUNTS.filter((k) => (view.declared[k] ?? 0) > 0 || (view.verified?.[k] ?? 0) > 0);
  if (items.length === 0) return null;
  const verified = view.verified;
  return (
    <DashboardPanel id="amounts" title={verified ? "Declared and verified" : "Declared"}>
      <div className="dash-table-wrap">
        <table className="dash-table tax-amounts">
          <caption className="visually-hidden">{verified ? "Each amount declared, and the amount HR accepted on the proofs" : "Each amount declared"}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="is-num">
                Declared
              </th>
              {verified && (
                <th scope="col" className="is-num">
                  Verified
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {items.map((k) => {
              const cut = verified && (verified[k] ?? 0) < (view.declared[k] ?? 0);
              return (
                <tr key={k}>
                  <th scope="row" data-label="Item">
                    {DECLARATION_LABELS[k].label}
                  </th>
                  <td data-label="Declared" className="is-num">
                    {amountShown(view.declared[k])}
                  </td>
                  {verified && (
                    <td data-label="Verified" className="is-num" data-cut={cut || undefined}>
                      <span>
                        {amountShown(verified[k])}
                        {cut && <span className="tax-amounts__cut"> (less than declared)</span>}
                      </span>
                    </td>
                  )}
                </tr>
              );
            })}
            <tr className="tax-amounts__total">
              <th scope="row" data-label="Item">
                For the year (rent × 12)
              </th>
              <td data-label="Declared" className="is-num">
                {amountShown(yearTotal(view.declared))}
              </td>
              {verified && (
                <td data-label="Verified" className="is-num">
                  {amountShown(yearTotal(verified))}
                </td>
              )}
            </tr>
          </tbody>
        </table>
      </div>
      {(view.declared.rent_per_month ?? 0) > 0 && (
        <DashboardFacts
          rows={[
            ["City rented in", view.rent_city],
            ["Landlord", view.landlord_name],
            ["Landlord's PAN", view.landlord_pan && <span className="dash-mono">{view.landlord_pan}</span>],
          ]}
        />
      )}
      {(view.declared.section_80d_parents ?? 0) > 0 && <p className="dash-note">{view.parents_senior ? "A parent is a senior citizen." : "No parent is a senior citizen."}</p>}
      {view.verified_at && (
        <p className="tax-verified">
          Verified by {view.verified_by ?? "HR"} on {formatWhen(view.verified_at)}.
        </p>
      )}
      {view.note && (
        <p className="tax-note">
          <strong>HR's note:</strong> {view.note}
        </p>
      )}
    </DashboardPanel>
  );
}

/** Why proofs cannot be submitted now, when the button is not offered. */
function submitWords(view: DeclarationView): string {
  if (view.status === "verified") return "HR has verified your proofs.";
  if (view.status === "submitted") return `Submitted${view.submitted_at ? ` on ${formatDay(view.submitted_at)}` : ""}: HR will verify them.`;
  if (view.status === "none") return "Declare something under the old regime first: there is nothing to prove yet.";
  const w = view.windows.proofs;
  if (!w.from || !w.to) return "Your firm has not opened proof submission yet; upload your proofs here meanwhile.";
  if (indiaToday() < w.from) return `Proofs are taken from ${formatDay(w.from)} to ${formatDay(w.to)}; upload them here meanwhile.`;
  return `Proofs were taken from ${formatDay(w.from)} to ${formatDay(w.to)}.`;
}

/** Proofs matter under the old regime, or once something was declared or uploaded. */
export const needsProofs = (view: DeclarationView) => view.regime === "old" || view.status !== "none" || view.proofs.length > 0;

/**
 * The proofs: each opens in the browser; the person uploads more (PDF, JPEG, PNG or WebP up to 10 MB) and
 * submits them for HR to verify, in the proof window.
 */
export function ProofsPanel({ view, own }: { view: DeclarationView; own: boolean }) {
  const id = useId();
  const save = useApiSave(firmApi);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const employeeId = view.employee.id;

  async function submitProofs() {
    setBusy(true);
    setError(undefined);
    const sent = await save<DeclarationView>("/payroll/declarations/mine/submit", "POST", {}, "Proofs submitted: HR will verify them.");
    setBusy(false);
    if (!sent.ok) setError(sent.fields.proofs ?? sent.message);
  }

  return (
    <DashboardPanel id="proofs" title={`Proofs (${view.proofs.length.toLocaleString("en-IN")})`}>
      <p className="dash-note">
        {own ? "Rent receipts, investment statements, premium receipts: HR checks your declarations against them." : `What ${view.employee.name} has uploaded for the declarations.`}
      </p>
      {view.proofs.length === 0 ? (
        <p className="dash-empty">No proofs uploaded yet.</p>
      ) : (
        <ul className="tax-proofs">
          {view.proofs.map((d) => (
            <li key={d.id}>
              <a href={downloadHref(employeeId, d.id)} className="doc-link" target="_blank" rel="noopener">
                {d.title}
                <span className="visually-hidden"> (open the {fileKind(d.content_type)} in a new tab)</span>
              </a>
              <span className="tax-proofs__meta">
                {fileKind(d.content_type)}, {fileSize(d.bytes)} · uploaded {formatWhen(d.created_at)}
                {d.uploaded_by ? ` by ${d.uploaded_by}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
      {own && (
        <div className="tax-submit">
          {view.can_submit ? (
            <>
              <button type="button" className="button" disabled={busy} aria-describedby={error ? `${id}-error` : undefined} onClick={() => void submitProofs()}>
                Submit proofs for verification
              </button>
              {error && (
                <p id={`${id}-error`} className="dash-error" role="alert">
                  {error}
                </p>
              )}
            </>
          ) : (
            <p className="dash-note">{submitWords(view)}</p>
          )}
        </div>
      )}
      {own && view.status !== "verified" && (
        <UploadForm employeeId={employeeId} kind="tax_proof" heading="Upload a proof" titleHint="Like “Rent receipts, April to December” or “ELSS statement”." onUploaded={() => undefined} />
      )}
    </DashboardPanel>
  );
}

/** HR's verification: the amount accepted for each declared item (pre-filled with the declared amount) and a note. */
export function VerifyForm({ view }: { view: DeclarationView }) {
  const prefix = "verify";
  const items = DECLARATION_AMOUNTS.filter((k) => (view.declared[k] ?? 0) > 0);
  const start = (k: DeclarationAmount) => (view.verified ? amountText(view.verified[k]) || "0" : amountText(view.declared[k]));
  const { values, errors, submit, field } = useConsoleForm<Record<string, string>>(prefix, { ...Object.fromEntries(items.map((k) => [k, start(k)])), note: view.note ?? "" }, firmApi);
  // The shared schema, and the server's own rule checked before sending: at most what was declared.
  const schema = DeclarationVerifySchema.superRefine((v, ctx) => {
    for (const k of DECLARATION_AMOUNTS) {
      const declared = view.declared[k] ?? 0;
      if ((v[k] ?? 0) > declared) ctx.addIssue({ code: "custom", path: [k], message: `At most the ${formatAmount(declared)} declared` });
    }
  });
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    const input = { ...Object.fromEntries(items.map((k) => [k, values[k] ?? ""])), note: values.note?.trim() ? values.note : undefined };
    return (await submit(schema, input, `/payroll/declarations/${encodeURIComponent(view.employee.id)}/verify`, "POST", `${view.employee.name}'s declarations verified: TDS uses the accepted amounts from the next run.`)).ok;
  });
  return (
    <DashboardPanel id="verify" title={view.status === "verified" ? "Verify again" : "Verify the proofs"}>
      <p className="dash-note">Accept for each item what the proofs show, at most the amount declared. TDS uses the accepted amounts from the next run.</p>
      <form ref={form} className="tax-form" noValidate aria-label="Verify the proofs" onSubmit={onSubmit}>
        <div className="acc-grid">
          {items.map((k) => (
            <Field key={k} {...field(k)} label={`${DECLARATION_LABELS[k].label}: accepted (₹)`} inputMode="decimal" hint={`Declared ${formatAmount(view.declared[k] ?? 0)}${k === "rent_per_month" ? " a month" : ""}.`} />
          ))}
          <Field {...field("note")} label="Note to the person" control="textarea" wide hint="Optional: what was missing or cut, in words they will read. At most 500 characters." />
        </div>
        <FormEnd error={errors._} busy={busy} label={view.status === "verified" ? "Verify again" : "Verify"} />
      </form>
    </DashboardPanel>
  );
}
