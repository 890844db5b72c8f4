import { assertNever } from '../decider.js';
import type { InsuranceEvent, InsuranceFile } from './events.js';

export interface InsuranceDocumentData {
  id: string;
  organizationId: string;
  traineeUserId: string;
  file: InsuranceFile;
  effectiveDate: string;
  expirationDate: string;
  /** The expiration date the last notice was sent for. */
  noticedFor: string | null;
}

export type InsuranceState = { status: 'none' } | { status: 'active'; document: InsuranceDocumentData } | { status: 'deleted' };

export const initialState = (): InsuranceState => ({ status: 'none' });

export function evolve(state: InsuranceState, event: InsuranceEvent): InsuranceState {
  switch (event.type) {
    case 'InsuranceDocumentAdded': {
      const { documentId, addedBy: _a, ...rest } = event.data;
      return { status: 'active', document: { id: documentId, ...rest, noticedFor: null } };
    }
    case 'InsuranceDocumentChanged':
      return state.status === 'active' ? { status: 'active', document: { ...state.document, ...event.data.changes } } : state;
    case 'InsuranceDocumentDeleted':
      return { status: 'deleted' };
    case 'InsuranceExpiryNoticed':
      return state.status === 'active'
        ? { status: 'active', document: { ...state.document, noticedFor: event.data.expirationDate } }
        : state;
    default:
      return assertNever(event);
  }
}
