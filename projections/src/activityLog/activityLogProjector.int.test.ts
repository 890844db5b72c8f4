// The activity log read model (spec 002 §4 activity log transitions; 001 §3 Risk alert): one row per
// entry with its status, reviewer and risk alert, as the activity log screens and risk alerts show it.
import { describe, it } from '@jest/globals';
import { SPEC_TIME, at, projectorSpec, specId, itFoldsLikeOneByOne } from '../testing/projectorSpec.js';
import {
  changed,
  changesRequested,
  deleted,
  entry,
  entryRef,
  group,
  individual,
  logged,
  moved,
  organization,
  reviewer,
  trainee,
  training,
} from '../testing/trainingSpecEvents.js';
import { activityLogProjector } from './activityLogProjector.js';

const spec = projectorSpec(activityLogProjector);

const submitted = moved('ActivityEntrySubmitted');
const approved = moved('ActivityEntryApproved');
const askForSite = changesRequested('Say which site this was at');
const riskAlertDismissed = {
  type: 'RiskAlertDismissed',
  data: { ...entryRef(), byUserId: reviewer.reviewerUserId, byPositionId: reviewer.reviewerPositionId },
};

describe('when a trainee logs activity', () => {
  it('TRAIN-34 keeps a logged entry as a draft with its date, type, activities, minutes and notes', () =>
    spec.given(logged()).thenRows('activity_entries', [
      {
        id: entry,
        organization_id: organization,
        trainee_id: trainee.userId,
        trainee_position_id: trainee.positionId,
        training_id: training,
        happened_at: '2026-03-02',
        activity_type_id: individual,
        activity_ids: [specId(30)],
        minutes: 90,
        placement_id: null,
        notes: 'Intake with a new client',
        risk_alert: false,
        risk_alert_dismissed: false,
        status: 'draft',
        review_comment: null,
        reviewer_id: null,
        created_at: SPEC_TIME,
      },
    ]));

  it('TRAIN-34 shows the fields an edit changed and keeps the others', () =>
    spec
      .given(logged())
      .when(changed({ minutes: 45, activityTypeId: group, placementId: specId(31) }))
      .thenRows('activity_entries', [
        { minutes: 45, activity_type_id: group, placement_id: specId(31), notes: 'Intake with a new client' },
      ]));

  it('removes a deleted entry', () =>
    spec
      .given(logged(), logged({ minutes: 30 }, specId(21)))
      .when(deleted())
      .thenRows('activity_entries', [{ id: specId(21), minutes: 30 }]));
});

describe('when an entry is reviewed', () => {
  it('TRAIN-32 TRAIN-33 a submitted entry is submitted (unverified) from the time it was sent', () =>
    spec
      .given(logged())
      .when(at('2026-03-03T09:00:00.000Z', submitted))
      .thenRows('activity_entries', [{ status: 'submitted', submitted_at: '2026-03-03T09:00:00.000Z' }]));

  it('TRAIN-32 TRAIN-33 an approved entry is approved (verified) with its reviewer and review time', () =>
    spec
      .given(logged(), submitted)
      .when(at('2026-03-04T15:30:00.000Z', approved))
      .thenRows('activity_entries', [
        { status: 'approved', reviewer_id: reviewer.reviewerUserId, reviewed_at: '2026-03-04T15:30:00.000Z', review_comment: null },
      ]));

  it('TRAIN-32 an unapproved entry goes back to submitted', () =>
    spec
      .given(logged(), submitted, approved)
      .when(moved('ActivityEntryUnapproved'))
      .thenRows('activity_entries', [{ status: 'submitted' }]));

  it('TRAIN-32 TRAIN-33 a change request shows changes requested with the reviewer’s comment', () =>
    spec
      .given(logged(), submitted)
      .when(askForSite)
      .thenRows('activity_entries', [
        { status: 'changes_requested', review_comment: 'Say which site this was at', reviewer_id: reviewer.reviewerUserId },
      ]));

  it('TRAIN-32 a reverted change request is submitted again without the comment', () =>
    spec
      .given(logged(), submitted, askForSite)
      .when(moved('ActivityEntryChangesRequestReverted'))
      .thenRows('activity_entries', [{ status: 'submitted', review_comment: null }]));

  it('TRAIN-32 an entry approved after a change request loses the comment', () =>
    spec
      .given(logged(), submitted, askForSite, submitted)
      .when(approved)
      .thenRows('activity_entries', [{ status: 'approved', review_comment: null }]));
});

describe('when an entry raises a risk alert', () => {
  it('TRAIN-37 keeps the alert raised until it is dismissed', () =>
    spec.given(logged({ riskAlert: true })).thenRows('activity_entries', [{ risk_alert: true, risk_alert_dismissed: false }]));

  it('TRAIN-32 TRAIN-40 a dismissed alert is dismissed and the entry is otherwise unchanged', () =>
    spec
      .given(logged({ riskAlert: true }), submitted)
      .when(riskAlertDismissed)
      .thenRows('activity_entries', [{ risk_alert: true, risk_alert_dismissed: true, status: 'submitted', reviewer_id: null }]));
});

describe('when a batch is applied twice', () => {
  it('logging, editing and reviewing change nothing the second time', () =>
    spec
      .given(logged({}, specId(21)))
      .when(
        logged({ riskAlert: true }),
        changed({ notes: 'Edited' }),
        submitted,
        askForSite,
        submitted,
        approved,
        riskAlertDismissed,
        deleted(specId(21)),
      )
      .thenReplayChangesNothing());
});

describe('TRAIN-32 TRAIN-34 TRAIN-37 when a page of activity entry events is projected at once (a rebuild)', () => {
  const [second, third, unseen] = [specId(21), specId(22), specId(23)];
  const page = [
    logged(), // delivered again: keeps its first version
    changed({ notes: 'Edited', activityIds: [specId(30), specId(32)], minutes: 60 }),
    submitted,
    askForSite,
    submitted,
    approved,
    logged({ riskAlert: true }, second),
    moved('ActivityEntrySubmitted', second),
    { ...riskAlertDismissed, data: { ...riskAlertDismissed.data, ...entryRef(second) } },
    changesRequested('Which client?', second),
    moved('ActivityEntryChangesRequestReverted', second),
    logged({ minutes: 15 }, third),
    deleted(third),
    logged({ minutes: 20 }, third), // logged again after its deletion: a new row
    changed({ minutes: 5 }, unseen), // an entry this model never saw
    moved('ActivityEntryApproved', unseen),
  ];

  itFoldsLikeOneByOne(spec, [logged()], page);
});
