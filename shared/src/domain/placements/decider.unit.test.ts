import { describe, expect, it } from '@jest/globals';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { deciderSpec, testContext } from '../../testing/deciderSpec.js';
import { FUTURE_DAY_MESSAGE } from '../decider.js';
import { parseInput } from '../validation.js';
import {
  placementMessages as msg,
  placementStatusSchema,
  timeOnSiteSchema,
  type PlacementActor,
  type PlacementCommand,
  type PlacementRequestFacts,
} from './commands.js';
import { placementDecider, type PlacementContext } from './decider.js';
import type { PlacementEvent, PlacementRequirement } from './events.js';
import { placementKeyDecider } from './reservation.js';
import { decisionOf, listStatusOf, placementStatusColors, standingOf } from './statuses.js';

const trainee: PlacementActor = { userId: 'tr', role: 'trainee', organizationId: 'org' };
const coordinator: PlacementActor = { userId: 'co', role: 'coordinator', organizationId: 'org' };
const supervisor: PlacementActor = { userId: 'sup', role: 'supervisor', organizationId: 'org' };
const otherSupervisor: PlacementActor = { userId: 'sup2', role: 'supervisor', organizationId: 'org' };
const foreignCoordinator: PlacementActor = { userId: 'co2', role: 'coordinator', organizationId: 'org2' };
const faculty: PlacementActor = { userId: 'fa', role: 'faculty', organizationId: 'org' };

const as = (actor: PlacementActor | null, extra: Partial<PlacementContext> = {}) =>
  deciderSpec(placementDecider, { ...testContext, userId: actor?.userId ?? null, actor, ...extra });

const agreement: PlacementRequirement = { formId: 'f1', name: 'Site agreement', submitterRoles: ['trainee', 'supervisor'] };
const facts: PlacementRequestFacts & {
  training: NonNullable<PlacementRequestFacts['training']>;
  site: NonNullable<PlacementRequestFacts['site']>;
} = {
  training: { organizationId: 'org', traineeUserId: 'tr', startAt: '2026-09-01', endAt: '2027-05-31' },
  site: { organizationId: 'org', approved: true, published: true, acceptingTrainees: true, supervisorIds: ['sup'] },
  samples: { trainee: false, supervisor: false },
};
type Facts = PlacementRequestFacts;
const requestCommand = (
  overrides: { facts?: Partial<Facts>; requirements?: PlacementRequirement[]; supervisorUserId?: string } = {},
): PlacementCommand => ({
  type: 'RequestPlacement',
  data: {
    placementId: 'p1',
    traineeUserId: 'tr',
    trainingId: 't1',
    siteId: 's1',
    supervisorUserId: overrides.supervisorUserId ?? 'sup',
    isCampus: false,
    comment: 'Mondays and Wednesdays',
    requirements: overrides.requirements ?? [],
    facts: { ...facts, ...overrides.facts },
  },
});
const requested = (requirements: PlacementRequirement[] = []): PlacementEvent => ({
  type: 'PlacementRequested',
  data: {
    placementId: 'p1',
    organizationId: 'org',
    traineeUserId: 'tr',
    trainingId: 't1',
    siteId: 's1',
    supervisorUserId: 'sup',
    isCampus: false,
    comment: 'Mondays and Wednesdays',
    requestedBy: 'tr',
    requirements,
  },
});
const joined = (stage: 'submitted' | 'ready' = 'ready'): PlacementEvent => ({
  type: 'PlacementSupervisorJoined',
  data: { placementId: 'p1', supervisorUserId: 'sup', stage },
});
const approved: PlacementEvent = { type: 'PlacementApproved', data: { placementId: 'p1', traineeUserId: 'tr', approvedBy: 'co' } };
const denied: PlacementEvent = { type: 'PlacementDenied', data: { placementId: 'p1', traineeUserId: 'tr', deniedBy: 'co' } };
const archived: PlacementEvent = { type: 'PlacementArchived', data: { placementId: 'p1' } };
const decide = (decision: 'approved' | 'denied' | 'pending'): PlacementCommand => ({
  type: 'DecidePlacement',
  data: { placementId: 'p1', decision },
});

