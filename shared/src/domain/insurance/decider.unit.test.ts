import { describe, expect, it } from '@jest/globals';
import { ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { deciderSpec, testContext } from '../../testing/deciderSpec.js';
import { parseInput } from '../validation.js';
import { addInsuranceSchema, insuranceMessages as msg, type InsuranceActor, type InsuranceCommand } from './commands.js';
import { insuranceDecider } from './decider.js';
import type { InsuranceEvent } from './events.js';
import { coversPlacement, insuranceLabel, insuranceStatus } from './labels.js';

// testContext: now 2026-11-21
const today = '2026-11-21';
const trainee: InsuranceActor = { userId: 'tr', role: 'trainee', organizationId: 'org' };
const coordinator: InsuranceActor = { userId: 'co', role: 'coordinator', organizationId: 'org' };
const as = (actor: InsuranceActor | null) => deciderSpec(insuranceDecider, { ...testContext, userId: actor?.userId ?? null, actor });
const file = { uuid: 'u1', filename: 'policy.pdf' };
const add: InsuranceCommand = {
  type: 'AddInsuranceDocument',
  data: { documentId: 'd1', organizationId: 'org', traineeUserId: 'tr', file, effectiveDate: '2026-01-01', expirationDate: '2026-12-10' },
};
const added: InsuranceEvent = { type: 'InsuranceDocumentAdded', data: { ...add.data, addedBy: 'tr' } };

describe('INS-07 INS-08 INS-09 the insurance form', () => {
  it('names every missing field with its message', () => {
    expect(() => parseInput(addInsuranceSchema, {})).toThrow(
      expect.objectContaining({
        errors: {
          upload_uuid: [msg.documentRequired],
          effective_date: [msg.effectiveRequired],
          expiration_date: [msg.expirationRequired],
        },
      }),
    );
  });
  it('refuses an expiration on or before the effective date ("end after start")', () => {
    expect(() =>
      parseInput(addInsuranceSchema, {
        upload_uuid: '8d4c1c1e-7a5b-4a53-9d0e-1c2b3a4d5e6f',
        effective_date: '2026-05-01',
        expiration_date: '2026-05-01',
      }),
    ).toThrow(msg.endAfterStart);
  });
});

describe('INS-11 the bounds a document’s fields must hold', () => {
  const valid = { upload_uuid: '8d4c1c1e-7a5b-4a53-9d0e-1c2b3a4d5e6f', effective_date: '2026-01-01', expiration_date: '2026-12-31' };
  it('refuses a day that does not exist, a year before 1000 and a date in another format', () => {
    for (const effective_date of ['2026-02-30', '0999-12-31', '01/05/2026'])
      expect(() => parseInput(addInsuranceSchema, { ...valid, effective_date })).toThrow(
        'The date must be a date in the format YYYY-MM-DD.',
      );
  });
  it('refuses an upload that is not an upload id and a trainee that is not a user id', () => {
    expect(() => parseInput(addInsuranceSchema, { ...valid, upload_uuid: 'policy.pdf' })).toThrow(msg.invalidUpload);
    expect(() => parseInput(addInsuranceSchema, { ...valid, trainee_id: 'someone' })).toThrow(msg.invalidTrainee);
  });
  it('keeps a valid document as given', () => {
    expect(parseInput(addInsuranceSchema, valid)).toEqual(valid);
  });
});

describe('INS-13 INS-17 who adds and changes a document', () => {
  it('the trainee adds their own', () => as(trainee).when(add).then([added]));
  it('a coordinator of the organization adds, edits and deletes any', () => {
    as(coordinator)
      .when(add)
      .then([{ ...added, data: { ...added.data, addedBy: 'co' } }]);
    as(coordinator)
      .given([added])
      .when({ type: 'ChangeInsuranceDocument', data: { documentId: 'd1', expirationDate: '2027-01-01' } })
      .then([{ type: 'InsuranceDocumentChanged', data: { documentId: 'd1', changes: { expirationDate: '2027-01-01' } } }]);
    as(coordinator)
      .given([added])
      .when({ type: 'DeleteInsuranceDocument', data: { documentId: 'd1' } })
      .then([{ type: 'InsuranceDocumentDeleted', data: { documentId: 'd1' } }]);
  });
  it('another trainee is refused (403), another organization sees nothing (404)', () => {
    as({ ...trainee, userId: 'tr2' })
      .when(add)
      .thenThrows(ForbiddenError, msg.notYours);
    as({ ...trainee, userId: 'tr2' })
      .given([added])
      .when({ type: 'DeleteInsuranceDocument', data: { documentId: 'd1' } })
      .thenThrows(ForbiddenError);
    as({ ...coordinator, organizationId: 'org2' })
      .given([added])
      .when({ type: 'DeleteInsuranceDocument', data: { documentId: 'd1' } })
      .thenThrows(NotFoundError);
  });
  it('INS-09 takes a policy starting at most 10 years ago and ending at most 10 years ahead, so one cannot cover every placement', () => {
    const adding = (effectiveDate: string, expirationDate: string): InsuranceCommand => ({
      ...add,
      data: { ...add.data, effectiveDate, expirationDate },
    });
    as(trainee).when(adding('1000-01-01', '9999-12-31')).thenFieldError('effective_date', msg.effectiveTooEarly);
    as(trainee).when(adding('1000-01-01', '9999-12-31')).thenFieldError('expiration_date', msg.expirationTooFar);
    as(trainee)
      .when(adding('2016-11-21', '2036-11-21'))
      .then([{ type: 'InsuranceDocumentAdded', data: { ...adding('2016-11-21', '2036-11-21').data, addedBy: 'tr' } } as InsuranceEvent]);
    as(trainee)
      .given([added])
      .when({ type: 'ChangeInsuranceDocument', data: { documentId: 'd1', expirationDate: '2036-11-22' } })
      .thenFieldError('expiration_date', msg.expirationTooFar);
  });
  it('INS-14 replaces the file on edit and checks the dates as they will be', () => {
    as(trainee)
      .given([added])
      .when({ type: 'ChangeInsuranceDocument', data: { documentId: 'd1', file: { uuid: 'u2', filename: 'new.pdf' } } })
      .then([{ type: 'InsuranceDocumentChanged', data: { documentId: 'd1', changes: { file: { uuid: 'u2', filename: 'new.pdf' } } } }]);
    as(trainee)
      .given([added])
      .when({ type: 'ChangeInsuranceDocument', data: { documentId: 'd1', effectiveDate: '2027-01-01' } })
      .thenFieldError('expiration_date', msg.endAfterStart);
  });
});

describe('INS-03 INS-04 INS-06 labels and the dashboard status', () => {
  const doc = (effectiveDate: string, expirationDate: string) => ({ effectiveDate, expirationDate });
  it('labels current, expiring (within 30 days), expired and future', () => {
    expect(insuranceLabel(doc('2026-01-01', '2027-06-01'), today)).toBe('current');
    expect(insuranceLabel(doc('2026-01-01', '2026-12-21'), today)).toBe('expiring');
    expect(insuranceLabel(doc('2026-01-01', '2026-11-20'), today)).toBe('expired');
    expect(insuranceLabel(doc('2027-01-01', '2027-06-01'), today)).toBe('future');
  });
  it('the dashboard status is empty, expired, expiring or current', () => {
    expect(insuranceStatus([], today)).toBe('empty');
    expect(insuranceStatus([doc('2025-01-01', '2025-12-31')], today)).toBe('expired');
    expect(insuranceStatus([doc('2025-01-01', '2025-12-31'), doc('2026-01-01', '2026-12-01')], today)).toBe('expiring');
    expect(insuranceStatus([doc('2025-01-01', '2025-12-31'), doc('2026-01-01', '2027-12-01')], today)).toBe('current');
  });
  it('INS-18 a placement is covered by a current document overlapping its training', () => {
    const training = { startAt: '2026-09-01', endAt: '2027-05-31' };
    expect(coversPlacement([doc('2026-01-01', '2026-12-31')], training, today)).toBe(true);
    expect(coversPlacement([doc('2025-01-01', '2025-12-31')], training, today)).toBe(false);
    expect(coversPlacement([doc('2027-01-01', '2027-12-31')], training, today)).toBe(false);
  });
});

describe('INS-06 the expiry notice', () => {
  const notice: InsuranceCommand = { type: 'NoticeInsuranceExpiry', data: { documentId: 'd1' } };
  const noticed: InsuranceEvent = {
    type: 'InsuranceExpiryNoticed',
    data: { documentId: 'd1', traineeUserId: 'tr', expirationDate: '2026-12-10' },
  };
  it('goes out once for a document expiring within 30 days', () => {
    as(null).given([added]).when(notice).then([noticed]);
    as(null).given([added, noticed]).when(notice).then([]);
  });
  it('not for a document expiring later, and again after the date moved', () => {
    const later: InsuranceEvent = {
      type: 'InsuranceDocumentChanged',
      data: { documentId: 'd1', changes: { expirationDate: '2027-06-01' } },
    };
    as(null).given([added, later]).when(notice).then([]);
    const sooner: InsuranceEvent = {
      type: 'InsuranceDocumentChanged',
      data: { documentId: 'd1', changes: { expirationDate: '2026-12-05' } },
    };
    as(null)
      .given([added, noticed, sooner])
      .when(notice)
      .then([{ type: 'InsuranceExpiryNoticed', data: { documentId: 'd1', traineeUserId: 'tr', expirationDate: '2026-12-05' } }]);
  });
});
