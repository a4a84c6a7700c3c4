// The payslip logo on Settings, Payroll: what payslips, settlement statements and Form 16 carry at their
// top left. Everyone who runs payroll sees it; admins set or remove it. The file is the request's body; the
// server checks its bytes (PNG or JPEG, up to 1 MB) and says what is wrong beside the file input.
import { useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { FieldFrame, fieldAria } from "../../components/accounts-field.tsx";
import { useApiSave } from "../../components/console-kit.tsx";
import { useFormSubmit } from "../../components/console-site-form.tsx";
import { DashboardPanel } from "../../components/dashboard-shell.tsx";
import { firmApi, firmHref } from "../../lib/api.ts";

export interface LogoView {
  present: boolean;
  type: string | null;
  updated_at: string | null;
}

const HINT = "A PNG or JPEG of up to 1 MB, wider than tall, like 600 × 200 pixels. It prints about 4 cm wide.";
const MAX_BYTES = 1024 * 1024;

/** What is wrong with the chosen file before it is sent, in the server's words; null when nothing is. */
function problem(file: File | undefined): string | null {
  if (!file) return "Choose an image to upload";
  if (file.size > MAX_BYTES) return "A logo can be at most 1 MB";
  if (file.type && file.type !== "image/png" && file.type !== "image/jpeg") return "Choose a PNG or JPEG image (a PDF embeds only those)";
  return null;
}

export function LogoPanel({ logo, canEdit }: { logo: LogoView; canEdit: boolean }) {
  const id = useId();
  const fileId = `${id}-file`;
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const save = useApiSave(firmApi);
  const revalidator = useRevalidator();
  const { form, busy, submit } = useFormSubmit(async () => {
    const file = input.current?.files?.[0];
    const wrong = problem(file);
    setError(wrong ?? undefined);
    if (wrong || !file) return false;
    const sent = await save<LogoView>("/payroll/settings/logo", "PUT", file, () => "Logo saved: payslips carry it from now on.");
    if (!sent.ok) {
      setError(sent.fields.file ?? sent.message);
      return false;
    }
    if (input.current) input.current.value = "";
    await revalidator.revalidate();
    return true;
  });
  const remove = async () => {
    const done = await save("/payroll/settings/logo", "DELETE", undefined, () => "Logo removed.");
    if (done.ok) await revalidator.revalidate();
  };
  return (
    <DashboardPanel id="logo" title="Payslip logo">
      <p className="dash-note">Printed at the top of every payslip, settlement statement and Form 16, beside the firm's name.</p>
      {logo.present ? (
        <figure className="pay-logo">
          <img src={firmHref(`/payroll/settings/logo?v=${encodeURIComponent(logo.updated_at ?? "")}`)} alt="The firm's payslip logo" />
          <figcaption>The logo now on payslips.</figcaption>
        </figure>
      ) : (
        <p className="dash-empty">No logo: payslips carry the firm's name alone.</p>
      )}
      {canEdit && (
        <form ref={form} className="pay-new" noValidate aria-label="Set the payslip logo" onSubmit={submit}>
          <FieldFrame id={fileId} label="Image" error={error} hint={HINT} wide>
            <input ref={input} id={fileId} name="file" type="file" accept="image/png,image/jpeg" {...fieldAria(fileId, error, HINT)} onChange={() => setError(undefined)} />
          </FieldFrame>
          <button type="submit" className="button" disabled={busy}>
            {logo.present ? "Replace the logo" : "Upload the logo"}
          </button>
          {logo.present && (
            <button type="button" className="button button--ghost" onClick={() => void remove()}>
              Remove the logo
            </button>
          )}
        </form>
      )}
    </DashboardPanel>
  );
}
