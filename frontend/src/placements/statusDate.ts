// PLACE-13: the status date as MM/D/YY (month padded, day not, two-digit year), in the reader's time zone.
export function placementStatusDate(iso: string): string {
  const date = new Date(iso);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${month}/${date.getDate()}/${String(date.getFullYear()).slice(-2)}`;
}
