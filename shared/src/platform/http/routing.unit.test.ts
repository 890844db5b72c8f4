import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { COMMAND_SIDE_GET_PREFIXES, isCommandRequest } from './routing.js';

describe('request routing between the services', () => {
  it('sends reads to the query service and writes to the command service', () => {
    expect(isCommandRequest('GET', '/api/admin/organizations')).toBe(false);
    expect(isCommandRequest('POST', '/api/admin/organizations')).toBe(true);
    expect(isCommandRequest('DELETE', '/api/admin/organizations/1')).toBe(true);
  });
  it('sends the command side its own GETs', () => {
    expect(isCommandRequest('GET', '/api/userlockout/start')).toBe(true);
    expect(isCommandRequest('GET', '/auth/csrf-token')).toBe(true);
  });
  it('matches the gateway configuration of the distributed deployment', () => {
    const nginx = readFileSync(new URL('../../../../infra/gateway/nginx.conf', import.meta.url), 'utf8');
    for (const prefix of COMMAND_SIDE_GET_PREFIXES) expect(nginx).toContain(prefix);
  });
});
