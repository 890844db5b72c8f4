import { describe, expect, it } from '@jest/globals';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { deciderSpec } from '../../testing/deciderSpec.js';
import { parseInput } from '../validation.js';
import { accessPassMessages as msg, buyCodesSchema, createBatchSchema, exportBatchSchema, redeemSchema } from './commands.js';
import {
  batchDecider,
  codeCountDecider,
  isLimited,
  paymentDecider,
  redemptionDecider,
  traineeAccessDecider,
  type TraineeAccessCommand,
} from './decider.js';
import type {
  AccessPassGranted,
  OrganizationCodeCountEvent,
  PassTerms,
  PaymentEvent,
  PaymentStarted,
  RegistrationCodeBatchEvent,
  TraineeAccessEvent,
} from './events.js';

// testContext: now 2026-11-21
const defaultTerms: PassTerms = { passType: 'default', durationDays: 365, endsOn: null };
const grant = (terms = defaultTerms): TraineeAccessCommand => ({
  type: 'GrantAccessPass',
  data: { passId: 'p1', userId: 'u1', positionId: 'pos1', organizationId: 'org', codeId: 'c1', paymentId: null, terms },
});
const granted = (expiresOn: string): AccessPassGranted => ({
  type: 'AccessPassGranted',
  data: {
    passId: 'p1',
    userId: 'u1',
    positionId: 'pos1',
    organizationId: 'org',
    codeId: 'c1',
    paymentId: null,
    passType: 'default',
    startsOn: '2026-11-21',
    expiresOn,
  },
});
const access = deciderSpec(traineeAccessDecider);

describe('PASS-06 PASS-14 a trainee position’s access pass', () => {
  it('a default pass grants a year from today', () => {
    access.when(grant()).then([granted('2027-11-21')]);
  });
  it('a default pass extends a running one from its end', () => {
    access
      .given([granted('2026-12-01')])
      .when(grant())
      .then([granted('2027-12-01')]);
  });
  it('a prorated pass ends on its date; one already past is refused as expired', () => {
    const prorated: PassTerms = { passType: 'prorated', durationDays: 0, endsOn: '2027-05-31' };
    access.when(grant(prorated)).then([{ ...granted('2027-05-31'), data: { ...granted('2027-05-31').data, passType: 'prorated' } }]);
    access.when(grant({ ...prorated, endsOn: '2026-11-01' })).thenFieldError('code', msg.codeExpired);
  });
  it('a prorated pass never shortens a running one: ending on or before it, it is refused; after it, it extends to its date', () => {
    const prorated: PassTerms = { passType: 'prorated', durationDays: 0, endsOn: '2027-05-31' };
    access
      .given([granted('2027-11-21')])
      .when(grant(prorated))
      .thenFieldError('code', msg.codeAddsNothing);
    access
      .given([granted('2027-05-31')])
      .when(grant(prorated))
      .thenFieldError('code', msg.codeAddsNothing);
    access
      .given([granted('2027-01-31')])
      .when(grant(prorated))
      .then([{ ...granted('2027-05-31'), data: { ...granted('2027-05-31').data, passType: 'prorated' } }]);
    // a pass that ran out (the expiry job not yet by) is no running pass
    access
      .given([granted('2026-11-01')])
      .when(grant(prorated))
      .then([{ ...granted('2027-05-31'), data: { ...granted('2027-05-31').data, passType: 'prorated' } }]);
  });
  it('warns once within 30 days of the end, not before', () => {
    const warn: TraineeAccessCommand = { type: 'WarnAccessPassExpiry', data: { positionId: 'pos1' } };
    const data = { userId: 'u1', positionId: 'pos1', organizationId: 'org', expiresOn: '2026-12-10' };
    access
      .given([granted('2026-12-10')])
      .when(warn)
      .then([{ type: 'AccessPassExpiryWarned', data }]);
    access
      .given([granted('2026-12-10'), { type: 'AccessPassExpiryWarned', data }])
      .when(warn)
      .then([]);
    access
      .given([granted('2027-02-10')])
      .when(warn)
      .then([]);
  });
  it('expires once the end date is over everywhere, once, and the position is limited again', () => {
    const expire: TraineeAccessCommand = { type: 'ExpireAccessPass', data: { positionId: 'pos1' } };
    // 10:00 UTC on the 21st is still the 20th west of UTC−10: a pass ending on the 20th lasts there
    for (const lastDay of ['2026-11-21', '2026-11-20'])
      access
        .given([granted(lastDay)])
        .when(expire)
        .then([]);
    const expired: TraineeAccessEvent = {
      type: 'AccessPassExpired',
      data: { userId: 'u1', positionId: 'pos1', organizationId: 'org', expiresOn: '2026-11-19' },
    };
    access
      .given([granted('2026-11-19')])
      .when(expire)
      .then([expired]);
    access
      .given([granted('2026-11-19'), expired])
      .when(expire)
      .then([]);
    const state = [granted('2026-11-19'), expired].reduce(traineeAccessDecider.evolve, traineeAccessDecider.initialState());
    expect(isLimited(false, state)).toBe(true);
    expect(isLimited(true, traineeAccessDecider.evolve(state, granted('2027-01-01')))).toBe(false);
    expect(isLimited(true, traineeAccessDecider.initialState())).toBe(true);
  });
});

