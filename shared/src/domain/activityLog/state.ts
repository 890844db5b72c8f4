// The activity entry aggregate's state: one stream per entry (activityEntry-<id>).
import { assertNever } from '../decider.js';
import type { ActivityEntryEvent, ActivityEntryFields, ActivityEntryStatus } from './events.js';

export interface ActivityEntryData extends ActivityEntryFields {
  id: string;
  organizationId: string;
  traineeUserId: string;
  traineePositionId: string;
  trainingId: string;
  status: ActivityEntryStatus;
  riskAlertDismissed: boolean;
  reviewComment: string | null;
}

export type ActivityEntryState = { status: 'none' } | { status: 'active'; entry: ActivityEntryData } | { status: 'deleted'; id: string };

export const initialState = (): ActivityEntryState => ({ status: 'none' });

const change = (state: ActivityEntryState, patch: Partial<ActivityEntryData>): ActivityEntryState =>
  state.status === 'active' ? { ...state, entry: { ...state.entry, ...patch } } : state;

export function evolve(state: ActivityEntryState, event: ActivityEntryEvent): ActivityEntryState {
  switch (event.type) {
    case 'ActivityLogged': {
      const { entryId, ...rest } = event.data;
      return {
        status: 'active',
        entry: { ...rest, id: entryId, status: 'draft', riskAlertDismissed: false, reviewComment: null },
      };
    }
    case 'ActivityEntryChanged':
      return change(state, event.data.changes);
    case 'ActivityEntryDeleted':
      return { status: 'deleted', id: event.data.entryId };
    case 'ActivityEntrySubmitted':
      return change(state, { status: 'submitted' });
    case 'ActivityEntryApproved':
      return change(state, { status: 'approved', reviewComment: null });
    case 'ActivityEntryUnapproved':
      return change(state, { status: 'submitted' });
    case 'ActivityEntryChangesRequested':
      return change(state, { status: 'changes_requested', reviewComment: event.data.comment });
    case 'ActivityEntryChangesRequestReverted':
      return change(state, { status: 'submitted', reviewComment: null });
    case 'RiskAlertDismissed':
      return change(state, { riskAlertDismissed: true });
    default:
      return assertNever(event);
  }
}
