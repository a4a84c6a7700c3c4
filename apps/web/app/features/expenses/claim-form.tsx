// The claim form: a title and one item or more, each shaped by its category (an amount; a vehicle and the
// distance for mileage; the city's tier and the days for a per diem), with the bill's GST when there is a
// bill, and a justification for an item over a limit. Checked with the shared ClaimSchema before it is
// sent, so the messages beside each field are the server's own; what only the server knows (a category's
// kind, the GST arithmetic) comes back in the same words beside the same fields.
import { fieldErrors } from "@vetan/shared/fields";
import { type ClaimView, ClaimSchema, claimWindowStart, type ExpensePolicy } from "@vetan/shared/expenses";
import { formatDay, indiaToday } from "@vetan/shared/dates";
import { useState } from "react";
import { Field } from "../../components/accounts-field.tsx";
import { CheckField } from "../../components/check-field.tsx";
import { useApiSave } from "../../components/console-kit.tsx";
import { useFormSubmit } from "../../components/console-site-form.tsx";
import { FormEnd } from "../payroll/payroll-bits.tsx";
import { rupeeText, VEHICLE_WORDS } from "./policy-form.tsx";
import { firmApi } from "../../lib/api.ts";

interface ItemDraft {
  id?: string;
  category: string;
  date: string;
  amount: string;
  merchant: string;
  project: string;
  notes: string;
  city_tier: string;
  vehicle: string;
  km: string;
  days: string;
  withGst: boolean;
  supplier_gstin: string;
  billed_to_gstin: string;
  invoice_number: string;
  invoice_date: string;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  justification: string;
}


function blank(policy: ExpensePolicy): ItemDraft {
  return {
    category: policy.categories[0]?.code ?? "",
    date: indiaToday(),
    amount: "",
    merchant: "",
    project: "",
    notes: "",
    city_tier: "",
    vehicle: policy.mileage[0]?.vehicle ?? "two_wheeler",
    km: "",
    days: "",
    withGst: false,
    supplier_gstin: "",
    billed_to_gstin: "",
    invoice_number: "",
    invoice_date: "",
    taxable: "",
    cgst: "",
    sgst: "",
    igst: "",
    justification: "",
  };
}

function draftOf(item: ClaimView["items"][number], policy: ExpensePolicy): ItemDraft {
  const g = item.gst;
  return {
    ...blank(policy),
    id: item.id,
    category: item.category,
    date: item.date,
    amount: item.kind === "amount" ? rupeeText(item.amount) : "",
    merchant: item.merchant,
    project: item.project,
    notes: item.notes,
    city_tier: item.city_tier === null ? "" : String(item.city_tier),
    vehicle: item.mileage?.vehicle ?? blank(policy).vehicle,
    km: item.mileage ? String(item.mileage.km) : "",
    days: item.per_diem_days === null ? "" : String(item.per_diem_days),
    withGst: g !== null,
    ...(g
      ? { supplier_gstin: g.supplier_gstin, billed_to_gstin: g.billed_to_gstin, invoice_number: g.invoice_number, invoice_date: g.invoice_date, taxable: rupeeText(g.taxable), cgst: rupeeText(g.cgst), sgst: rupeeText(g.sgst), igst: rupeeText(g.igst) }
      : {}),
    justification: item.justification,
  };
}

/** What the API takes for a draft item: only the fields its category uses. */
function inputOf(d: ItemDraft, policy: ExpensePolicy) {
  const kind = policy.categories.find((c) => c.code === d.category)?.kind ?? "amount";
  return {
    ...(d.id ? { id: d.id } : {}),
    category: d.category,
    date: d.date,
    ...(kind === "amount" ? { amount: d.amount } : {}),
    merchant: d.merchant,
    project: d.project,
    notes: d.notes,
    city_tier: d.city_tier === "" ? null : Number(d.city_tier),
    ...(kind === "mileage" ? { mileage: { vehicle: d.vehicle, km: d.km } } : {}),
    ...(kind === "per_diem" ? { per_diem_days: d.days } : {}),
    ...(d.withGst && kind === "amount"
      ? { gst: { supplier_gstin: d.supplier_gstin, billed_to_gstin: d.billed_to_gstin, invoice_number: d.invoice_number, invoice_date: d.invoice_date, taxable: d.taxable, cgst: d.cgst || "0", sgst: d.sgst || "0", igst: d.igst || "0" } }
      : {}),
    justification: d.justification,
  };
}

