// Today on "My attendance": the shift, where the person stands (not in, working, on a break, done), the
// time worked so far (counting on while they work), the punches of the day (and of a night shift begun the
// day before, dated), and one big button for each punch
// that makes sense now (the server's `next`). Where the workspace has a geo-fence the browser is asked for
// its location at the press, and only then; a refusal — the browser's or the server's — is said in words
// beside the buttons.
import { PUNCH_KIND_LABELS, type PunchKind, type TodayView, WebPunchSchema } from "@vetan/shared/attendance";
import { useEffect, useRef, useState } from "react";
import { useConsoleForm } from "../../components/console-form.ts";
import { firmApi } from "../../lib/api.ts";
import { clockOf, clockOn, longDay, minutesText, punchLabel, sourceLabel, TODAY_STATE_LABELS } from "./attendance-format.ts";

type Place = { ok: true; latitude: number; longitude: number; accuracy_m: number } | { ok: false; message: string };

/** Asks the browser where it is, once; the answer or the reason in words. */
function locate(workspace: string): Promise<Place> {
  const why = `${workspace} takes punches only from nearby`;
  if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
    return Promise.resolve({ ok: false, message: `${why}, and this browser cannot share its location. Punch from a phone, or ask HR to regularise the day.` });
  }
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ ok: true, latitude: p.coords.latitude, longitude: p.coords.longitude, accuracy_m: Math.min(100_000, Math.round(p.coords.accuracy)) }),
      (e) =>
        resolve({
          ok: false,
          message:
            e.code === e.PERMISSION_DENIED
              ? `${why}, and this page was not allowed to use your location. Allow location for this site in your browser's settings, then press the button again.`
              : e.code === e.TIMEOUT
                ? "Finding your location took too long. Step outside or near a window, then press the button again."
                : "Your device could not tell where you are. Turn on location, then press the button again.",
        }),
      // A fresh fix every time: a position remembered from before the walk in would be refused.
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    ),
  );
}

const PRIMARY: readonly PunchKind[] = ["in", "out"];

export function TodayCard({ today }: { today: TodayView }) {
  const { submit } = useConsoleForm("punch", {}, firmApi);
  const [busy, setBusy] = useState<PunchKind | null>(null);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState("");
  const buttons = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  const worked = useWorkedSoFar(today);

  // After a punch the button pressed is gone: the keyboard goes to the first of the new ones.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new day is the trigger, not an input
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    buttons.current?.querySelector<HTMLButtonElement>("button")?.focus();
  }, [today]);

  async function punch(kind: PunchKind) {
    if (busy) return;
    setProblem("");
    setBusy(kind);
    try {
      let place: { latitude: number | null; longitude: number | null; accuracy_m: number | null } = { latitude: null, longitude: null, accuracy_m: null };
      if (today.fence.required) {
        setLocating(true);
        const found = await locate(today.fence.workspace ?? "Your workspace");
        setLocating(false);
        if (!found.ok) {
          setProblem(found.message);
          return;
        }
        place = { latitude: found.latitude, longitude: found.longitude, accuracy_m: found.accuracy_m };
      }
      const result = await submit<TodayView>(WebPunchSchema, { kind, ...place }, "/attendance/punch", "POST", (view) => {
        const last = view.punches.at(-1);
        return last ? `${PUNCH_KIND_LABELS[kind]}: recorded at ${clockOf(last.at)}.` : `${PUNCH_KIND_LABELS[kind]}: recorded.`;
      });
      if (result.ok) pressed.current = true;
      else setProblem(result.message ?? Object.values(result.fields)[0] ?? "The punch was not recorded. Please try again.");
    } finally {
      setLocating(false);
      setBusy(null);
    }
  }

  const shift = today.shift;
  return (
    <section className="dash-panel att-today" aria-labelledby="today-title">
      <div className="att-today__head">
        <div>
          <h2 id="today-title">Today</h2>
          <p className="att-today__day">{longDay(today.day)}</p>
        </div>
        <span className="att-state" data-state={today.state}>
          {TODAY_STATE_LABELS[today.state]}
        </span>
      </div>
      <dl className="att-today__facts">
        <div>
          <dt>Shift</dt>
          <dd>{shift ? `${shift.name}, ${shift.start}–${shift.end}` : "No shift rostered today"}</dd>
        </div>
        <div>
          <dt>Worked so far</dt>
          <dd className="att-today__worked">{minutesText(worked)}</dd>
        </div>
      </dl>
      <div ref={buttons} className="att-punch">
        {today.next.map((kind) => (
          <button
            key={kind}
            type="button"
            className={`button att-punch__button${PRIMARY.includes(kind) ? "" : " button--ghost"}`}
            data-kind={kind}
            disabled={busy !== null}
            aria-describedby={problem ? "punch-problem" : undefined}
            onClick={() => punch(kind)}
          >
            {busy === kind ? (locating ? "Finding you…" : "Recording…") : PUNCH_KIND_LABELS[kind]}
          </button>
        ))}
      </div>
      <output className="visually-hidden" aria-live="polite">
        {locating ? "Finding where you are…" : ""}
      </output>
      {problem && (
        <p id="punch-problem" className="att-problem" role="alert">
          {problem}
        </p>
      )}
      {today.notice && (
        <p className="att-problem">
          {today.notice}
        </p>
      )}
      {today.fence.required && (
        <p className="dash-note att-today__fence">
          {today.fence.workspace} takes punches within {today.fence.radius_m?.toLocaleString("en-IN")} m of it. When you press a button your browser asks to share your location
          for that punch only; Vetan does not follow you between punches.
        </p>
      )}
      <h3 className="att-today__subhead">Latest punches</h3>
      {today.punches.length === 0 ? (
        <p className="dash-muted att-today__none">None yet today.</p>
      ) : (
        <ol className="att-punches">
          {today.punches.map((p) => (
            <li key={p.at}>
              <time dateTime={p.at} className="att-punches__time">
                {clockOn(p.at, today.day)}
              </time>
              <span>{punchLabel(p.kind)}</span>
              <span className="att-punches__source">{sourceLabel(p.source)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The minutes worked, counting on by the minute while the person is working. */
function useWorkedSoFar(today: TodayView): number {
  const [since] = useState(() => Date.now());
  const [now, setNow] = useState(since);
  useEffect(() => {
    if (today.state !== "working") return;
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [today.state]);
  // A fresh answer from the server resets the count's start.
  const [base, setBase] = useState({ today, at: since });
  if (base.today !== today) setBase({ today, at: Date.now() });
  return today.state === "working" ? today.worked_minutes + Math.max(0, Math.floor((now - base.at) / 60_000)) : today.worked_minutes;
}
