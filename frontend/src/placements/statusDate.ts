// PLACE-13: the status date as MM/D/YY (month padded, day not, two-digit year), in the reader's time zone.
import { formatDate, type Zone } from '@practicum/shared/format';

export function placementStatusDate(iso: string, zone: Zone): string {
  const [month, day, year] = formatDate(iso, zone).split('/');
  return `${month}/${Number(day)}/${year!.slice(-2)}`;
}
