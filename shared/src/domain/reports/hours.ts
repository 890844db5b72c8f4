// Report hours and chart constants (spec 001 §9, TRAIN-52/53): one formatter
// for the API, the PDFs and the screens, so every place shows the same figure.

/** Minutes → hours with at most one decimal (90 → 1.5, 100 → 1.7, 120 → 2). */
export const reportHours = (minutes: number): number => Math.round(minutes / 6) / 10;

/** The same figure as text, without a trailing ".0" ("1.5", "2"). */
export const formatReportHours = (minutes: number): string => String(reportHours(minutes));

/** Approved hours as a percent of a target, capped at 100 (0 when there is no target). */
export const progressPercent = (approvedMinutes: number, targetHours: number): number =>
  targetHours > 0 ? Math.min(100, Math.round((approvedMinutes / 60 / targetHours) * 1000) / 10) : 0;

/** Progress chart sizes: one bar of 32 px per row, 160 px of margin, never under 260 px. */
export const progressChart = { barWidth: 32, margin: 160, minHeight: 260 } as const;

export const progressChartHeight = (bars: number): number =>
  Math.max(progressChart.minHeight, bars * progressChart.barWidth + progressChart.margin);

/** Delay before a report's loading spinner shows (ms). */
export const reportSpinnerDelayMs = 300;
