// A level's name is unique in its organization: one reservation stream per
// organization and normalized name (ARCHITECTURE 3.4), appended before a level
// takes the name and released when it gives it up.
import { ValidationError } from '../../../platform/errors.js';
import { reservationDecider } from '../../reservation.js';
import type { TrainingLevelNameEvent } from '../events.js';
import { normalizedName, setupMessages } from '../setupRules.js';

export type TrainingLevelNameCommand =
  | { type: 'ReserveTrainingLevelName'; data: { organizationId: string; name: string; levelId: string } }
  | { type: 'ReleaseTrainingLevelName'; data: { organizationId: string; name: string; levelId: string } };
export const trainingLevelNameStream = (organizationId: string, name: string): string =>
  `trainingLevelName-${organizationId}-${encodeURIComponent(normalizedName(name))}`;

export const trainingLevelNameDecider = reservationDecider<TrainingLevelNameCommand, TrainingLevelNameEvent>({
  reserve: { command: 'ReserveTrainingLevelName', event: 'TrainingLevelNameReserved' },
  release: { command: 'ReleaseTrainingLevelName', event: 'TrainingLevelNameReleased' },
  holder: 'levelId',
  taken: () => new ValidationError({ name: [setupMessages.nameTaken] }),
});