describe('PASS-09 redeeming a code', () => {
  const redeem = {
    type: 'RedeemRegistrationCode' as const,
    data: { codeId: 'c1', code: 'ABCDE23456', batchId: 'b1', organizationId: 'org', userId: 'u1', positionId: 'pos1', passId: 'p1' },
  };
  it('reserves the code for the first redeemer; a second is told it was used', () => {
    const redeemed = { type: 'RegistrationCodeRedeemed' as const, data: { ...redeem.data, redeemedAt: '2026-11-21T10:00:00.000Z' } };
    deciderSpec(redemptionDecider).when(redeem).then([redeemed]);
    deciderSpec(redemptionDecider).given([redeemed]).when(redeem).thenFieldError('code', msg.codeUsed);
  });
  it('names a missing code', () => {
    expect(() => parseInput(redeemSchema, {})).toThrow(expect.objectContaining({ errors: { code: [msg.codeRequired] } }));
  });
});

describe('PASS-04 PASS-05 payments', () => {
  const started: PaymentStarted = {
    type: 'PaymentStarted',
    data: {
      paymentId: 'pay1',
      organizationId: 'org',
      paymentType: 'manual_invoice',
      purpose: 'codes',
      count: 10,
      amountCents: 157_000,
      userId: 'co',
      positionId: null,
      checkoutSessionId: null,
    },
  };
  const card: PaymentStarted = { ...started, data: { ...started.data, paymentType: 'checkout_payment' } };
  const pay = deciderSpec(paymentDecider);
  it('an admin approves an invoice once; a second time is a conflict', () => {
    const approved: PaymentEvent = { type: 'PaymentApproved', data: { paymentId: 'pay1', by: 'admin', eventId: null } };
    pay
      .given([started])
      .when({ type: 'ApprovePayment', data: { by: 'admin', eventId: null } })
      .then([approved]);
    pay
      .given([started, approved])
      .when({ type: 'ApprovePayment', data: { by: 'admin', eventId: null } })
      .thenThrows(ConflictError);
  });
  it('only the webhook approves a card payment; a replayed approval changes nothing; a declined one generates no codes', () => {
    pay
      .given([card])
      .when({ type: 'ApprovePayment', data: { by: 'admin', eventId: null } })
      .thenThrows(ValidationError);
    const approved: PaymentEvent = { type: 'PaymentApproved', data: { paymentId: 'pay1', by: 'webhook', eventId: 'evt_1' } };
    pay
      .given([card, approved])
      .when({ type: 'ApprovePayment', data: { by: 'webhook', eventId: 'evt_2' } })
      .then([]);
    const declined: PaymentEvent = { type: 'PaymentDeclined', data: { paymentId: 'pay1', eventId: 'evt_3' } };
    pay
      .given([card, declined])
      .when({ type: 'MarkCodesGenerated', data: { batchId: 'b1', passId: null } })
      .then([]);
    pay
      .given([card, declined])
      .when({ type: 'ApprovePayment', data: { by: 'webhook', eventId: 'evt_4' } })
      .then([]);
  });
  it('bounds the count of codes bought', () => {
    expect(() => parseInput(buyCodesSchema, { count: 0, payment_type: 'manual_invoice', baa_accepted: true })).toThrow(
      expect.objectContaining({ errors: { count: [msg.countRange] } }),
    );
  });
  it('PASS-20 codes are bought only once the business associate agreement is accepted', () => {
    expect(() => parseInput(buyCodesSchema, { count: 2, payment_type: 'manual_invoice' })).toThrow(
      expect.objectContaining({ errors: { baa_accepted: [msg.baaRequired] } }),
    );
    expect(parseInput(buyCodesSchema, { count: 2, payment_type: 'manual_invoice', baa_accepted: true }).baa_accepted).toBe(true);
  });
});

describe('PASS-18 the organization code count', () => {
  const count = deciderSpec(codeCountDecider);
  const reserved = (reservationId: string, n: number): OrganizationCodeCountEvent => ({
    type: 'OrganizationCodesReserved',
    data: { organizationId: 'org', reservationId, count: n },
  });
  const reserve = (reservationId: string, n: number) =>
    ({ type: 'ReserveOrganizationCodes', data: { organizationId: 'org', reservationId, count: n } }) as const;
  it('reserves up to the limit of 500, once per reservation; past it a field error', () => {
    count
      .given([reserved('a', 400)])
      .when(reserve('b', 100))
      .then([reserved('b', 100)]);
    count
      .given([reserved('a', 400)])
      .when(reserve('a', 400))
      .then([]);
    count
      .given([reserved('a', 400)])
      .when(reserve('b', 101))
      .thenFieldError('count', msg.userLimit.replace('{x}', '500'));
  });
  it('a release frees the codes of its reservation once', () => {
    const released: OrganizationCodeCountEvent = {
      type: 'OrganizationCodesReleased',
      data: { organizationId: 'org', reservationId: 'a', count: 400 },
    };
    const release = { type: 'ReleaseOrganizationCodes', data: { organizationId: 'org', reservationId: 'a' } } as const;
    count
      .given([reserved('a', 400)])
      .when(release)
      .then([released]);
    count
      .given([reserved('a', 400), released])
      .when(release)
      .then([]);
    count
      .given([reserved('a', 400), released])
      .when(reserve('b', 500))
      .then([reserved('b', 500)]);
  });
});

