// Access passes, registration codes and payments (issue 17; PASS-07 … 20):
// trainees redeem and buy, coordinators buy codes by card or invoice and hand
// them out, admins create batches and record invoice payments. Card payments
// are approved only by the signed webhook (webhookRoutes.ts).
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import type pg from 'pg';
import {
  accessPassMessages as msg,
  buyCodesSchema,
  buyPassSchema,
  codeDecider,
  codeStream,
  BAA,
  batchDecider,
  batchStream,
  createBatchSchema,
  distributeCodesSchema,
  exportBatchSchema,
  PASS_PRICE_CENTS,
  redeemSchema,
  type PaymentType,
} from '@practicum/shared/domain/accessPasses/index';
import { emailReservationDecider } from '@practicum/shared/domain/identity/index';
import { organizationDecider, organizationStream } from '@practicum/shared/domain/organizations/index';
import { parseInput } from '@practicum/shared/domain/validation';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { ForbiddenError, ValidationError } from '@practicum/shared/platform/errors';
import { authOf, requireAuth, requireRole } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { attemptThrottle } from '@practicum/shared/platform/http/attemptThrottle';
import { guardedCode } from '@practicum/shared/platform/http/codeGuessThrottle';
import type { Mailer } from '@practicum/shared/platform/mail/types';
import { userEmailStream } from '@practicum/shared/platform/personalData/emailStream';
import { unredeemedCode } from '@practicum/projections/accessPasses/readModel';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';
import { requireActiveOrganization } from '../organizations/activeOrganization.js';
import type { CardPayments } from './cardPayments.js';
import { accessPassCommands } from './passCommands.js';
import { displayCode } from '@practicum/shared/domain/accessPasses/codeDisplay';

export interface AccessPassDeps {
  pipeline: CommandPipeline;
  knex: Knex;
  /** The attempt throttle's table: registration codes that open nothing are counted (codeGuessThrottle.ts). */
  pool: pg.Pool;
  mailer: Mailer;
  appUrl: string;
  cardPayments: CardPayments | null;
}

const orgOf = (req: Request): string => {
  const organizationId = authOf(req).organizationId;
  if (!organizationId) throw new ForbiddenError();
  return organizationId;
};

