// Which peers may tell us the client's address and scheme (X-Forwarded-For,
// X-Forwarded-Proto): express's 'trust proxy', set from TRUST_PROXY in every
// service that counts per client address (the attempt throttle's sign-in and
// waiting-room keys, the IP recorded with events and signatures). Off unless set:
// believing any sender would let one attacker be everyone, and behind a proxy
// left unnamed every user shares the proxy's address (docs/operations.md).
//
// TRUST_PROXY is express's setting as text (https://expressjs.com/en/guide/behind-proxies.html):
// - unset, empty or "false": the socket's address only; X-Forwarded-* are ignored;
// - addresses and subnets (CIDR), comma-separated, and express's names for
//   subnets: "loopback" (127.0.0.1/8, ::1/128), "linklocal" (169.254.0.0/16,
//   fe80::/10), "uniquelocal" (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16,
//   fc00::/7): those peers are proxies, and the client is the nearest address in
//   X-Forwarded-For that is not one of them;
// - a hop count ("1"): the client is that many hops from the app, whoever says so.
// "true" (believe any sender: the leftmost address, which the client writes) is refused by the config schema.
import type { Express } from 'express';

export function trustProxySetting(value: string | undefined): boolean | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function applyTrustProxy(app: Express, value: string | undefined): void {
  app.set('trust proxy', trustProxySetting(value));
}
