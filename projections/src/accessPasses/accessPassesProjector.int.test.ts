// The access passes read model (PASS-12, PASS-14): a trainee position limited at
// assignment, full once a pass is granted, limited again when it expired; codes
// redeemed; payments through their statuses.
import { describe, it } from '@jest/globals';
import type { AccessPassesEvent } from '@practicum/shared/domain/accessPasses/index';
import type { PositionAssigned } from '@practicum/shared/domain/identity/events';
import { at, itFoldsLikeOneByOne, projectorSpec, specId } from '../testing/projectorSpec.js';
import { accessPassesProjector } from './accessPassesProjector.js';

const spec = projectorSpec(accessPassesProjector);
const [user, position, organization, pass, code, batch, payment] = [
  specId(1),
  specId(2),
  specId(3),
  specId(4),
  specId(5),
  specId(6),
  specId(7),
];
const assigned: PositionAssigned = {
  type: 'PositionAssigned',
  data: {
    userId: user,
    positionId: position,
    organizationId: organization,
    role: 'trainee',
    status: 'active',
    current: true,
    traineeAccountLimited: true,
  },
};
const terms = { passType: 'default' as const, durationDays: 365, endsOn: null };
const issued: AccessPassesEvent[] = [
  {
    type: 'RegistrationCodeBatchCreated',
    data: {
      batchId: batch,
      organizationId: organization,
      name: 'Fall',
      terms,
      codes: [{ codeId: code, code: 'ABCDE23456' }],
      paymentId: null,
      createdBy: null,
    },
  },
  { type: 'RegistrationCodeIssued', data: { codeId: code, code: 'ABCDE23456', batchId: batch, organizationId: organization, terms } },
];
const redeemed: AccessPassesEvent[] = [
  {
    type: 'RegistrationCodeRedeemed',
    data: {
      codeId: code,
      code: 'ABCDE23456',
      batchId: batch,
      organizationId: organization,
      userId: user,
      positionId: position,
      passId: pass,
      redeemedAt: '2026-11-21T10:00:00.000Z',
    },
  },
  {
    type: 'AccessPassGranted',
    data: {
      passId: pass,
      userId: user,
      positionId: position,
      organizationId: organization,
      passType: 'default',
      startsOn: '2026-11-21',
      expiresOn: '2027-11-21',
      codeId: code,
      paymentId: null,
    },
  },
];

describe('PASS-12 PASS-14 a trainee position’s access', () => {
  it('is limited at assignment', () =>
    spec
      .given(assigned)
      .thenRows('access_pass_positions', [{ position_id: position, limited_at_assignment: true, status: 'none', expires_on: null }]));
  it('runs until the pass’s date once a code is redeemed, and the code names its redeemer', async () => {
    await spec
      .given(assigned, ...issued)
      .when(...redeemed)
      .thenRows('access_pass_positions', [{ status: 'full', expires_on: '2027-11-21' }]);
    await spec
      .given(assigned, ...issued)
      .when(...redeemed)
      .thenRows('registration_codes', [{ code: 'ABCDE23456', redeemed_by: user, pass_id: pass }]);
  });
  it('is expired after the expiry job, with the warning date kept', () =>
    spec
      .given(assigned, ...issued, ...redeemed)
      .when(
        {
          type: 'AccessPassExpiryWarned',
          data: { userId: user, positionId: position, organizationId: organization, expiresOn: '2027-11-21' },
        },
        { type: 'AccessPassExpired', data: { userId: user, positionId: position, organizationId: organization, expiresOn: '2027-11-21' } },
      )
      .thenRows('access_pass_positions', [{ status: 'expired', warned_for: '2027-11-21' }]));
  it('changes nothing when a batch is redelivered', () =>
    spec
      .given(assigned, ...issued)
      .when(...redeemed)
      .thenReplayChangesNothing());
});

describe('PASS-05 payments', () => {
  it('go from pending to approved to codes generated', () =>
    spec
      .given({
        type: 'PaymentStarted',
        data: {
          paymentId: payment,
          organizationId: organization,
          paymentType: 'manual_invoice',
          purpose: 'codes',
          count: 1,
          amountCents: 15_700,
          userId: user,
          positionId: null,
          checkoutSessionId: null,
        },
      })
      .when(
        { type: 'PaymentApproved', data: { paymentId: payment, by: 'admin', eventId: null } },
        { type: 'PaymentCodesGenerated', data: { paymentId: payment, batchId: batch, passId: null } },
      )
      .thenRows('payments', [{ id: payment, status: 'codes_generated', batch_id: batch, amount_cents: 15_700 }]));
});

