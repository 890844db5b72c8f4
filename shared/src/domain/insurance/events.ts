// Liability insurance documents (spec 001 §2-§8; INS-01 … 18). Stream
// `insuranceDocument-<id>`: one document of one trainee.
import type { DomainEvent } from '../decider.js';

export interface InsuranceFile {
  uuid: string;
  filename: string;
}

export type InsuranceDocumentAdded = DomainEvent<
  'InsuranceDocumentAdded',
  {
    documentId: string;
    organizationId: string;
    traineeUserId: string;
    file: InsuranceFile;
    effectiveDate: string;
    expirationDate: string;
    addedBy: string | null;
  }
>;
export type InsuranceDocumentChanged = DomainEvent<
  'InsuranceDocumentChanged',
  { documentId: string; changes: { file?: InsuranceFile; effectiveDate?: string; expirationDate?: string } }
>;
export type InsuranceDocumentDeleted = DomainEvent<'InsuranceDocumentDeleted', { documentId: string }>;
/** The 30-day notice went out for this expiration date (the job sends it once per date). */
export type InsuranceExpiryNoticed = DomainEvent<
  'InsuranceExpiryNoticed',
  { documentId: string; traineeUserId: string; expirationDate: string }
>;

export type InsuranceEvent = InsuranceDocumentAdded | InsuranceDocumentChanged | InsuranceDocumentDeleted | InsuranceExpiryNoticed;
export const insuranceEventTypes = [
  'InsuranceDocumentAdded',
  'InsuranceDocumentChanged',
  'InsuranceDocumentDeleted',
  'InsuranceExpiryNoticed',
] as const satisfies readonly InsuranceEvent['type'][];

export const insuranceStream = (documentId: string): string => `insuranceDocument-${documentId}`;
