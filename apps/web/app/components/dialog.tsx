// A modal dialog on the native <dialog> element: focus is trapped and restored by the browser, Escape
// closes it. Used for result messages (Success / Error), confirmations (Cancel / Proceed) and, wider and
// read left to right, for short forms (form-dialog.tsx).
import { useEffect, useId, useLayoutEffect, useRef } from "react";

export interface DialogProps {
  open: boolean;
  title: string;
  /** success shows a green tick, warning an amber sign; none shows no icon. */
  tone?: "success" | "warning" | "none";
  image?: { src: string; alt: string; width: number; height: number };
  children: React.ReactNode;
  onClose(): void;
  /** Defaults to a single OK button that closes the dialog. */
  actions?: React.ReactNode;
  /** A message is short and centred; a form is wider, left-aligned, and scrolls inside when tall. */
  size?: "message" | "form";
}

export function Dialog({ open, title, tone = "none", image, children, onClose, actions, size = "message" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  // A dialog taken away while open (its screen shows it only while needed) closes first, while still in the
  // page, so the browser gives focus back to what opened it.
  useLayoutEffect(() => {
    const el = ref.current;
    return () => {
      if (el?.open) el.close();
    };
  }, []);
  return (
    <dialog ref={ref} className={`dialog dialog--${tone}${size === "form" ? " dialog--form" : ""}`} aria-labelledby={titleId} onClose={onClose}>
      {tone !== "none" && (
        <span className="dialog__icon" aria-hidden="true">
          {tone === "success" ? "✓" : "!"}
        </span>
      )}
      {image && <img className="dialog__image" src={image.src} alt={image.alt} width={image.width} height={image.height} />}
      <h2 id={titleId}>{title}</h2>
      <div className="dialog__body">{children}</div>
      <div className="dialog__actions">
        {actions ?? (
          <button type="button" className="button" onClick={onClose}>
            OK
          </button>
        )}
      </div>
    </dialog>
  );
}
