// Plain SVG charts for where a picture reads faster than a list of figures (the people summary, the expense
// report): grouped columns over time, and horizontal bars by name. Each is an image with a title and a
// description that says every figure, a legend in words, and the same figures as a table a press away (or
// the page's own table beside it). No script draws them, so they render on the server as in the browser.
import { useId } from "react";
import { BAR_ROOM, groupCentre, groupedColumns, horizontalBars } from "../lib/chart-geometry.ts";

const fmt = (n: number) => n.toLocaleString("en-IN");

interface ColumnsProps {
  title: string;
  /** The groups along the bottom ("Jun 2026"), each with a value per series. */
  groups: { label: string; short: string; values: number[] }[];
  series: { label: string; className: string }[];
  /** The table a press away: the figures, with row and column headers. */
  table: React.ReactNode;
}

const COLUMN_SIZE = { height: 220, top: 22, bottom: 28 };

export function ColumnChart({ title, groups, series, table }: ColumnsProps) {
  const id = useId();
  const columns = groupedColumns(
    groups.map((g) => g.values),
    COLUMN_SIZE,
  );
  const description = groups.map((g) => `${g.label}: ${g.values.map((v, i) => `${fmt(v)} ${series[i]?.label.toLowerCase()}`).join(", ")}`).join("; ");
  const base = COLUMN_SIZE.height - COLUMN_SIZE.bottom;
  return (
    <figure className="chart">
      <svg className="chart__svg" width="100%" height={COLUMN_SIZE.height} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <line className="chart__axis" x1="0" x2="100%" y1={base + 0.5} y2={base + 0.5} />
        {columns.map((c) => (
          <g key={`${c.group}-${c.series}`}>
            <rect className={series[c.series]?.className} x={`${c.x}%`} width={`${c.width}%`} y={c.y} height={c.height} rx="3" />
            <text className="chart__figure" x={`${c.x + c.width / 2}%`} y={c.y - 6} textAnchor="middle">
              {fmt(c.value)}
            </text>
          </g>
        ))}
        {groups.map((g, i) => (
          <text key={g.label} className="chart__label" x={`${groupCentre(i, groups.length)}%`} y={COLUMN_SIZE.height - 8} textAnchor="middle">
            {g.short}
          </text>
        ))}
      </svg>
      <figcaption className="chart__legend">
        {series.map((s) => (
          <span key={s.label} className="chart__key">
            <span className={`chart__swatch ${s.className}`} aria-hidden="true" />
            {s.label}
          </span>
        ))}
      </figcaption>
      <ChartTable>{table}</ChartTable>
    </figure>
  );
}

interface BarsProps {
  title: string;
  rows: { key: string; label: string; value: number }[];
  /** What a figure counts, for the description: "people". */
  unit: string;
  /** The figures as a table a press away; left out where the page's own table beside the chart is the data. */
  table?: React.ReactNode;
  empty: string;
  /** How a figure is written in the description (money: "₹1,250.00"); counts by default. */
  format?: (value: number) => string;
  /** How it is written beside its bar, where room is short (money: "₹1.3K"); as in the description by default. */
  figure?: (value: number) => string;
}

const ROW_HEIGHT = 46;

export function BarChart({ title, rows, unit, table, empty, format = fmt, figure = format }: BarsProps) {
  const id = useId();
  if (rows.length === 0) return <p className="dash-empty">{empty}</p>;
  const bars = horizontalBars(
    rows.map((r) => r.value),
    ROW_HEIGHT,
  );
  return (
    <figure className="chart">
      <svg className="chart__svg" width="100%" height={rows.length * ROW_HEIGHT} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{rows.map((r) => `${r.label}: ${format(r.value)} ${unit}`).join("; ")}</desc>
        {rows.map((r, i) => {
          const b = bars[i];
          if (!b) return null;
          return (
            <g key={r.key}>
              <text className="chart__label" x="0" y={b.labelY}>
                {r.label}
              </text>
              <rect className="chart__track" x="0" width={`${BAR_ROOM}%`} y={b.barY} height="14" rx="7" />
              <rect className="chart__bar" x="0" width={`${Math.max(b.width, 0.6)}%`} y={b.barY} height="14" rx="7" />
              <text className="chart__figure" x="100%" y={b.barY + 12} textAnchor="end">
                {figure(r.value)}
              </text>
            </g>
          );
        })}
      </svg>
      {table !== undefined && <ChartTable>{table}</ChartTable>}
    </figure>
  );
}

/** The figures as a table, for those who would rather read them (and screen-reader users who want to move through them). */
function ChartTable({ children }: { children: React.ReactNode }) {
  return (
    <details className="chart__table">
      <summary>Show the figures</summary>
      <div className="dash-table-wrap">{children}</div>
    </details>
  );
}
