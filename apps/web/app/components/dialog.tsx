// A modal dialog on the native <dialog> element: focus is trapped and restored by the browser, Escape
// closes it. Used for result messages (Success / Error) and confirmations (Cancel / Proceed).
import { useEffect, useRef } from "react";

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
}

export function Dialog({ open, title, tone = "none", image, children, onClose, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog ref={ref} className={`dialog dialog--${tone}`} aria-labelledby="dialog-title" onClose={onClose}>
      {tone !== "none" && (
        <span className="dialog__icon" aria-hidden="true">
          {tone === "success" ? "✓" : "!"}
        </span>
      )}
      {image && <img className="dialog__image" src={image.src} alt={image.alt} width={image.width} height={image.height} />}
      <h2 id="dialog-title">{title}</h2>
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
