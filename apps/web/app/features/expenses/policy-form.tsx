// The firm's expense policy as one form (Settings, Expenses): its categories (rename, bills above an amount,
// GST credit usually blocked, the firm's own added), limits by grade and city tier (per claim, day, month),
// mileage rates by vehicle, per diem by city tier, the claim window, an admin's approval above an amount and
// how approved claims are paid. Checked with the shared ExpensePolicySchema before it is sent, so the
// messages beside each field are the server's own; the server's answer lands beside the same fields.
//
// A saved category keeps its code and kind: claims already made name it by its code and were worked out by
// its kind, so those cannot change under them (rename it instead). Admins change the policy; others read it.
import { claimWindowStart, EXPENSE_KINDS, EXPENSE_VEHICLES, type ExpensePolicy, ExpensePolicySchema } from "@vetan/shared/expenses";
import { formatDay, indiaToday } from "@vetan/shared/dates";
import { Field } from "../../components/accounts-field.tsx";
import { CheckField } from "../../components/check-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { useFormSubmit } from "../../components/console-site-form.tsx";
import { DashboardPanel } from "../../components/dashboard-shell.tsx";
import { firmApi } from "../../lib/api.ts";
import { FormEnd } from "../payroll/payroll-bits.tsx";

const CITY_TIERS = [1, 2, 3] as const;
type Kind = (typeof EXPENSE_KINDS)[number];
type Vehicle = (typeof EXPENSE_VEHICLES)[number];

/** Paise as typed in a box: 150000 → "1,500", 450 → "4.50"; none → "". */
export const rupeeText = (paise: number | null) => (paise === null ? "" : (paise / 100).toLocaleString("en-IN", { minimumFractionDigits: paise % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 }));

const KIND_WORDS: Record<Kind, string> = { amount: "Amount on a bill", mileage: "Mileage (km × rate)", per_diem: "Per diem (days × rate)" };
export const VEHICLE_WORDS: Record<Vehicle, string> = { two_wheeler: "Two-wheeler", car: "Car" };
const TIER_WORDS = { 1: "Tier 1 (metros)", 2: "Tier 2", 3: "Tier 3" } as const;

type Draft = {
  categories: { key: string; saved: boolean; code: string; name: string; kind: Kind; credit_blocked: boolean; receipt_above: string }[];
  limits: { key: string; category: string; grade: string; tier: string; per_claim: string; per_day: string; per_month: string }[];
  /** One row for each vehicle and each tier: a rate left empty is not paid. */
  mileage: Record<Vehicle, { per_km: string; max_km: string }>;
  per_diem: Record<"1" | "2" | "3", string>;
  claim_within_days: string;
  future_dated: boolean;
  pay_with: "payroll" | "payout";
  admin_above: string;
};

let serial = 0;
const nextKey = () => `new-${++serial}`;

function draftOf(p: ExpensePolicy): Draft {
  const rate = (v: Vehicle) => p.mileage.find((m) => m.vehicle === v);
  const perDiem = (t: 1 | 2 | 3) => rupeeText(p.per_diem.find((d) => d.tier === t)?.per_day ?? null);
  return {
    categories: p.categories.map((c) => ({ key: c.code, saved: true, code: c.code, name: c.name, kind: c.kind, credit_blocked: c.credit_blocked, receipt_above: rupeeText(c.receipt_above) })),
    limits: p.limits.map((l, i) => ({ key: `limit-${i}`, category: l.category, grade: l.grade ?? "", tier: l.tier === null ? "" : String(l.tier), per_claim: rupeeText(l.per_claim), per_day: rupeeText(l.per_day), per_month: rupeeText(l.per_month) })),
    mileage: Object.fromEntries(EXPENSE_VEHICLES.map((v) => [v, { per_km: rupeeText(rate(v)?.per_km ?? null), max_km: rate(v)?.max_km == null ? "" : String(rate(v)?.max_km) }])) as Draft["mileage"],
    per_diem: { "1": perDiem(1), "2": perDiem(2), "3": perDiem(3) },
    claim_within_days: String(p.claim_within_days),
    future_dated: p.future_dated,
    pay_with: p.pay_with,
    admin_above: rupeeText(p.admin_above),
  };
}

/** The vehicles and tiers with a rate, in the order they are sent: their place in the request names their fields. */
const paidVehicles = (d: Draft) => EXPENSE_VEHICLES.filter((v) => d.mileage[v].per_km.trim() !== "");
const paidTiers = (d: Draft) => CITY_TIERS.filter((t) => d.per_diem[String(t) as "1"].trim() !== "");

