// A training level as its stream folds it.
import { assertNever } from '../../decider.js';
import { NotFoundError } from '../../../platform/errors.js';
import type { TrainingLevelEvent } from '../events.js';

export interface TrainingLevelData {
  id: string;
  organizationId: string;
  name: string;
  sortOrder: number;
}
export type TrainingLevelState = { status: 'none' } | { status: 'active'; level: TrainingLevelData };

export function evolveTrainingLevel(state: TrainingLevelState, event: TrainingLevelEvent): TrainingLevelState {
  switch (event.type) {
    case 'TrainingLevelCreated': {
      const { levelId: id, organizationId, name, sortOrder } = event.data;
      return { status: 'active', level: { id, organizationId, name, sortOrder } };
    }
    case 'TrainingLevelChanged':
      return state.status === 'active' ? { status: 'active', level: { ...state.level, ...event.data.changes } } : state;
    default:
      return assertNever(event);
  }
}

/** The level, if it is one of this organization's; otherwise it does not exist for the caller. */
export function levelOf(state: TrainingLevelState, organizationId: string): TrainingLevelData {
  if (state.status !== 'active' || state.level.organizationId !== organizationId) throw new NotFoundError();
  return state.level;
}
