// Response headers every service and the all-in-one app send (docs/security.md
// "Headers"): helmet with a Content Security Policy the built frontend passes
// (scripts only from our origin, no inline script: the initial state comes from
// GET /api/initial-state, not from the page), no framing, nosniff, a strict
// referrer policy, HSTS in production; API answers are never cached.
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The policy, one directive per entry. Styles allow 'unsafe-inline' because MUI's emotion injects <style>
 * elements at run time (a nonce would need a server-rendered page); scripts never do. The gateway's nginx.conf
 * sends the same policy for the frontend it serves (tests/integration checks they agree). No
 * upgrade-insecure-requests: HSTS does that job in production, and it would break a plain-http gateway.
 */
export function contentSecurityPolicy(): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export const cspHeaderValue = (): string =>
  Object.entries(contentSecurityPolicy())
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

export function securityHeaders(options: { production: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy() },
    // HSTS only where the app is served over https (production); a year, subdomains included.
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
}

/** API answers hold personal data and session state: never stored by the browser or a proxy. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
