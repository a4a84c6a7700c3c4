// The bell in the firm product's top bar: how many notifications are unread, and on press a list of the
// latest twenty, newest first. Choosing one marks it read and opens what it is about (an /app screen);
// "Mark all read" clears the count. A button with aria-expanded: Escape, or a press elsewhere, closes the
// list and the keyboard goes back to the bell.
import type { NotificationView } from "@vetan/shared/approvals";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { APP_BASE, appPath } from "../../content/app-nav.ts";
import { ApiError, firmApi } from "../../lib/api.ts";
import { formatWhen } from "../../lib/dashboard-format.ts";
import { useToast } from "../../lib/feedback.tsx";
import { usePulse } from "./pulse.tsx";

const LATEST = 20;

/** A notification's link, if it is one of ours: a path inside the firm product, never another site. */
export const notificationTarget = (link: string): string | null => (/^\/app(\/|$)/.test(link) && !link.startsWith("//") ? link : null);

export function NotificationBell() {
  const pulse = usePulse();
  const toast = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<NotificationView[] | null>(null);
  const [problem, setProblem] = useState("");
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  const unread = pulse?.unread ?? 0;

  // The list is asked for each time it opens, so it is never older than the count beside it.
  useEffect(() => {
    if (!open) return;
    const request = new AbortController();
    setProblem("");
    firmApi<{ data: NotificationView[]; unread: number }>(`/notifications?limit=${LATEST}`, { signal: request.signal })
      .then((answer) => {
        setList(answer.data);
        pulse?.setUnread(answer.unread);
      })
      .catch((e: unknown) => {
        if (!request.signal.aborted) setProblem(e instanceof ApiError ? e.message : "Could not load your notifications.");
      });
    return () => request.abort();
  }, [open, pulse?.setUnread]);

  // Escape closes the list and gives the keyboard back to the bell; a press or the focus anywhere else
  // closes it where the person now is.
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) => wrap.current !== null && target instanceof Node && !wrap.current.contains(target);
    const key = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    const away = (event: Event) => {
      if (outside(event.target)) setOpen(false);
    };
    document.addEventListener("keydown", key);
    document.addEventListener("pointerdown", away);
    document.addEventListener("focusin", away);
    return () => {
      document.removeEventListener("keydown", key);
      document.removeEventListener("pointerdown", away);
      document.removeEventListener("focusin", away);
    };
  }, [open]);

  async function markRead(ids?: number[]) {
    const answer = await firmApi<{ unread: number }>("/notifications/read", { method: "POST", body: ids ? { ids } : {} });
    pulse?.setUnread(answer.unread);
  }

  function choose(event: React.MouseEvent, n: NotificationView) {
    const to = notificationTarget(n.link);
    if (!n.read) {
      setList((l) => l?.map((x) => (x.id === n.id ? { ...x, read: true } : x)) ?? null);
      pulse?.setUnread(Math.max(0, unread - 1));
      markRead([n.id]).catch(() => pulse?.refresh());
    }
    event.preventDefault();
    setOpen(false);
    if (to) navigate(to);
  }

  async function readAll() {
    try {
      await markRead();
      setList((l) => l?.map((x) => ({ ...x, read: true })) ?? null);
    } catch (e) {
      toast(e instanceof ApiError ? e.message : "Could not mark them read.", "error");
    }
  }

  return (
    <div ref={wrap} className="bell">
      <button ref={button} type="button" className="bell__button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <svg className="bell__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 2.5a6 6 0 0 0-6 6v3.6l-1.7 3.4A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.5L18 12.1V8.5a6 6 0 0 0-6-6Zm-2.6 16a2.7 2.7 0 0 0 5.2 0Z"
            fill="currentColor"
          />
        </svg>
        <span className="visually-hidden">{unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}</span>
        {unread > 0 && (
          <span className="bell__count" aria-hidden="true">
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </button>
      <section id={panelId} className="bell__panel" aria-labelledby={titleId} hidden={!open}>
        <div className="bell__head">
          <h2 id={titleId}>Notifications</h2>
          <button type="button" className="button button--ghost button--small" onClick={readAll} disabled={unread === 0}>
            Mark all read
          </button>
        </div>
        {problem ? (
          <p className="dash-error" role="alert">
            {problem}
          </p>
        ) : list === null ? (
          <p className="bell__empty">Loading…</p>
        ) : list.length === 0 ? (
          <p className="bell__empty">Nothing yet. You will hear here when a request waits for you or yours is decided.</p>
        ) : (
          <ul className="bell__list">
            {list.map((n) => (
              <li key={n.id} className={n.read ? "bell__item" : "bell__item is-unread"}>
                <a href={notificationTarget(n.link) ?? APP_BASE} onClick={(e) => choose(e, n)}>
                  {!n.read && <span className="visually-hidden">Unread: </span>}
                  <span className="bell__title">{n.title}</span>
                  {n.body && <span className="bell__body">{n.body}</span>}
                  <time className="bell__when" dateTime={n.created_at}>
                    {formatWhen(n.created_at)}
                  </time>
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="bell__foot">
          <Link to={appPath("settings", "notifications")} onClick={() => setOpen(false)}>
            Notification settings
          </Link>
        </p>
      </section>
    </div>
  );
}
