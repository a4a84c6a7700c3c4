// New-firm registration (SPEC.md §2 /New_login, §5 Firm registration, §7, §8). Owner and mobile come from
// the parent account record and are read-only. The form is prefilled from the recent firm record (its
// day/month/year start date converted for the date field), checked on submit with the shared
// FirmRegistrationSchema — nothing is sent unless every rule passes — then sent under 'Please Wait'.
import { dmyToIso, FIRM_SIZES, FIRM_TYPES, FirmRegistrationSchema } from "@vetan/shared/firm";
import { useEffect, useState } from "react";
import { SIGN_IN_PATH } from "../lib/dashboard-door.ts";
import { useLoader } from "../lib/feedback.tsx";
import { postJson, useHydrated, useLeaveTo, useSchemaForm, type Values } from "../lib/schema-form.ts";
import type { ParentRecord } from "../lib/session-state.ts";
import { Field } from "./accounts-field.tsx";
import { Dialog } from "./dialog.tsx";

export const RECENT_FIRM_URL = "/api/SuperAdmin/GetRecentNewFirm";
export const ADD_FIRM_URL = "/api/SuperAdmin/AddFirmQueryNew";

/** SPEC.md §8, word for word. */
export const FIRM_MESSAGES = {
  recentFailed: "Failed to fetch recent new firm data",
  submitFailed: "Failed to submit form",
  created: "Successfully Created Your Account",
} as const;

const FIELDS = [
  "firm_name",
  "firm_owner_name",
  "firm_startdate",
  "firm_members",
  "firm_type",
  "firm_email",
  "firm_mobile",
  "firm_address",
  "firm_gst",
  "owner_pan",
  "owner_aadhar",
] as const;
type FirmField = (typeof FIELDS)[number];

/** SPEC.md §7: GetRecentNewFirm's data[0]; the start date is day/month/year. */
type RecentFirm = Partial<Record<FirmField, string>>;

interface Outcome {
  title: string;
  tone: "success" | "warning";
  text: string;
  /** What OK does after closing. */
  afterOk?: () => void;
}

/**
 * The recent record's values for fields the person has not filled in yet. Owner and mobile stay the
 * account's; PAN and Aadhaar come back masked, so they are never copied into the form.
 */
function prefill(current: Values<FirmField>, recent: RecentFirm): Values<FirmField> {
  const next = { ...current };
  const offer = (field: FirmField, value: string | undefined) => {
    if (value && !current[field]) next[field] = value;
  };
  offer("firm_name", recent.firm_name?.trim());
  offer("firm_startdate", dmyToIso(recent.firm_startdate ?? ""));
  if ((FIRM_SIZES as readonly string[]).includes(recent.firm_members ?? "")) offer("firm_members", recent.firm_members);
  if ((FIRM_TYPES as readonly string[]).includes(recent.firm_type ?? "")) offer("firm_type", recent.firm_type);
  offer("firm_email", recent.firm_email?.trim());
  offer("firm_address", recent.firm_address?.trim());
  offer("firm_gst", recent.firm_gst?.trim());
  return next;
}

