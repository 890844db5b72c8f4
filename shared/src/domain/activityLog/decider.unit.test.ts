import { describe, expect, it } from '@jest/globals';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { deciderSpec, testContext } from '../../testing/deciderSpec.js';
import { parseInput } from '../validation.js';
import { activityEntryInputSchema, type ActivityEntryCommand, type NamedPlacement, type ReviewerFacts } from './commands.js';
import { activityEntryDecider, messages, verificationOf } from './decider.js';
import type { ActivityEntryEvent, ActivityLogged } from './events.js';
import { foldCatalog, foldPlanActivityTypes, foldTrainings, type CatalogFacts, type TrainingFacts } from './trainingFacts.js';
import type { SupervisingPlacement } from '../placements/supervision.js';

// testContext: now 2026-11-21T10:00Z.
const asTrainee = deciderSpec(activityEntryDecider, { ...testContext, userId: 'trainee' });
const asOther = deciderSpec(activityEntryDecider, { ...testContext, userId: 'other' });
const asReviewer = deciderSpec(activityEntryDecider, { ...testContext, userId: 'supervisor' });

const training: TrainingFacts = {
  id: 'tr1',
  organizationId: 'org',
  traineeUserId: 'trainee',
  traineePositionId: 'pos-trainee',
  trainingPlanId: 'plan',
  startAt: '2026-09-01',
  endAt: '2026-12-31',
  facultyPositionId: 'pos-faculty',
  assistantPositionIds: ['pos-assistant'],
  activityTypeIds: ['type-direct', 'type-supervision'],
};
const catalog: CatalogFacts = {
  activities: [
    { activityId: 'act-intake', raisesRiskAlert: false },
    { activityId: 'act-suicide', raisesRiskAlert: true },
  ],
};
/** The training's placement naming the supervisor, approved: the supervisor supervises the training. */
const placement: SupervisingPlacement = {
  organizationId: 'org',
  trainingId: 'tr1',
  traineeUserId: 'trainee',
  supervisorUserId: 'supervisor',
  stage: 'approved',
  archived: false,
};
const member = (userId: string, positionId: string, role: string, supervisedPlacements: SupervisingPlacement[] = []): ReviewerFacts => ({
  userId,
  positionId,
  role,
  organizationId: 'org',
  supervisedPlacements,
});
const supervisor = member('supervisor', 'pos-sup', 'supervisor', [placement]);
const faculty = member('faculty', 'pos-faculty', 'faculty');
const assistant = member('assistant', 'pos-assistant', 'faculty');
const otherFaculty = member('f2', 'pos-f2', 'faculty');
const coordinator = member('coord', 'pos-coord', 'coordinator');

const input = (overrides: Record<string, unknown> = {}) =>
  parseInput(activityEntryInputSchema, {
    happened_at: '2026-11-20',
    activity_type_id: 'type-direct',
    activity_ids: ['act-intake'],
    minutes: 90,
    notes: 'Intake session',
    ...overrides,
  });
const logCommand = (
  overrides: Record<string, unknown> = {},
  accessPassRequired = false,
  timeZone: string | null = null,
  named: NamedPlacement = null,
): ActivityEntryCommand => ({
  type: 'LogActivity',
  data: {
    entryId: 'e1',
    trainee: { userId: 'trainee', positionId: 'pos-trainee' },
    accessPassRequired,
    timeZone,
    training,
    catalog,
    input: input(overrides),
    placement: named,
  },
});
const logged = (overrides: Partial<ActivityLogged['data']> = {}): ActivityEntryEvent => ({
  type: 'ActivityLogged',
  data: {
    entryId: 'e1',
    organizationId: 'org',
    traineeUserId: 'trainee',
    traineePositionId: 'pos-trainee',
    trainingId: 'tr1',
    happenedAt: '2026-11-20',
    activityTypeId: 'type-direct',
    activityIds: ['act-intake'],
    minutes: 90,
    placementId: null,
    notes: 'Intake session',
    riskAlert: false,
    ...overrides,
  },
});
const del = (accessPassRequired = false): ActivityEntryCommand => ({ type: 'DeleteActivityEntry', data: { accessPassRequired } });
const submit = (accessPassRequired = false): ActivityEntryCommand => ({ type: 'SubmitActivityEntry', data: { accessPassRequired } });