describe('PLACE-18 when a trainee requests a placement', () => {
  it('opens it at the site with the named supervisor and the requirement agreements', () =>
    as(trainee)
      .when(requestCommand({ requirements: [agreement] }))
      .then([requested([agreement])]));
  it('a coordinator may request for a trainee of the organization', () =>
    as(coordinator)
      .when(requestCommand())
      .then([{ ...requested(), data: { ...requested().data, requestedBy: 'co' } } as PlacementEvent]));
  it('refuses another trainee, a supervisor and faculty (403)', () => {
    as({ ...trainee, userId: 'tr2' })
      .when(requestCommand())
      .thenThrows(ForbiddenError, msg.cannotRequest);
    as(supervisor).when(requestCommand()).thenThrows(ForbiddenError, msg.cannotRequest);
    as(faculty).when(requestCommand()).thenThrows(ForbiddenError, msg.cannotRequest);
  });
  it('refuses a training that is not the trainee’s or another organization’s', () => {
    as(trainee)
      .when(requestCommand({ facts: { training: null } }))
      .thenFieldError('training_id', msg.invalidTraining);
    as(trainee)
      .when(requestCommand({ facts: { training: { ...facts.training, traineeUserId: 'tr2' } } }))
      .thenFieldError('training_id', msg.invalidTraining);
    as(foreignCoordinator).when(requestCommand()).thenFieldError('training_id', msg.invalidTraining);
  });
  it('refuses an unpublished, unapproved or foreign site, one not accepting trainees, and a supervisor not of the site', () => {
    as(trainee)
      .when(requestCommand({ facts: { site: { ...facts.site, published: false } } }))
      .thenFieldError('supervision_site_id', msg.invalidSite);
    as(trainee)
      .when(requestCommand({ facts: { site: { ...facts.site, approved: false } } }))
      .thenFieldError('supervision_site_id', msg.invalidSite);
    as(trainee)
      .when(requestCommand({ facts: { site: { ...facts.site, organizationId: 'org2' } } }))
      .thenFieldError('supervision_site_id', msg.invalidSite);
    as(trainee)
      .when(requestCommand({ facts: { site: { ...facts.site, acceptingTrainees: false } } }))
      .thenFieldError('supervision_site_id', msg.notAccepting);
    as(trainee)
      .when(requestCommand({ supervisorUserId: 'sup2' }))
      .thenFieldError('supervisor_id', msg.invalidSupervisor);
  });
  it('ADMIN-27 gives a sample supervisor only to a sample trainee', () => {
    as(trainee)
      .when(requestCommand({ facts: { samples: { trainee: false, supervisor: true } } }))
      .thenFieldError('supervisor_id', msg.sampleSupervisor);
    as(trainee)
      .when(requestCommand({ facts: { samples: { trainee: true, supervisor: true } } }))
      .then([requested()]);
  });
  it('refuses a second request on the same stream', () =>
    as(trainee).given([requested()]).when(requestCommand()).thenThrows(ConflictError));
});

describe('PLACE-17 the duplicate reservation (same trainee, site and training)', () => {
  const reserve = (placementId: string) => ({
    type: 'ReservePlacementKey' as const,
    data: { placementId, traineeUserId: 'tr', siteId: 's1', trainingId: 't1' },
  });
  const held = { type: 'PlacementKeyReserved' as const, data: reserve('p1').data };
  it('is taken by the first placement', () => deciderSpec(placementKeyDecider).when(reserve('p1')).then([held]));
  it('is kept by a retry of the same placement', () => deciderSpec(placementKeyDecider).given([held]).when(reserve('p1')).then([]));
  it('refuses any other placement with the duplicate message', () =>
    deciderSpec(placementKeyDecider).given([held]).when(reserve('p2')).thenFieldError('supervision_site_id', msg.duplicate));
});

