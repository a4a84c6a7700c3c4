// The shell's live counts: unread notifications (the bell) and requests waiting for the viewer (the
// Approvals badge). Asked every minute while the tab is in view, at once when it comes back or the window
// regains focus, and again whenever a screen changes what they count (a decision, a notification read).
// The layout holds them; the bell and the approvals screens read and refresh them through the context.
import type { ApprovalsPage, NotificationView } from "@vetan/shared/approvals";
import { createContext, useContext, useMemo, useState } from "react";
import { firmApi } from "../../lib/api.ts";
import { usePoll } from "../../lib/use-poll.ts";

export const PULSE_MS = 60_000;

export interface Pulse {
  /** Unread notifications; null until first known. */
  unread: number | null;
  /** Requests waiting for the viewer's decision; null until first known. */
  waiting: number | null;
  /** Asks the server again now. */
  refresh(): void;
  /** The unread count an answer already gave (marking read answers with it). */
  setUnread(n: number): void;
}

const PulseContext = createContext<Pulse | null>(null);
export const PulseProvider = PulseContext.Provider;

/** The layout's counts, polled. */
export function usePulseState(): Pulse {
  const [unread, setUnread] = useState<number | null>(null);
  const [waiting, setWaiting] = useState<number | null>(null);
  const refresh = usePoll(async (signal) => {
    const [bell, inbox] = await Promise.all([
      firmApi<{ data: NotificationView[]; unread: number }>("/notifications?unread=true&limit=1", { signal }),
      firmApi<ApprovalsPage>("/approvals?box=inbox&limit=1", { signal }),
    ]);
    setUnread(bell.unread);
    setWaiting(inbox.waiting);
  }, PULSE_MS);
  return useMemo(() => ({ unread, waiting, refresh, setUnread }), [unread, waiting, refresh]);
}

/** The counts, for a screen inside the firm product; outside it (a dashboard) nothing to refresh. */
export function usePulse(): Pulse | null {
  return useContext(PulseContext);
}