const ref = { entryId: 'e1', traineeUserId: 'trainee', trainingId: 'tr1' };
const submitted: ActivityEntryEvent = { type: 'ActivityEntrySubmitted', data: ref };
const review = (who: ReviewerFacts) => ({ ...ref, reviewerUserId: who.userId, reviewerPositionId: who.positionId });
const approved: ActivityEntryEvent = { type: 'ActivityEntryApproved', data: review(supervisor) };
const changesRequested: ActivityEntryEvent = {
  type: 'ActivityEntryChangesRequested',
  data: { ...review(supervisor), comment: 'Add notes' },
};
const by = (who: ReviewerFacts) => deciderSpec(activityEntryDecider, { ...testContext, userId: who.userId });

describe('activity entry: logging (TRAIN-34)', () => {
  it('TRAIN-34 logs a draft entry for the trainee of the training', () => {
    asTrainee.when(logCommand()).then([logged()]);
  });
  it('TRAIN-34 accepts hours + minutes from the form', () => {
    asTrainee.when(logCommand({ hours: 1, minutes: 30 })).then([logged()]);
    expect(input({ hours: 1.5, minutes: undefined }).minutes).toBe(90);
  });
  it('TRAIN-34 a ticked activity that raises risk alerts makes the entry a risk alert; so does the trainee flag', () => {
    asTrainee.when(logCommand({ activity_ids: ['act-suicide'] })).then([logged({ activityIds: ['act-suicide'], riskAlert: true })]);
    asTrainee.when(logCommand({ risk_alert: true })).then([logged({ riskAlert: true })]);
  });
  it('TRAIN-34 keeps the date within the training and not in the future', () => {
    asTrainee.when(logCommand({ happened_at: '2026-08-31' })).thenFieldError('happened_at', messages.dateOutside);
    asTrainee.when(logCommand({ happened_at: '2026-11-22' })).thenFieldError('happened_at', messages.dateFuture);
    asTrainee.when(logCommand({ happened_at: '2026-11-21' })).then([logged({ happenedAt: '2026-11-21' })]);
  });
  it('TRAIN-34 takes "today" in the trainee’s profile time zone: 8 pm on the 1st in Los Angeles is still the 1st', () => {
    // 2026-12-02T04:00Z is 8 pm on December 1st in Los Angeles
    const lateEvening = deciderSpec(activityEntryDecider, { ...testContext, userId: 'trainee', now: '2026-12-02T04:00:00.000Z' });
    lateEvening.when(logCommand({ happened_at: '2026-12-01' }, false, 'America/Los_Angeles')).then([logged({ happenedAt: '2026-12-01' })]);
    lateEvening
      .when(logCommand({ happened_at: '2026-12-02' }, false, 'America/Los_Angeles'))
      .thenFieldError('happened_at', messages.dateFuture);
    // without a zone of their own, the server's UTC date
    lateEvening.when(logCommand({ happened_at: '2026-12-02' })).then([logged({ happenedAt: '2026-12-02' })]);
  });
  it('TRAIN-34 needs an activity type of the plan and activities of the catalogue', () => {
    asTrainee.when(logCommand({ activity_type_id: 'type-x' })).thenFieldError('activity_type_id', messages.typeNotInPlan);
    asTrainee.when(logCommand({ activity_ids: ['nope'] })).thenFieldError('activity_ids', messages.activityInvalid);
  });
  it('TRAIN-34 names only a placement of the entry’s own training: not one that does not exist, another trainee’s or another organization’s', () => {
    const named = { placement_id: 'pl1' };
    asTrainee.when(logCommand(named, false, null, placement)).then([logged({ placementId: 'pl1' })]);
    asTrainee.when(logCommand(named)).thenFieldError('placement_id', messages.placementInvalid);
    for (const other of [
      { ...placement, traineeUserId: 'another-trainee' },
      { ...placement, trainingId: 'tr2' },
      { ...placement, organizationId: 'other-org' },
    ])
      asTrainee.when(logCommand(named, false, null, other)).thenFieldError('placement_id', messages.placementInvalid);
  });
  it('TRAIN-34 needs more than 0 and at most 24 hours', () => {
    asTrainee.when(logCommand({ minutes: 0 })).thenFieldError('minutes', messages.minutesRequired);
    asTrainee.when(logCommand({ minutes: 1441 })).thenFieldError('minutes', messages.minutesTooMany);
    asTrainee.when(logCommand({ minutes: 1440 })).then([logged({ minutes: 1440 })]);
  });
  it('PASS-13 a limited trainee account needs an access pass ("access pass required")', () => {
    asTrainee.when(logCommand({}, true)).thenThrows(ForbiddenError, messages.accessPassRequired);
  });
  it('refuses logging for another trainee or over an existing entry', () => {
    asOther.when(logCommand()).thenThrows(ForbiddenError, messages.notTrainee);
    asTrainee.given([logged()]).when(logCommand()).thenThrows(ConflictError);
  });
});