const TIER_CHOICES = [
  { value: "1", label: "Tier 1 (metros)" },
  { value: "2", label: "Tier 2" },
  { value: "3", label: "Tier 3" },
];

export function ClaimForm({ policy, claim, onSaved }: { policy: ExpensePolicy; claim?: ClaimView; onSaved(view: ClaimView): void }) {
  const [title, setTitle] = useState(claim?.title ?? "");
  const [items, setItems] = useState<ItemDraft[]>(() => (claim ? claim.items.map((i) => draftOf(i, policy)) : [blank(policy)]));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useApiSave(firmApi);
  const categories = policy.categories.map((c) => ({ value: c.code, label: c.name }));
  const vehicles = policy.mileage.map((m) => ({ value: m.vehicle, label: `${VEHICLE_WORDS[m.vehicle]} (₹${rupeeText(m.per_km)} a km)` }));

  const change = (i: number, patch: Partial<ItemDraft>) => {
    setItems((all) => all.map((d, n) => (n === i ? { ...d, ...patch } : d)));
    const keys = Object.keys(patch);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !keys.some((key) => k.startsWith(`items.${i}.${key === "km" || key === "vehicle" ? "mileage" : key === "days" ? "per_diem_days" : key}`)))));
  };

  const { form, busy, submit } = useFormSubmit(async () => {
    const body = { title, items: items.map((d) => inputOf(d, policy)) };
    const checked = ClaimSchema.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return false;
    }
    setErrors({});
    const sent = await save<ClaimView>(claim ? `/expenses/claims/${claim.id}` : "/expenses/claims", claim ? "PUT" : "POST", body, (v) => `${v.number} saved as a draft.`);
    if (!sent.ok) {
      setErrors(sent.fields);
      return false;
    }
    onSaved(sent.data);
    return true;
  });

  const err = (i: number, path: string) => errors[`items.${i}.${path}`];
  // The claim window, told before sending: the picker offers only the dates the server will take.
  const today = indiaToday();
  const firstDay = claimWindowStart(policy.claim_within_days, today);
  const dateHint = `From ${formatDay(firstDay)}${policy.future_dated ? "" : ` to today`}: the firm takes bills up to ${policy.claim_within_days} days old.`;
  return (
    <form ref={form} className="exp-form" noValidate aria-label={claim ? `Change claim ${claim.number}` : "A new claim"} onSubmit={submit}>
      <Field
        id="claim-form-title"
        label="Title"
        value={title}
        error={errors.title}
        hint="What the claim is for, like “Pune client visit”."
        onChange={(v) => {
          setTitle(v);
          setErrors(({ title: _, ...rest }) => rest);
        }}
      />
      {errors.items && (
        <p className="dash-error" role="alert">
          {errors.items}
        </p>
      )}
      <ol className="exp-form__items">
        {items.map((d, i) => {
          const category = policy.categories.find((c) => c.code === d.category);
          const kind = category?.kind ?? "amount";
          const key = d.id ?? `new-${i}`;
          return (
            <li key={key} className="exp-form__item">
              <fieldset>
                <legend>Item {i + 1}</legend>
                <div className="exp-form__grid">
                  <Field id={`item-${i}-category`} label="Category" control="select" placeholder={null} options={categories} value={d.category} error={err(i, "category")} onChange={(v) => change(i, { category: v })} />
                  <Field id={`item-${i}-date`} label="Date" type="date" min={firstDay} max={policy.future_dated ? undefined : today} value={d.date} error={err(i, "date")} hint={dateHint} onChange={(v) => change(i, { date: v })} />
                  {kind === "amount" && <Field id={`item-${i}-amount`} label="Amount (₹)" inputMode="decimal" value={d.amount} error={err(i, "amount")} hint={category?.receipt_above === 0 ? "Needs a bill." : category?.receipt_above ? `A bill above ₹${rupeeText(category.receipt_above)}.` : undefined} onChange={(v) => change(i, { amount: v })} />}
                  {kind === "mileage" && (
                    <>
                      <Field id={`item-${i}-vehicle`} label="Vehicle" control="select" placeholder={null} options={vehicles} value={d.vehicle} error={err(i, "mileage.vehicle")} onChange={(v) => change(i, { vehicle: v })} />
                      <Field id={`item-${i}-km`} label="Distance (km)" inputMode="decimal" value={d.km} error={err(i, "mileage.km")} hint="To a tenth of a km; the amount is worked out." onChange={(v) => change(i, { km: v })} />
                    </>
                  )}
                  {(kind === "per_diem" || kind === "amount") && (
                    <Field id={`item-${i}-tier`} label="City" control="select" placeholder={kind === "per_diem" ? "Choose the tier" : "Not in a city"} options={TIER_CHOICES} value={d.city_tier} error={err(i, "city_tier")} onChange={(v) => change(i, { city_tier: v })} />
                  )}
                  {kind === "per_diem" && <Field id={`item-${i}-days`} label="Days away" inputMode="decimal" value={d.days} error={err(i, "per_diem_days")} hint="Whole or half days." onChange={(v) => change(i, { days: v })} />}
                  <Field id={`item-${i}-merchant`} label="Merchant" value={d.merchant} error={err(i, "merchant")} onChange={(v) => change(i, { merchant: v })} />
                  <Field id={`item-${i}-project`} label="Project (optional)" value={d.project} error={err(i, "project")} hint="The project or cost code it was for; reports add up by it." onChange={(v) => change(i, { project: v })} />
                  <Field id={`item-${i}-notes`} label="Notes" value={d.notes} error={err(i, "notes")} onChange={(v) => change(i, { notes: v })} />
                </div>
                {kind === "amount" && (
                  <CheckField id={`item-${i}-gst`} label="The bill shows GST" hint="For finance's input credit: the supplier's GSTIN and the tax apart from the base amount." checked={d.withGst} error={undefined} onChange={(v) => change(i, { withGst: v })} />
                )}
                {kind === "amount" && d.withGst && (
                  <div className="exp-form__grid exp-form__gst">
                    <Field id={`item-${i}-supplier`} label="Supplier GSTIN" value={d.supplier_gstin} error={err(i, "gst.supplier_gstin")} onChange={(v) => change(i, { supplier_gstin: v })} />
                    <Field id={`item-${i}-billed`} label="GSTIN on the bill" value={d.billed_to_gstin} error={err(i, "gst.billed_to_gstin")} hint="The firm's, when the bill is in its name." onChange={(v) => change(i, { billed_to_gstin: v })} />
                    <Field id={`item-${i}-invoice`} label="Invoice number" value={d.invoice_number} error={err(i, "gst.invoice_number")} onChange={(v) => change(i, { invoice_number: v })} />
                    <Field id={`item-${i}-invoice-date`} label="Invoice date" type="date" value={d.invoice_date} error={err(i, "gst.invoice_date")} onChange={(v) => change(i, { invoice_date: v })} />
                    <Field id={`item-${i}-taxable`} label="Taxable value (₹)" inputMode="decimal" value={d.taxable} error={err(i, "gst.taxable")} onChange={(v) => change(i, { taxable: v })} />
                    <Field id={`item-${i}-cgst`} label="CGST (₹)" inputMode="decimal" value={d.cgst} error={err(i, "gst.cgst")} onChange={(v) => change(i, { cgst: v })} />
                    <Field id={`item-${i}-sgst`} label="SGST (₹)" inputMode="decimal" value={d.sgst} error={err(i, "gst.sgst")} onChange={(v) => change(i, { sgst: v })} />
                    <Field id={`item-${i}-igst`} label="IGST (₹)" inputMode="decimal" value={d.igst} error={err(i, "gst.igst")} hint="From another state: IGST instead of CGST and SGST." onChange={(v) => change(i, { igst: v })} />
                  </div>
                )}
                <Field id={`item-${i}-why`} label="Justification" control="textarea" rows={2} value={d.justification} error={err(i, "justification")} hint="Needed when the item is over a limit: the approver reads it." onChange={(v) => change(i, { justification: v })} />
                {items.length > 1 && (
                  <button type="button" className="button button--ghost button--small" onClick={() => setItems((all) => all.filter((_, n) => n !== i))}>
                    Remove item {i + 1}
                  </button>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="exp-form__end">
        {items.length < 50 && (
          <button type="button" className="button button--ghost" onClick={() => setItems((all) => [...all, blank(policy)])}>
            Add an item
          </button>
        )}
        <FormEnd error={errors._} busy={busy} label={claim ? "Save the changes" : "Save as a draft"} />
      </div>
    </form>
  );
}
