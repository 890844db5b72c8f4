// A trainee of the demo organization who also trains at the demo's other organization (Riverside Community
// Clinic): a trainee position there and a training with a plan of its own, recorded as the trainings area's
// events (the other organization has no catalogue to build a plan through the API).
import { randomUUID } from 'node:crypto';
import { assignPosition } from '@practicum/command-service/identity/registerUser';
import type { RunningPracticum } from '@practicum/infra/app';
import { traineeTrainingsStream, trainingPlanStream } from '@practicum/shared/domain/trainings/events';
import { systemMetadata } from '@practicum/shared/platform/eventstore/metadata';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';

export async function riversideOrganizationId(app: RunningPracticum): Promise<string> {
  return (await app.knex('organizations').where({ name: 'Riverside Community Clinic' }).first<{ id: string }>('id')).id;
}

/** Gives the trainee a position and a training (`startAt`–`endAt`) at Riverside; answers its ids and the position to read from. */
export async function trainingAtRiverside(app: RunningPracticum, traineeUserId: string, startAt: string, endAt: string) {
  const organizationId = await riversideOrganizationId(app);
  const { positionId } = await assignPosition(app, { userId: traineeUserId, organizationId, role: 'trainee' }, { system: {} });
  const planId = randomUUID();
  const trainingId = randomUUID();
  await app.eventStore.appendToStream(
    trainingPlanStream(planId),
    [
      {
        type: 'TrainingPlanCreated',
        data: { planId, organizationId, levelId: randomUUID(), name: 'Clinic rotation', startAt, endAt, totalHours: 10, activityTypes: [] },
        metadata: systemMetadata(),
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  const assigned = await app.eventStore.appendToStream(
    traineeTrainingsStream(traineeUserId),
    [
      {
        type: 'TrainingAssigned',
        data: {
          trainingId,
          organizationId,
          traineeUserId,
          traineePositionId: positionId,
          trainingPlanId: planId,
          startAt,
          endAt,
          facultyPositionId: null,
          assistantPositionIds: [],
          placementNotRequired: true,
        },
        metadata: systemMetadata(),
      },
    ],
    { expectedRevision: 'any' },
  );
  return { organizationId, positionId, trainingId, position: formatPosition(assigned.position) };
}
