// The spec's display forms of dates and times (000 §9, 001 §9), one set for the
// API, the PDFs and the screens: MM/DD/YYYY, "h:mm a" (5:42 pm), "MMM Do, YYYY".

/** Where an instant is read: the viewer's local zone (screens) or UTC (API texts, emails, PDFs). */
export type Zone = 'local' | 'UTC';

const pad = (n: number): string => String(n).padStart(2, '0');
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const calendarDate = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * YYYY-MM-DD (or an ISO instant's date part) → MM/DD/YYYY, by its digits and never
 * through a Date, so a calendar date does not shift a day with the timezone.
 * Anything else comes back as it is; no date gives null.
 */
export function formatCalendarDate(date: string): string;
export function formatCalendarDate(date: string | null | undefined): string | null;
export function formatCalendarDate(date: string | null | undefined): string | null {
  if (date === null || date === undefined) return null;
  const m = calendarDate.exec(date);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : date;
}

function fieldsOf(value: string | Date, zone: Zone) {
  const d = new Date(value);
  return zone === 'UTC'
    ? { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(), hours: d.getUTCHours(), minutes: d.getUTCMinutes() }
    : { year: d.getFullYear(), month: d.getMonth(), day: d.getDate(), hours: d.getHours(), minutes: d.getMinutes() };
}

/** An instant's date as MM/DD/YYYY. */
export function formatDate(value: string | Date, zone: Zone = 'local'): string {
  const { year, month, day } = fieldsOf(value, zone);
  return `${pad(month + 1)}/${pad(day)}/${year}`;
}

/** An instant's time as "h:mm a" (12:05 am, 5:42 pm). */
export function formatTime(value: string | Date, zone: Zone = 'local'): string {
  const { hours, minutes } = fieldsOf(value, zone);
  return `${hours % 12 || 12}:${pad(minutes)} ${hours < 12 ? 'am' : 'pm'}`;
}

/** MM/DD/YYYY h:mm a. */
export const formatDateTime = (value: string | Date, zone: Zone = 'local'): string =>
  `${formatDate(value, zone)} ${formatTime(value, zone)}`;

const ordinal = (day: number): string => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
};

/** "MMM Do, YYYY" (Nov 23rd, 2026), from a calendar date YYYY-MM-DD or an instant. */
export function formatLongDate(value: string | Date, zone: Zone = 'local'): string {
  const m = typeof value === 'string' && value.length === 10 ? calendarDate.exec(value) : null;
  const { year, month, day } = m ? { year: Number(m[1]), month: Number(m[2]) - 1, day: Number(m[3]) } : fieldsOf(value, zone);
  return `${monthNames[month]} ${ordinal(day)}, ${year}`;
}
