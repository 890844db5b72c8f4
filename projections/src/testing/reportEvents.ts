// Training and activity log events for report tests and the report bench,
// shaped by the fixed contracts (shared/src/domain/trainings, activityLog), each
// with the stream it belongs to; no jest import, the bench loads it too.
import { randomUUID } from 'node:crypto';
import type { ActivityEntryEvent, ActivityEntryFields } from '@practicum/shared/domain/activityLog/events';
import { activityEntryStream } from '@practicum/shared/domain/activityLog/events';
import {
  activityCatalogStream,
  traineeTrainingsStream,
  trainingLevelStream,
  trainingPlanStream,
  type PlanActivityType,
  type TrainingsEvent,
} from '@practicum/shared/domain/trainings/events';
import type { UserDetailsChanged } from '@practicum/shared/domain/identity/events';
import type { PositionAssigned, UserRegistered } from '@practicum/shared/domain/identity/events';
import type { EventStore, Position } from '@practicum/shared/platform/eventstore/types';
import { testMetadata } from './testEvents.js';

export interface StreamEvent {
  streamId: string;
  event: TrainingsEvent | ActivityEntryEvent | UserRegistered | PositionAssigned | UserDetailsChanged;
  /** When it happened (its metadata's occurredAt); now unless given. */
  occurredAt?: string;
}

const on = (streamId: string, event: StreamEvent['event']): StreamEvent => ({ streamId, event });

export interface PlanFixture {
  organizationId: string;
  levelId: string;
  planId: string;
  types: PlanActivityType[];
}

/** A level and a plan over the year with the given activity types (each also added to the catalogue). */
export function planEvents(organizationId: string, types: { name: string; hours: number; color: string }[], levelName = 'Practicum I') {
  const plan: PlanFixture = {
    organizationId,
    levelId: randomUUID(),
    planId: randomUUID(),
    types: types.map((type) => ({ activityTypeId: randomUUID(), ...type })),
  };
  const events: StreamEvent[] = [
    on(trainingLevelStream(plan.levelId), {
      type: 'TrainingLevelCreated',
      data: { levelId: plan.levelId, organizationId, name: levelName, sortOrder: 1 },
    }),
    ...plan.types.map((type) =>
      on(activityCatalogStream(organizationId), {
        type: 'ActivityTypeAdded',
        data: { organizationId, activityTypeId: type.activityTypeId, name: type.name, color: type.color, symbol: type.name.slice(0, 1) },
      }),
    ),
    on(trainingPlanStream(plan.planId), {
      type: 'TrainingPlanCreated',
      data: {
        planId: plan.planId,
        organizationId,
        levelId: plan.levelId,
        name: `${levelName} plan`,
        startAt: '2026-01-01',
        endAt: '2026-12-31',
        totalHours: plan.types.reduce((sum, type) => sum + type.hours, 0),
        activityTypes: plan.types,
      },
    }),
  ];
  return { plan, events };
}

export interface TrainingFixture {
  trainingId: string;
  traineeUserId: string;
  traineePositionId: string;
  organizationId: string;
}

export function trainingAssigned(
  plan: PlanFixture,
  trainee: { userId: string; positionId: string },
  options: { facultyPositionId?: string | null; startAt?: string; endAt?: string } = {},
): { training: TrainingFixture; event: StreamEvent } {
  const training = {
    trainingId: randomUUID(),
    traineeUserId: trainee.userId,
    traineePositionId: trainee.positionId,
    organizationId: plan.organizationId,
  };
  return {
    training,
    event: on(traineeTrainingsStream(trainee.userId), {
      type: 'TrainingAssigned',
      data: {
        ...training,
        trainingPlanId: plan.planId,
        startAt: options.startAt ?? '2026-01-01',
        endAt: options.endAt ?? '2026-12-31',
        facultyPositionId: options.facultyPositionId ?? null,
        assistantPositionIds: [],
        placementNotRequired: false,
      },
    }),
  };
}

export function activityLogged(
  training: TrainingFixture,
  fields: Partial<ActivityEntryFields> & { activityTypeId: string; minutes: number },
) {
  const entryId = randomUUID();
  const event = on(activityEntryStream(entryId), {
    type: 'ActivityLogged',
    data: {
      entryId,
      organizationId: training.organizationId,
      traineeUserId: training.traineeUserId,
      traineePositionId: training.traineePositionId,
      trainingId: training.trainingId,
      happenedAt: '2026-03-02',
      activityIds: [],
      placementId: null,
      notes: '',
      riskAlert: false,
      ...fields,
    },
  });
  return { entryId, event };
}

const reviewer = { reviewerUserId: randomUUID(), reviewerPositionId: randomUUID() };

/** A status move of an entry (submitted, approved, unapproved, changes requested or reverted). */
export function entryReviewed(
  training: TrainingFixture,
  entryId: string,
  type:
    | 'ActivityEntrySubmitted'
    | 'ActivityEntryApproved'
    | 'ActivityEntryUnapproved'
    | 'ActivityEntryChangesRequested'
    | 'ActivityEntryChangesRequestReverted',
): StreamEvent {
  const base = { entryId, traineeUserId: training.traineeUserId, trainingId: training.trainingId };
  const streamId = activityEntryStream(entryId);
  switch (type) {
    case 'ActivityEntrySubmitted':
      return on(streamId, { type, data: base });
    case 'ActivityEntryChangesRequested':
      return on(streamId, { type, data: { ...base, ...reviewer, comment: 'Please fix' } });
    default:
      return on(streamId, { type, data: { ...base, ...reviewer } });
  }
}

export function entryChanged(training: TrainingFixture, entryId: string, changes: Partial<ActivityEntryFields>): StreamEvent {
  return on(activityEntryStream(entryId), {
    type: 'ActivityEntryChanged',
    data: { entryId, traineeUserId: training.traineeUserId, trainingId: training.trainingId, changes },
  });
}

export function entryDeleted(training: TrainingFixture, entryId: string): StreamEvent {
  return on(activityEntryStream(entryId), {
    type: 'ActivityEntryDeleted',
    data: { entryId, traineeUserId: training.traineeUserId, trainingId: training.trainingId },
  });
}

/** Appends the events in order, one append per event; returns the last position. */
export async function appendStreamEvents(eventStore: EventStore, events: readonly StreamEvent[]): Promise<Position | null> {
  let last: Position | null = null;
  for (const { streamId, event, occurredAt } of events) {
    const metadata = { ...testMetadata(), ...(occurredAt ? { occurredAt } : {}) };
    const result = await eventStore.appendToStream(streamId, [{ type: event.type, data: event.data, metadata }], {
      expectedRevision: 'any',
    });
    last = result.position;
  }
  return last;
}
