// Response headers every service and the all-in-one app send (docs/security.md
// "Headers"): helmet with a Content Security Policy the built frontend passes
// (scripts only from our origin, no inline script: the initial state comes from
// GET /api/initial-state, not from the page), no framing, nosniff, a strict
// referrer policy, HSTS in production; API answers are never cached.
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** The site maps' tiles unless MAP_TILE_URL says otherwise (shared/src/platform/config.ts). */
export const defaultMapTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The origin the site maps load their tiles from, for img-src; none when tiles are off (an empty template). */
function tileOrigin(mapTileUrl: string): string[] {
  if (!mapTileUrl) return [];
  try {
    // the template's {s} subdomain placeholder stands for any subdomain
    const url = new URL(mapTileUrl.replace('{s}.', 'subdomain.'));
    return [mapTileUrl.includes('{s}.') ? `${url.protocol}//*.${url.host.replace(/^subdomain\./, '')}` : url.origin];
  } catch {
    return [];
  }
}

/**
 * The policy, one directive per entry. Images come from our origin and from the map tiles' one (the site directory's
 * map and a site's location picker: without it the maps stayed grey under `npm start`). Styles allow 'unsafe-inline' because MUI's emotion injects <style>
 * elements at run time (a nonce would need a server-rendered page); scripts never do. The gateway's nginx.conf
 * sends the same policy for the frontend it serves (tests/integration checks they agree). No
 * upgrade-insecure-requests: HSTS does that job in production, and it would break a plain-http gateway.
 */
export function contentSecurityPolicy(mapTileUrl = defaultMapTileUrl): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tileOrigin(mapTileUrl)],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export const cspHeaderValue = (mapTileUrl = defaultMapTileUrl): string =>
  Object.entries(contentSecurityPolicy(mapTileUrl))
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/** `mapTileUrl`: the tile template the pages are sent (MAP_TILE_URL), whose origin img-src allows. */
export function securityHeaders(options: { production: boolean; mapTileUrl?: string }): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.mapTileUrl) },
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