describe('PLACE-16 when the supervisor joins', () => {
  const join: PlacementCommand = { type: 'JoinPlacement', data: { placementId: 'p1' } };
  it('a placement without agreements to sign becomes ready', () =>
    as(supervisor)
      .given([requested()])
      .when(join)
      .then([joined('ready')]));
  it('a placement with unsigned agreements becomes submitted', () =>
    as(supervisor)
      .given([requested([agreement])])
      .when(join)
      .then([joined('submitted')]));
  it('joining twice appends nothing', () => as(supervisor).given([requested(), joined()]).when(join).then([]));
  it('only the named supervisor may join (403), and nobody of another organization (404)', () => {
    as(otherSupervisor).given([requested()]).when(join).thenThrows(ForbiddenError, msg.notTheSupervisor);
    as(coordinator).given([requested()]).when(join).thenThrows(ForbiddenError, msg.notTheSupervisor);
    as({ ...supervisor, organizationId: 'org2' })
      .given([requested()])
      .when(join)
      .thenThrows(NotFoundError);
  });
  it('an unknown placement is 404', () => as(supervisor).when(join).thenThrows(NotFoundError));
});

describe('PLACE-22 agreements signed by the forms area', () => {
  const progress = (p: 'signature required' | 'signed'): PlacementCommand => ({
    type: 'RecordAgreementProgress',
    data: { placementId: 'p1', formId: 'f1', submissionId: 'sub1', progress: p },
  });
  const progressed = (p: 'signature required' | 'signed'): PlacementEvent => ({
    type: 'PlacementAgreementProgressed',
    data: { placementId: 'p1', formId: 'f1', submissionId: 'sub1', progress: p },
  });
  it('a partly signed agreement keeps the placement submitted', () =>
    as(null)
      .given([requested([agreement]), joined('submitted')])
      .when(progress('signature required'))
      .then([progressed('signature required')]));
  it('the last signature makes a joined placement ready', () =>
    as(null)
      .given([requested([agreement]), joined('submitted'), progressed('signature required')])
      .when(progress('signed'))
      .then([progressed('signed'), { type: 'PlacementReady', data: { placementId: 'p1' } }]));
  it('signed before the supervisor joined: the placement stays open, and joining makes it ready', () => {
    as(null)
      .given([requested([agreement])])
      .when(progress('signed'))
      .then([progressed('signed')]);
    as(supervisor)
      .given([requested([agreement]), progressed('signed')])
      .when({ type: 'JoinPlacement', data: { placementId: 'p1' } })
      .then([joined('ready')]);
  });
  it('a signed agreement stays signed: a replayed or later submission of the form changes nothing', () => {
    as(null)
      .given([requested([agreement]), joined('submitted'), progressed('signed'), { type: 'PlacementReady', data: { placementId: 'p1' } }])
      .when(progress('signed'))
      .then([]);
    as(null)
      .given([requested([agreement]), joined('submitted'), progressed('signed')])
      .when({
        ...progress('signature required'),
        data: { ...progress('signature required').data, submissionId: 'sub2' },
      } as PlacementCommand)
      .then([]);
  });
  it('is recorded by the system only, for a required form only', () => {
    as(coordinator)
      .given([requested([agreement])])
      .when(progress('signed'))
      .thenThrows(ForbiddenError);
    as(null)
      .given([requested([agreement])])
      .when({ ...progress('signed'), data: { ...progress('signed').data, formId: 'f9' } } as PlacementCommand)
      .thenFieldError('form_id', msg.unknownAgreement);
  });
});

