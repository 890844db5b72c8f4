// Training setup and activity log events with readable fixed ids, shared by the specs of the projectors
// that keep levels, plans, trainings and entries (trainings, trainingPlans, activityLog, reports).
import type { ActivityEntryEvent, ActivityEntryFields, ActivityLogged } from '@practicum/shared/domain/activityLog/events';
import type {
  ActivityTypeAdded,
  TrainingAssigned,
  TrainingLevelCreated,
  TrainingPlanCreated,
} from '@practicum/shared/domain/trainings/events';
import { specId } from './projectorSpec.js';

export const organization = specId(1);
export const level = specId(2);
export const plan = specId(3);
export const [individual, group] = [specId(4), specId(5)];
export const trainee = { userId: specId(6), positionId: specId(7) };
export const [faculty, assistant] = [specId(8), specId(9)];
export const training = specId(10);
export const reviewer = { reviewerUserId: specId(11), reviewerPositionId: specId(12) };
export const entry = specId(20);

export const levelCreated = (changes: Partial<TrainingLevelCreated['data']> = {}): TrainingLevelCreated => ({
  type: 'TrainingLevelCreated',
  data: { levelId: level, organizationId: organization, name: 'Practicum I', sortOrder: 1, ...changes },
});

export const planCreated = (changes: Partial<TrainingPlanCreated['data']> = {}): TrainingPlanCreated => ({
  type: 'TrainingPlanCreated',
  data: {
    planId: plan,
    organizationId: organization,
    levelId: level,
    name: 'Practicum I 2026',
    startAt: '2026-01-01',
    endAt: '2026-12-31',
    totalHours: 150,
    activityTypes: [
      { activityTypeId: individual, name: 'Individual', hours: 100, color: '#1976d2' },
      { activityTypeId: group, name: 'Group', hours: 50, color: '#9c27b0' },
    ],
    ...changes,
  },
});

export const trainingAssigned = (changes: Partial<TrainingAssigned['data']> = {}): TrainingAssigned => ({
  type: 'TrainingAssigned',
  data: {
    trainingId: training,
    organizationId: organization,
    traineeUserId: trainee.userId,
    traineePositionId: trainee.positionId,
    trainingPlanId: plan,
    startAt: '2026-01-12',
    endAt: '2026-06-30',
    facultyPositionId: faculty,
    assistantPositionIds: [assistant],
    placementNotRequired: false,
    ...changes,
  },
});

export const activityTypeAdded = (activityTypeId: string, name: string, color: string): ActivityTypeAdded => ({
  type: 'ActivityTypeAdded',
  data: { organizationId: organization, activityTypeId, name, color, symbol: name.slice(0, 1) },
});

/** An entry of the trainee's training: 90 minutes of individual time on 2026-03-02 unless said otherwise. */
export const logged = (fields: Partial<ActivityEntryFields> = {}, entryId = entry): ActivityLogged => ({
  type: 'ActivityLogged',
  data: {
    entryId,
    organizationId: organization,
    traineeUserId: trainee.userId,
    traineePositionId: trainee.positionId,
    trainingId: training,
    happenedAt: '2026-03-02',
    activityTypeId: individual,
    activityIds: [specId(30)],
    minutes: 90,
    placementId: null,
    notes: 'Intake with a new client',
    riskAlert: false,
    ...fields,
  },
});

/** What every entry event names: the entry, its trainee and training. */
export const entryRef = (entryId = entry) => ({ entryId, traineeUserId: trainee.userId, trainingId: training });

type Move = 'ActivityEntrySubmitted' | 'ActivityEntryApproved' | 'ActivityEntryUnapproved' | 'ActivityEntryChangesRequestReverted';

/** A status move of an entry; review moves carry the reviewer. */
export const moved = (type: Move, entryId = entry): ActivityEntryEvent =>
  type === 'ActivityEntrySubmitted' ? { type, data: entryRef(entryId) } : { type, data: { ...entryRef(entryId), ...reviewer } };

export const changesRequested = (comment: string, entryId = entry): ActivityEntryEvent => ({
  type: 'ActivityEntryChangesRequested',
  data: { ...entryRef(entryId), ...reviewer, comment },
});

export const changed = (changes: Partial<ActivityEntryFields>, entryId = entry): ActivityEntryEvent => ({
  type: 'ActivityEntryChanged',
  data: { ...entryRef(entryId), changes },
});

export const deleted = (entryId = entry): ActivityEntryEvent => ({ type: 'ActivityEntryDeleted', data: entryRef(entryId) });
