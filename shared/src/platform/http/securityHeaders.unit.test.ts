import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { contentSecurityPolicy, cspHeaderValue } from './securityHeaders.js';
import { trustProxySetting } from './trustProxy.js';

const nginxConf = readFileSync(resolve(import.meta.dirname, '../../../../infra/gateway/nginx.conf'), 'utf8');

describe('the gateway serving the frontend', () => {
  it('sends the same Content-Security-Policy as the app, with every page and asset', () => {
    const policies = [...nginxConf.matchAll(/add_header Content-Security-Policy "([^"]+)" always;/g)].map((m) => m[1]);
    expect(policies).toHaveLength(2);
    for (const policy of policies) expect(policy).toBe(cspHeaderValue());
    expect(cspHeaderValue()).toContain("script-src 'self';");
    expect(cspHeaderValue()).not.toMatch(/script-src[^;]*unsafe/);
  });
});

describe('the map tiles under the policy', () => {
  it('SITES-03 lets the pages load the configured tile server’s images, and no other origin’s', () => {
    // the default (OpenStreetMap): blocked before, so the site maps of `npm start` stayed grey
    expect(contentSecurityPolicy()['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(contentSecurityPolicy('https://tiles.example.org:8443/osm/{z}/{x}/{y}.png')['img-src']).toContain(
      'https://tiles.example.org:8443',
    );
    expect(contentSecurityPolicy('https://{s}.tile.example.org/{z}/{x}/{y}.png')['img-src']).toContain('https://*.tile.example.org');
    // tiles off (offline machines, the browser tests): our own origin only
    expect(contentSecurityPolicy('')['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(contentSecurityPolicy('not a url')['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });
});

describe('TRUST_PROXY', () => {
  it('believes no proxy by default, and exactly the proxies named', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('')).toBe(false);
    expect(trustProxySetting('loopback')).toEqual(['loopback']);
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('172.28.0.10, 10.0.0.0/8')).toEqual(['172.28.0.10', '10.0.0.0/8']);
  });
});
