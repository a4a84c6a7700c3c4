// Asking the server again and again while a page is looked at: the shell's counts (the bell, the approvals
// badge) every minute, an import's progress every half second. One call at a time, the next `everyMs` after
// the last one ends; nothing while the tab is hidden (the counts would only be stale when seen), and a call
// at once when the tab comes back into view or the window regains focus. Only in the browser: the server's
// render never polls.
import { useCallback, useEffect, useRef } from "react";

/** A tab shown again, or a window focused, asks at once, but no sooner than this after the last call. */
const WAKE_GAP_MS = 5_000;

export function usePoll(task: (signal: AbortSignal) => Promise<unknown>, everyMs: number, enabled = true): () => void {
  const latest = useRef(task);
  const poke = useRef<() => void>(() => undefined);
  useEffect(() => {
    latest.current = task;
  });
  useEffect(() => {
    if (!enabled) return;
    const stop = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    // Asked again while a call was under way: its answer may predate the change, so ask once more after it.
    let again = false;
    let last = 0;
    async function run() {
      clearTimeout(timer);
      if (stop.signal.aborted || document.visibilityState === "hidden") return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      again = false;
      try {
        await latest.current(stop.signal);
      } catch {
        // The task says its own failures; the next round tries again.
      } finally {
        running = false;
        last = Date.now();
      }
      if (!stop.signal.aborted) timer = setTimeout(run, again ? 0 : everyMs);
    }
    const wake = () => {
      if (document.visibilityState === "visible" && Date.now() - last > Math.min(WAKE_GAP_MS, everyMs)) void run();
    };
    poke.current = () => void run();
    void run();
    document.addEventListener("visibilitychange", wake);
    window.addEventListener("focus", wake);
    return () => {
      stop.abort();
      clearTimeout(timer);
      poke.current = () => undefined;
      document.removeEventListener("visibilitychange", wake);
      window.removeEventListener("focus", wake);
    };
  }, [enabled, everyMs]);
  /** Asks now (after a change the counts depend on), then keeps the rhythm. */
  return useCallback(() => poke.current(), []);
}
