// The deciders of access passes, codes and payments. Pure: the codes, ids and
// `now` come in the commands and context; the routes make them.
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { assertNever, earliestTodayOf, type CommandContext, type Decider } from '../decider.js';
import { yearsOn } from '../bounds.js';
import { accessPassMessages as msg, EXPIRY_WARNING_DAYS, ORGANIZATION_USER_LIMIT, PRORATED_REACH_YEARS } from './commands.js';
import type {
  AccessPassGranted,
  BatchExportFormat,
  OrganizationCodeCountEvent,
  PassTerms,
  PaymentEvent,
  PaymentStarted,
  PaymentStatus,
  RegistrationCodeBatchCreated,
  RegistrationCodeBatchEvent,
  RegistrationCodeEvent,
  RegistrationCodeIssued,
  RegistrationCodeRedemptionEvent,
  RegistrationCodeRedeemed,
  TraineeAccessEvent,
} from './events.js';

/** A calendar date `days` after `day` (YYYY-MM-DD, no local-midnight shift). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = (context: CommandContext) => context.now.slice(0, 10);

// ---- batches ----

export type BatchState = { created: boolean; organizationId: string | null; codeCount: number; exports: string[] };
export type BatchCommand =
  | { type: 'CreateRegistrationCodeBatch'; data: Omit<RegistrationCodeBatchCreated['data'], 'createdBy'> }
  | { type: 'RecordBatchExport'; data: { batchId: string; exportId: string; format: BatchExportFormat } };
export const batchDecider: Decider<BatchState, BatchCommand, RegistrationCodeBatchEvent> = {
  initialState: () => ({ created: false, organizationId: null, codeCount: 0, exports: [] }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'RegistrationCodeBatchCreated':
        return { ...state, created: true, organizationId: event.data.organizationId, codeCount: event.data.codes.length };
      case 'RegistrationCodeBatchExported':
        return { ...state, exports: [...state.exports, event.data.exportId] };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state, context) => {
    switch (command.type) {
      case 'CreateRegistrationCodeBatch': {
        if (state.created) return [];
        const { terms } = command.data;
        if (terms.passType === 'prorated' && (!terms.endsOn || terms.endsOn <= today(context)))
          throw new ValidationError({ ends_on: [terms.endsOn ? msg.endsOnPast : msg.endsOnRequired] });
        if (terms.passType === 'prorated' && terms.endsOn! > yearsOn(today(context), PRORATED_REACH_YEARS))
          throw new ValidationError({ ends_on: [msg.endsOnTooFar] });
        return [{ type: 'RegistrationCodeBatchCreated', data: { ...command.data, createdBy: context.userId } }];
      }
      case 'RecordBatchExport': {
        // PASS-16: a batch's exports are listed; the same export id twice is one export
        if (!state.created || !state.organizationId) throw new NotFoundError();
        if (state.exports.includes(command.data.exportId)) return [];
        return [
          {
            type: 'RegistrationCodeBatchExported',
            data: { ...command.data, organizationId: state.organizationId, exportedBy: context.userId, codeCount: state.codeCount },
          },
        ];
      }
      default:
        return assertNever(command);
    }
  },
};

// ---- one code ----

export type CodeState = { status: 'none' } | { status: 'issued'; issued: RegistrationCodeIssued['data']; distributedTo: string | null };
export type CodeCommand =
  | { type: 'IssueRegistrationCode'; data: RegistrationCodeIssued['data'] }
  | { type: 'DistributeRegistrationCode'; data: { organizationId: string; email: string; recipientUserId: string | null } };

export const codeDecider: Decider<CodeState, CodeCommand, RegistrationCodeEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'RegistrationCodeIssued':
        return { status: 'issued', issued: event.data, distributedTo: null };
      case 'RegistrationCodeDistributed':
        return state.status === 'issued' ? { ...state, distributedTo: event.data.email } : state;
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'IssueRegistrationCode':
        // the code text is taken: the issuer draws another
        if (state.status !== 'none') throw new ConflictError('This registration code already exists.');
        return [{ type: 'RegistrationCodeIssued', data: command.data }];
      case 'DistributeRegistrationCode':
        if (state.status !== 'issued' || state.issued.organizationId !== command.data.organizationId)
          throw new ValidationError({ code_ids: [msg.codeNotAvailable] });
        return [
          {
            type: 'RegistrationCodeDistributed',
            data: {
              codeId: state.issued.codeId,
              code: state.issued.code,
              email: command.data.email,
              recipientUserId: command.data.recipientUserId,
            },
          },
        ];
      default:
        return assertNever(command);
    }
  },
};

// ---- the redemption reservation: appended with 'no_stream', so one redeem wins ----

export type RedeemCommand = { type: 'RedeemRegistrationCode'; data: Omit<RegistrationCodeRedeemed['data'], 'redeemedAt'> };
export const redemptionDecider: Decider<{ redeemedBy: string | null }, RedeemCommand, RegistrationCodeRedemptionEvent> = {
  initialState: () => ({ redeemedBy: null }),
  evolve: (_state, event) => ({ redeemedBy: event.data.userId }),
  decide: (command, state, context) => {
    if (state.redeemedBy !== null) throw new ValidationError({ code: [msg.codeUsed] });
    return [{ type: 'RegistrationCodeRedeemed', data: { ...command.data, redeemedAt: context.now } }];
  },
};

// ---- a trainee position's access ----

export type TraineeAccessState = (
  { status: 'none' } | { status: 'full' | 'expired'; userId: string; organizationId: string; expiresOn: string; warnedFor: string | null }
) & {
  /** The payments whose pass was granted: granting one again (a recovered approval) changes nothing. */
  paidBy?: string[];
};

