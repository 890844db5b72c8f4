// The access-pass commands that span streams: issuing a batch of codes (each
// code text reserved on its own stream, the organization's count on its own),
// redeeming a code (its redemption reservation, then the trainee position's
// pass), and a payment's approval turning into codes or a pass.
import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  accessPassMessages as msg,
  batchDecider,
  batchStream,
  codeCountDecider,
  codeDecider,
  codeStream,
  DEFAULT_PASS_DAYS,
  normalizeCode,
  organizationCodeCountStream,
  paymentDecider,
  passRefusal,
  paymentStream,
  redemptionDecider,
  redemptionStream,
  traineeAccessDecider,
  traineeAccessStream,
  type IssuedCode,
  type PassTerms,
  type PaymentCommand,
  type PaymentStarted,
} from '@practicum/shared/domain/accessPasses/index';
import type { CommandPipeline, Origin } from '@practicum/shared/platform/commands/pipeline';
import { ConflictError, ValidationError } from '@practicum/shared/platform/errors';
import type { Position } from '@practicum/shared/platform/eventstore/types';

/** No 0/O, 1/I/L: a code read off a printed card is typed right. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newCode = (): string => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
/** The code a seed draws for a place and attempt: drawing again after a crash gives the same texts. */
export const seededCode = (seed: string, place: number, attempt: number): string =>
  Array.from(
    createHmac('sha256', seed).update(`${place}:${attempt}`).digest().subarray(0, 10),
    (byte) => ALPHABET[byte % ALPHABET.length],
  ).join('');

export const defaultTerms: PassTerms = { passType: 'default', durationDays: DEFAULT_PASS_DAYS, endsOn: null };

const later = (a: Position | null, b: Position | null): Position | null => b ?? a;

