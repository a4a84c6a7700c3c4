// "Holidays" on My attendance: the year's holidays where the person works, the optional ones with Take and
// Give back (within the firm's yearly quota; a past one is settled), and a way to the year before or after.
// Taking one changes the calendar, so the screen's data is reloaded with the list.
import { indiaToday } from "@vetan/shared/dates";
import { useState } from "react";
import { LoadedPart, useApiSave } from "../../components/console-kit.tsx";
import { DashboardPanel } from "../../components/dashboard-shell.tsx";
import { firmApi } from "../../lib/api.ts";
import { useFirmData } from "../../lib/use-firm-data.ts";
import { shortDay, weekdayOf } from "./attendance-format.ts";
import { type HolidayList, type HolidayView, holidaysPath } from "./holidays.ts";

export function MyHolidays() {
  const today = indiaToday();
  const [year, setYear] = useState(Number(today.slice(0, 4)));
  const { loaded, reload } = useFirmData<HolidayList>(holidaysPath(year), "Could not load the holidays.");
  const save = useApiSave(firmApi);
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState("");

  async function pick(h: HolidayView, take: boolean) {
    setBusy(h.id);
    setRefusal("");
    const result = await save(`/attendance/holidays/${h.id}/pick`, "PUT", { picked: take }, take ? `${h.name} taken.` : `${h.name} given back.`);
    setBusy(null);
    if (result.ok) reload();
    else setRefusal(result.message ?? "That did not work. Please try again.");
  }

  return (
    <DashboardPanel
      id="holidays"
      title={`Holidays in ${year}`}
      actions={
        <div className="att-year">
          <button type="button" className="button button--ghost button--small" onClick={() => setYear((y) => y - 1)}>
            <span aria-hidden="true">‹ </span>
            <span className="visually-hidden">Holidays in </span>
            {year - 1}
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => setYear((y) => y + 1)}>
            <span className="visually-hidden">Holidays in </span>
            {year + 1}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
      }
    >
      <LoadedPart loaded={loaded}>
        {(list) => {
          const mine = list.data.filter((h) => h.applies_to_me);
          const optional = mine.filter((h) => h.optional);
          return (
            <>
              {optional.length > 0 && (
                <p className="att-quota">
                  Optional holidays: you have taken <strong>{list.picked.toLocaleString("en-IN")}</strong> of your <strong>{list.quota.toLocaleString("en-IN")}</strong> for {list.year}.
                  {list.picked >= list.quota && " Give one back to take another."}
                </p>
              )}
              {refusal && (
                <p className="att-problem" role="alert">
                  {refusal}
                </p>
              )}
              {mine.length === 0 ? (
                <p className="dash-empty">No holidays have been set for {list.year} yet.</p>
              ) : (
                <ul className="att-holidays">
                  {mine.map((h) => {
                    const past = h.day < today;
                    return (
                      <li key={h.id} className="att-holiday" data-optional={h.optional || undefined} data-past={past || undefined}>
                        <span className="att-holiday__date">
                          <span className="att-holiday__weekday">{weekdayOf(h.day)}</span>
                          {shortDay(h.day)}
                        </span>
                        <span className="att-holiday__what">
                          <span className="att-holiday__name">{h.name}</span>
                          <span className="att-holiday__meta">
                            {h.optional ? (h.picked ? (past ? "Optional: you took this day" : "Optional: you take this day") : past ? "Optional: not taken" : "Optional: you work unless you take it") : "For everyone"}
                            {h.workspace !== "Every workspace" && ` · ${h.workspace}`}
                          </span>
                        </span>
                        <span className="att-holiday__action">
                          {h.optional && !past && (
                            <button
                              type="button"
                              className={`button button--small${h.picked ? " button--ghost" : ""}`}
                              disabled={busy !== null}
                              onClick={() => pick(h, !h.picked)}
                            >
                              {h.picked ? "Give back" : "Take"}
                              <span className="visually-hidden"> {h.name}</span>
                            </button>
                          )}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              )}
            </>
          );
        }}
      </LoadedPart>
    </DashboardPanel>
  );
}
