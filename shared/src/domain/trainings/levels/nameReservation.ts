// A level's name is unique in its organization: one reservation stream per
// organization and normalized name (ARCHITECTURE 3.4), appended before a level
// takes the name and released when it gives it up.
import { ValidationError } from '../../../platform/errors.js';
import { assertNever, type Decider } from '../../decider.js';
import type { TrainingLevelNameEvent } from '../events.js';
import { normalizedName, setupMessages } from '../setupRules.js';

export type TrainingLevelNameCommand =
  | { type: 'ReserveTrainingLevelName'; data: { organizationId: string; name: string; levelId: string } }
  | { type: 'ReleaseTrainingLevelName'; data: { organizationId: string; name: string; levelId: string } };
export type TrainingLevelNameState = { levelId: string | null };

export const trainingLevelNameStream = (organizationId: string, name: string): string =>
  `trainingLevelName-${organizationId}-${encodeURIComponent(normalizedName(name))}`;

export const trainingLevelNameDecider: Decider<TrainingLevelNameState, TrainingLevelNameCommand, TrainingLevelNameEvent, unknown> = {
  initialState: () => ({ levelId: null }),
  evolve: (_state, event) => ({ levelId: event.type === 'TrainingLevelNameReserved' ? event.data.levelId : null }),
  decide: (command, state) => {
    switch (command.type) {
      case 'ReserveTrainingLevelName':
        if (state.levelId === command.data.levelId) return [];
        if (state.levelId !== null) throw new ValidationError({ name: [setupMessages.nameTaken] });
        return [{ type: 'TrainingLevelNameReserved', data: command.data }];
      case 'ReleaseTrainingLevelName':
        // only the holder releases; anything else is already free or someone else's
        return state.levelId === command.data.levelId ? [{ type: 'TrainingLevelNameReleased', data: command.data }] : [];
      default:
        return assertNever(command);
    }
  },
};
