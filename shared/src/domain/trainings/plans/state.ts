// A training plan as its stream folds it.
import { NotFoundError } from '../../../platform/errors.js';
import { assertNever } from '../../decider.js';
import type { TrainingPlanCreated, TrainingPlanEvent } from '../events.js';

export type TrainingPlanData = Omit<TrainingPlanCreated['data'], 'planId'> & { id: string; archived: boolean };
export type TrainingPlanState = { status: 'none' } | { status: 'active'; plan: TrainingPlanData };

export function evolveTrainingPlan(state: TrainingPlanState, event: TrainingPlanEvent): TrainingPlanState {
  switch (event.type) {
    case 'TrainingPlanCreated': {
      const { planId: id, ...plan } = event.data;
      return { status: 'active', plan: { id, ...plan, archived: false } };
    }
    case 'TrainingPlanChanged':
      return state.status === 'active' ? { status: 'active', plan: { ...state.plan, ...event.data.changes } } : state;
    case 'TrainingPlanArchived':
    case 'TrainingPlanUnarchived':
      return state.status === 'active'
        ? { status: 'active', plan: { ...state.plan, archived: event.type === 'TrainingPlanArchived' } }
        : state;
    default:
      return assertNever(event);
  }
}

export function planOf(state: TrainingPlanState, organizationId: string): TrainingPlanData {
  if (state.status !== 'active' || state.plan.organizationId !== organizationId) throw new NotFoundError();
  return state.plan;
}
