// Settings, Payroll (/app/settings/payroll): the firm's salary structures, each with how many people are
// paid on it, its components in words, a sample breakup on a gross of ₹50,000 as the engine works it, and
// the Labour Codes' wage test; templates to add with one click (admins and firm-wide HR); and the payroll
// settings (admins): maker-checker, where loss of pay comes from, and the firm's TAN (on Form 16 and the
// quarterly returns); the logo on payslips (admins set it); and when the firm takes income-tax declarations and their proofs (admins and
// firm-wide HR). HR limited to workspaces reads the structures.
import { formatPaise } from "@vetan/shared/money";
import { type PayrollSettings, PayrollSettingsSchema, type StructureComponent, type StructureView } from "@vetan/shared/payroll";
import { type DeclarationWindowsView, DeclarationWindowsSchema } from "@vetan/shared/tax-declarations";
import { useState } from "react";
import { Field } from "../../components/accounts-field.tsx";
import { useConsoleForm } from "../../components/console-form.ts";
import { ConsoleErrorBoundary, ConsoleFallback, useApiSave } from "../../components/console-kit.tsx";
import { Checkbox, useFormSubmit } from "../../components/console-site-form.tsx";
import { DashboardHeading, DashboardPanel } from "../../components/dashboard-shell.tsx";
import { windowWords } from "../../features/payroll/declaration-bits.tsx";
import { type LogoView, LogoPanel } from "../../features/payroll/logo-panel.tsx";
import { FormEnd, LineRows } from "../../features/payroll/payroll-bits.tsx";
import { ApiError, firmApi } from "../../lib/api.ts";
import { useAppViewer } from "../../lib/app-viewer.ts";
import "../../styles/accounts.css";
import "../../styles/console-site.css";
import "../../styles/payroll.css";
import type { Route } from "./+types/payroll-settings.ts";

const TEMPLATES = [
  { key: "labour_codes", name: "Standard (Labour Codes)", words: "Basic half the gross, HRA 40% of basic, conveyance ₹1,600, special allowance the rest" },
  { key: "metro", name: "Metro (HRA 50%)", words: "Basic half the gross, HRA half of basic, special allowance the rest" },
  { key: "wage_earner", name: "Wage earner (basic + DA)", words: "Basic 60% and DA 15% of the gross, special allowance the rest" },
] as const;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { signal } = request;
  const structures = await firmApi<StructureView[]>("/payroll/structures", { signal });
  // The settings are for those who run payroll; HR limited to workspaces reads the structures only.
  const settings = await firmApi<PayrollSettings>("/payroll/settings", { signal }).catch((e) => {
    if (e instanceof ApiError && e.status === 403) return null;
    throw e;
  });
  // When declarations and proofs are taken: anyone in the firm may read it; admins and firm-wide HR set it.
  const windows = await firmApi<DeclarationWindowsView>("/payroll/declaration-windows", { signal });
  const logo = settings ? await firmApi<LogoView>("/payroll/settings/logo.json", { signal }) : null;
  return { structures, settings, windows, logo };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConsoleFallback />;
}
export { ConsoleErrorBoundary as ErrorBoundary };

export const meta: Route.MetaFunction = () => [{ title: "Payroll | Settings | Vetan" }, { name: "robots", content: "noindex" }];

/** A component's rule in words: "40% of BASIC", "₹1,600.00 a month", "the rest of the gross". */
export function componentRule(c: StructureComponent): string {
  switch (c.calc) {
    case "fixed":
      return `${formatPaise(c.amount ?? 0)} a month`;
    case "percent":
      return `${c.percent}% of ${(c.of ?? []).map((o) => (o === "GROSS" ? "the gross" : o)).join(" + ")}`;
    case "formula":
      return c.formula ?? "";
    case "balance":
      return "the rest of the gross";
  }
}

