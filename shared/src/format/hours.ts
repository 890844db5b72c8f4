// Durations are kept in minutes; these are the ways people read them.

/** Report hours (spec 001 §9): minutes / 60 with at most one decimal (90 → 1.5, 100 → 1.7, 120 → 2). */
export const reportHours = (minutes: number): number => Math.round(minutes / 6) / 10;

/** The same figure as text, without a trailing ".0" ("1.5", "2"). */
export const formatReportHours = (minutes: number): string => String(reportHours(minutes));

/** Minutes as "1 h 30 min" (45 → "45 min", 120 → "2 h", 0 → "0 min"). */
export const formatMinutes = (minutes: number): string => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : '', m || !h ? `${m} min` : ''].filter(Boolean).join(' ');
};
