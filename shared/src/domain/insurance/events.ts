// Liability insurance documents (spec 001 §2-§8; INS-01 … 18). Stream
// `insuranceDocument-<id>`: one document of one trainee.
import { eventTypesOf, type DomainEvent } from '../decider.js';

export interface InsuranceFile {
  uuid: string;
  filename: string;
}

/** A document as the trainee (or a coordinator) enters it: what AddInsuranceDocument carries. */
export type InsuranceDocumentDetails = {
  documentId: string;
  organizationId: string;
  traineeUserId: string;
  file: InsuranceFile;
  effectiveDate: string;
  expirationDate: string;
};

export type InsuranceDocumentAdded = DomainEvent<'InsuranceDocumentAdded', InsuranceDocumentDetails & { addedBy: string | null }>;
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
export const insuranceEventTypes = eventTypesOf<InsuranceEvent>()(
  'InsuranceDocumentAdded',
  'InsuranceDocumentChanged',
  'InsuranceDocumentDeleted',
  'InsuranceExpiryNoticed',
);

export const insuranceStream = (documentId: string): string => `insuranceDocument-${documentId}`;