export function FirmForm({ parent, today }: { parent: ParentRecord; today: string }) {
  const form = useSchemaForm(FIELDS, {
    firm_name: "",
    firm_owner_name: parent.name,
    firm_startdate: "",
    firm_members: "",
    firm_type: "",
    firm_email: parent.email,
    firm_mobile: parent.mobile,
    firm_address: "",
    firm_gst: "",
    owner_pan: "",
    owner_aadhar: "",
  });
  const { setValues } = form;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { setLoading } = useLoader();
  const hydrated = useHydrated();
  const leave = useLeaveTo();

  useEffect(() => {
    let live = true;
    const failed = () => setOutcome({ title: "Error", tone: "warning", text: FIRM_MESSAGES.recentFailed });
    postJson<{ data?: RecentFirm[] }>(RECENT_FIRM_URL, { mobile: parent.mobile })
      .then(({ answer }) => {
        if (!live) return;
        if (answer.status !== "0") return failed();
        const recent = answer.data?.[0];
        if (recent) setValues((v) => prefill(v, recent));
      })
      .catch((error: unknown) => {
        console.info("The recent firm record did not load", error);
        if (live) failed();
      });
    return () => {
      live = false;
    };
  }, [parent.mobile, setValues]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.check(FirmRegistrationSchema, form.values);
    if (!input) return;
    setLoading(true);
    try {
      const { answer } = await postJson(ADD_FIRM_URL, input);
      if (answer.status === "0") {
        // SPEC.md §4 Firm form: OK sends the person to accounts sign-in with the callback; the session is
        // still signed in there, so it continues to /Identity, whose next hand-off answers '00'.
        const toSignIn = () => {
          setLoading(true);
          leave(SIGN_IN_PATH);
        };
        setOutcome({ title: FIRM_MESSAGES.created, tone: "success", text: answer.result ?? "", afterOk: toSignIn });
      } else {
        if (answer.errors) form.showErrors(answer.errors);
        setOutcome({ title: "Warning", tone: "warning", text: answer.msg ?? answer.result ?? FIRM_MESSAGES.submitFailed });
      }
    } catch (error) {
      console.info("Firm registration did not reach the server", error);
      setOutcome({ title: "Error", tone: "warning", text: FIRM_MESSAGES.submitFailed });
    } finally {
      setLoading(false);
    }
  }

  const optional = <span className="acc-optional">Optional</span>;
  return (
    <>
      <form className="acc-form acc-form--firm" method="post" noValidate onSubmit={submit} aria-label="Register your firm">
        <fieldset className="acc-group">
          <legend>About the firm</legend>
          <div className="acc-grid">
            <Field {...form.bind("firm_name")} id="firm_name" label="Firm name" autoComplete="organization" wide />
            <Field {...form.bind("firm_owner_name")} id="firm_owner_name" label="Firm owner" readOnly hint="From your Vetan account." />
            <Field {...form.bind("firm_startdate")} id="firm_startdate" label="Firm start date" type="date" max={today} />
            <Field {...form.bind("firm_members")} id="firm_members" label="Firm size" control="select" options={FIRM_SIZES} placeholder="Number of people" />
            <Field {...form.bind("firm_type")} id="firm_type" label="Firm type" control="select" options={FIRM_TYPES} placeholder="Select the legal form" />
          </div>
        </fieldset>
        <fieldset className="acc-group">
          <legend>Contact</legend>
          <div className="acc-grid">
            <Field {...form.bind("firm_email")} id="firm_email" label="Firm email" type="email" inputMode="email" autoComplete="email" placeholder="accounts@yourfirm.in" />
            <Field {...form.bind("firm_mobile")} id="firm_mobile" label="Firm mobile" type="tel" readOnly hint="Your sign-in number." />
            <Field {...form.bind("firm_address")} id="firm_address" label="Firm address" control="textarea" rows={3} autoComplete="street-address" wide hint="Building, street, area, city and PIN code" />
          </div>
        </fieldset>
        <fieldset className="acc-group">
          <legend>Tax and identity numbers</legend>
          <p className="acc-group__note">All three are optional. When you give one, we check it before saving.</p>
          <div className="acc-grid">
            <Field {...form.bind("firm_gst")} id="firm_gst" label="GST number (GSTIN)" aside={optional} code placeholder="27AAPFU0939F1ZV" hint="15 characters, as on your GST certificate." />
            <Field {...form.bind("owner_pan")} id="owner_pan" label="Owner's PAN" aside={optional} code placeholder="ABCPE1234F" hint="10 characters: five letters, four digits, a letter." />
            <Field
              {...form.bind("owner_aadhar")}
              id="owner_aadhar"
              label="Owner's Aadhaar"
              control="secret"
              inputMode="numeric"
              autoComplete="off"
              aside={optional}
              hint="12 digits. Stored encrypted; Vetan only ever shows its last 4 digits (XXXX XXXX 1234)."
              wide
            />
          </div>
        </fieldset>
        <div className="acc-form__end">
          <button type="submit" className="button acc-submit acc-submit--inline" disabled={!hydrated}>
            Register firm
          </button>
          <p>You become the firm's admin and can add HR and employees next.</p>
        </div>
      </form>
      <Dialog
        open={outcome !== null}
        title={outcome?.title ?? ""}
        tone={outcome?.tone ?? "none"}
        onClose={() => {
          const afterOk = outcome?.afterOk;
          setOutcome(null);
          afterOk?.();
        }}
      >
        <p>{outcome?.text}</p>
      </Dialog>
    </>
  );
}
