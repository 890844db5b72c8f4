// Creating and changing a training level (TRAIN-06/07); the name's uniqueness is
// kept by the reservation stream in nameReservation.ts.
import { ConflictError } from '../../../platform/errors.js';
import { assertNever, type Decider } from '../../decider.js';
import type { TrainingLevelChanged, TrainingLevelEvent } from '../events.js';
import type { TrainingLevelCommand } from './commands.js';
import { evolveTrainingLevel, levelOf, type TrainingLevelState } from './state.js';

export function decideTrainingLevel(command: TrainingLevelCommand, state: TrainingLevelState): TrainingLevelEvent[] {
  switch (command.type) {
    case 'CreateTrainingLevel':
      if (state.status !== 'none') throw new ConflictError('This training level already exists.');
      return [{ type: 'TrainingLevelCreated', data: { ...command.data, name: command.data.name.trim() } }];
    case 'ChangeTrainingLevel': {
      const level = levelOf(state, command.data.organizationId);
      const { name, sort_order: sortOrder } = command.data.input;
      const changes: TrainingLevelChanged['data']['changes'] = {};
      if (name !== undefined && name !== level.name) changes.name = name;
      if (sortOrder != null && sortOrder !== level.sortOrder) changes.sortOrder = sortOrder;
      return Object.keys(changes).length ? [{ type: 'TrainingLevelChanged', data: { levelId: level.id, changes } }] : [];
    }
    default:
      return assertNever(command);
  }
}

export const trainingLevelDecider: Decider<TrainingLevelState, TrainingLevelCommand, TrainingLevelEvent, unknown> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveTrainingLevel,
  decide: (command, state) => decideTrainingLevel(command, state),
};
