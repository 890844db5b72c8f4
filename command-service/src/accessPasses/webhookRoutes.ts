// POST /api/payments/webhook (PASS-05, PASS-10): Stripe's signed events, the
// only thing that approves or declines a card payment. Mounted before the JSON
// parser (the signature covers the raw bytes) and before sessions and CSRF
// (Stripe has neither). Idempotent by event id: an event already recorded on
// its `stripeEvent-<id>` stream changes nothing; the payment's decider also
// ignores an approval of a payment no longer pending.
import express, { Router } from 'express';
import { stripeEventStream, type StripeEventReceived } from '@practicum/shared/domain/accessPasses/index';
import type { Decider } from '@practicum/shared/domain/decider';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { NotFoundError } from '@practicum/shared/platform/errors';
import type { CardPayments } from './cardPayments.js';
import { accessPassCommands } from './passCommands.js';

const stripeEventDecider: Decider<{ seen: boolean }, StripeEventReceived, StripeEventReceived> = {
  initialState: () => ({ seen: false }),
  evolve: () => ({ seen: true }),
  decide: (command, state) => (state.seen ? [] : [command]),
};

export function paymentWebhookRoutes(deps: { pipeline: CommandPipeline; cardPayments: CardPayments | null }): Router {
  const router = Router();
  const passes = accessPassCommands(deps.pipeline);
  router.post('/api/payments/webhook', express.raw({ type: '*/*', limit: '1mb' }), async (req, res) => {
    if (!deps.cardPayments) throw new NotFoundError();
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const event = await deps.cardPayments.readWebhook(body, req.header('stripe-signature'));
    if (!event) {
      // Stripe's convention: a payload we cannot verify is a bad request, and nothing is recorded
      res.status(400).json({ message: 'The webhook signature is invalid.', errors: {} });
      return;
    }
    const stream = stripeEventStream(event.eventId.replace(/[^A-Za-z0-9_]/g, '').slice(0, 100));
    const origin = { system: { correlationId: `stripe-${event.eventId}` } };
    if ((await deps.pipeline.load(stripeEventDecider, stream)).state.seen) {
      res.json({ received: true, duplicate: true });
      return;
    }
    if (event.paymentId && /^[0-9a-f-]{36}$/i.test(event.paymentId)) {
      if (event.outcome === 'approved') await passes.approve(event.paymentId, 'webhook', event.eventId, origin);
      if (event.outcome === 'declined') await passes.decline(event.paymentId, event.eventId, origin);
    }
    await deps.pipeline.handle(
      stripeEventDecider,
      stream,
      { type: 'StripeEventReceived', data: { eventId: event.eventId, type: event.type, paymentId: event.paymentId } },
      origin,
    );
    res.json({ received: true });
  });
  return router;
}
