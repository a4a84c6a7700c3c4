// Dashboard screenshot switcher (SPEC.md §2): Admin, HR and Employee tabs, each showing a screenshot of
// that dashboard. WAI-ARIA tabs with automatic activation: the arrow keys, Home and End move between the
// tabs and show the panel at once; only the selected tab is in the Tab order.
// HTML first (decision 034): markup only; the public pages' script (lib/html-first/site.js) switches the
// tabs. Without any script the first dashboard shows.
import type { DashboardTab } from "../content/home.ts";
import "../styles/dashboard-switcher.css";

export const SCREENSHOT_SIZE = { width: 1200, height: 750 } as const;

export function DashboardSwitcher({ tabs, label, id }: { tabs: DashboardTab[]; label: string; id: string }) {
  const selected = 0;
  const baseId = id;
  return (
    <div className="dashboards">
      <div className="dashboards__tabs" role="tablist" aria-label={label}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-controls={`${baseId}-panel-${tab.id}`}
            aria-selected={i === selected}
            tabIndex={i === selected ? 0 : -1}
            className="dashboards__tab"
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
