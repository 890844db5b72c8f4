// TRUST_PROXY decides whose X-Forwarded-For is believed where attempts are counted per client address: on both
// services (a failed sign-in on the command side, a waiting-room code that opens nothing on the query side).
// Here the test client is the peer (loopback): named as a proxy, its X-Forwarded-For is the client's address and
// the key; left off (the default), the header changes nothing and the socket's address is the key.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousClient, startTestApp, type TestApp } from './support/testApp.js';

const CLIENT = '203.0.113.7';

let behindProxy: TestApp;
let direct: TestApp;
beforeAll(async () => {
  // no demo data: an unknown email and a code that opens nothing are counted all the same
  [behindProxy, direct] = await Promise.all([
    startTestApp({ name: 'proxy_on', seedDemo: false, trustProxy: 'loopback' }),
    startTestApp({ name: 'proxy_off', seedDemo: false }),
  ]);
}, 300_000);
afterAll(async () => {
  await behindProxy?.close();
  await direct?.close();
});

/** A failed sign-in and a waiting-room miss, each forwarded for CLIENT; answers the address keys they counted on. */
async function addressKeysCounted(t: TestApp): Promise<string[]> {
  const client = await anonymousClient(t.app);
  const login = await client.agent
    .post('/api/login')
    .set({ 'X-CSRF-TOKEN': client.csrf, 'X-Forwarded-For': CLIENT })
    .send({ email: 'nobody@example.org', password: 'not the password' });
  expect(login.status).toBe(422);
  await client.agent.get('/api/meetings/abc-defg-hij/waiting-room').set('X-Forwarded-For', CLIENT).expect(404);
  const { rows } = await t.app.pool.query<{ key: string }>(
    `SELECT key FROM throttled_attempts WHERE key LIKE 'address:%' OR key LIKE 'waiting-room:%' ORDER BY key`,
  );
  return rows.map((row) => row.key);
}

describe('AUTH-10 AUTH-71 LIVE-11 TRUST_PROXY decides the client address the attempts are counted on', () => {
  it('on (the peer is a named proxy): X-Forwarded-For is the key, on the command and the query service alike', async () => {
    expect(await addressKeysCounted(behindProxy)).toEqual([`address:${CLIENT}`, `waiting-room:${CLIENT}`]);
  });

  it('off (the default): X-Forwarded-For is ignored and the socket’s address is the key', async () => {
    const keys = await addressKeysCounted(direct);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^(address|waiting-room):(::ffff:)?(127\.0\.0\.1|::1)$/);
  });
});
