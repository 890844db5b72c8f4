// Ids derived from what they stand for (v5-shaped, from a sha256 of a seed): a job or consumer that runs
// twice derives the same id, so its second create finds the stream and appends nothing.
import { createHash } from 'node:crypto';

export function derivedUuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
