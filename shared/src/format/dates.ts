// The spec's display forms of dates and times (000 §9, 001 §9), one set for the
// API, the PDFs and the screens: MM/DD/YYYY, "h:mm a" (5:42 pm), "MMM Do, YYYY".

/**
 * Where an instant is read: an IANA time zone, always given. 'UTC' for API texts; the reader's zone for what a person
 * reads (their profile's time zone, spec 000 §3.4: the screens take it from their React context, the server from the
 * requesting user). A zone this runtime does not know reads as UTC.
 */
export type Zone = string;

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

/** A span of calendar dates, "09/01/2026 – 05/31/2027": an en dash with a space each side, wherever one is shown. */
export const formatDateRange = (start: string, end: string): string => `${formatCalendarDate(start)} – ${formatCalendarDate(end)}`;

const partsByZone = new Map<string, Intl.DateTimeFormat | null>();
/** The parts reader of an IANA zone, made once per zone; null for a zone this runtime does not know. */
function partsIn(zone: string): Intl.DateTimeFormat | null {
  let parts = partsByZone.get(zone);
  if (parts === undefined) {
    try {
      parts = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
    } catch {
      parts = null;
    }
    partsByZone.set(zone, parts);
  }
  return parts;
}

/** Whether `zone` is an IANA time zone this runtime knows. */
export const isKnownZone = (zone: string | null | undefined): zone is string => !!zone && partsIn(zone) !== null;

/** The zone a person reads times in: their profile's when it is one this runtime knows, else `fallback`. */
export const readingZone = (profileZone: string | null | undefined, fallback: Zone): Zone =>
  isKnownZone(profileZone) ? profileZone : fallback;

/** The browser's (or the server process's) own zone. */
export const runtimeZone = (): Zone => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** How a zone is named beside a time: "UTC", "America/Los_Angeles". */
export const zoneLabel = (zone: Zone): string => (isKnownZone(zone) ? zone : 'UTC');

function fieldsOf(value: string | Date, zone: Zone) {
  const d = new Date(value);
  const parts = zone === 'UTC' ? null : partsIn(zone);
  if (!parts || Number.isNaN(d.getTime()))
    return { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(), hours: d.getUTCHours(), minutes: d.getUTCMinutes() };
  const part = Object.fromEntries(parts.formatToParts(d).map(({ type, value: text }) => [type, Number(text)]));
  return { year: part.year!, month: part.month! - 1, day: part.day!, hours: part.hour!, minutes: part.minute! };
}

/** An instant as the wall clock of `zone`, "YYYY-MM-DDTHH:mm", the value of a datetime-local input. */
export function wallClockOf(value: string | Date, zone: Zone): string {
  const { year, month, day, hours, minutes } = fieldsOf(value, zone);
  return `${year}-${pad(month + 1)}-${pad(day)}T${pad(hours)}:${pad(minutes)}`;
}

/**
 * A datetime-local value, read on the wall clock of `zone`, as an ISO instant (null when it is no date and time). Its
 * seconds count where the input has them (an as-of picker's step of one second).
 */
export function instantOfWallClock(local: string, zone: Zone): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?/.exec(local);
  if (!m) return null;
  const [seconds, millis] = [Number(m[6] ?? 0), Number((m[7] ?? '0').padEnd(3, '0'))];
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), seconds, millis);
  // the zone's offset at a first guess, then again at the instant it gives (the guess may sit across a DST change)
  const offsetAt = (instant: number) => {
    const f = fieldsOf(new Date(instant), zone);
    return Date.UTC(f.year, f.month, f.day, f.hours, f.minutes) - Math.floor(instant / 60_000) * 60_000;
  };
  const instant = wall - offsetAt(wall - offsetAt(wall));
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}

/** An instant's calendar date YYYY-MM-DD in `zone` ("today" where the user is: `calendarDateIn(now, zone)`). */
export function calendarDateIn(value: string | Date, zone: Zone): string {
  const { year, month, day } = fieldsOf(value, zone);
  return `${year}-${pad(month + 1)}-${pad(day)}`;
}

/** The calendar date `days` after `date` (YYYY-MM-DD), counted on the calendar, so no zone shifts it. */
export const addCalendarDays = (date: string, days: number): string =>
  calendarDateIn(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000), 'UTC');

/** An instant's date as MM/DD/YYYY. */
export function formatDate(value: string | Date, zone: Zone): string {
  const { year, month, day } = fieldsOf(value, zone);
  return `${pad(month + 1)}/${pad(day)}/${year}`;
}

/** An instant's time as "h:mm a" (12:05 am, 5:42 pm). */
export function formatTime(value: string | Date, zone: Zone): string {
  const { hours, minutes } = fieldsOf(value, zone);
  return `${hours % 12 || 12}:${pad(minutes)} ${hours < 12 ? 'am' : 'pm'}`;
}

/** MM/DD/YYYY h:mm a. */
export const formatDateTime = (value: string | Date, zone: Zone): string => `${formatDate(value, zone)} ${formatTime(value, zone)}`;

/** MM/DD/YYYY h:mm a and the zone's name, for a text read away from the app (PDFs, exports). */
export const formatZonedDateTime = (value: string | Date, zone: Zone): string => `${formatDateTime(value, zone)} ${zoneLabel(zone)}`;

const ordinal = (day: number): string => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
};

/** "MMM Do, YYYY" (Nov 23rd, 2026), from a calendar date YYYY-MM-DD or an instant. */
export function formatLongDate(value: string | Date, zone: Zone): string {
  const m = typeof value === 'string' && value.length === 10 ? calendarDate.exec(value) : null;
  const { year, month, day } = m ? { year: Number(m[1]), month: Number(m[2]) - 1, day: Number(m[3]) } : fieldsOf(value, zone);
  return `${monthNames[month]} ${ordinal(day)}, ${year}`;
}

const typedDate = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const typedTime = /^(1[0-2]|0?[1-9]):([0-5]\d) ?([ap]m)$/i;

/**
 * A date typed as MM/DD/YYYY, parsed strictly (SPINE-50): two-digit month and day, a four-digit year, a day
 * that exists in that month (02/30 does not). Answers the YYYY-MM-DD the server takes (SPINE-47), or null.
 */
export function parseTypedDate(text: string): string | null {
  const m = typedDate.exec(text.trim());
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || year < 1000) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > daysInMonth ? null : `${m[3]}-${m[1]}-${m[2]}`;
}

/** "MM/DD/YYYY h:mm a" typed, parsed strictly: the calendar date and the 24-hour time "HH:mm", or null. */
export function parseTypedDateTime(text: string): { date: string; time: string } | null {
  const [datePart = '', ...rest] = text.trim().split(/\s+/);
  const date = parseTypedDate(datePart);
  const t = typedTime.exec(rest.join(' '));
  if (!date || !t) return null;
  const hours = (Number(t[1]) % 12) + (t[3]!.toLowerCase() === 'pm' ? 12 : 0);
  return { date, time: `${pad(hours)}:${t[2]}` };
}

/** The error key of a typed date (valid_date) or date and time (valid_date_time), or null when it parses or is empty. */
export function typedDateError(text: string, withTime = false): 'valid_date' | 'valid_date_time' | null {
  if (text.trim() === '') return null;
  if (withTime) return parseTypedDateTime(text) ? null : 'valid_date_time';
  return parseTypedDate(text) ? null : 'valid_date';
}
