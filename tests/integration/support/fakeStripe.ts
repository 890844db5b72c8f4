// A local stand-in for Stripe's API, for the SDK's outgoing calls: it answers
// checkout-session creation as Stripe does (the fields we read) and keeps every
// request so a test can check what our server sent. Against the real Stripe
// the same suite runs with test keys: STRIPE_SECRET_KEY=sk_test_…,
// STRIPE_PUBLISHABLE_KEY=pk_test_…, STRIPE_WEBHOOK_SECRET from `stripe listen
// --forward-to localhost:<port>/api/payments/webhook`, and no STRIPE_API_BASE;
// `stripe trigger checkout.session.completed` then sends real signed events.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripe {
  url: string;
  requests: { method: string; path: string; body: string }[];
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  let n = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', body });
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const form = new URLSearchParams(body);
        const id = `cs_test_${++n}`;
        res.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': `req_${n}` });
        res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            url: `https://checkout.stripe.test/pay/${id}`,
            client_reference_id: form.get('client_reference_id'),
            metadata: { payment_id: form.get('metadata[payment_id]') },
            payment_status: 'unpaid',
          }),
        );
        return;
      }
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown path' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
