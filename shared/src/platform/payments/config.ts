// Card payments (PASS-10): Stripe, the processor the initial state's card
// payment public key implies. Without keys the app sells by invoice only.
export interface CardPaymentConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the SDK sends its calls (tests point it at a local server); Stripe's own when absent. */
  apiBase: string | null;
}

export function cardPaymentConfigFromEnv(env: NodeJS.ProcessEnv = process.env): CardPaymentConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY;
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!secretKey || !publishableKey || !webhookSecret) return null;
  return { secretKey, publishableKey, webhookSecret, apiBase: env.STRIPE_API_BASE ?? null };
}
