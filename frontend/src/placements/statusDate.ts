// PLACE-13: the status date as MM/D/YY (month padded, day not, two-digit year), in the reader's time zone.
import { formatDate } from '@practicum/shared/format';

export function placementStatusDate(iso: string): string {
  const [month, day, year] = formatDate(iso).split('/');
  return `${month}/${Number(day)}/${year!.slice(-2)}`;
}