describe('PLACE-15 PLACE-16 a coordinator decides', () => {
  const insured = { insurance: { required: true, covered: true } };
  it('approves a ready placement', () => as(coordinator).given([requested(), joined()]).when(decide('approved')).then([approved]));
  it('refuses to decide before the supervisor joined (PLACE-16), either way', () => {
    as(coordinator).given([requested()]).when(decide('approved')).thenThrows(ConflictError, msg.supervisorMustJoin);
    as(coordinator).given([requested()]).when(decide('denied')).thenThrows(ConflictError, msg.supervisorMustJoin);
  });
  it('refuses to approve while agreements are unsigned', () =>
    as(coordinator)
      .given([requested([agreement]), joined('submitted')])
      .when(decide('approved'))
      .thenThrows(ConflictError, msg.agreementsUnsigned));
  it('denies a submitted, ready or approved placement', () => {
    as(coordinator)
      .given([requested([agreement]), joined('submitted')])
      .when(decide('denied'))
      .then([denied]);
    as(coordinator).given([requested(), joined()]).when(decide('denied')).then([denied]);
    as(coordinator).given([requested(), joined(), approved]).when(decide('denied')).then([denied]);
  });
  it('approves a denied placement on reconsideration', () =>
    as(coordinator).given([requested(), joined(), denied]).when(decide('approved')).then([approved]));
  it('the same decision twice appends nothing', () => {
    as(coordinator).given([requested(), joined(), approved]).when(decide('approved')).then([]);
    as(coordinator).given([requested(), joined(), denied]).when(decide('denied')).then([]);
  });
  it('pending takes a decision back to review, ready or submitted by its agreements', () => {
    as(coordinator)
      .given([requested(), joined(), approved])
      .when(decide('pending'))
      .then([{ type: 'PlacementReopened', data: { placementId: 'p1', stage: 'ready' } }]);
    as(coordinator)
      .given([requested([agreement]), joined('submitted'), denied])
      .when(decide('pending'))
      .then([{ type: 'PlacementReopened', data: { placementId: 'p1', stage: 'submitted' } }]);
    as(coordinator).given([requested(), joined()]).when(decide('pending')).then([]);
  });
  it('INS-18 refuses approval without current insurance when it is required, and approves with it', () => {
    as(coordinator, { insurance: { required: true, covered: false } })
      .given([requested(), joined()])
      .when(decide('approved'))
      .thenFieldError('status', msg.insuranceRequired);
    as(coordinator, insured).given([requested(), joined()]).when(decide('approved')).then([approved]);
    as(coordinator, { insurance: { required: false, covered: false } })
      .given([requested(), joined()])
      .when(decide('approved'))
      .then([approved]);
  });
  it('only coordinators decide (403); another organization’s placement is 404', () => {
    for (const actor of [trainee, supervisor, faculty])
      as(actor).given([requested(), joined()]).when(decide('approved')).thenThrows(ForbiddenError, msg.coordinatorsOnly);
    as(foreignCoordinator).given([requested(), joined()]).when(decide('approved')).thenThrows(NotFoundError);
  });
  it('an archived placement is not decided until unarchived', () =>
    as(coordinator).given([requested(), joined(), archived]).when(decide('approved')).thenThrows(ConflictError, msg.archived));
  it('reads the catalogue names and their aliases on input', () => {
    expect(parseInput(placementStatusSchema, { status: 'not approved' })).toEqual({ status: 'denied' });
    expect(parseInput(placementStatusSchema, { status: 'Decision pending' })).toEqual({ status: 'pending' });
    expect(() => parseInput(placementStatusSchema, { status: 'archived' })).toThrow(ValidationError);
  });
});

describe('PLACE-14 archive and recurring toggles', () => {
  const archive = (value?: boolean): PlacementCommand => ({ type: 'SetPlacementArchived', data: { placementId: 'p1', archived: value } });
  const recurring = (value?: boolean): PlacementCommand => ({
    type: 'SetPlacementRecurring',
    data: { placementId: 'p1', recurring: value },
  });
  it('archive flips without a value and keeps an explicit one', () => {
    as(coordinator).given([requested()]).when(archive()).then([archived]);
    as(coordinator)
      .given([requested(), archived])
      .when(archive())
      .then([{ type: 'PlacementUnarchived', data: { placementId: 'p1' } }]);
    as(coordinator).given([requested(), archived]).when(archive(true)).then([]);
  });
  it('recurring flips without a value and keeps an explicit one', () => {
    as(coordinator)
      .given([requested()])
      .when(recurring())
      .then([{ type: 'PlacementRecurringSet', data: { placementId: 'p1', recurring: true } }]);
    as(coordinator).given([requested()]).when(recurring(false)).then([]);
  });
  it('only coordinators toggle', () => {
    as(trainee).given([requested()]).when(archive()).thenThrows(ForbiddenError, msg.coordinatorsOnly);
    as(supervisor).given([requested()]).when(recurring()).thenThrows(ForbiddenError, msg.coordinatorsOnly);
  });
});