export default function PayrollSettingsPage({ loaderData }: Route.ComponentProps) {
  const { structures, settings, windows, logo } = loaderData;
  const me = useAppViewer();
  const canEdit = me.can.run_payroll;
  const save = useApiSave(firmApi);
  const names = new Set(structures.map((s) => s.name));
  const missing = TEMPLATES.filter((t) => !names.has(t.name));
  return (
    <>
      <DashboardHeading eyebrow="Settings" title="Payroll" lead="Salary structures people are paid on, how the firm runs its payroll, and when it takes tax declarations." />
      {settings && <SettingsForm settings={settings} canEdit={me.access === "A"} />}
      {logo && <LogoPanel logo={logo} canEdit={me.access === "A"} />}
      {canEdit && <WindowsForm windows={windows} />}
      {canEdit && missing.length > 0 && (
        <DashboardPanel id="templates" title="Add a structure from a template">
          <ul className="pay-templates">
            {missing.map((t) => (
              <li key={t.key}>
                <span>
                  <strong>{t.name}</strong>
                  <span className="pay-templates__words">{t.words}</span>
                </span>
                <button type="button" className="button button--small" onClick={() => void save("/payroll/structures/templates", "POST", { template: t.key }, `${t.name} added.`)}>
                  Add
                </button>
              </li>
            ))}
          </ul>
        </DashboardPanel>
      )}
      <DashboardPanel id="structures" title={`Salary structures (${structures.length.toLocaleString("en-IN")})`}>
        {!canEdit && <p className="dash-note">Structures are kept by your firm's admins and firm-wide HR.</p>}
        {structures.length === 0 ? (
          <p className="dash-empty">No structures yet.{canEdit ? " Add one from the templates above." : ""}</p>
        ) : (
          <ul className="pay-structures">
            {structures.map((s) => (
              <StructureCard key={s.id} s={s} canEdit={canEdit} />
            ))}
          </ul>
        )}
      </DashboardPanel>
    </>
  );
}

function StructureCard({ s, canEdit }: { s: StructureView; canEdit: boolean }) {
  const save = useApiSave(firmApi);
  const [open, setOpen] = useState(false);
  return (
    <li className="pay-structure" data-archived={s.archived || undefined}>
      <div className="pay-run-card__head">
        <h3>{s.name}</h3>
        <span className="pay-structure__people">
          {s.archived ? "Archived" : `${s.people.toLocaleString("en-IN")} ${s.people === 1 ? "person" : "people"} paid on it`}
        </span>
      </div>
      <ul className="pay-structure__components">
        {s.components.map((c) => (
          <li key={c.code}>
            <strong>{c.name}</strong> ({c.code}): {componentRule(c)}
          </li>
        ))}
      </ul>
      {s.wage_warning && (
        <p className="pay-warning" role="note">
          {s.wage_warning}
        </p>
      )}
      <button type="button" className="button button--ghost button--small" aria-expanded={open} aria-controls={`sample-${s.id}`} onClick={() => setOpen(!open)}>
        {open ? "Hide" : "Show"} the breakup on a gross of ₹50,000
      </button>
      {open && (
        <table id={`sample-${s.id}`} className="dash-table pay-sample">
          <tbody>
            <LineRows lines={s.sample} />
          </tbody>
        </table>
      )}
      {canEdit && (s.archived || s.people === 0) && (
        <div className="pay-actions">
          <button type="button" className="button button--ghost button--small" onClick={() => void save(`/payroll/structures/${encodeURIComponent(s.id)}/archive`, "POST", { archived: !s.archived }, s.archived ? `${s.name} restored.` : `${s.name} archived.`)}>
            {s.archived ? "Restore" : "Archive"}
          </button>
        </div>
      )}
    </li>
  );
}

function SettingsForm({ settings, canEdit }: { settings: PayrollSettings; canEdit: boolean }) {
  const { values, setValues, errors, submit, field } = useConsoleForm("pay-settings", { ...settings, tan: settings.tan ?? "" }, firmApi);
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => (await submit(PayrollSettingsSchema, values, "/payroll/settings", "PUT", "Payroll settings saved.")).ok);
  return (
    <DashboardPanel id="settings" title="How payroll runs">
      <form ref={form} className="pay-settings" noValidate aria-label="Payroll settings" onSubmit={onSubmit}>
        <Checkbox id="pay-settings-maker" label="Another admin approves a run (maker-checker): the admin who computed it cannot approve it" checked={values.maker_checker} disabled={!canEdit} onChange={(checked) => setValues((v) => ({ ...v, maker_checker: checked }))} />
        <Field
          {...field("lop_source")}
          label="Loss of pay comes from"
          control="select"
          placeholder={null}
          readOnly={!canEdit}
          options={[
            { value: "attendance", label: "Attendance: absences, late-mark penalties and unpaid leave" },
            { value: "leave", label: "Unpaid leave only (for firms that do not take attendance)" },
          ]}
        />
        <Field
          {...field("tan")}
          label="TAN (tax deduction account number)"
          readOnly={!canEdit}
          code
          maxLength={10}
          autoComplete="off"
          hint="Printed on every Form 16 and on the quarterly TDS returns (Form 24Q). Ten characters, like PNES12345B; leave it empty to clear it."
        />
        {errors._ && (
          <p className="dash-error" role="alert">
            {errors._}
          </p>
        )}
        {canEdit ? (
          <button type="submit" className="button" disabled={busy}>
            Save
          </button>
        ) : (
          <p className="dash-note">Admins change these.</p>
        )}
      </form>
    </DashboardPanel>
  );
}