export type TraineeAccessCommand =
  | {
      type: 'GrantAccessPass';
      data: Omit<AccessPassGranted['data'], 'startsOn' | 'expiresOn' | 'passType'> & { terms: PassTerms };
    }
  | { type: 'WarnAccessPassExpiry'; data: { positionId: string } }
  | { type: 'ExpireAccessPass'; data: { positionId: string } };

/**
 * Full access lasts through `expiresOn` and ends the day after. A default pass
 * adds its days to what is left of a running pass; a prorated one ends on its date.
 */
export function passExpiry(terms: PassTerms, state: TraineeAccessState, day: string): string {
  if (terms.passType === 'prorated') return terms.endsOn ?? day;
  const from = state.status === 'full' && state.expiresOn >= day ? state.expiresOn : day;
  return addDays(from, terms.durationDays);
}

/**
 * Why a pass of `terms` cannot be granted on `day`, or null: a prorated pass whose date has passed has expired,
 * and one ending before the running pass would cut the access the trainee already has. Redeeming asks this
 * before it takes the code, so a refused code stays unused.
 */
export function passRefusal(terms: PassTerms, state: TraineeAccessState, day: string): string | null {
  const expiresOn = passExpiry(terms, state, day);
  if (expiresOn < day) return msg.codeExpired;
  if (state.status === 'full' && state.expiresOn >= day && expiresOn <= state.expiresOn) return msg.codeAddsNothing;
  return null;
}

export const traineeAccessDecider: Decider<TraineeAccessState, TraineeAccessCommand, TraineeAccessEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'AccessPassGranted': {
        const d = event.data;
        const paidBy = d.paymentId ? [...(state.paidBy ?? []), d.paymentId] : state.paidBy;
        return { status: 'full', userId: d.userId, organizationId: d.organizationId, expiresOn: d.expiresOn, warnedFor: null, paidBy };
      }
      case 'AccessPassExpiryWarned':
        return state.status === 'none' ? state : { ...state, warnedFor: event.data.expiresOn };
      case 'AccessPassExpired':
        return state.status === 'none' ? state : { ...state, status: 'expired' };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state, context) => {
    const day = today(context);
    switch (command.type) {
      case 'GrantAccessPass': {
        const { terms, ...data } = command.data;
        if (data.paymentId && state.paidBy?.includes(data.paymentId)) return [];
        const refusal = passRefusal(terms, state, day);
        if (refusal) throw new ValidationError({ code: [refusal] });
        const expiresOn = passExpiry(terms, state, day);
        return [{ type: 'AccessPassGranted', data: { ...data, passType: terms.passType, startsOn: day, expiresOn } }];
      }
      case 'WarnAccessPassExpiry': {
        if (state.status !== 'full' || state.warnedFor === state.expiresOn) return [];
        if (state.expiresOn < day || state.expiresOn > addDays(day, EXPIRY_WARNING_DAYS)) return [];
        const { userId, organizationId, expiresOn } = state;
        return [{ type: 'AccessPassExpiryWarned', data: { userId, positionId: command.data.positionId, organizationId, expiresOn } }];
      }
      case 'ExpireAccessPass': {
        if (state.status !== 'full' || state.expiresOn >= earliestTodayOf(context)) return [];
        const { userId, organizationId, expiresOn } = state;
        return [{ type: 'AccessPassExpired', data: { userId, positionId: command.data.positionId, organizationId, expiresOn } }];
      }
      default:
        return assertNever(command);
    }
  },
};

