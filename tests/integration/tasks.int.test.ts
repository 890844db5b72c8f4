import { beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';
import { giveTask } from '@practicum/infra/seed/demoTasks';
import { HIPAA_COURSE_ID } from '@practicum/shared/domain/ceCourses/index';
import { repeatDaysInvalid, taskDecider, taskInputSchema, taskStream } from '@practicum/shared/domain/tasks/index';
import { as, commandSpec, type Given } from './support/commandSpec.js';
import { commandAppOver, signedInOver } from './support/commandApp.js';
import {
  anonymousClient,
  demoOrganizationId,
  otherOrganizationCoordinator,
  registerMember,
  refusedWithoutEvents,
  signIn,
  testAppForFile,
  type ApiClient,
} from './support/testApp.js';

const t = testAppForFile();
let coordinator: ApiClient;
let trainee: ApiClient;
let faculty: ApiClient;
let traineePosition: string;
let facultyPosition: string;
let otherOrgPosition: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const patch = (client: ApiClient, path: string, body: object) => client.agent.patch(path).set({ 'X-CSRF-TOKEN': client.csrf }).send(body);

beforeAll(async () => {
  coordinator = await signIn(t.app, 'coordinator');
  trainee = await signIn(t.app, 'trainee');
  faculty = await signIn(t.app, 'faculty');
  const { body } = await coordinator.get('/api/tasks/assignable-positions').expect(200);
  // the demo logins among the organization's people (the demo data adds more trainees and faculty)
  const positions = body as { id: string; role_keyname: string; name: string }[];
  traineePosition = positions.find((p) => p.role_keyname === 'trainee' && p.name === 'Theo Turner')!.id;
  facultyPosition = positions.find((p) => p.role_keyname === 'faculty' && p.name === 'Felix Fernandez')!.id;
  const other = await t.app.pool.query<{ id: string }>(
    `SELECT p.id FROM positions p JOIN users u ON u.id = p.user_id
     WHERE u.email = 'supervisor@demo.practicum.test' AND p.organization_id <> (SELECT organization_id FROM positions WHERE id = $1)`,
    [traineePosition],
  );
  otherOrgPosition = other.rows[0]!.id;
  // the demo data (seeded at start) includes the demo tasks: read past its last event
  trainee.lastPosition = formatPosition(await t.app.eventStore.headPosition());
});

const refused = (call: () => PromiseLike<{ status: number; body: { errors?: Record<string, string[]>; message?: string } }>) =>
  refusedWithoutEvents(t.app, call);

describe('TASKS-13 demo data', () => {
  it('TASKS-08 gives the demo trainee three tasks from the coordinator (one due next week, one a CE course) and a to-do of their own', async () => {
    const { body } = await trainee.get('/api/tasks?filter={"list":"assigned"}').expect(200);
    const rows = body as {
      description: string;
      creator: string;
      due_date: string | null;
      self_assigned: boolean;
      assignable_type: string | null;
    }[];
    expect(rows.filter((r) => r.creator === 'Corinne Coleman')).toHaveLength(3);
    expect(rows.filter((r) => r.assignable_type === 'CeCourse')).toHaveLength(1);
    expect(rows.some((r) => r.due_date === day(7))).toBe(true);
    expect(rows.filter((r) => r.self_assigned)).toHaveLength(1);
  });
});

describe('TASKS-32 demo series', () => {
  it('gives Maya Patel a weekly series from the coordinator: the root completed, its next task open, two in the series', async () => {
    const { body } = await coordinator.get('/api/tasks?filter={"list":"created","q":"weekly supervision log"}').expect(200);
    expect(body).toEqual([
      expect.objectContaining({ assignee: 'Maya Patel', repeat_on: 'complete', tasks_in_series_count: 2, parent_id: expect.any(String) }),
    ]);
  });
});

describe('TASKS-22 TASKS-23 TASKS-24 TASKS-25 TASKS-26 TASKS-27 TASKS-31 creating a task breaks no rule', () => {
  it('refuses a task without assignee, naming the field', async () => {
    const response = await refused(() => coordinator.post('/api/tasks', { description: 'x' }));
    expect(response.status).toBe(422);
    expect(response.body.errors?.assignees).toEqual(['Please select at least one user.']);
  });
  it('refuses a missing description, a past due date, a missing future start, bad repeats', async () => {
    const response = await refused(() =>
      coordinator.post('/api/tasks', {
        assignee: traineePosition,
        description: '',
        due_date: day(-1),
        publish_later: true,
        repeat_on: 'schedule',
        repeat_until: day(-2),
      }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      description: ['The description field is required.'],
      due_date: ['due date cannot be in the past'],
      start_at: ['field required'],
      repeat_days: ['field required'],
      repeat_until: ['repeat until cannot be in the past'],
    });
    const zero = await refused(() =>
      coordinator.post('/api/tasks', {
        assignee: traineePosition,
        description: 'x',
        repeat_on: 'schedule',
        repeat_days: 0,
        repeat_until: day(9),
      }),
    );
    expect(zero.status).toBe(422);
    expect(zero.body.errors).toEqual({ repeat_days: [repeatDaysInvalid] });
  });
  it('TASKS-26 tells a repeat interval that is text or a fraction its own rule, and a malformed date once', async () => {
    for (const repeat_days of ['weekly', 1.5]) {
      const response = await refused(() =>
        coordinator.post('/api/tasks', {
          assignee: traineePosition,
          description: 'x',
          due_date: '2026-02-31',
          repeat_on: 'schedule',
          repeat_days,
          repeat_until: 'soon',
        }),
      );
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({
        due_date: ['The date must be a date in the format YYYY-MM-DD.'],
        repeat_days: ['The repeat days field must be a whole number of days from 1 to 3650.'],
        repeat_until: ['The date must be a date in the format YYYY-MM-DD.'],
      });
    }
  });
  it('refuses a repeat interval the read model cannot hold (repeat_days 3000000000 once poisoned the tasks projector)', async () => {
    const huge = await refused(() =>
      coordinator.post('/api/tasks', {
        assignee: traineePosition,
        description: 'x',
        repeat_on: 'schedule',
        repeat_days: 3_000_000_000,
        repeat_until: day(9),
      }),
    );
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toEqual({ repeat_days: [repeatDaysInvalid] });
  });
  it('refuses an assignee of another organization or an unknown position (422)', async () => {
    for (const assignee of [otherOrgPosition, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await refused(() => coordinator.post('/api/tasks', { assignees: [traineePosition, assignee], description: 'x' }));
      expect(response.status).toBe(422);
      expect(response.body.errors?.assignees).toEqual(['The selected assignee is invalid.']);
    }
  });
  it('creates one task per assignee in a batch', async () => {
    const response = await coordinator.post('/api/tasks', { assignees: [traineePosition, facultyPosition], description: 'Batch task' });
    expect(response.status).toBe(201);
    expect(response.body.tasks).toHaveLength(2);
    const created = await coordinator.get('/api/tasks?filter={"list":"created","q":"Batch task"}').expect(200);
    expect(created.headers['content-range']).toBe('tasks 0-1/2');
  });
});

describe('TASKS-24 when today is another date where the creator is than in UTC', () => {
  /** A new coordinator of the demo organization in `zone`, over a command service whose clock reads `at`. */
  async function coordinatorIn(zone: string, at: string): Promise<ApiClient> {
    const person = { first_name: 'Zoe', last_name: 'Zoned', email: `zoned.${randomUUID().slice(0, 8)}@demo.practicum.test` };
    await registerMember(t.app, person, { organizationId: await demoOrganizationId(t.app), role: 'coordinator' });
    return signedInOver(
      commandAppOver(t.app, `zone-${zone}`, () => new Date(at)),
      person,
      zone,
    );
  }

  it('lets a coordinator in Los Angeles at 8 pm there (4 am UTC the next day) set and edit a task due that day', async () => {
    const [yesterday, today] = [day(-1), day(0)];
    const losAngeles = await coordinatorIn('America/Los_Angeles', `${today}T04:00:00.000Z`);
    const created = await losAngeles.post('/api/tasks', { assignee: traineePosition, description: 'Due tonight', due_date: yesterday });
    expect([created.status, created.body.dueDate]).toEqual([201, yesterday]);
    const edited = await losAngeles.put(`/api/tasks/${created.body.id}`, { due_date: yesterday, description: 'Due tonight, really' });
    expect(edited.status).toBe(200);
  });

  it('refuses a coordinator in Auckland at 1 or 2 am there (1 pm UTC the day before) a task due the day before', async () => {
    const today = day(0);
    const auckland = await coordinatorIn('Pacific/Auckland', `${today}T13:00:00.000Z`);
    const response = await refused(() =>
      auckland.post('/api/tasks', { assignee: traineePosition, description: 'Too late', due_date: today }),
    );
    expect([response.status, response.body.errors]).toEqual([422, { due_date: ['due date cannot be in the past'] }]);
  });
});

describe('TASKS-01 TASKS-02 TASKS-04 TASKS-06 TASKS-07 TASKS-11 TASKS-12 TASKS-13 a task from creation to completion', () => {
  let id: string;
  const due = day(7);
  it('creates a task for the trainee that shows in both lists', async () => {
    const response = await coordinator.post('/api/tasks', {
      assignee: traineePosition,
      description: 'Upload your liability insurance',
      due_date: due,
    });
    expect(response.status).toBe(201);
    id = response.body.id as string;
    const created = await coordinator.get('/api/tasks?filter={"list":"created"}').expect(200);
    expect(created.body.map((r: { id: string }) => r.id)).toContain(id);
    trainee.lastPosition = coordinator.lastPosition;
    const assigned = await trainee.get('/api/tasks?filter={"list":"assigned"}').expect(200);
    const row = (assigned.body as Record<string, unknown>[]).find((r) => r.id === id);
    expect(row).toMatchObject({
      description: 'Upload your liability insurance',
      status: 'incomplete',
      due_date: due,
      due_date_formatted: mdy(due),
      creator: 'Corinne Coleman',
      assignee: 'Theo Turner',
      published: true,
      past_due: false,
    });
  });
  it('hides an unpublished (future start) task from the assignee, not a self-assigned to-do', async () => {
    const later = await coordinator.post('/api/tasks', {
      assignee: traineePosition,
      description: 'Later task',
      publish_later: true,
      start_at: day(3),
    });
    expect(later.body.published).toBe(false);
    const todo = await trainee.post('/api/tasks', {
      assignee: await myPosition(trainee),
      description: 'My own to-do',
      publish_later: true,
      start_at: day(3),
    });
    expect(todo.status).toBe(201);
    trainee.lastPosition = coordinator.lastPosition! > trainee.lastPosition! ? coordinator.lastPosition : trainee.lastPosition;
    const assigned = await trainee.get('/api/tasks?filter={"list":"assigned"}').expect(200);
    const descriptions = (assigned.body as { description: string }[]).map((r) => r.description);
    expect(descriptions).toContain('My own to-do');
    expect(descriptions).not.toContain('Later task');
    const created = await trainee.get('/api/tasks?filter={"list":"created"}').expect(200);
    expect(created.body).toEqual([]);
  });
  it('lets only the creator edit or delete (403) and shows the task only to its parties (404)', async () => {
    expect((await refused(() => trainee.put(`/api/tasks/${id}`, { description: 'hacked' }))).status).toBe(403);
    expect((await refused(() => trainee.delete(`/api/tasks/${id}`))).status).toBe(403);
    expect((await refused(() => coordinator.put(`/api/tasks/${id}`, { repeat_on: 'schedule' }))).status).toBe(422);
    await faculty.get(`/api/tasks/${id}`).expect(404);
    await coordinator.get(`/api/tasks/00000000-0000-4000-8000-000000000000`).expect(404);
  });
  it('answers every write of someone who does not read the task, of this or another organization, with 404 as its read', async () => {
    const elsewhere = await otherOrganizationCoordinator(t.app);
    elsewhere.lastPosition = coordinator.lastPosition;
    await elsewhere.get(`/api/tasks/${id}`).expect(404);
    for (const client of [faculty, elsewhere]) {
      expect((await refused(() => client.put(`/api/tasks/${id}`, { description: 'hacked' }))).status).toBe(404);
      expect((await refused(() => client.delete(`/api/tasks/${id}`))).status).toBe(404);
      expect((await refused(() => patch(client, `/api/tasks/${id}/status`, { status: 'complete' }))).status).toBe(404);
      expect((await refused(() => client.post(`/api/tasks/${id}/comments`, { body: 'Hello' }))).status).toBe(404);
    }
  });
  it('takes comments from the creator and the assignee, not from others', async () => {
    expect((await trainee.post(`/api/tasks/${id}/comments`, { body: 'On it' })).status).toBe(201);
    // not a party: the task is not theirs to read, nor to be told about by a refusal (404, as its read)
    expect((await refused(() => faculty.post(`/api/tasks/${id}/comments`, { body: 'Me too' }))).status).toBe(404);
    expect((await refused(() => coordinator.post(`/api/tasks/${id}/comments`, { body: ' ' }))).status).toBe(422);
    const details = await trainee.get(`/api/tasks/${id}`).expect(200);
    expect(details.body.comments).toEqual([expect.objectContaining({ body: 'On it', author: 'Theo Turner' })]);
    expect(details.body.comments_count).toBe(1);
  });
  it('lets only the assignee complete it, once, and then drops it from the lists', async () => {
    expect((await refused(() => patch(coordinator, `/api/tasks/${id}/status`, { status: 'complete' }))).status).toBe(403);
    expect((await refused(() => patch(trainee, `/api/tasks/${id}/status`, { status: 'done' }))).status).toBe(422);
    const done = await patch(trainee, `/api/tasks/${id}/status`, { status: 'complete' });
    expect(done.status).toBe(200);
    trainee.lastPosition = done.headers['x-position'] as string;
    const again = await refused(() => patch(trainee, `/api/tasks/${id}/status`, { status: 'dismissed' }));
    expect(again.status).toBe(409);
    const assigned = await trainee.get('/api/tasks?filter={"list":"assigned"}').expect(200);
    expect((assigned.body as { id: string }[]).map((r) => r.id)).not.toContain(id);
    const details = await trainee.get(`/api/tasks/${id}`).expect(200);
    expect(details.body).toMatchObject({ status: 'complete', completed_at: expect.any(String) });
  });
  it('TASKS-14 publishes the next instance when a "publish on complete" task is completed', async () => {
    const created = await coordinator.post('/api/tasks', {
      assignee: traineePosition,
      description: 'Weekly hours log',
      repeat_on: 'complete',
      repeat_days: 3,
      repeat_until: day(10),
    });
    expect(created.status).toBe(201);
    const root = created.body.id as string;
    const done = await patch(trainee, `/api/tasks/${root}/status`, { status: 'complete' });
    expect(done.status).toBe(200);
    const next = done.body.next_task_id as string;
    expect(next).toMatch(/^[0-9a-f-]{36}$/);
    trainee.lastPosition = done.headers['x-position'] as string;
    const details = await trainee.get(`/api/tasks/${next}`).expect(200);
    expect(details.body).toMatchObject({
      description: 'Weekly hours log',
      status: 'incomplete',
      published: true,
      due_date: day(3),
      parent_id: root,
    });
  });

  it('deletes a lone task for its creator', async () => {
    const response = await coordinator.post('/api/tasks', { assignee: traineePosition, description: 'To delete' });
    expect((await coordinator.delete(`/api/tasks/${response.body.id as string}`)).status).toBe(200);
    await coordinator.get(`/api/tasks/${response.body.id as string}`).expect(404);
  });
});

async function myPosition(client: ApiClient): Promise<string> {
  const { body } = await client.get('/api/users/current').expect(200);
  return (body as { current_position: { id: string } }).current_position.id;
}

describe('TASKS-05 TASKS-06 TASKS-07 completing and dismissing a task (given / when / then)', () => {
  const spec = commandSpec(() => t.app);
  const assigned = (description: string) => () => as('coordinator').post('/api/tasks', { assignee: traineePosition, description });
  const status =
    (status: string) =>
    ([task]: Given) =>
      as('trainee').patch(`/api/tasks/${String(task!.id)}/status`, { status });

  it('the assignee completes a task; the creator then reads it complete', () =>
    spec
      .given(assigned('Kit: upload insurance'))
      .when(status('complete'))
      .thenStatus(200, { status: 'complete' })
      .thenEvents([{ type: 'TaskCompleted', data: { byUserId: expect.any(String), completedAt: expect.any(String) } }])
      .thenReads(([task]) => as('coordinator').get(`/api/tasks/${String(task!.id)}`), {
        status: 'complete',
        completed_at: expect.any(String),
      }));

  it('the assignee dismisses a task', () =>
    spec
      .given(assigned('Kit: optional reading'))
      .when(status('dismissed'))
      .thenStatus(200, { status: 'dismissed' })
      .thenEvents([{ type: 'TaskDismissed' }]));

  it('refuses the creator completing a task assigned to someone else (403), appending nothing', () =>
    spec
      .given(assigned('Kit: not yours to complete'))
      .when(([task]) => as('coordinator').patch(`/api/tasks/${String(task!.id)}/status`, { status: 'complete' }))
      .thenRefused(403, {}));

  it('refuses a completed task a second status (409), appending nothing', () =>
    spec.given(assigned('Kit: done once'), status('complete')).when(status('dismissed')).thenRefused(409, {}));

  it('refuses an unknown status (422), appending nothing', () =>
    spec
      .given(assigned('Kit: bad status'))
      .when(status('done'))
      .thenRefused(422, { errors: { status: expect.any(Array) } }));
});

describe('TASKS-45 the user picker’s options', () => {
  it('lists the active users of my organization with the spec fields, by role and without omitted ones', async () => {
    const users = (await coordinator.get('/api/organization/available-users').expect(200)).body as Record<string, string>[];
    expect(users.find((u) => u.position_id === traineePosition)).toEqual({
      id: expect.any(String),
      name: 'Theo Turner',
      position_id: traineePosition,
      role_keyname: 'trainee',
      role_name: 'Trainee',
    });
    expect(users.some((u) => u.position_id === otherOrgPosition)).toBe(false);
    expect(users.some((u) => u.role_keyname === 'admin')).toBe(false);
    const trainees = (await coordinator.get('/api/organization/available-users?roles=trainee').expect(200)).body as Record<
      string,
      string
    >[];
    expect(new Set(trainees.map((u) => u.role_keyname))).toEqual(new Set(['trainee']));
    const omitted = (await coordinator.get(`/api/organization/available-users?omit=${traineePosition}`).expect(200)).body as Record<
      string,
      string
    >[];
    expect(omitted.some((u) => u.position_id === traineePosition)).toBe(false);
  });

  it('TASKS-43 groups the users by role as "All <role>s"', async () => {
    const groups = (await coordinator.get('/api/organization/available-groups').expect(200)).body as {
      id: string;
      keyname: string;
      name: string;
      users: { position_id: string }[];
    }[];
    const trainees = groups.find((g) => g.keyname === 'trainee')!;
    expect(trainees).toMatchObject({ id: 'trainee', name: 'All trainees' });
    expect(trainees.users.map((u) => u.position_id)).toContain(traineePosition);
    expect(groups.find((g) => g.keyname === 'faculty')?.name).toBe('All faculty');
  });

  it('answers 401 to someone not signed in', async () => {
    const anonymous = await anonymousClient(t.app);
    await anonymous.get('/api/organization/available-users').expect(401);
  });
});

describe('TASKS-27 TASKS-28 TASKS-29 evaluation tasks through the forms port', () => {
  const unknownFormId = '7d1a4a43-5b2e-4a57-9f38-0b0c6f1f5a10';

  it('refuses a form that does not exist (no forms yet) and a missing form', async () => {
    const missing = await refused(() => coordinator.post('/api/tasks', { assignee: traineePosition, assignable_type: 'Form' }));
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ assignable_id: ['The form field is required.'] });
    const unknown = await refused(() =>
      coordinator.post('/api/tasks', { assignee: traineePosition, assignable_type: 'Form', assignable_id: unknownFormId }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ assignable_id: ['The selected form is invalid.'] });
  });

  it('once a form exists, refuses assignees outside its submitter roles (naming role and form) and accepts the others', async () => {
    // a published form of the organization that faculty may submit (the forms area's builder)
    const created = await coordinator.post('/api/forms', {
      name: 'Midterm evaluation',
      type: 'evaluation',
      assessment_category: 'trainee',
      submitter_roles: ['faculty'],
      sections: [{ questions: [{ type: 'text', label: 'Comments' }] }],
    });
    expect(created.status).toBe(201);
    const formId = created.body.id as string;
    expect((await coordinator.patch(`/api/forms/${formId}/publish`, { published: true })).status).toBe(200);
    const wrongRole = await refused(() =>
      coordinator.post('/api/tasks', { assignees: [facultyPosition, traineePosition], assignable_type: 'Form', assignable_id: formId }),
    );
    expect(wrongRole.status).toBe(422);
    expect(wrongRole.body.errors).toEqual({ assignees: ['Trainee cannot submit the form “Midterm evaluation”.'] });
    const ok = await coordinator.post('/api/tasks', { assignee: facultyPosition, assignable_type: 'Form', assignable_id: formId });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ assignableType: 'Form', assignableId: formId });
    const byHand = await refused(() => patch(faculty, `/api/tasks/${ok.body.id as string}/status`, { status: 'complete' }));
    expect([byHand.status, byHand.body.message]).toEqual([409, 'This task is completed by submitting its form, not by hand.']);
  });

  it('TASKS-07 TASKS-08 a CE course task is not completed by hand (409) but may be dismissed by its assignee', async () => {
    // a course the demo trainee has not passed (they passed HIPAA: a task for it is complete at once)
    const courses = (await trainee.get('/api/ce-courses').expect(200)).body as { id: string; status: string }[];
    const open = courses.find((c) => c.id !== HIPAA_COURSE_ID && c.status !== 'completed')!;
    const courseTask = { assignee: traineePosition, assignable_type: 'CeCourse', assignable_id: open.id };
    const course = await coordinator.post('/api/tasks', courseTask);
    expect(course.status).toBe(201);
    const byHand = await refused(() => patch(trainee, `/api/tasks/${course.body.id as string}/status`, { status: 'complete' }));
    expect([byHand.status, byHand.body.message]).toEqual([409, 'This task is completed by finishing its CE course, not by hand.']);
    after(trainee, coordinator);
    expect((await trainee.get(`/api/tasks/${course.body.id as string}`).expect(200)).body).toMatchObject({ status: 'incomplete' });
    const dismissed = await patch(trainee, `/api/tasks/${course.body.id as string}/status`, { status: 'dismissed' });
    expect([dismissed.status, dismissed.body.status]).toEqual([200, 'dismissed']);
  });

  it('TASKS-07 TASKS-09 a task linked to a live session is not completed by hand (409); its assignee may dismiss it', async () => {
    const { userId, organizationId } = await t.app
      .knex('positions')
      .where({ id: traineePosition })
      .first<{ userId: string; organizationId: string }>('user_id as userId', 'organization_id as organizationId');
    const taskId = randomUUID();
    const input = { ...taskInputSchema.parse({ description: 'Join the case review' }), assignable_type: 'Meeting' as const };
    input.assignable_id = randomUUID();
    const result = await commandPipeline({ eventStore: t.app.eventStore }).handle(
      taskDecider,
      taskStream(taskId),
      { type: 'CreateTask', data: { taskId, organizationId, creator: null, assignee: { userId, positionId: traineePosition }, input } },
      { system: { correlationId: 'tasks-int-meeting-task' } },
    );
    trainee.lastPosition = formatPosition(result.position!);
    const byHand = await refused(() => patch(trainee, `/api/tasks/${taskId}/status`, { status: 'complete' }));
    expect([byHand.status, byHand.body.message]).toEqual([409, 'This task is completed through its live session, not by hand.']);
    expect((await trainee.get(`/api/tasks/${taskId}`).expect(200)).body).toMatchObject({ status: 'incomplete' });
    const dismissed = await patch(trainee, `/api/tasks/${taskId}/status`, { status: 'dismissed' });
    expect([dismissed.status, dismissed.body.status]).toEqual([200, 'dismissed']);
  });
});