export function accessPassRoutes(deps: AccessPassDeps): Router {
  const router = Router();
  const passes = accessPassCommands(deps.pipeline);
  const throttle = attemptThrottle(deps.pool, deps.pipeline.clock);
  router.use(['/api/registration-codes', '/api/access-passes'], requireAuth);
  router.use(['/api/registration-codes/redeem', '/api/access-passes/buy'], requireRouteAccess('/access-pass'));
  router.use(['/api/access-passes/buy-codes', '/api/access-passes/distribute-codes'], requireRouteAccess('/access-passes'));
  router.use('/api/admin/registration-code-batches', requireRole('admin'));
  router.use('/api/admin/payments', requireRole('admin'));

  /** Starts a payment: a hosted card checkout, or an invoice an admin approves later. */
  async function startPayment(
    req: Request,
    input: { paymentType: PaymentType; purpose: 'codes' | 'pass'; count: number; positionId: string | null; baaVersion?: string },
  ) {
    const auth = authOf(req);
    const organizationId = orgOf(req);
    const paymentId = randomUUID();
    const origin = { request: req };
    let checkout: { sessionId: string; url: string } | null = null;
    if (input.paymentType === 'checkout_payment' && !deps.cardPayments) throw new ValidationError({ payment_type: [msg.cardUnavailable] });
    // PASS-18: counted on the organization's stream before anything is charged; exact under concurrent purchases
    if (input.purpose === 'codes') await passes.reserveCodes(organizationId, paymentId, input.count, origin);
    if (input.paymentType === 'checkout_payment' && deps.cardPayments) {
      const back = `${deps.appUrl}${input.purpose === 'pass' ? '/access-pass' : '/access-passes'}`;
      checkout = await deps.cardPayments
        .createCheckout({
          paymentId,
          description: input.purpose === 'pass' ? 'Practicum access pass' : 'Practicum registration code',
          quantity: input.count,
          unitAmountCents: PASS_PRICE_CENTS,
          successUrl: `${back}?payment=${paymentId}`,
          cancelUrl: back,
        })
        .catch(async (error: unknown) => {
          await passes.releaseCodes(organizationId, paymentId, origin);
          throw error;
        });
    }
    const result = await passes.startPayment(
      {
        paymentId,
        organizationId,
        paymentType: input.paymentType,
        purpose: input.purpose,
        count: input.count,
        amountCents: input.count * PASS_PRICE_CENTS,
        userId: auth.userId,
        positionId: input.positionId,
        checkoutSessionId: checkout?.sessionId ?? null,
        baaVersion: input.baaVersion ?? null,
      },
      origin,
    );
    return { paymentId, checkoutUrl: checkout?.url ?? null, result };
  }

  router.post('/api/registration-codes/redeem', async (req, res) => {
    const auth = authOf(req);
    if (auth.role !== 'trainee' || !auth.positionId) throw new ForbiddenError(msg.traineesOnly);
    const input = parseInput(redeemSchema, req.body ?? {});
    const organizationId = orgOf(req);
    const positionId = auth.positionId;
    // registration codes are typed, so guessed: an unknown or used one counts per address and per account
    const result = await guardedCode(
      throttle,
      { address: req.ip ?? 'unknown', target: `user:${auth.userId}`, field: 'code' },
      () => passes.redeem({ code: input.code, userId: auth.userId, positionId, organizationId }, { request: req }),
      (error) => error instanceof ValidationError && (error.errors.code?.length ?? 0) > 0,
    );
    const expiresOn = result.state.status === 'full' ? result.state.expiresOn : null;
    respondToCommand(res, 200, { message: msg.redeemed, expires_on: expiresOn }, result);
  });

  // PASS-11: a trainee buys their own pass only where the organization allows it
  router.post('/api/access-passes/buy', async (req, res) => {
    const auth = authOf(req);
    if (auth.role !== 'trainee' || !auth.positionId) throw new ForbiddenError(msg.traineesOnly);
    const input = parseInput(buyPassSchema, req.body ?? {});
    const { state } = await deps.pipeline.load(organizationDecider, organizationStream(orgOf(req)));
    if (state.status !== 'active' || !state.details.organization_settings.allow_trainee_code_purchase)
      throw new ForbiddenError(msg.purchaseNotAllowed);
    const started = await startPayment(req, { paymentType: input.payment_type, purpose: 'pass', count: 1, positionId: auth.positionId });
    // PASS-20: a trainee may pay by invoice too; an admin records its payment and the pass starts then
    const flash = input.payment_type === 'manual_invoice' ? msg.passInvoiceRequested : null;
    respondToCommand(
      res,
      201,
      { id: started.paymentId, status: 'pending', payment_type: input.payment_type, checkout_url: started.checkoutUrl, flash },
      started.result,
    );
  });

  router.post('/api/access-passes/buy-codes', async (req, res) => {
    if (authOf(req).role !== 'coordinator') throw new ForbiddenError(msg.coordinatorsOnly);
    const input = parseInput(buyCodesSchema, req.body ?? {});
    // PASS-20: the program accepted the business associate agreement (the schema refuses a purchase without it)
    const started = await startPayment(req, {
      paymentType: input.payment_type,
      purpose: 'codes',
      count: input.count,
      positionId: null,
      baaVersion: BAA.version,
    });
    const flash = input.payment_type === 'manual_invoice' ? msg.invoiceRequested : null;
    respondToCommand(
      res,
      201,
      {
        id: started.paymentId,
        status: 'pending',
        payment_type: input.payment_type,
        amount_cents: input.count * PASS_PRICE_CENTS,
        checkout_url: started.checkoutUrl,
        flash,
      },
      started.result,
    );
  });

  // each code goes to one email; the code's stream records where it went
  router.post('/api/access-passes/distribute-codes', async (req, res) => {
    if (authOf(req).role !== 'coordinator') throw new ForbiddenError(msg.coordinatorsOnly);
    const input = parseInput(distributeCodesSchema, req.body ?? {});
    const organizationId = orgOf(req);
    const codes: string[] = [];
    for (const codeId of input.code_ids) {
      const code = await unredeemedCode(deps.knex, organizationId, codeId);
      if (!code) throw new ValidationError({ code_ids: [msg.codeNotAvailable] });
      codes.push(code);
    }
    let last = null;
    for (const [i, code] of codes.entries()) {
      const email = input.emails[i]!;
      // the address is sealed under its owner's key: an account's, else the outside person's the address names
      const { state: reservation } = await deps.pipeline.load(emailReservationDecider, userEmailStream(email));
      last = await deps.pipeline.handle(
        codeDecider,
        codeStream(code),
        { type: 'DistributeRegistrationCode', data: { organizationId, email, recipientUserId: reservation.reservedBy } },
        { request: req },
      );
      await deps.mailer.send({
        to: email,
        subject: 'Your Practicum registration code',
        text: `Your registration code is ${displayCode(code)}.\nSign in and redeem it at ${deps.appUrl}/access-pass?redeem to get full access.`,
      });
    }
    respondToCommand(res, 200, { sent: codes.length, message: msg.distributed }, last ?? { revision: null, position: null });
  });

  // PASS-15: an admin creates a batch of codes for an organization
  router.post('/api/admin/registration-code-batches', async (req, res) => {
    const input = parseInput(createBatchSchema, req.body ?? {});
    await requireActiveOrganization(deps.pipeline, input.organization_id);
    const terms = {
      passType: input.pass_type,
      durationDays: input.duration_days,
      endsOn: input.pass_type === 'prorated' ? (input.ends_on ?? null) : null,
    };
    const batch = await passes.issueBatch(
      { organizationId: input.organization_id, name: input.name, terms, count: input.count, paymentId: null },
      { request: req },
    );
    respondToCommand(
      res,
      201,
      {
        id: batch.batchId,
        name: input.name,
        organization_id: input.organization_id,
        codes: batch.codes.map((c) => ({ id: c.codeId, code: c.code })),
      },
      { revision: null, position: batch.position },
    );
  });

  // PASS-16: an export of a batch is recorded on the batch, then the file is read from the query side
  router.post('/api/admin/registration-code-batches/:id/exports', async (req, res) => {
    const batchId = uuidParam(req.params.id);
    const { format } = parseInput(exportBatchSchema, req.body ?? {});
    const exportId = randomUUID();
    const result = await deps.pipeline.handle(
      batchDecider,
      batchStream(batchId),
      { type: 'RecordBatchExport', data: { batchId, exportId, format } },
      { request: req },
    );
    const url = `/api/admin/registration-code-batches/${batchId}/export?format=${format}`;
    respondToCommand(res, 201, { id: exportId, batch_id: batchId, format, url }, result);
  });

  // an invoice is approved when an admin records its payment; its codes are generated then
  router.post('/api/admin/payments/:id/record-payment', async (req, res) => {
    const paymentId = uuidParam(req.params.id);
    const result = await passes.approve(paymentId, 'admin', null, { request: req });
    respondToCommand(res, 200, { id: paymentId, status: result.state.status }, result);
  });

  return router;
}