/**
 * When the firm takes income-tax declarations (usually April–May) and their proofs (usually January): two
 * dates each, or neither to keep the window closed. People see the windows on My tax.
 */
function WindowsForm({ windows }: { windows: DeclarationWindowsView }) {
  const { values, errors, submit, field } = useConsoleForm(
    "tax-windows",
    {
      declarations_from: windows.declarations.from ?? "",
      declarations_to: windows.declarations.to ?? "",
      proofs_from: windows.proofs.from ?? "",
      proofs_to: windows.proofs.to ?? "",
    },
    firmApi,
  );
  const { form, busy, submit: onSubmit } = useFormSubmit(async () => {
    // An empty date is no date: the window stays closed.
    const input = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() === "" ? null : v.trim()]));
    return (await submit(DeclarationWindowsSchema, input, "/payroll/declaration-windows", "PUT", "Declaration windows saved.")).ok;
  });
  return (
    <DashboardPanel id="tax-windows" title="Tax declarations">
      <p className="dash-note">When people choose their tax regime and declare rent and investments, and when they upload proofs for HR to verify. Leave both dates empty to keep a window closed.</p>
      <dl className="tax-windows-now">
        <div>
          <dt>Declarations</dt>
          <dd>{windowWords(windows.declarations)}</dd>
        </div>
        <div>
          <dt>Proofs</dt>
          <dd>{windowWords(windows.proofs)}</dd>
        </div>
      </dl>
      <form ref={form} className="pay-settings" noValidate aria-label="Tax declaration windows" onSubmit={onSubmit}>
        <fieldset className="tax-group">
          <legend>Declarations</legend>
          <div className="acc-grid">
            <Field {...field("declarations_from")} label="Declarations open on" type="date" hint="Usually in April." />
            <Field {...field("declarations_to")} label="Declarations close on" type="date" />
          </div>
        </fieldset>
        <fieldset className="tax-group">
          <legend>Proofs</legend>
          <div className="acc-grid">
            <Field {...field("proofs_from")} label="Proofs open on" type="date" hint="Usually in January." />
            <Field {...field("proofs_to")} label="Proofs close on" type="date" hint="After this, declarations without verified proofs no longer lower TDS." />
          </div>
        </fieldset>
        <FormEnd error={errors._} busy={busy} label="Save windows" />
      </form>
    </DashboardPanel>
  );
}