function inputOf(d: Draft) {
  return {
    categories: d.categories.map((c) => ({ code: c.code.trim(), name: c.name, kind: c.kind, credit_blocked: c.credit_blocked, receipt_above: c.receipt_above })),
    limits: d.limits.map((l) => ({ category: l.category, grade: l.grade.trim() === "" ? null : l.grade, tier: l.tier === "" ? null : Number(l.tier), per_claim: l.per_claim, per_day: l.per_day, per_month: l.per_month })),
    mileage: paidVehicles(d).map((v) => ({ vehicle: v, per_km: d.mileage[v].per_km, max_km: d.mileage[v].max_km.trim() })),
    per_diem: paidTiers(d).map((t) => ({ tier: t, per_day: d.per_diem[String(t) as "1"] })),
    claim_within_days: d.claim_within_days.trim(),
    future_dated: d.future_dated,
    pay_with: d.pay_with,
    admin_above: d.admin_above,
  };
}

const TIER_CHOICES = CITY_TIERS.map((t) => ({ value: String(t), label: TIER_WORDS[t] }));

/**
 * `limitsUpgrade`: the plan that has limits by grade and city when the firm's lacks them (null when it has
 * them): the limits it has stay, to keep or remove, and none is added or changed.
 */
export function PolicyForm({ policy, canEdit, limitsUpgrade = null }: { policy: ExpensePolicy; canEdit: boolean; limitsUpgrade?: string | null }) {
  const { values: d, setValues, errors, submit, clear } = useConsoleForm("exp-policy", draftOf(policy), firmApi);
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => (await submit(ExpensePolicySchema, inputOf(d), "/expenses/policy", "PUT", "Expense policy saved.")).ok);

  /** Changes a part of the draft and retires the messages under `path`. */
  const edit = (path: string, change: (d: Draft) => Draft) => {
    setValues(change);
    clear(path);
  };
  const setCategory = (i: number, patch: Partial<Draft["categories"][number]>) =>
    edit(`categories.${i}.${Object.keys(patch)[0]}`, (v) => ({ ...v, categories: v.categories.map((c, n) => (n === i ? { ...c, ...patch } : c)) }));
  const setLimit = (i: number, patch: Partial<Draft["limits"][number]>) => edit(`limits.${i}.${Object.keys(patch)[0]}`, (v) => ({ ...v, limits: v.limits.map((l, n) => (n === i ? { ...l, ...patch } : l)) }));
  const categoryChoices = d.categories.filter((c) => c.code.trim() !== "").map((c) => ({ value: c.code.trim(), label: c.name || c.code }));
  const vehicles = paidVehicles(d);
  const tiers = paidTiers(d);
  const windowDays = Number(d.claim_within_days);
  const listError = (name: string) =>
    errors[name] && (
      <p className="dash-error" role="alert">
        {errors[name]}
      </p>
    );

  return (
    <form ref={form} className="exp-policy" noValidate aria-label="Expense policy" onSubmit={onSubmit}>
      {!canEdit && <p className="dash-note">The policy is kept by your firm's admins; you can read it here.</p>}
      {/* A reader's controls are all disabled at once: the browser keeps them out of the tab order and unchangeable. */}
      <fieldset className="exp-policy__all" disabled={!canEdit}>
        <legend className="visually-hidden">The policy</legend>
        <DashboardPanel id="exp-window" title="When claims are taken">
          <div className="exp-form__grid">
            <Field
              id="exp-policy-claim_within_days"
              label="Claim window (days)"
              inputMode="numeric"
              value={d.claim_within_days}
              error={errors.claim_within_days}
              hint={
                Number.isInteger(windowDays) && windowDays >= 1 && windowDays <= 365
                  ? `Bills up to ${windowDays} days old; claimed today, the earliest is ${formatDay(claimWindowStart(windowDays, indiaToday()))}. Checked again when a claim is submitted.`
                  : "From 1 to 365 days."
              }
              onChange={(v) => edit("claim_within_days", (x) => ({ ...x, claim_within_days: v }))}
            />
            <Field
              id="exp-policy-admin_above"
              label="An admin approves claims above (₹)"
              inputMode="decimal"
              value={d.admin_above}
              error={errors.admin_above}
              hint="After the manager and finance. Leave it empty for no admin level."
              onChange={(v) => edit("admin_above", (x) => ({ ...x, admin_above: v }))}
            />
            <Field
              id="exp-policy-pay_with"
              label="Approved claims are paid"
              control="select"
              placeholder={null}
              options={[
                { value: "payroll", label: "With the next salary" },
                { value: "payout", label: "As a separate payout" },
              ]}
              value={d.pay_with}
              error={errors.pay_with}
              onChange={(v) => edit("pay_with", (x) => ({ ...x, pay_with: v === "payout" ? "payout" : "payroll" }))}
            />
          </div>
          <CheckField
            id="exp-policy-future_dated"
            label="Take expenses dated after today (a ticket booked ahead)"
            hint="Otherwise a date after today is refused when the claim is saved."
            checked={d.future_dated}
            error={errors.future_dated}
            onChange={(v) => edit("future_dated", (x) => ({ ...x, future_dated: v }))}
          />
        </DashboardPanel>

        <DashboardPanel id="exp-categories" title={`Categories (${d.categories.length})`}>
          {listError("categories")}
          <ol className="exp-policy__rows">
            {d.categories.map((c, i) => (
              <li key={c.key}>
                <fieldset className="exp-policy__row">
                  <legend>{c.name.trim() || `Category ${i + 1}`}</legend>
                  <div className="exp-form__grid">
                    <Field id={`exp-cat-${i}-name`} label="Name" value={c.name} error={errors[`categories.${i}.name`]} onChange={(v) => setCategory(i, { name: v })} />
                    <Field
                      id={`exp-cat-${i}-code`}
                      label="Code"
                      value={c.code}
                      code
                      readOnly={c.saved}
                      error={errors[`categories.${i}.code`]}
                      hint={c.saved ? "Claims name it by its code: it stays." : "Small letters, digits and _, like site_visits."}
                      onChange={(v) => setCategory(i, { code: v })}
                    />
                    <Field
                      id={`exp-cat-${i}-kind`}
                      label="Worked out as"
                      control="select"
                      placeholder={null}
                      readOnly={c.saved}
                      options={EXPENSE_KINDS.map((k) => ({ value: k, label: KIND_WORDS[k] }))}
                      value={c.kind}
                      error={errors[`categories.${i}.kind`]}
                      onChange={(v) => setCategory(i, { kind: v as Kind })}
                    />
                    <Field
                      id={`exp-cat-${i}-receipt`}
                      label="Bill required above (₹)"
                      inputMode="decimal"
                      value={c.receipt_above}
                      error={errors[`categories.${i}.receipt_above`]}
                      hint="0 for every claim; empty for none."
                      onChange={(v) => setCategory(i, { receipt_above: v })}
                    />
                  </div>
                  <CheckField
                    id={`exp-cat-${i}-blocked`}
                    label="GST input credit is usually blocked (s.17(5): food, club membership)"
                    checked={c.credit_blocked}
                    error={errors[`categories.${i}.credit_blocked`]}
                    onChange={(v) => setCategory(i, { credit_blocked: v })}
                  />
                  {canEdit && !c.saved && (
                    <button type="button" className="button button--ghost button--small" onClick={() => edit("categories", (x) => ({ ...x, categories: x.categories.filter((_, n) => n !== i) }))}>
                      Remove {c.name.trim() || `category ${i + 1}`}
                    </button>
                  )}
                </fieldset>
              </li>
            ))}
          </ol>
          {canEdit && d.categories.length < 40 && (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => edit("categories", (x) => ({ ...x, categories: [...x.categories, { key: nextKey(), saved: false, code: "", name: "", kind: "amount", credit_blocked: false, receipt_above: "0" }] }))}
            >
              Add a category
            </button>
          )}
        </DashboardPanel>

        <DashboardPanel id="exp-limits" title={`Limits (${d.limits.length})`}>
          <p className="dash-note">An item over a limit is flagged for the approver with the excess, never cut on its own. The most specific limit applies: grade and tier, then grade, then tier, then the category's.</p>
          {limitsUpgrade !== null && (
            <p className="dash-note" role="note">
              {`Limits by grade and city come with the ${limitsUpgrade} plan. ${d.limits.length > 0 ? "Your firm's plan keeps the limits it has, to keep or remove; adding or changing one needs that plan." : "Ask your admin, or see Plan and billing."}`}
            </p>
          )}
          {listError("limits")}
          <ol className="exp-policy__rows">
            {d.limits.map((l, i) => (
              <li key={l.key}>
                <fieldset className="exp-policy__row">
                  <legend>
                    Limit {i + 1}: {d.categories.find((c) => c.code === l.category)?.name ?? l.category}
                    {l.grade.trim() ? `, grade ${l.grade.trim()}` : ""}
                    {l.tier ? `, tier ${l.tier}` : ""}
                  </legend>
                  <div className="exp-form__grid">
                    <Field id={`exp-limit-${i}-category`} label="Category" control="select" placeholder="Choose a category" options={categoryChoices} value={l.category} error={errors[`limits.${i}.category`]} readOnly={limitsUpgrade !== null} onChange={(v) => setLimit(i, { category: v })} />
                    <Field id={`exp-limit-${i}-grade`} label="Grade" value={l.grade} error={errors[`limits.${i}.grade`]} hint="Empty for every grade." readOnly={limitsUpgrade !== null} onChange={(v) => setLimit(i, { grade: v })} />
                    <Field id={`exp-limit-${i}-tier`} label="City tier" control="select" placeholder="Any city" options={TIER_CHOICES} value={l.tier} error={errors[`limits.${i}.tier`]} readOnly={limitsUpgrade !== null} onChange={(v) => setLimit(i, { tier: v })} />
                    <Field id={`exp-limit-${i}-claim`} label="Per claim (₹)" inputMode="decimal" value={l.per_claim} error={errors[`limits.${i}.per_claim`]} readOnly={limitsUpgrade !== null} onChange={(v) => setLimit(i, { per_claim: v })} />
                    <Field id={`exp-limit-${i}-day`} label="Per day (₹)" inputMode="decimal" value={l.per_day} error={errors[`limits.${i}.per_day`]} readOnly={limitsUpgrade !== null} onChange={(v) => setLimit(i, { per_day: v })} />
                    <Field id={`exp-limit-${i}-month`} label="Per month (₹)" inputMode="decimal" value={l.per_month} error={errors[`limits.${i}.per_month`]} readOnly={limitsUpgrade !== null} onChange={(v) => setLimit(i, { per_month: v })} />
                  </div>
                  {canEdit && (
                    <button type="button" className="button button--ghost button--small" onClick={() => edit("limits", (x) => ({ ...x, limits: x.limits.filter((_, n) => n !== i) }))}>
                      Remove limit {i + 1}
                    </button>
                  )}
                </fieldset>
              </li>
            ))}
          </ol>
          {canEdit && limitsUpgrade === null && d.limits.length < 200 && (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => edit("limits", (x) => ({ ...x, limits: [...x.limits, { key: nextKey(), category: "", grade: "", tier: "", per_claim: "", per_day: "", per_month: "" }] }))}
            >
              Add a limit
            </button>
          )}
        </DashboardPanel>

        <DashboardPanel id="exp-rates" title="Mileage and per diem">
          {listError("mileage")}
          <div className="exp-policy__rates">
            {EXPENSE_VEHICLES.map((v) => {
              const at = vehicles.indexOf(v);
              const err = (f: string) => (at < 0 ? undefined : errors[`mileage.${at}.${f}`]);
              return (
                <fieldset key={v} className="exp-policy__row">
                  <legend>{VEHICLE_WORDS[v]}</legend>
                  <Field id={`exp-mileage-${v}-rate`} label="Rate per km (₹)" inputMode="decimal" value={d.mileage[v].per_km} error={err("per_km") ?? err("vehicle")} hint="Empty: not paid by mileage." onChange={(x) => edit(`mileage.${at}.per_km`, (p) => ({ ...p, mileage: { ...p.mileage, [v]: { ...p.mileage[v], per_km: x } } }))} />
                  <Field id={`exp-mileage-${v}-max`} label="Second look above (km)" inputMode="numeric" value={d.mileage[v].max_km} error={err("max_km")} hint="A longer trip on one item is flagged." onChange={(x) => edit(`mileage.${at}.max_km`, (p) => ({ ...p, mileage: { ...p.mileage, [v]: { ...p.mileage[v], max_km: x } } }))} />
                </fieldset>
              );
            })}
            <fieldset className="exp-policy__row">
              <legend>Per diem a day</legend>
              {listError("per_diem")}
              {CITY_TIERS.map((t) => {
                const at = tiers.indexOf(t);
                const key = String(t) as "1";
                return (
                  <Field
                    key={t}
                    id={`exp-per-diem-${t}`}
                    label={`${TIER_WORDS[t]} (₹)`}
                    inputMode="decimal"
                    value={d.per_diem[key]}
                    error={at < 0 ? undefined : (errors[`per_diem.${at}.per_day`] ?? errors[`per_diem.${at}.tier`])}
                    onChange={(x) => edit(`per_diem.${at}.per_day`, (p) => ({ ...p, per_diem: { ...p.per_diem, [key]: x } }))}
                  />
                );
              })}
            </fieldset>
          </div>
        </DashboardPanel>
      </fieldset>
      {canEdit && (
        <div className="exp-form__end">
          <FormEnd error={errors._} busy={busy} label="Save the policy" />
        </div>
      )}
    </form>
  );
}
