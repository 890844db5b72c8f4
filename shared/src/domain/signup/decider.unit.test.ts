import { describe, expect, it } from '@jest/globals';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import { deciderSpec, testContext } from '../../testing/deciderSpec.js';
import { userDecider } from '../identity/decider.js';
import type { TermsAccepted, UserEvent } from '../identity/events.js';
import { signupDecider, type SignupCommand } from './account.js';
import type { SignupUserEvent } from './events.js';
import { inviteAddressDecider, inviteDecider, type InviteDetails } from './invites.js';
import { inviteLinkDecider, inviteLinkProblem, type InviteLinkSettings } from './inviteLinks.js';
import { signupMessages } from './messages.js';
import { signupCodeDecider } from './signupCodes.js';
import { roleFromCode } from './signupCodes.js';

// testContext: now 2026-11-21T10:00Z.
const invite: InviteDetails = {
  inviteId: 'i1',
  organizationId: 'org',
  email: 'sam@example.org',
  first_name: 'Sam',
  last_name: 'Lee',
  role: 'supervisor',
  invitedBy: 'coord',
};
const link = (settings: Partial<InviteLinkSettings> = {}) => ({
  type: 'InviteLinkCreated' as const,
  data: {
    inviteLinkId: 'l1',
    organizationId: 'org',
    createdBy: 'coord',
    settings: { name: 'Fall cohort', role: 'trainee' as const, expires_at: null, max_uses: null, active: true, ...settings },
  },
});
const signUp = (overrides: Partial<Extract<SignupCommand, { type: 'SignUp' }>['data']> = {}): SignupCommand => ({
  type: 'SignUp',
  data: {
    userId: 'u1',
    positionId: 'p1',
    email: 'ada@example.org',
    first_name: 'Ada',
    last_name: 'Byron',
    status: 'pending',
    organizationId: 'org',
    role: 'trainee',
    via: { kind: 'code', id: 'harbor-trainees' },
    details: {
      phone: '+12125550100',
      country_code: 'US',
      state_id: 'US-NY',
      zip: '10001',
      timezone: 'America/New_York',
      university_student_id: null,
    },
    answers: [],
    supervisor_licenses: [],
    ...overrides,
  },
});
const joined = (signedUpAt = '2026-08-01T10:00:00.000Z'): (UserEvent | TermsAccepted | SignupUserEvent)[] => {
  const events = signupDecider.decide(signUp(), { status: 'none' }, { ...testContext, now: signedUpAt });
  return events;
};

describe('SIGNUP-01 SIGNUP-48 SIGNUP-59 an organization signup code', () => {
  it('gives the organization and role of a live code', () => {
    const state = signupCodeDecider.evolve(signupCodeDecider.initialState(), {
      type: 'SignupCodeCreated',
      data: { code: 'harbor-trainees', organizationId: 'org', role: 'trainee' },
    });
    expect(roleFromCode(state)).toEqual({ organizationId: 'org', role: 'trainee' });
  });
  it('refuses a code that does not exist with "The registration code does not exist."', () => {
    expect(() => roleFromCode({ status: 'none' })).toThrow(signupMessages.signupLinkInvalid);
    try {
      roleFromCode({ status: 'none' });
    } catch (error) {
      expect((error as { errors: Record<string, string[]> }).errors.signup_code).toEqual([signupMessages.codeMissing]);
    }
  });
  it('refuses a code that was switched off', () => {
    expect(() => roleFromCode({ status: 'off', code: 'x', organizationId: 'org', role: 'trainee' })).toThrow(
      signupMessages.signupLinkInvalid,
    );
  });
  it('SIGNUP-01 refuses a code too short or too plain to outlast the guess throttle', () => {
    for (const [code, message] of [
      ['fall-26', 'The code field must be at least 8 characters.'],
      ['aaaa-aaaa', 'The code is too easy to guess: use at least 4 different letters or digits.'],
      ['ababab-ab', 'The code is too easy to guess: use at least 4 different letters or digits.'],
    ] as const)
      deciderSpec(signupCodeDecider)
        .given([])
        .when({ type: 'CreateSignupCode', data: { code, organizationId: 'org', role: 'trainee' } })
        .thenFieldError('code', message);
  });
  it('keeps a code unique: a second create is refused', () =>
    deciderSpec(signupCodeDecider)
      .given([{ type: 'SignupCodeCreated', data: { code: 'harbor', organizationId: 'org', role: 'trainee' } }])
      .when({ type: 'CreateSignupCode', data: { code: 'harbor', organizationId: 'other', role: 'faculty' } })
      .thenFieldError('code', 'The code has already been taken.'));
});