describe('PLACE-26 time on site', () => {
  const log = (minutes: number, date = '2026-11-20', timeZone: string | null = null): PlacementCommand => ({
    type: 'LogTimeOnSite',
    data: { placementId: 'p1', date, minutes, trainingDates: { startAt: '2026-09-01', endAt: '2027-05-31' }, timeZone },
  });
  const logged = (minutes: number, previousMinutes = 0, date = '2026-11-20'): PlacementEvent => ({
    type: 'PlacementTimeOnSiteLogged',
    data: { placementId: 'p1', trainingId: 't1', traineeUserId: 'tr', date, minutes, previousMinutes },
  });
  it('the trainee logs a day on an approved placement; a second log replaces the day', () => {
    as(trainee)
      .given([requested(), joined(), approved])
      .when(log(240))
      .then([logged(240)]);
    as(trainee)
      .given([requested(), joined(), approved, logged(240)])
      .when(log(300))
      .then([logged(300, 240)]);
    as(trainee)
      .given([requested(), joined(), approved, logged(240)])
      .when(log(240))
      .then([]);
  });
  it('refuses before approval, another user, and a day outside the training', () => {
    as(trainee).given([requested(), joined()]).when(log(240)).thenThrows(ConflictError, msg.notApproved);
    as(supervisor).given([requested(), joined(), approved]).when(log(240)).thenThrows(ForbiddenError, msg.notYourPlacement);
    as(trainee).given([requested(), joined(), approved]).when(log(240, '2027-06-01')).thenFieldError('date', msg.outsideTraining);
  });
  it('PLACE-26 refuses a day after the trainee’s today, as the activity log does, with every broken rule of the day', () => {
    // testContext's now is 2026-11-21 10:00 UTC: the 22nd has not come in UTC, and has at UTC+14
    as(trainee).given([requested(), joined(), approved]).when(log(240, '2026-11-22')).thenFieldError('date', FUTURE_DAY_MESSAGE);
    as(trainee)
      .given([requested(), joined(), approved])
      .when(log(240, '2026-11-22', 'Pacific/Kiritimati'))
      .then([logged(240, 0, '2026-11-22')]);
    as(trainee)
      .given([requested(), joined(), approved])
      .when(log(240, '2026-11-21'))
      .then([logged(240, 0, '2026-11-21')]);
    // a day both outside the training and to come names both rules at once
    const state = [requested(), joined(), approved].reduce(placementDecider.evolve, placementDecider.initialState());
    let refused: unknown;
    try {
      placementDecider.decide(log(240, '2027-06-01'), state, { ...testContext, actor: trainee, userId: trainee.userId });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).errors).toEqual({ date: [msg.outsideTraining, FUTURE_DAY_MESSAGE] });
  });
  it('bounds a day to 24 hours', () => {
    expect(() => parseInput(timeOnSiteSchema, { date: '2026-11-20', minutes: 1441 })).toThrow(
      'The minutes field must not be greater than 1440.',
    );
  });
});

describe('PLACE-07 PLACE-08 PLACE-09 PLACE-11 the three status sets', () => {
  it('maps every stored stage, archived or not', () => {
    expect(listStatusOf('ready', false)).toBe('ready');
    expect(listStatusOf('approved', true)).toBe('archived');
    expect(decisionOf('submitted')).toBe('pending');
    expect(decisionOf('denied')).toBe('denied');
    expect(standingOf('open', false, false)).toBe('decision pending');
    expect(standingOf('denied', false, false)).toBe('not approved');
    expect(standingOf('approved', false, true)).toBe('expired');
    expect(standingOf('ready', true, false)).toBe('on hold');
    expect(standingOf('approved', true, false)).toBe('closed');
    expect(placementStatusColors).toEqual({
      open: 'warning',
      submitted: 'info',
      ready: 'primary',
      approved: 'success',
      denied: 'danger',
      archived: 'default',
    });
  });
});
