// The console's confirmation before what cannot be undone (deleting something, leaving unsaved work): a
// warning dialog that says what will happen, with a way back and a red button that does it. Escape, like
// the way back, changes nothing.
import { Dialog } from "./dialog.tsx";

interface Props {
  /** Shown while true; a confirmation rendered only when needed can leave it out. */
  open?: boolean;
  /** The question: "Delete this post?". */
  title: string;
  /** The red button: "Delete". */
  confirm?: string;
  /** The way back: "Cancel". */
  cancel?: string;
  onConfirm(): void;
  onCancel(): void;
  /** What confirming does, in words. */
  children: React.ReactNode;
}

export function ConsoleConfirm({ open = true, title, confirm = "Delete", cancel = "Cancel", onConfirm, onCancel, children }: Props) {
  return (
    <Dialog
      open={open}
      tone="warning"
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {cancel}
          </button>
          <button type="button" className="button console-danger" onClick={onConfirm}>
            {confirm}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
