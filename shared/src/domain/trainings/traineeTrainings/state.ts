// One trainee's trainings as their stream folds them (stream traineeTrainings-<traineeUserId>).
import { assertNever } from '../../decider.js';
import type { TraineeTrainingsEvent, TrainingFields } from '../events.js';

export interface TrainingData extends TrainingFields {
  id: string;
}

/** Live trainings by id; deleted ones are gone (their ids stay in `deleted` so a retry is recognised). */
export interface TraineeTrainingsState {
  trainings: Record<string, TrainingData>;
  deleted: string[];
}

export const initialState = (): TraineeTrainingsState => ({ trainings: {}, deleted: [] });

export function evolve(state: TraineeTrainingsState, event: TraineeTrainingsEvent): TraineeTrainingsState {
  switch (event.type) {
    case 'TrainingAssigned': {
      const { trainingId, ...training } = event.data;
      return { ...state, trainings: { ...state.trainings, [trainingId]: { id: trainingId, ...training } } };
    }
    case 'TrainingChanged': {
      const current = state.trainings[event.data.trainingId];
      if (!current) return state;
      const changes = Object.fromEntries(Object.entries(event.data.changes).filter(([, v]) => v !== undefined));
      return { ...state, trainings: { ...state.trainings, [current.id]: { ...current, ...changes } } };
    }
    case 'TrainingDeleted': {
      const { [event.data.trainingId]: _gone, ...rest } = state.trainings;
      return { trainings: rest, deleted: [...state.deleted, event.data.trainingId] };
    }
    default:
      return assertNever(event);
  }
}
