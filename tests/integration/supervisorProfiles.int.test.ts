// The supervisor profile through the API (spec 002 §3, §5, §7; PEOPLE-27 … 34,
// DASH-35): the owner reads and edits it, coordinators and faculty of the
// organization read it, nobody else sees it; licences with 00000; the prompt's
// permanent dismissal; documents through the attachments area.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { profileMessages, type SupervisionProfileRecord } from '@practicum/shared/domain/supervisorProfiles/index';
import { demoSupervisorProfile } from '@practicum/infra/seed/demoSupervisorProfile';
import { otherOrganizationCoordinator, refusedWithoutEvents, signInAtHead, testAppForFile, type ApiClient } from './support/testApp.js';
import { temporaryUploadDir } from './support/uploads.js';

const t = testAppForFile();
let supervisor: ApiClient;
let faculty: ApiClient;
let coordinator: ApiClient;
let trainee: ApiClient;
let supervisorId: string;

const profileOf = async (reader: ApiClient, userId = 'current') =>
  (await reader.get(`/api/users/${userId}/supervision-profile`).expect(200)).body as SupervisionProfileRecord;
/** Reads by `reader` wait for what `writer` last did. */
const after = (writer: ApiClient, reader: ApiClient) => {
  reader.lastPosition = writer.lastPosition;
  return reader;
};
const refused = <R>(call: () => PromiseLike<R>) => refusedWithoutEvents(t.app, call);

beforeAll(async () => {
  await temporaryUploadDir('profiles');
  [supervisor, faculty, coordinator, trainee] = await signInAtHead(t.app, ['supervisor', 'faculty', 'coordinator', 'trainee']);
  supervisorId = ((await supervisor.get('/api/users/current').expect(200)).body as { id: string }).id;
});

describe('PEOPLE-28 PEOPLE-29 PEOPLE-30 PEOPLE-31 the demo supervisor’s profile', () => {
  it('shows every field, both licences, no signup responses and no prompt (complete)', async () => {
    const profile = await profileOf(supervisor);
    expect(profile).toMatchObject({ ...demoSupervisorProfile, user_id: supervisorId, signup_responses: [], editable: true });
    expect(profile.supervisor_profile_prompt).toBe(false);
    expect(profile.licenses.map((l) => [l.state, l.discipline, l.number])).toEqual([
      ['NY', 'psychology', 'PSY-021944'],
      ['NJ', 'psychology', '35SI00671200'],
    ]);
  });
  it('is read-only for the coordinators and faculty of an organization the user belongs to, absent for others', async () => {
    expect(await profileOf(coordinator, supervisorId)).toMatchObject({ degree: 'PhD, Clinical Psychology', editable: false });
    expect((await profileOf(faculty, supervisorId)).licenses).toHaveLength(2);
    await trainee.get(`/api/users/${supervisorId}/supervision-profile`).expect(404);
    await trainee.get(`/api/users/${supervisorId}/licenses`).expect(404);
    // the demo supervisor also supervises at Riverside; the demo faculty member does not work there
    const riverside = await otherOrganizationCoordinator(t.app);
    expect((await profileOf(riverside, supervisorId)).editable).toBe(false);
    const facultyId = ((await faculty.get('/api/users/current').expect(200)).body as { id: string }).id;
    await riverside.get(`/api/users/${facultyId}/supervision-profile`).expect(404);
  });
});

describe('PEOPLE-15 AUTH-17 AUTH-19 AUTH-69 the current user carries the directory fields and sorted positions', () => {
  it('answers the supervisor with profile prompt, accepting trainees and directory texts, positions by role then organization', async () => {
    const { body } = await supervisor.get('/api/users/current').expect(200);
    expect(body).toMatchObject({
      is_impersonating: false,
      profile_image_prompt: expect.any(Boolean),
      supervisor_profile_prompt: false,
      accepting_trainees: demoSupervisorProfile.accepting_trainees,
      directory_bio: demoSupervisorProfile.directory_bio,
      directory_wants: demoSupervisorProfile.directory_wants,
    });
    expect(body.positions.map((p: { organization: { name: string } }) => p.organization.name)).toEqual([
      'Demo University Counseling Program',
      'Riverside Community Clinic',
    ]);
    const traineeBody = (await trainee.get('/api/users/current').expect(200)).body;
    expect(traineeBody.supervisor_profile_prompt).toBe(false);
  });
});