/** Follows another client's last write, so the next read sees it. */
const after = (reader: ApiClient, ...writers: ApiClient[]) => {
  for (const writer of writers)
    if (writer.lastPosition && (!reader.lastPosition || writer.lastPosition > reader.lastPosition))
      reader.lastPosition = writer.lastPosition;
};

describe('TASKS-10 a task the system created', () => {
  it('names its creator "system" in the assignee’s list and details', async () => {
    const taskId = randomUUID();
    const { positionId, userId, organizationId } = await t.app
      .knex('positions')
      .where({ id: traineePosition })
      .first<{ positionId: string; userId: string; organizationId: string }>(
        'id as positionId',
        'user_id as userId',
        'organization_id as organizationId',
      );
    // as the system's jobs and consumers do (the signing tasks of agreements): no creator
    const result = await giveTask(
      commandPipeline({ eventStore: t.app.eventStore }),
      { organizationId, creator: null, assignee: { userId, positionId }, input: { description: 'Renew your background check' } },
      { system: { correlationId: 'tasks-int-system-task' } },
      taskId,
    );
    trainee.lastPosition = formatPosition(result.position!);
    const assigned = (await trainee.get('/api/tasks?filter={"list":"assigned","q":"background check"}').expect(200)).body as {
      id: string;
      creator: string;
      creator_id: string | null;
    }[];
    expect(assigned).toEqual([expect.objectContaining({ id: taskId, creator: 'system', creator_id: null })]);
    expect((await trainee.get(`/api/tasks/${taskId}`).expect(200)).body).toMatchObject({ creator: 'system', self_assigned: false });
  });
});