describe('SIGNUP-02 SIGNUP-48 SIGNUP-65 an invitation', () => {
  it('is accepted by an account with the invited email', () =>
    deciderSpec(inviteDecider)
      .given([{ type: 'InviteSent', data: invite }])
      .when({ type: 'AcceptInvite', data: { inviteId: 'i1', userId: 'u9', email: 'sam@example.org' } })
      .then([{ type: 'InviteAccepted', data: { inviteId: 'i1', userId: 'u9' } }]));
  it('refuses another email with "The email must match the invited email."', () =>
    deciderSpec(inviteDecider)
      .given([{ type: 'InviteSent', data: invite }])
      .when({ type: 'AcceptInvite', data: { inviteId: 'i1', userId: 'u9', email: 'other@example.org' } })
      .thenFieldError('email', signupMessages.inviteEmailMismatch));
  it('is accepted once only', () =>
    deciderSpec(inviteDecider)
      .given([
        { type: 'InviteSent', data: invite },
        { type: 'InviteAccepted', data: { inviteId: 'i1', userId: 'u9' } },
      ])
      .when({ type: 'AcceptInvite', data: { inviteId: 'i1', userId: 'u10', email: 'sam@example.org' } })
      .thenFieldError('invite_id', signupMessages.inviteInvalid));
  it('cannot be accepted after it was withdrawn, nor resent', () => {
    const given = deciderSpec(inviteDecider).given([
      { type: 'InviteSent', data: invite },
      { type: 'InviteDeleted', data: { inviteId: 'i1' } },
    ]);
    given
      .when({ type: 'AcceptInvite', data: { inviteId: 'i1', userId: 'u9', email: 'sam@example.org' } })
      .thenFieldError('invite_id', signupMessages.inviteInvalid);
    given.when({ type: 'ResendInvite', data: { inviteId: 'i1' } }).thenThrows(NotFoundError);
  });
  it('cannot be withdrawn once accepted', () =>
    deciderSpec(inviteDecider)
      .given([
        { type: 'InviteSent', data: invite },
        { type: 'InviteAccepted', data: { inviteId: 'i1', userId: 'u9' } },
      ])
      .when({ type: 'DeleteInvite', data: { inviteId: 'i1' } })
      .thenThrows(ConflictError));
});

describe('SIGNUP-65 an address’s one pending invitation to an organization', () => {
  const held = { inviteId: 'i1', organizationId: 'org' };
  const reserved = { type: 'InviteAddressReserved' as const, data: held };
  it('is reserved by the first invitation, and again idempotently by it', () => {
    deciderSpec(inviteAddressDecider).given([]).when({ type: 'ReserveInviteAddress', data: held }).then([reserved]);
    deciderSpec(inviteAddressDecider).given([reserved]).when({ type: 'ReserveInviteAddress', data: held }).then([]);
  });
  it('refuses a second invitation on email while the first is pending', () =>
    deciderSpec(inviteAddressDecider)
      .given([reserved])
      .when({ type: 'ReserveInviteAddress', data: { ...held, inviteId: 'i2' } })
      .thenFieldError('email', signupMessages.invitePending));
  it('is freed by its own invitation only, then taken by the next', () => {
    const given = deciderSpec(inviteAddressDecider).given([reserved]);
    given.when({ type: 'ReleaseInviteAddress', data: { ...held, inviteId: 'i2' } }).then([]);
    given.when({ type: 'ReleaseInviteAddress', data: held }).then([{ type: 'InviteAddressReleased', data: held }]);
    deciderSpec(inviteAddressDecider)
      .given([reserved, { type: 'InviteAddressReleased', data: held }])
      .when({ type: 'ReserveInviteAddress', data: { ...held, inviteId: 'i2' } })
      .then([{ type: 'InviteAddressReserved', data: { ...held, inviteId: 'i2' } }]);
  });
});

describe('SIGNUP-03 SIGNUP-64 SIGNUP-67 an invite link', () => {
  const use = { type: 'UseInviteLink' as const, data: { inviteLinkId: 'l1', userId: 'u1' } };
  it('counts each account it makes', () =>
    deciderSpec(inviteLinkDecider)
      .given([link()])
      .when(use)
      .then([{ type: 'InviteLinkUsed', data: { inviteLinkId: 'l1', userId: 'u1' } }]));
  it('stops at its use limit', () =>
    deciderSpec(inviteLinkDecider)
      .given([link({ max_uses: 1 }), { type: 'InviteLinkUsed', data: { inviteLinkId: 'l1', userId: 'u0' } }])
      .when(use)
      .thenFieldError('invite_link_id', signupMessages.inviteLinkInvalid));
  it('stops when it expires or is switched off', () => {
    deciderSpec(inviteLinkDecider)
      .given([link({ expires_at: '2026-11-21T09:59:59.000Z' })])
      .when(use)
      .thenFieldError('invite_link_id', signupMessages.inviteLinkInvalid);
    deciderSpec(inviteLinkDecider)
      .given([link({ active: false })])
      .when(use)
      .thenFieldError('invite_link_id', signupMessages.inviteLinkInvalid);
  });
  it('says why it does not work in its status', () => {
    const state = inviteLinkDecider.evolve(inviteLinkDecider.initialState(), link({ expires_at: '2026-01-01T00:00:00.000Z' }));
    expect(inviteLinkProblem(state, testContext.now)).toBe('expired');
    expect(inviteLinkProblem({ status: 'deleted' }, testContext.now)).toBe('missing');
  });
  it('records only the settings an edit changed', () =>
    deciderSpec(inviteLinkDecider)
      .given([link()])
      .when({
        type: 'EditInviteLink',
        data: { inviteLinkId: 'l1', settings: { name: 'Fall cohort', role: 'trainee', expires_at: null, max_uses: 30, active: true } },
      })
      .then([{ type: 'InviteLinkEdited', data: { inviteLinkId: 'l1', changes: { max_uses: 30 } } }]));
});

