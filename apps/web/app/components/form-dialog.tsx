// A short form in a modal dialog (a workspace, a department, a job change, an exit): the fields in the
// dialog's body, Cancel and the action at its foot, which stays in view while a long form scrolls. Escape or
// Cancel closes without saving; a refusal keeps it open with the cursor in the first field in error; a save
// closes it.
import { useId } from "react";
import { useFocusFirstField, useFormSubmit } from "./console-site-form.tsx";
import { Dialog } from "./dialog.tsx";
import "../styles/form-dialog.css";

interface Props {
  title: string;
  /** The action's button: "Add workspace", "Save". */
  submitLabel?: string;
  /** Checks and saves; resolves true when saved. */
  onSubmit(): Promise<boolean>;
  onClose(): void;
  /** A message for the whole form (one with no field of its own). */
  formError?: string | undefined;
  children: React.ReactNode;
}

export function FormDialog({ title, submitLabel = "Save", onSubmit, onClose, formError, children }: Props) {
  const formId = useId();
  const { form, busy, submit } = useFormSubmit(async () => {
    const saved = await onSubmit();
    if (saved) onClose();
    return saved;
  });
  useFocusFirstField(form);
  return (
    <Dialog
      open
      size="form"
      title={title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className="button" disabled={busy}>
            {submitLabel}
          </button>
        </>
      }
    >
      <form ref={form} id={formId} className="form-dialog" noValidate aria-label={title} onSubmit={submit}>
        {children}
        {formError && (
          <p className="dash-error" role="alert">
            {formError}
          </p>
        )}
      </form>
    </Dialog>
  );
}