describe('TASKS-15 TASKS-16 TASKS-32 a repeating series', () => {
  let root: string;
  let instance: string;
  beforeAll(async () => {
    const created = await coordinator.post('/api/tasks', {
      assignee: traineePosition,
      description: 'Fortnightly reflection',
      repeat_on: 'complete',
      repeat_days: 14,
      repeat_until: day(60),
    });
    expect(created.status).toBe(201);
    root = created.body.id as string;
    after(trainee, coordinator);
    const done = await patch(trainee, `/api/tasks/${root}/status`, { status: 'complete' });
    expect(done.status).toBe(200);
    instance = done.body.next_task_id as string;
    trainee.lastPosition = done.headers['x-position'] as string;
    after(coordinator, trainee);
  });

  it('TASKS-15 refuses every change to the repeat settings and the repeat choice, naming each field', async () => {
    const response = await refused(() =>
      coordinator.put(`/api/tasks/${root}`, { repeat_on: 'schedule', repeat_days: 7, repeat_until: day(90) }),
    );
    expect(response.status).toBe(422);
    const fixed = ['Repeat settings cannot be changed on an existing task.'];
    expect(response.body.errors).toEqual({ repeat_on: fixed, repeat_days: fixed, repeat_until: fixed });
    const single = await refused(() => coordinator.put(`/api/tasks/${instance}`, { repeat_on: 'single' }));
    expect(single.body.errors).toEqual({ repeat_on: fixed });
    // the same values again change nothing and are accepted with the other fields
    const same = await coordinator.put(`/api/tasks/${root}`, {
      repeat_on: 'complete',
      repeat_days: 14,
      description: 'Fortnightly reflection log',
    });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ description: 'Fortnightly reflection log', repeatOn: 'complete', repeatDays: 14 });
  });

  it('TASKS-16 refuses a new publish date on a repeated instance, not on a lone task', async () => {
    const response = await refused(() => coordinator.put(`/api/tasks/${instance}`, { start_at: day(5) }));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ start_at: ['The publish date cannot be edited on a repeated task.'] });
    const lone = await coordinator.post('/api/tasks', {
      assignee: traineePosition,
      description: 'Lone task',
      publish_later: true,
      start_at: day(3),
    });
    const moved = await coordinator.put(`/api/tasks/${lone.body.id as string}`, { start_at: day(4) });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ startAt: day(4) });
  });

  it('TASKS-32 counts the series on every task and refuses to delete any of it ("cannot delete task in series")', async () => {
    for (const id of [root, instance]) {
      const details = await coordinator.get(`/api/tasks/${id}`).expect(200);
      expect(details.body.tasks_in_series_count).toBe(2);
      const response = await refused(() => coordinator.delete(`/api/tasks/${id}`));
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('cannot delete task in series');
    }
    const lone = await coordinator.post('/api/tasks', { assignee: traineePosition, description: 'Lone, deletable' });
    expect((await coordinator.get(`/api/tasks/${lone.body.id as string}`).expect(200)).body.tasks_in_series_count).toBe(1);
  });
});

