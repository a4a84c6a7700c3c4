// Where the bars of a plain SVG chart go. Across, positions are percentages of the chart's width, so the
// chart fills any width without scaling its text; down, they are pixels of a fixed height. Pure, so the
// server's render and the browser's agree, and the arithmetic is tested on its own.

export interface Column {
  /** Which group (left to right) and which series within it. */
  group: number;
  series: number;
  value: number;
  /** Percent of the width. */
  x: number;
  width: number;
  /** Pixels from the top. */
  y: number;
  height: number;
}

/** The largest value, at least 1, so an all-zero chart still has a scale. */
export const scaleMax = (values: readonly number[]) => Math.max(1, ...values);

/**
 * Grouped columns: `groups` side by side, each with one column per series (joined, left), the columns of a
 * group taking `fill` of its width. Heights against the largest value, in a plot `top`…`height - bottom`.
 */
export function groupedColumns(groups: readonly (readonly number[])[], size: { height: number; top: number; bottom: number }, fill = 0.64): Column[] {
  const max = scaleMax(groups.flat());
  const plot = size.height - size.top - size.bottom;
  const groupWidth = 100 / Math.max(1, groups.length);
  return groups.flatMap((values, group) => {
    const width = (groupWidth * fill) / Math.max(1, values.length);
    const start = group * groupWidth + (groupWidth * (1 - fill)) / 2;
    return values.map((value, series) => {
      const height = (Math.max(0, value) / max) * plot;
      return { group, series, value, x: start + series * width, width, y: size.top + plot - height, height };
    });
  });
}

/** The middle of group `i` of `n`, in percent. */
export const groupCentre = (i: number, n: number) => ((i + 0.5) * 100) / Math.max(1, n);

export interface Bar {
  value: number;
  /** Percent of the width the bar takes; the rest is room for its figure. */
  width: number;
  /** Pixels from the top: the row's label line and the bar under it. */
  labelY: number;
  barY: number;
}

/** The share of the width the longest horizontal bar takes: the rest is room for its figure. */
export const BAR_ROOM = 82;

/** Horizontal bars, one row each (label over bar), the longest taking `room` percent of the width. */
export function horizontalBars(values: readonly number[], rowHeight: number, room = BAR_ROOM): Bar[] {
  const max = scaleMax(values);
  return values.map((value, i) => ({ value, width: (Math.max(0, value) / max) * room, labelY: i * rowHeight + 15, barY: i * rowHeight + 22 }));
}