describe('PASS-16 a batch’s exports', () => {
  const exported = (exportId: string, format: 'pdf' | 'xlsx'): AccessPassesEvent => ({
    type: 'RegistrationCodeBatchExported',
    data: { batchId: batch, organizationId: organization, exportId, format, exportedBy: user, codeCount: 1 },
  });
  it('are listed with their format, who made them and the codes they held', () =>
    spec
      .given(...issued)
      .when(exported(specId(8), 'pdf'), exported(specId(9), 'xlsx'))
      .thenRows('registration_code_batch_exports', [
        { id: specId(8), batch_id: batch, organization_id: organization, format: 'pdf', exported_by: user, code_count: 1 },
        { id: specId(9), batch_id: batch, organization_id: organization, format: 'xlsx', exported_by: user, code_count: 1 },
      ]));
  it('change nothing when redelivered', () =>
    spec
      .given(...issued)
      .when(exported(specId(8), 'pdf'))
      .thenReplayChangesNothing());
});

describe('PASS-05 PASS-12 PASS-14 PASS-16 when a page of access-pass events is projected at once (a rebuild)', () => {
  const [secondPosition, secondCode, secondPass, exportId, unseen] = [specId(11), specId(12), specId(13), specId(14), specId(15)];
  const expiry = (type: 'AccessPassExpiryWarned' | 'AccessPassExpired', positionId: string): AccessPassesEvent => ({
    type,
    data: { userId: user, positionId, organizationId: organization, expiresOn: '2027-11-21' },
  });
  const granted = (passId: string, positionId: string, expiresOn: string): AccessPassesEvent => ({
    type: 'AccessPassGranted',
    data: {
      passId,
      userId: user,
      positionId,
      organizationId: organization,
      passType: 'default',
      startsOn: '2026-11-21',
      expiresOn,
      codeId: null,
      paymentId: payment,
    },
  });
  const paymentStarted: AccessPassesEvent = {
    type: 'PaymentStarted',
    data: {
      paymentId: payment,
      organizationId: organization,
      paymentType: 'checkout_payment',
      purpose: 'pass',
      count: 1,
      amountCents: 4_900,
      userId: user,
      positionId: secondPosition,
      checkoutSessionId: 'cs_1',
    },
  };
  const page: (AccessPassesEvent | PositionAssigned)[] = [
    assigned, // delivered again: stays as it was
    { ...assigned, data: { ...assigned.data, role: 'supervisor', positionId: specId(16) } }, // not a trainee's: no row
    ...issued, // delivered again
    {
      type: 'RegistrationCodeIssued',
      data: { codeId: secondCode, code: 'FGHJK23456', batchId: batch, organizationId: organization, terms },
    },
    { type: 'RegistrationCodeDistributed', data: { codeId: code, code: 'ABCDE23456', email: 'pat@example.edu', recipientUserId: user } },
    at('2026-11-21T11:00:00.000Z', {
      type: 'RegistrationCodeDistributed',
      data: { codeId: code, code: 'ABCDE23456', email: 'sam@example.edu' },
    }),
    ...redeemed,
    ...redeemed, // delivered again
    {
      type: 'RegistrationCodeBatchExported',
      data: { batchId: batch, organizationId: organization, exportId, format: 'pdf', exportedBy: user, codeCount: 2 },
    },
    expiry('AccessPassExpiryWarned', position),
    expiry('AccessPassExpired', position),
    paymentStarted,
    { type: 'PaymentApproved', data: { paymentId: payment, by: 'webhook', eventId: 'evt_1' } },
    granted(secondPass, secondPosition, '2027-06-30'), // before the position's assignment: makes its row, full
    { ...assigned, data: { ...assigned.data, positionId: secondPosition, traineeAccountLimited: false } }, // keeps it full
    at('2026-11-21T11:01:00.000Z', { type: 'PaymentCodesGenerated', data: { paymentId: payment, batchId: null, passId: secondPass } }),
    paymentStarted, // delivered again: keeps its status
    { type: 'PaymentDeclined', data: { paymentId: unseen, eventId: null } }, // rows this model never saw
    expiry('AccessPassExpired', unseen),
    { type: 'RegistrationCodeDistributed', data: { codeId: unseen, code: 'LMNPQ23456', email: 'kim@example.edu' } },
  ];

  itFoldsLikeOneByOne(spec, [assigned, ...issued], page);
});