describe('PASS-10 a payment grants its pass once', () => {
  it('a second grant by the same payment changes nothing', () => {
    const pass = { passId: 'pay1', userId: 'u1', positionId: 'pos1', organizationId: 'org', codeId: null, paymentId: 'pay1' };
    const paid: TraineeAccessCommand = { type: 'GrantAccessPass', data: { ...pass, terms: defaultTerms } };
    const granted: TraineeAccessEvent = {
      type: 'AccessPassGranted',
      data: { ...pass, passType: 'default', startsOn: '2026-11-21', expiresOn: '2027-11-21' },
    };
    deciderSpec(traineeAccessDecider).when(paid).then([granted]);
    deciderSpec(traineeAccessDecider).given([granted]).when(paid).then([]);
  });
});

describe('PASS-16 a batch’s exports', () => {
  const batch = deciderSpec(batchDecider);
  const created: RegistrationCodeBatchEvent = {
    type: 'RegistrationCodeBatchCreated',
    data: {
      batchId: 'b1',
      organizationId: 'org',
      name: 'Fall',
      terms: defaultTerms,
      codes: [
        { codeId: 'c1', code: 'ABCDE23456' },
        { codeId: 'c2', code: 'FGHJK23456' },
      ],
      paymentId: null,
      createdBy: 'admin',
    },
  };
  const exportAs = (exportId: string, format: 'pdf' | 'xlsx') =>
    ({ type: 'RecordBatchExport', data: { batchId: 'b1', exportId, format } }) as const;
  it('records who exported the batch, in which format, and how many codes it held', () => {
    batch
      .given([created])
      .when(exportAs('x1', 'xlsx'))
      .then([
        {
          type: 'RegistrationCodeBatchExported',
          data: { batchId: 'b1', organizationId: 'org', exportId: 'x1', format: 'xlsx', exportedBy: 'user-under-test', codeCount: 2 },
        },
      ]);
  });
  it('records one export once, and none of a batch that does not exist', () => {
    const first = batchDecider.decide(exportAs('x1', 'pdf'), batchDecider.evolve(batchDecider.initialState(), created), {
      now: '2026-11-21T10:00:00.000Z',
      userId: 'admin',
    });
    batch
      .given([created, ...first])
      .when(exportAs('x1', 'pdf'))
      .then([]);
    batch.when(exportAs('x2', 'pdf')).thenThrows(NotFoundError);
  });
  it('PASS-07 a prorated batch ends at most 5 years from today: 9999-12-31 would be access for good', () => {
    const terms = (endsOn: string): PassTerms => ({ passType: 'prorated', durationDays: 0, endsOn });
    const data = { batchId: 'b2', organizationId: 'org', name: 'Cohort', codes: [], paymentId: null };
    const create = (endsOn: string) => ({ type: 'CreateRegistrationCodeBatch' as const, data: { ...data, terms: terms(endsOn) } });
    batch.when(create('9999-12-31')).thenFieldError('ends_on', msg.endsOnTooFar);
    batch.when(create('2031-11-22')).thenFieldError('ends_on', msg.endsOnTooFar);
    batch
      .when(create('2031-11-21'))
      .then([{ type: 'RegistrationCodeBatchCreated', data: { ...data, terms: terms('2031-11-21'), createdBy: 'user-under-test' } }]);
  });
  it('exports only as PDF or Excel', () => {
    expect(() => parseInput(exportBatchSchema, { format: 'csv' })).toThrow(
      expect.objectContaining({ errors: { format: [msg.exportFormat] } }),
    );
  });
});

describe('PASS-15 a batch’s count and duration as a form sends them', () => {
  const base = { organization_id: '6f1c1c5e-7e0e-4a8a-9b4e-2f5d0c0a1b11', name: 'Fall' };
  const fieldsOf = (input: object) => {
    try {
      return parseInput(createBatchSchema, { ...base, ...input });
    } catch (error) {
      return (error as ValidationError).errors;
    }
  };
  it('reads numbers and numeric strings, and the duration’s default when blank', () => {
    expect(fieldsOf({ count: '25', duration_days: '' })).toMatchObject({ count: 25, duration_days: 365 });
    expect(fieldsOf({ count: 3, duration_days: 30 })).toMatchObject({ count: 3, duration_days: 30 });
  });
  it('refuses true or a list as a count or a duration instead of reading them as 1 or 5', () => {
    expect(fieldsOf({ count: true })).toEqual({ count: [msg.countRange] });
    expect(fieldsOf({ count: 2, duration_days: [5] })).toEqual({ duration_days: [expect.any(String)] });
  });
});
