// Which peers may tell us the client's address and scheme (X-Forwarded-For,
// X-Forwarded-Proto). Only those named in TRUST_PROXY: the sign-in throttle
// counts per address, so believing any sender would let one attacker be
// everyone, and believing none puts every user behind the gateway on one address.
//
// TRUST_PROXY is express's 'trust proxy' setting as text: "false" (the socket's
// address only), a hop count ("1"), or a comma-separated list of addresses,
// subnets (CIDR) and express's names (loopback, linklocal, uniquelocal).
import type { Express } from 'express';

export const DEFAULT_TRUST_PROXY = 'loopback';

export function trustProxySetting(value: string | undefined): boolean | number | string[] {
  const text = (value ?? DEFAULT_TRUST_PROXY).trim();
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
