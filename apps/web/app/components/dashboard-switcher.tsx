// Dashboard screenshot switcher (SPEC.md §2): Admin, HR and Employee tabs, each showing a screenshot of
// that dashboard. WAI-ARIA tabs with automatic activation: the arrow keys, Home and End move between the
// tabs and show the panel at once; only the selected tab is in the Tab order.
import { type KeyboardEvent, useId, useRef, useState } from "react";
import type { DashboardTab } from "../content/home.ts";
import "../styles/dashboard-switcher.css";

export const SCREENSHOT_SIZE = { width: 1200, height: 750 } as const;

export function DashboardSwitcher({ tabs, label }: { tabs: DashboardTab[]; label: string }) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  const select = (i: number, focus: boolean) => {
    setSelected(i);
    if (focus) tabRefs.current[i]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div className="dashboards">
      <div className="dashboards__tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-controls={`${baseId}-panel-${tab.id}`}
            aria-selected={i === selected}
            tabIndex={i === selected ? 0 : -1}
            className="dashboards__tab"
            onClick={() => select(i, false)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={i !== selected}
          className="dashboards__panel"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the panel holds nothing focusable, so it takes focus itself (WAI-ARIA tabs pattern).
          tabIndex={0}
        >
          <p className="dashboards__caption">{tab.caption}</p>
          <div className="dashboards__frame">
            <img src={tab.screenshot.src} alt={tab.screenshot.alt} width={SCREENSHOT_SIZE.width} height={SCREENSHOT_SIZE.height} loading="lazy" decoding="async" />
          </div>
        </div>
      ))}
    </div>
  );
}
