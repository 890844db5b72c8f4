// The card payment port and its Stripe adapter (the official SDK). Our servers
// never see a card: the SDK creates a hosted checkout session, the buyer pays
// on Stripe's page, and the signed webhook says how it ended.
import type Stripe from 'stripe';
import { loadOnFirstUse } from '@practicum/shared/platform/runtime/loadOnFirstUse';
import { cardPaymentConfigFromEnv, type CardPaymentConfig } from '@practicum/shared/platform/payments/config';

export interface CheckoutRequest {
  paymentId: string;
  description: string;
  quantity: number;
  unitAmountCents: number;
  successUrl: string;
  cancelUrl: string;
}

/** What a verified webhook event says about one of our payments. */
export interface PaymentOutcome {
  eventId: string;
  type: string;
  paymentId: string | null;
  outcome: 'approved' | 'declined' | 'ignored';
}

export interface CardPayments {
  readonly publishableKey: string;
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Verifies the signature and reads the event; null when the signature is wrong. */
  readWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentOutcome | null>;
}

const approving = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const declining = new Set(['checkout.session.async_payment_failed', 'checkout.session.expired']);

// the SDK: about 3 MB of heap, for processes that take card payments only
const sdk = loadOnFirstUse(() => import('stripe').then((module) => module.default));

export function stripeCardPayments(config: CardPaymentConfig): CardPayments {
  const api = config.apiBase ? new URL(config.apiBase) : null;
  const connect = loadOnFirstUse(async () => {
    const Stripe = await sdk();
    return new Stripe(config.secretKey, {
      ...(api
        ? {
            host: api.hostname,
            port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
            protocol: api.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
      maxNetworkRetries: 1,
      telemetry: false,
    });
  });
  return {
    publishableKey: config.publishableKey,
    async createCheckout(request) {
      const session = await (
        await connect()
      ).checkout.sessions.create({
        mode: 'payment',
        client_reference_id: request.paymentId,
        metadata: { payment_id: request.paymentId },
        line_items: [
          {
            quantity: request.quantity,
            price_data: { currency: 'usd', unit_amount: request.unitAmountCents, product_data: { name: request.description } },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      return { sessionId: session.id, url: session.url ?? '' };
    },
    async readWebhook(rawBody, signature) {
      const stripe = await connect();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
      } catch {
        return null;
      }
      const object = event.data.object as {
        client_reference_id?: string | null;
        metadata?: Record<string, string> | null;
        payment_status?: string;
      };
      const paymentId = object.metadata?.payment_id ?? object.client_reference_id ?? null;
      let outcome: PaymentOutcome['outcome'] = 'ignored';
      if (approving.has(event.type))
        outcome = event.type === 'checkout.session.completed' && object.payment_status === 'unpaid' ? 'ignored' : 'approved';
      else if (declining.has(event.type)) outcome = 'declined';
      return { eventId: event.id, type: event.type, paymentId, outcome };
    },
  };
}

export const cardPaymentsFromEnv = (): CardPayments | null => {
  const config = cardPaymentConfigFromEnv();
  return config ? stripeCardPayments(config) : null;
};