describe('TASKS-33 the list calls', () => {
  it('GET /api/tasks serves the assigned and created lists, and "all" with the history', async () => {
    const done = await coordinator.post('/api/tasks', { assignee: traineePosition, description: 'History: finished' });
    const hidden = await coordinator.post('/api/tasks', {
      assignee: traineePosition,
      description: 'History: not yet published',
      publish_later: true,
      start_at: day(4),
    });
    after(trainee, coordinator);
    const completed = await patch(trainee, `/api/tasks/${done.body.id as string}/status`, { status: 'complete' });
    trainee.lastPosition = completed.headers['x-position'] as string;
    after(coordinator, trainee);
    const read = async (client: ApiClient, list: string) =>
      (
        (await client.get(`/api/tasks?filter=${encodeURIComponent(JSON.stringify({ list, q: 'History:' }))}`).expect(200)).body as {
          description: string;
          status: string;
        }[]
      ).map((r) => `${r.description} (${r.status})`);
    expect(await read(trainee, 'assigned')).toEqual([]);
    expect(await read(trainee, 'all')).toEqual(['History: finished (complete)']);
    expect(await read(coordinator, 'created')).toEqual(['History: not yet published (incomplete)']);
    expect((await read(coordinator, 'all')).sort()).toEqual(['History: finished (complete)', 'History: not yet published (incomplete)']);
    const bad = await coordinator.get('/api/tasks?filter={"list":"everyone"}');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ 'filter.list': ['The selected list is invalid.'] });
    // edit by id (PUT /api/tasks/:id) is the creator's: see "lets only the creator edit"
    expect(hidden.status).toBe(201);
  });
});