describe('activity entry: edit, delete, submit by the trainee (TRAIN-32)', () => {
  const change = (overrides: Record<string, unknown>, accessPassRequired = false, named: NamedPlacement = null): ActivityEntryCommand => ({
    type: 'ChangeActivityEntry',
    data: { accessPassRequired, timeZone: null, training, catalog, input: input(overrides), placement: named },
  });
  it('PASS-13 a trainee whose account became limited cannot edit an entry either ("access pass required")', () => {
    asTrainee
      .given([logged()])
      .when(change({ minutes: 60 }, true))
      .thenThrows(ForbiddenError, messages.accessPassRequired);
  });
  it('PASS-13 TRAIN-32 a trainee whose account became limited cannot delete or submit a draft either ("access pass required")', () => {
    asTrainee.given([logged()]).when(del(true)).thenThrows(ForbiddenError, messages.accessPassRequired);
    asTrainee.given([logged()]).when(submit(true)).thenThrows(ForbiddenError, messages.accessPassRequired);
  });
  it('records only the changed fields of a draft', () => {
    asTrainee
      .given([logged()])
      .when(change({ minutes: 60, notes: 'Shorter' }))
      .then([{ type: 'ActivityEntryChanged', data: { ...ref, changes: { minutes: 60, notes: 'Shorter' } } }]);
    asTrainee.given([logged()]).when(change({})).then([]);
  });
  it('TRAIN-32 an edit names only a placement of the entry’s own training', () => {
    asTrainee
      .given([logged()])
      .when(change({ placement_id: 'pl2' }, false, { ...placement, traineeUserId: 'another-trainee' }))
      .thenFieldError('placement_id', messages.placementInvalid);
    asTrainee
      .given([logged()])
      .when(change({ placement_id: 'pl1' }, false, placement))
      .then([{ type: 'ActivityEntryChanged', data: { ...ref, changes: { placementId: 'pl1' } } }]);
  });
  it('edits an entry with changes requested, not a submitted or approved one', () => {
    asTrainee
      .given([logged(), submitted, changesRequested])
      .when(change({ notes: 'Fixed' }))
      .then([{ type: 'ActivityEntryChanged', data: { ...ref, changes: { notes: 'Fixed' } } }]);
    asTrainee
      .given([logged(), submitted])
      .when(change({ notes: 'x' }))
      .thenThrows(ConflictError, messages.notEditable);
    asTrainee.given([logged(), submitted, approved]).when(del()).thenThrows(ConflictError, messages.notEditable);
  });
  it('deletes a draft; only its trainee may; a deleted entry is gone', () => {
    asTrainee
      .given([logged()])
      .when(del())
      .then([{ type: 'ActivityEntryDeleted', data: ref }]);
    asOther.given([logged()]).when(del()).thenThrows(ForbiddenError, messages.notOwner);
    asTrainee
      .given([logged(), { type: 'ActivityEntryDeleted', data: ref }])
      .when(submit())
      .thenThrows(NotFoundError);
  });
  it('TRAIN-32 submits a draft or a corrected entry for review, once', () => {
    asTrainee.given([logged()]).when(submit()).then([submitted]);
    asTrainee.given([logged(), submitted, changesRequested]).when(submit()).then([submitted]);
    asTrainee.given([logged(), submitted]).when(submit()).thenThrows(ConflictError, messages.notSubmittable);
    asReviewer.given([logged()]).when(submit()).thenThrows(ForbiddenError);
  });
});

