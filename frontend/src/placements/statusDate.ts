// PLACE-13: the status date in words, as "Nov 26, 2026" (a short month name, the day, the full year), in the
// reader's time zone: "11/26/26" read as a code, and day and month swap between countries.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export function placementStatusDate(iso: string): string {
  const date = new Date(iso);
  return `${months[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