/** Whether a trainee position is limited: limited at assignment or expired, until a pass runs. */
export const isLimited = (limitedAtAssignment: boolean, access: TraineeAccessState): boolean =>
  access.status === 'none' ? limitedAtAssignment : access.status === 'expired';

// ---- payments ----

export type PaymentState = { status: 'none' } | { status: PaymentStatus; started: PaymentStarted['data']; codeSeed?: string };
export type PaymentCommand =
  | { type: 'StartPayment'; data: PaymentStarted['data'] }
  | { type: 'ApprovePayment'; data: { by: 'webhook' | 'admin'; eventId: string | null; codeSeed?: string } }
  | { type: 'DeclinePayment'; data: { eventId: string | null } }
  | { type: 'MarkCodesGenerated'; data: { batchId: string | null; passId: string | null } };

export const paymentDecider: Decider<PaymentState, PaymentCommand, PaymentEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    if (event.type === 'PaymentStarted') return { status: 'pending', started: event.data };
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'PaymentApproved':
        return { ...state, status: 'approved', codeSeed: event.data.codeSeed };
      case 'PaymentDeclined':
        return { ...state, status: 'declined' };
      case 'PaymentCodesGenerated':
        return { ...state, status: 'codes_generated' };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    if (command.type === 'StartPayment') return state.status === 'none' ? [{ type: 'PaymentStarted', data: command.data }] : [];
    if (state.status === 'none') throw new ValidationError({ payment: ['The payment is invalid.'] });
    const paymentId = state.started.paymentId;
    switch (command.type) {
      case 'ApprovePayment':
        // the processor approves cards, an admin invoices; a replay changes nothing
        if (command.data.by === 'admin' && state.started.paymentType !== 'manual_invoice')
          throw new ValidationError({ payment: [msg.notInvoice] });
        if (state.status !== 'pending') {
          if (command.data.by === 'admin') throw new ConflictError(msg.notPending);
          return [];
        }
        return [{ type: 'PaymentApproved', data: { paymentId, ...command.data } }];
      case 'DeclinePayment':
        return state.status === 'pending' ? [{ type: 'PaymentDeclined', data: { paymentId, ...command.data } }] : [];
      case 'MarkCodesGenerated':
        return state.status === 'approved' ? [{ type: 'PaymentCodesGenerated', data: { paymentId, ...command.data } }] : [];
      default:
        return assertNever(command);
    }
  },
};

// ---- PASS-18: the organization's code count, appended with the revision it was read at ----

export type CodeCountState = { reserved: number; open: Record<string, number> };
export type CodeCountCommand =
  | { type: 'ReserveOrganizationCodes'; data: { organizationId: string; reservationId: string; count: number } }
  | { type: 'ReleaseOrganizationCodes'; data: { organizationId: string; reservationId: string } };

export const codeCountDecider: Decider<CodeCountState, CodeCountCommand, OrganizationCodeCountEvent> = {
  initialState: () => ({ reserved: 0, open: {} }),
  evolve: (state, event) => {
    const { reservationId, count } = event.data;
    switch (event.type) {
      case 'OrganizationCodesReserved':
        return { reserved: state.reserved + count, open: { ...state.open, [reservationId]: count } };
      case 'OrganizationCodesReleased': {
        const open = Object.fromEntries(Object.entries(state.open).filter(([id]) => id !== reservationId));
        return { reserved: state.reserved - count, open };
      }
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    const { organizationId, reservationId } = command.data;
    switch (command.type) {
      case 'ReserveOrganizationCodes':
        if (state.open[reservationId] !== undefined) return [];
        if (state.reserved + command.data.count > ORGANIZATION_USER_LIMIT)
          throw new ValidationError({ count: [msg.userLimit.replace('{x}', String(ORGANIZATION_USER_LIMIT))] });
        return [{ type: 'OrganizationCodesReserved', data: { organizationId, reservationId, count: command.data.count } }];
      case 'ReleaseOrganizationCodes': {
        const count = state.open[reservationId];
        return count === undefined ? [] : [{ type: 'OrganizationCodesReleased', data: { organizationId, reservationId, count } }];
      }
      default:
        return assertNever(command);
    }
  },
};
