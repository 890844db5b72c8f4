// Report progress and chart constants (spec 001 §9, TRAIN-52/53); the hours
// figure itself is formatted by shared/src/format/hours.ts.

/** Approved hours as a percent of a target, capped at 100 (0 when there is no target). */
export const progressPercent = (approvedMinutes: number, targetHours: number): number =>
  targetHours > 0 ? Math.min(100, Math.round((approvedMinutes / 60 / targetHours) * 1000) / 10) : 0;

/** Progress chart sizes: one bar of 32 px per row, 160 px of margin, never under 260 px. */
export const progressChart = { barWidth: 32, margin: 160, minHeight: 260 } as const;

export const progressChartHeight = (bars: number): number =>
  Math.max(progressChart.minHeight, bars * progressChart.barWidth + progressChart.margin);

/** Delay before a report's loading spinner shows (ms). */
export const reportSpinnerDelayMs = 300;
