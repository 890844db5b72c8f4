import { assertNever } from '../decider.js';
import type { OrganizationDetails } from './commands.js';
import type { OrganizationEvent } from './events.js';

export type OrganizationState =
  { status: 'none' } | { status: 'active'; id: string; details: OrganizationDetails } | { status: 'deleted'; id: string };

export const initialState = (): OrganizationState => ({ status: 'none' });

export function evolve(state: OrganizationState, event: OrganizationEvent): OrganizationState {
  switch (event.type) {
    case 'OrganizationCreated':
    case 'OrganizationCloned':
      return { status: 'active', id: event.data.organizationId, details: event.data.details };
    case 'OrganizationUpdated':
      return state.status === 'active' ? { ...state, details: mergeDetails(state.details, event.data.changes) } : state;
    case 'OrganizationDeleted':
      return { status: 'deleted', id: event.data.organizationId };
    default:
      return assertNever(event);
  }
}

export const mergeDetails = (details: OrganizationDetails, changes: Partial<OrganizationDetails>): OrganizationDetails => ({
  ...details,
  ...changes,
});