export function accessPassCommands(pipeline: CommandPipeline) {
  /** PASS-18: counts `count` codes against the organization's user limit (422 past it); once per reservation id. */
  const reserveCodes = (organizationId: string, reservationId: string, count: number, origin: Origin) =>
    pipeline.handle(
      codeCountDecider,
      organizationCodeCountStream(organizationId),
      { type: 'ReserveOrganizationCodes', data: { organizationId, reservationId, count } },
      origin,
    );
  const releaseCodes = (organizationId: string, reservationId: string, origin: Origin) =>
    pipeline.handle(
      codeCountDecider,
      organizationCodeCountStream(organizationId),
      { type: 'ReleaseOrganizationCodes', data: { organizationId, reservationId } },
      origin,
    );

  /**
   * Issues `count` codes, each reserved by its text, and records the batch. A batch of no payment counts
   * against the organization's limit here; a purchase counted when its payment started. With a seed, the
   * texts are drawn from it, so issuing the same batch again finds its own codes and finishes the batch.
   */
  async function issueBatch(
    input: {
      batchId?: string;
      organizationId: string;
      name: string;
      terms: PassTerms;
      count: number;
      paymentId: string | null;
      /** Code texts to use first (the demo's printed code); random ones fill the rest. */
      fixedCodes?: string[];
      seed?: string;
    },
    origin: Origin,
  ): Promise<{ batchId: string; codes: IssuedCode[]; position: Position | null }> {
    const batchId = input.batchId ?? randomUUID();
    const existing = await pipeline.load(batchDecider, batchStream(batchId));
    if (existing.state.created) return { batchId, codes: [], position: null };
    if (input.paymentId === null) await reserveCodes(input.organizationId, batchId, input.count, origin);
    const codes: IssuedCode[] = [];
    let position: Position | null = null;
    const fixed = (input.fixedCodes ?? []).map(normalizeCode);
    for (let attempt = 0; codes.length < input.count; attempt++) {
      const place = codes.length;
      const code = fixed[place] ?? (input.seed ? seededCode(input.seed, place, attempt) : newCode());
      const issued = { codeId: randomUUID(), code };
      try {
        const result = await pipeline.handle(
          codeDecider,
          codeStream(issued.code),
          { type: 'IssueRegistrationCode', data: { ...issued, batchId, organizationId: input.organizationId, terms: input.terms } },
          origin,
        );
        position = later(position, result.position);
        codes.push(issued);
        attempt = -1;
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        // issued by an earlier run of this batch: it is ours
        const taken = await pipeline.load(codeDecider, codeStream(code));
        if (taken.state.status === 'issued' && taken.state.issued.batchId === batchId) {
          codes.push({ codeId: taken.state.issued.codeId, code });
          attempt = -1;
          continue;
        }
        // another batch's text: draw another (a fixed one is not drawn again)
        if (fixed[place] !== undefined) throw error;
      }
    }
    const result = await pipeline.handle(
      batchDecider,
      batchStream(batchId),
      {
        type: 'CreateRegistrationCodeBatch',
        data: { batchId, organizationId: input.organizationId, name: input.name, terms: input.terms, codes, paymentId: input.paymentId },
      },
      origin,
    );
    return { batchId, codes, position: later(position, result.position) };
  }

  /** PASS-09: the code's redemption stream is appended with 'no_stream': of concurrent redeems one wins. */
  async function redeem(input: { code: string; userId: string; positionId: string; organizationId: string }, origin: Origin) {
    const code = normalizeCode(input.code);
    if (!/^[A-Z0-9]{1,40}$/.test(code)) throw new ValidationError({ code: [msg.codeInvalid] });
    const { state } = await pipeline.load(codeDecider, codeStream(code));
    if (state.status !== 'issued' || state.issued.organizationId !== input.organizationId)
      throw new ValidationError({ code: [msg.codeInvalid] });
    const { issued } = state;
    // asked before the code is taken, so that a code refused here stays unused; the grant asks again
    const access = await pipeline.load(traineeAccessDecider, traineeAccessStream(input.positionId));
    const refusal = passRefusal(issued.terms, access.state, pipeline.clock().toISOString().slice(0, 10));
    if (refusal) throw new ValidationError({ code: [refusal] });
    const passId = randomUUID();
    await pipeline.handle(
      redemptionDecider,
      redemptionStream(code),
      {
        type: 'RedeemRegistrationCode',
        data: {
          codeId: issued.codeId,
          code,
          batchId: issued.batchId,
          organizationId: issued.organizationId,
          userId: input.userId,
          positionId: input.positionId,
          passId,
        },
      },
      origin,
    );
    return pipeline.handle(
      traineeAccessDecider,
      traineeAccessStream(input.positionId),
      {
        type: 'GrantAccessPass',
        data: {
          passId,
          userId: input.userId,
          positionId: input.positionId,
          organizationId: issued.organizationId,
          codeId: issued.codeId,
          paymentId: null,
          terms: issued.terms,
        },
      },
      origin,
    );
  }

  const onPayment = (paymentId: string, command: PaymentCommand, origin: Origin) =>
    pipeline.handle(paymentDecider, paymentStream(paymentId), command, origin);

  /** A payment starts; codes bought count against the organization's limit first (PASS-18). */
  async function startPayment(data: PaymentStarted['data'], origin: Origin) {
    if (data.purpose === 'codes') await reserveCodes(data.organizationId, data.paymentId, data.count, origin);
    return onPayment(data.paymentId, { type: 'StartPayment', data }, origin);
  }

  /** A declined payment's codes no longer count against the limit. */
  async function decline(paymentId: string, eventId: string | null, origin: Origin) {
    const declined = await onPayment(paymentId, { type: 'DeclinePayment', data: { eventId } }, origin);
    if (declined.events.length > 0 && declined.state.status !== 'none')
      await releaseCodes(declined.state.started.organizationId, paymentId, origin);
    return declined;
  }

  /**
   * An approval (the webhook's or an admin's) that changed the payment turns into its codes or pass
   * (generateFor). The approval carries the seed the codes are drawn from.
   */
  async function approve(paymentId: string, by: 'webhook' | 'admin', eventId: string | null, origin: Origin) {
    const codeSeed = randomBytes(32).toString('hex');
    const approved = await onPayment(paymentId, { type: 'ApprovePayment', data: { by, eventId, codeSeed } }, origin);
    if (approved.events.length === 0) return approved;
    return generateFor(paymentId, origin);
  }

  /**
   * An approved payment's codes (a batch named after the payment, its id the payment's) or the trainee's pass,
   * then `PaymentCodesGenerated`. Safe to run again, and concurrently: the seeded texts find the codes an
   * earlier run issued, the batch and the pass are recorded once. The payment reactor runs it for approvals
   * that a crash left without codes.
   */
  async function generateFor(paymentId: string, origin: Origin) {
    const payment = await pipeline.load(paymentDecider, paymentStream(paymentId));
    const { state } = payment;
    if (state.status !== 'approved')
      return { state, events: [], revision: payment.revision, position: null, readPosition: payment.position };
    const started = state.started;
    if (started.purpose === 'codes') {
      const batch = await issueBatch(
        {
          batchId: paymentId,
          organizationId: started.organizationId,
          name: `Purchase of ${started.count} codes`,
          terms: defaultTerms,
          count: started.count,
          paymentId,
          seed: state.codeSeed,
        },
        origin,
      );
      return onPayment(paymentId, { type: 'MarkCodesGenerated', data: { batchId: batch.batchId, passId: null } }, origin);
    }
    // one payment buys one pass: it takes the payment's id
    const passId = paymentId;
    await pipeline.handle(
      traineeAccessDecider,
      traineeAccessStream(started.positionId ?? ''),
      {
        type: 'GrantAccessPass',
        data: {
          passId,
          userId: started.userId,
          positionId: started.positionId ?? '',
          organizationId: started.organizationId,
          codeId: null,
          paymentId,
          terms: defaultTerms,
        },
      },
      origin,
    );
    return onPayment(paymentId, { type: 'MarkCodesGenerated', data: { batchId: null, passId } }, origin);
  }

  return { issueBatch, redeem, startPayment, approve, decline, generateFor, onPayment, reserveCodes, releaseCodes };
}
