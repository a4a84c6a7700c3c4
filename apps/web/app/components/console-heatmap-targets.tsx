// The most clicked links and buttons at this width, with their counts: the heatmap's words. The canvas
// points screen readers here (its text alternative), so the table says everything the picture does that
// a list can say.
import type { HeatmapTarget } from "@vetan/shared/admin-heatmaps";

export const TARGETS_ID = "hm-targets";

const KIND: Record<string, string> = { A: "Link", BUTTON: "Button", INPUT: "Input" };

export function ConsoleHeatmapTargets({ targets, total }: { targets: HeatmapTarget[]; total: number }) {
  if (targets.length === 0) return <p className="dash-empty">No clicks at this width in this range.</p>;
  return (
    <table className="hm-targets" id={TARGETS_ID}>
      <caption>Most clicked elements at this width</caption>
      <thead>
        <tr>
          <th scope="col">Element</th>
          <th scope="col" className="is-num">
            Clicks
          </th>
          <th scope="col" className="is-num">
            Sessions
          </th>
        </tr>
      </thead>
      <tbody>
        {targets.map((t) => (
          <tr key={`${t.element}\u0000${t.label}`}>
            <th scope="row">
              <span className="hm-targets__label">{t.label === "N/A" ? <em>No text</em> : t.label}</span>
              <span className="hm-targets__kind">{KIND[t.element] ?? t.element}</span>
            </th>
            <td className="is-num">
              {t.clicks.toLocaleString("en-IN")}
              <span className="hm-targets__share"> {share(t.clicks, total)}</span>
            </td>
            <td className="is-num">{t.sessions.toLocaleString("en-IN")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function share(part: number, whole: number): string {
  if (whole <= 0) return "";
  const p = (part / whole) * 100;
  return `(${p < 1 ? "<1" : Math.round(p)}%)`;
}