describe('TASKS-40 who may create tasks for whom', () => {
  it('offers a trainee only themself to assign, and faculty anyone of the organization', async () => {
    const picked = async (client: ApiClient) =>
      ((await client.get('/api/tasks/assignable-positions').expect(200)).body as { id: string }[]).map((position) => position.id);
    expect(await picked(trainee)).toEqual([await myPosition(trainee)]);
    expect(await picked(faculty)).toEqual(expect.arrayContaining([traineePosition, facultyPosition]));
  });

  it('refuses a trainee a task for anyone but themself (403), appending nothing', async () => {
    for (const body of [{ assignee: facultyPosition }, { assignees: [await myPosition(trainee), facultyPosition] }]) {
      const response = await refused(() => trainee.post('/api/tasks', { ...body, description: 'Please sign my log' }));
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('Trainees can only create tasks for themselves.');
    }
  });

  it('lets faculty and coordinators assign anyone of the organization', async () => {
    const fromFaculty = await faculty.post('/api/tasks', { assignee: traineePosition, description: 'Bring a case for supervision' });
    expect(fromFaculty.status).toBe(201);
    const toFaculty = await coordinator.post('/api/tasks', { assignee: facultyPosition, description: 'Review the midterm forms' });
    expect(toFaculty.status).toBe(201);
    after(trainee, faculty, coordinator);
    const assigned = (await trainee.get('/api/tasks?filter={"list":"assigned","q":"Bring a case"}').expect(200)).body as {
      creator: string;
    }[];
    expect(assigned).toEqual([expect.objectContaining({ creator: 'Felix Fernandez' })]);
  });
});
