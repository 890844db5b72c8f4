// Labels and the dashboard status (INS-03, INS-04, INS-06): computed from the
// dates and today, never stored, so a document turns "expiring" by itself.

/** INS-06: a current document expiring within this many days is "expiring" (the same window as the notice job). */
export const EXPIRING_SOON_DAYS = 30;

export type InsuranceLabel = 'current' | 'expiring' | 'expired' | 'future';
export type InsuranceStatus = 'empty' | 'expired' | 'expiring' | 'current';

export interface InsuranceDates {
  effectiveDate: string;
  expirationDate: string;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const isCurrent = (doc: InsuranceDates, today: string) => doc.effectiveDate <= today && today <= doc.expirationDate;
export const isExpired = (doc: InsuranceDates, today: string) => doc.expirationDate < today;
export const expiresSoon = (doc: InsuranceDates, today: string) =>
  isCurrent(doc, today) && doc.expirationDate <= addDays(today, EXPIRING_SOON_DAYS);

/** INS-03: current if current and not expiring; expired; expiring; otherwise future. */
export function insuranceLabel(doc: InsuranceDates, today: string): InsuranceLabel {
  if (isCurrent(doc, today) && !expiresSoon(doc, today)) return 'current';
  if (isExpired(doc, today)) return 'expired';
  if (expiresSoon(doc, today)) return 'expiring';
  return 'future';
}

/** INS-04: empty, expired (all expired), expiring (all expired or expiring soon), current. */
export function insuranceStatus(docs: InsuranceDates[], today: string): InsuranceStatus {
  if (docs.length === 0) return 'empty';
  if (docs.every((d) => isExpired(d, today))) return 'expired';
  if (docs.every((d) => isExpired(d, today) || expiresSoon(d, today))) return 'expiring';
  return 'current';
}

/** INS-06: a document covers a training whose dates overlap its own. */
export const coversDates = (doc: InsuranceDates, startAt: string, endAt: string) =>
  doc.effectiveDate <= endAt && startAt <= doc.expirationDate;

/** INS-18: a placement may be approved when a document is current today and covers the training's dates. */
export const coversPlacement = (docs: InsuranceDates[], training: { startAt: string; endAt: string }, today: string) =>
  docs.some((d) => isCurrent(d, today) && coversDates(d, training.startAt, training.endAt));
