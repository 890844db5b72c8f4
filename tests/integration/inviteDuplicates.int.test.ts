// One pending invitation per address and organization: a second invitation to an address already invited is
// refused on `email` (nothing stored, no second mail), in the single and the pasted-list paths, even when both
// arrive at once; withdrawing the invitation frees the address.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { signupMessages } from '@practicum/shared/domain/signup/index';
import { testHarnessForFile, type ApiClient } from './support/testApp.js';

const t = testHarnessForFile({ name: 'invite_duplicates' });
let coordinator: ApiClient;
// made once: it signs up a fixed address
let other: Promise<ApiClient> | undefined;
const otherCoordinator = () => (other ??= t.otherOrganizationCoordinator());

beforeAll(async () => {
  coordinator = await t.signIn('coordinator');
});

const mailsTo = async (address: string): Promise<number> =>
  Number((await t.app.pool.query<{ count: string }>('SELECT count(*) FROM dev_outbox WHERE "to" = $1', [address])).rows[0]!.count);

/** The organization's invitations to the address, as Invitations sent lists them. */
async function invitationsTo(address: string) {
  const listed = await coordinator.get('/api/invites?range=[0,199]').expect(200);
  return (listed.body as { email: string; status: string }[]).filter((i) => i.email === address);
}

const pending = { message: expect.any(String), errors: { email: [signupMessages.invitePending] } };

describe('when an address already has a pending invitation', () => {
  it('SIGNUP-65 refuses a second one on email: one invitation listed, one mail sent', async () => {
    const email = 'twice.invited@example.org';
    expect((await coordinator.post('/api/invites', { email, role: 'trainee' })).status).toBe(201);
    const again = await t.refusedWithoutEvents(() =>
      coordinator.post('/api/invites', { email: ' Twice.Invited@Example.org ', role: 'faculty' }),
    );
    expect(again.status).toBe(422);
    expect(again.body).toEqual(pending);
    expect(await invitationsTo(email)).toEqual([expect.objectContaining({ email, status: 'pending' })]);
    expect(await mailsTo(email)).toBe(1);
  });

  it('SIGNUP-65 fails each pasted row that repeats a pending or an earlier row’s address, and sends the rest', async () => {
    const email = 'listed.before@example.org';
    expect((await coordinator.post('/api/invites', { email, role: 'trainee' })).status).toBe(201);
    const invites = [
      { email: 'cohort.one@example.org' },
      { email },
      { email: 'COHORT.ONE@example.org' },
      { email: 'cohort.two@example.org' },
    ];
    const { status, body } = await coordinator.post('/api/invites', { role: 'trainee', invites });
    expect(status).toBe(200);
    expect(body.sent).toBe(2);
    expect(body.results.map((r: { email: string; status: string; errors: string[] | null }) => [r.email, r.status, r.errors])).toEqual([
      ['cohort.one@example.org', 'sent', null],
      [email, 'failed', [signupMessages.invitePending]],
      ['COHORT.ONE@example.org', 'failed', [signupMessages.invitePending]],
      ['cohort.two@example.org', 'sent', null],
    ]);
    expect(await invitationsTo('cohort.one@example.org')).toHaveLength(1);
    expect(await mailsTo('cohort.one@example.org')).toBe(1);
    expect(await mailsTo(email)).toBe(1);
  });

  it('SIGNUP-65 invites the address again once its invitation is withdrawn', async () => {
    const email = 'withdrawn.then.again@example.org';
    const first = await coordinator.post('/api/invites', { email, role: 'supervisor' });
    expect((await coordinator.delete(`/api/invites/${first.body.id}`)).status).toBe(200);
    const again = await coordinator.post('/api/invites', { email, role: 'supervisor' });
    expect(again.status).toBe(201);
    expect(await invitationsTo(email)).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(await mailsTo(email)).toBe(2);
  });

  it('SIGNUP-65 lets one of two invitations sent at the same moment win', async () => {
    const email = 'raced.invite@example.org';
    const both = await Promise.all([
      coordinator.post('/api/invites', { email, role: 'trainee' }),
      coordinator.post('/api/invites', { email, role: 'trainee' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(both.find((r) => r.status === 422)!.body).toEqual(pending);
    expect(await invitationsTo(email)).toHaveLength(1);
    expect(await mailsTo(email)).toBe(1);
  });
});

describe('when another organization invited the address', () => {
  it('SIGNUP-65 invites it here too: the pending invitation is per organization', async () => {
    const email = 'two.programs@example.org';
    const other = await otherCoordinator();
    expect((await other.post('/api/invites', { email, role: 'supervisor' })).status).toBe(201);
    expect((await coordinator.post('/api/invites', { email, role: 'supervisor' })).status).toBe(201);
    expect(await invitationsTo(email)).toHaveLength(1);
  });
});

describe('when the invitation was accepted', () => {
  it('SIGNUP-65 SIGNUP-69 invites the address again once the person who joined by it has left', async () => {
    const other = await otherCoordinator();
    const { body: olga } = await other.get('/api/users/current').expect(200);
    const email = 'olga@riverside.test';
    expect((await coordinator.post('/api/invites', { email, role: 'supervisor' })).status).toBe(201);
    const { rows } = await t.app.pool.query<{ text: string }>('SELECT text FROM dev_outbox WHERE "to" = $1 ORDER BY id DESC LIMIT 1', [
      email,
    ]);
    const link = new URL(/https?:\/\/\S+\/register\/invite\/\S+/.exec(rows[0]!.text)![0]);
    // joining and then leaving changes Olga's session: this test is the last to use it
    const joined = await other.post('/api/signup/join-existing', {
      invite_id: link.pathname.split('/').at(-1),
      code: link.searchParams.get('code'),
    });
    expect(joined.status).toBe(201);
    // a member is refused as one, whatever the invitation
    expect((await coordinator.post('/api/invites', { email, role: 'supervisor' })).body.errors).toEqual({
      email: [signupMessages.emailTaken],
    });
    const admin = await t.signIn('admin');
    expect((await admin.delete(`/api/admin/users/${olga.id as string}/positions/${joined.body.position_id as string}`)).status).toBe(200);
    expect((await coordinator.post('/api/invites', { email, role: 'supervisor' })).status).toBe(201);
    expect((await invitationsTo(email)).map((i) => i.status).sort()).toEqual(['accepted', 'pending']);
  });
});