describe('SIGNUP-46 SIGNUP-49 SIGNUP-53 SIGNUP-70 joining on the user stream', () => {
  it('makes the account, its one position and the signup record in one decision', () => {
    const events = signupDecider.decide(signUp(), { status: 'none' }, testContext);
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'PositionAssigned', 'TermsAccepted', 'UserSignedUp']);
    expect(events[0]!.data).toMatchObject({ status: 'pending', email: 'ada@example.org' });
    expect(events[1]!.data).toMatchObject({ role: 'trainee', organizationId: 'org', current: true, status: 'active' });
    expect(events[2]!.data).toEqual({ userId: 'u1', terms: true, privacy: true, acceptedAt: testContext.now });
    expect(events[3]!.data).toMatchObject({ signedUpAt: testContext.now, via: { kind: 'code', id: 'harbor-trainees' } });
  });
  it('refuses a second account on the same stream', () =>
    deciderSpec(signupDecider).given(joined()).when(signUp()).thenThrows(ConflictError));
  it('verifies a pending account once; verifying again changes nothing', () => {
    deciderSpec(signupDecider)
      .given(joined())
      .when({ type: 'VerifyEmail', data: { userId: 'u1' } })
      .then([{ type: 'UserEmailVerified', data: { userId: 'u1', email: 'ada@example.org' } }]);
    deciderSpec(signupDecider)
      .given([...joined(), { type: 'UserEmailVerified', data: { userId: 'u1', email: 'ada@example.org' } }])
      .when({ type: 'VerifyEmail', data: { userId: 'u1' } })
      .then([]);
  });
  it('deletes an unverified account 90 days after it signed up, not a day before', () => {
    const remove = { type: 'DeleteUnverifiedUser' as const, data: { userId: 'u1' } };
    deciderSpec(signupDecider, { ...testContext, now: '2026-10-30T09:59:59.000Z' })
      .given(joined())
      .when(remove)
      .thenThrows(ConflictError, /90 days/);
    deciderSpec(signupDecider, { ...testContext, now: '2026-10-30T10:00:00.000Z' })
      .given(joined())
      .when(remove)
      .then([{ type: 'UnverifiedUserDeleted', data: { userId: 'u1', email: 'ada@example.org', signedUpAt: '2026-08-01T10:00:00.000Z' } }]);
  });
  it('never deletes a verified account', () =>
    deciderSpec(signupDecider, { ...testContext, now: '2027-01-01T00:00:00.000Z' })
      .given([...joined(), { type: 'UserEmailVerified', data: { userId: 'u1', email: 'ada@example.org' } }])
      .when({ type: 'DeleteUnverifiedUser', data: { userId: 'u1' } })
      .thenThrows(ConflictError));
});

describe('AUTH-70 a trainee holds no other role in the organization', () => {
  const trainee = joined() as UserEvent[];
  it('refuses another role for a trainee with the AUTH-70 text', () =>
    deciderSpec(userDecider)
      .given(trainee.filter((e) => e.type !== ('UserSignedUp' as string)))
      .when({
        type: 'AssignPosition',
        data: { userId: 'u1', positionId: 'p2', organizationId: 'org', role: 'supervisor', status: 'active' },
      })
      .thenFieldError('role', signupMessages.traineeOnly));
  it('allows a role in another organization', () =>
    deciderSpec(userDecider)
      .given(trainee.filter((e) => e.type !== ('UserSignedUp' as string)))
      .when({
        type: 'AssignPosition',
        data: { userId: 'u1', positionId: 'p2', organizationId: 'org2', role: 'supervisor', status: 'active' },
      })
      .then([
        {
          type: 'PositionAssigned',
          data: { userId: 'u1', positionId: 'p2', organizationId: 'org2', role: 'supervisor', status: 'active', current: false },
        },
      ]));
});