describe('PEOPLE-27 PEOPLE-34 when the supervisor edits the profile', () => {
  it('saves the fields given and leaves the others', async () => {
    const saved = await supervisor.put('/api/users/current/supervision-profile', {
      accepting_trainees: false,
      directory_wants: 'A trainee for the spring term.',
      linkedin_url: 'linkedin.com/in/sam-supervisor',
    });
    expect(saved.status).toBe(200);
    expect(await profileOf(after(supervisor, coordinator), supervisorId)).toMatchObject({
      accepting_trainees: false,
      directory_wants: 'A trainee for the spring term.',
      linkedin_url: 'https://linkedin.com/in/sam-supervisor',
      bio: demoSupervisorProfile.bio,
    });
  });
  it('refuses links on other sites, years beyond 70, a future conferred date and unbounded text, writing nothing', async () => {
    const bad = await refused(() =>
      supervisor.put(`/api/users/${supervisorId}/supervision-profile`, {
        psychology_today_url: 'https://example.org/me',
        years_of_experience: 90,
        bio: 'x'.repeat(5001),
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      psychology_today_url: [profileMessages.linkHost('psychologytoday.com')],
      years_of_experience: ['The years of experience field must not be greater than 70.'],
      bio: ['The bio field must not be greater than 5000 characters.'],
    });
    const future = await refused(() => supervisor.put('/api/users/current/supervision-profile', { conferred_date: '2999-01-01' }));
    expect(future.body.errors).toEqual({ conferred_date: [profileMessages.futureDate] });
  });
  it('lets nobody else write it: another role 403, a faculty member on someone else’s 403', async () => {
    expect((await refused(() => coordinator.put(`/api/users/${supervisorId}/supervision-profile`, { bio: 'x' }))).status).toBe(403);
    expect((await refused(() => trainee.put('/api/users/current/supervision-profile', { bio: 'x' }))).status).toBe(403);
    const other = await refused(() => faculty.put(`/api/users/${supervisorId}/supervision-profile`, { bio: 'x' }));
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(profileMessages.ownOnly);
  });
});

describe('PEOPLE-33 licences', () => {
  it('adds an unlicensed 00000 licence, changes and removes it', async () => {
    const added = await supervisor.post('/api/users/current/licenses', { state: 'pa', discipline: 'counseling', number: '00000' });
    expect(added.status).toBe(201);
    const id = (added.body as { id: string }).id;
    const listed = (await supervisor.get('/api/users/current/licenses').expect(200)).body as {
      id: string;
      state: string;
      number: string;
    }[];
    expect(listed.find((l) => l.id === id)).toMatchObject({ state: 'PA', number: '00000' });
    expect(
      (await supervisor.put(`/api/users/current/licenses/${id}`, { state: 'PA', discipline: 'counseling', number: 'PC-1' })).status,
    ).toBe(200);
    expect((await profileOf(supervisor)).licenses.find((l) => l.id === id)?.number).toBe('PC-1');
    expect((await supervisor.delete(`/api/users/current/licenses/${id}`)).status).toBe(200);
    expect((await profileOf(supervisor)).licenses.map((l) => l.id)).not.toContain(id);
  });
  it('refuses a state that is not a code, an unknown discipline and a number with spaces', async () => {
    const bad = await refused(() =>
      supervisor.post('/api/users/current/licenses', { state: 'Texas', discipline: 'magic', number: '12 34' }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      state: [profileMessages.licenseState],
      discipline: ['The selected discipline is invalid.'],
      number: [profileMessages.licenseNumber],
    });
  });
});

describe('PEOPLE-32 DASH-35 the profile prompt', () => {
  it('shows for the demo faculty member’s empty profile until dismissed, and stays dismissed', async () => {
    expect((await profileOf(faculty)).supervisor_profile_prompt).toBe(true);
    const dismissed = await faculty.put('/api/users/current/supervision-profile/prompt/dismiss');
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.position).not.toBeNull();
    expect((await profileOf(faculty)).supervisor_profile_prompt).toBe(false);
    const again = await faculty.put('/api/users/current/supervision-profile/prompt/dismiss');
    expect(again.body.position).toBeNull();
  });
});

describe('PEOPLE-29 documents through the attachments area', () => {
  it('the supervisor attaches a document that the coordinator can list but a trainee cannot', async () => {
    const { body: sig } = await supervisor.post('/api/uploads/signature');
    const uploaded = await supervisor.agent
      .post('/api/uploads?kinds=images,documents')
      .set({ 'X-CSRF-TOKEN': supervisor.csrf, 'Content-Type': 'application/pdf', 'X-Filename': 'license.pdf' })
      .set({
        'X-Upload-Signature': (sig as { signature: string }).signature,
        'X-Upload-Expire': String((sig as { expire: number }).expire),
      })
      .send(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));
    const uuid = (uploaded.body as { uuid: string }).uuid;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    const object = { object_class: 'supervisor_profile', object_id: supervisorId, upload: { uuid, public: false } };
    expect((await supervisor.post('/api/attachments', object)).status).toBe(201);
    const filter = encodeURIComponent(JSON.stringify({ attachable_type: 'supervisor_profile', attachable_id: supervisorId }));
    const listed = await after(supervisor, coordinator).get(`/api/attachments?filter=${filter}`).expect(200);
    expect((listed.body as { name: string }[]).map((a) => a.name)).toEqual(['license.pdf']);
    await trainee.get(`/api/attachments?filter=${filter}`).expect(404);
    expect((await coordinator.post('/api/attachments', object)).status).toBe(404);
  });
});