describe('activity entry: review (TRAIN-32)', () => {
  const cmd = (type: 'ApproveActivityEntry' | 'UnapproveActivityEntry' | 'RevertActivityEntryChangesRequest', who: ReviewerFacts) =>
    ({ type, data: { reviewer: who, training } }) as ActivityEntryCommand;
  it('TRAIN-32 approves a submitted entry (supervisor, faculty or assistant of the training)', () => {
    for (const who of [supervisor, faculty, assistant])
      by(who)
        .given([logged(), submitted])
        .when(cmd('ApproveActivityEntry', who))
        .then([{ type: 'ActivityEntryApproved', data: review(who) }]);
  });
  it('TRAIN-32 refuses an approved entry (409), the trainee and a coordinator (403)', () => {
    asReviewer.given([logged(), submitted, approved]).when(cmd('ApproveActivityEntry', supervisor)).thenThrows(ConflictError);
    by(coordinator)
      .given([logged(), submitted])
      .when(cmd('ApproveActivityEntry', coordinator))
      .thenThrows(ForbiddenError, messages.notReviewer);
    const self = { ...member('trainee', 'pos-trainee', 'supervisor'), supervisedPlacements: [placement] };
    asTrainee.given([logged(), submitted]).when(cmd('ApproveActivityEntry', self)).thenThrows(ForbiddenError, messages.ownEntry);
  });
  it('TRAIN-29 TRAIN-32 an entry the reviewer does not read is not found, as its read answers (404)', () => {
    // a draft is the trainee's own until submitted
    asReviewer.given([logged()]).when(cmd('ApproveActivityEntry', supervisor)).thenThrows(NotFoundError);
    by(otherFaculty).given([logged(), submitted]).when(cmd('ApproveActivityEntry', otherFaculty)).thenThrows(NotFoundError);
    asReviewer
      .given([logged(), submitted])
      .when(cmd('ApproveActivityEntry', { ...supervisor, organizationId: 'other-org' }))
      .thenThrows(NotFoundError);
  });
  it('TRAIN-32 DASH-06 a supervisor reviews only the trainings an approved, unarchived placement names them on', () => {
    const supervising = (...placements: SupervisingPlacement[]) => ({ ...supervisor, supervisedPlacements: placements });
    for (const notSupervising of [
      supervising(),
      supervising({ ...placement, stage: 'ready' }),
      supervising({ ...placement, archived: true }),
      supervising({ ...placement, trainingId: 'another-training' }),
      supervising({ ...placement, supervisorUserId: 'someone-else' }),
    ])
      asReviewer.given([logged(), submitted]).when(cmd('ApproveActivityEntry', notSupervising)).thenThrows(NotFoundError);
    asReviewer
      .given([logged(), submitted])
      .when(cmd('ApproveActivityEntry', supervising({ ...placement, stage: 'ready' }, placement)))
      .then([{ type: 'ActivityEntryApproved', data: review(supervisor) }]);
  });
  it('TRAIN-32 unapproves an approved entry back to submitted, only an approved one', () => {
    asReviewer
      .given([logged(), submitted, approved])
      .when(cmd('UnapproveActivityEntry', supervisor))
      .then([{ type: 'ActivityEntryUnapproved', data: review(supervisor) }]);
    asReviewer.given([logged(), submitted]).when(cmd('UnapproveActivityEntry', supervisor)).thenThrows(ConflictError, messages.notApproved);
  });
  it('TRAIN-32 requests changes on a submitted entry with a required comment', () => {
    const request = (comment: string): ActivityEntryCommand => ({
      type: 'RequestActivityEntryChanges',
      data: { reviewer: supervisor, training, comment },
    });
    asReviewer.given([logged(), submitted]).when(request(' Add notes ')).then([changesRequested]);
    asReviewer.given([logged(), submitted]).when(request('  ')).thenFieldError('comment', messages.commentRequired);
    asReviewer.given([logged(), submitted, approved]).when(request('x')).thenThrows(ConflictError, messages.notReviewable);
  });
  it('TRAIN-32 reverts a request for changes back to submitted', () => {
    asReviewer
      .given([logged(), submitted, changesRequested])
      .when(cmd('RevertActivityEntryChangesRequest', supervisor))
      .then([{ type: 'ActivityEntryChangesRequestReverted', data: review(supervisor) }]);
    asReviewer
      .given([logged(), submitted])
      .when(cmd('RevertActivityEntryChangesRequest', supervisor))
      .thenThrows(ConflictError, messages.noChangesRequested);
  });
  it('000 §3.2 shows verification: verified, unverified, changes requested', () => {
    expect(verificationOf('approved')).toBe('verified');
    expect(verificationOf('draft')).toBe('unverified');
    expect(verificationOf('submitted')).toBe('unverified');
    expect(verificationOf('changes_requested')).toBe('changes requested');
  });
});

