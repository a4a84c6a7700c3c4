// The global feedback pieces of SPEC.md §1 and §4: the full-screen 'Please Wait' overlay while the
// transaction-loader flag is on, and toasts that close themselves after 3000 ms (green for success, red
// otherwise). One provider at the root; screens use the hooks.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { ui } from "../content/ui.ts";

export const TOAST_MS = 3000;

export type ToastKind = "success" | "error";
interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

interface Feedback {
  loading: boolean;
  setLoading(on: boolean): void;
  toast(message: string, kind?: ToastKind, durationMs?: number): void;
}

const FeedbackContext = createContext<Feedback | null>(null);

function useFeedback(): Feedback {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error("FeedbackProvider is missing");
  return value;
}

/** The transaction-loader flag: `setLoading(true)` covers the page with 'Please Wait'. */
export const useLoader = () => {
  const { loading, setLoading } = useFeedback();
  return { loading, setLoading };
};

/** `toast("Saved")` is green; `toast("Failed", "error")` is red. */
export const useToast = () => useFeedback().toast;

export function FeedbackProvider({ children }: { children: React.ReactNode }) {
  const [loading, setLoading] = useState(false);
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending) clearTimeout(t);
    };
  }, []);

  const toast = useCallback((message: string, kind: ToastKind = "success", durationMs = TOAST_MS) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, message, kind }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((list) => list.filter((t) => t.id !== id));
    }, durationMs);
    timers.current.add(timer);
  }, []);

  const value = useMemo(() => ({ loading, setLoading, toast }), [loading, toast]);
  return (
    <FeedbackContext.Provider value={value}>
      {children}
      {loading && (
        <div className="loading-overlay" role="alert" aria-busy="true" aria-live="assertive">
          <span className="loading-overlay__spinner" aria-hidden="true" />
          <p>{ui.loadingOverlay}</p>
        </div>
      )}
      <output className="toasts" aria-live="polite">
        {toasts.map((t) => (
          <p key={t.id} className={`toast toast--${t.kind}`}>
            {t.message}
          </p>
        ))}
      </output>
    </FeedbackContext.Provider>
  );
}