describe('activity entry: risk alert (TRAIN-32, TRAIN-37)', () => {
  const dismiss = (who: ReviewerFacts): ActivityEntryCommand => ({ type: 'DismissRiskAlert', data: { reviewer: who, training } });
  const dismissed = (who: ReviewerFacts): ActivityEntryEvent => ({
    type: 'RiskAlertDismissed',
    data: { ...ref, byUserId: who.userId, byPositionId: who.positionId },
  });
  const alert = [logged({ riskAlert: true }), submitted];
  it('TRAIN-32 a reviewer or a coordinator dismisses a risk alert once', () => {
    for (const who of [coordinator, faculty, supervisor])
      by(who)
        .given(alert)
        .when(dismiss(who))
        .then([dismissed(who)]);
    by(faculty)
      .given([...alert, dismissed(coordinator)])
      .when(dismiss(faculty))
      .thenThrows(ConflictError, messages.alreadyDismissed);
    by(faculty).given([logged(), submitted]).when(dismiss(faculty)).thenThrows(ConflictError, messages.noRiskAlert);
  });
  it('the trainee cannot dismiss it; faculty and supervisors of other trainings do not find it', () => {
    const self = member('trainee', 'pos-trainee', 'trainee');
    asTrainee.given(alert).when(dismiss(self)).thenThrows(ForbiddenError, messages.notDismisser);
    by(otherFaculty).given(alert).when(dismiss(otherFaculty)).thenThrows(NotFoundError);
    asReviewer
      .given(alert)
      .when(dismiss({ ...supervisor, supervisedPlacements: [] }))
      .thenThrows(NotFoundError);
  });
});

describe('training facts folded from the trainings streams', () => {
  it('follows a training through changes and deletion, a plan and the catalogue', () => {
    const { activityTypeIds: _ids, id: trainingId, ...rest } = training;
    const assigned = { type: 'TrainingAssigned' as const, data: { ...rest, trainingId, placementNotRequired: false } };
    const trainings = foldTrainings([
      assigned,
      { type: 'TrainingChanged', data: { trainingId: 'tr1', traineeUserId: 'trainee', changes: { endAt: '2027-01-31' } } },
    ]);
    expect(trainings.get('tr1')).toEqual({ ...rest, id: 'tr1', placementNotRequired: false, endAt: '2027-01-31' });
    expect(foldTrainings([assigned, { type: 'TrainingDeleted', data: { trainingId: 'tr1', traineeUserId: 'trainee' } }]).size).toBe(0);
    const planType = { activityTypeId: 'a', name: 'A', hours: 1, color: '#000000' };
    expect(foldPlanActivityTypes([])).toBeNull();
    expect(
      foldPlanActivityTypes([
        {
          type: 'TrainingPlanCreated',
          data: {
            planId: 'p',
            organizationId: 'org',
            levelId: 'l',
            name: 'P',
            startAt: '',
            endAt: '',
            totalHours: 1,
            activityTypes: [planType],
          },
        },
        {
          type: 'TrainingPlanChanged',
          data: { planId: 'p', changes: { activityTypes: [planType, { ...planType, activityTypeId: 'b' }] } },
        },
      ]),
    ).toEqual(['a', 'b']);
    const catalogFacts = foldCatalog([
      { type: 'ActivityAdded', data: { organizationId: 'org', activityId: 'x', name: 'X', group: 'G', raisesRiskAlert: false } },
      { type: 'ActivityChanged', data: { organizationId: 'org', activityId: 'x', changes: { raisesRiskAlert: true } } },
    ]);
    expect(catalogFacts).toEqual({ activities: [{ activityId: 'x', raisesRiskAlert: true }] });
    expect(() => parseInput(activityEntryInputSchema, { happened_at: 'nope' })).toThrow(ValidationError);
  });
});
