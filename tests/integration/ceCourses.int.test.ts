// CE courses through the API (issue 19; MISC-08, MISC-09, MISC-10, TASKS-08, TASKS-09, TASKS-53): the
// catalogue, a course without its answers, an exam failed then passed, the certificate (read by
// pdftotext), the HIPAA record a pass of the HIPAA course makes, the course task it completes, and
// twenty concurrent submissions of one attempt recorded once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ceCourseMessages, HIPAA_COURSE_ID, type CeCourseRecord } from '@practicum/shared/domain/ceCourses/index';
import { attachmentMessages } from '@practicum/shared/domain/attachments/index';
import { tasksReadModel } from '@practicum/projections/tasks/readModel';
import { pdfText } from './support/reportFixtures.js';
import { TINY_PDF, uploadFile, removeUploadDir, temporaryUploadDir } from './support/uploads.js';
import {
  eventCount,
  otherOrganizationCoordinator,
  refusedWithoutEvents,
  signIn,
  signedInDemoTrainee,
  startTestApp,
  type ApiClient,
  type TestApp,
} from './support/testApp.js';

let t: TestApp;
let admin: ApiClient;
let coordinator: ApiClient;
let newcomer: ApiClient;
let newcomerPosition: string;
let hipaa: CeCourseRecord;
let supervision: CeCourseRecord;

const answersOf = (course: CeCourseRecord, right: boolean) =>
  Object.fromEntries(course.questions.map((q) => [q.id, right ? q.answer! : (q.answer! + 1) % q.choices.length]));
/** Uploads a file and attaches it to the task, as the attachments panel does. */
async function attachAs(client: ApiClient, taskId: string) {
  const uuid = (await uploadFile(client, TINY_PDF, 'application/pdf')).body.uuid as string;
  return client.post('/api/attachments', { object_class: 'task', object_id: taskId, upload: { uuid, public: false } });
}
const courseAs = async (client: ApiClient, id: string) => (await client.get(`/api/ce-courses/${id}`).expect(200)).body as CeCourseRecord;

let uploadDir: string;

beforeAll(async () => {
  uploadDir = await temporaryUploadDir('ce');
  t = await startTestApp();
  admin = await signIn(t.app, 'admin');
  coordinator = await signIn(t.app, 'coordinator');
  const courses = (await admin.get('/api/ce-courses').expect(200)).body as CeCourseRecord[];
  hipaa = courses.find((c) => c.kind === 'hipaa')!;
  supervision = courses.find((c) => c.title === 'Trauma-Informed Supervision')!;

  const cora = { first_name: 'Cora', last_name: 'Course', email: 'cora@demo.practicum.test' };
  const member = await signedInDemoTrainee(t.app, cora, { system: { correlationId: 'test-ce-newcomer' } });
  newcomerPosition = member.positionId;
  newcomer = member.client;
  coordinator.lastPosition = member.position;
  await coordinator.get('/api/tasks/assignable-positions').expect(200);
});
afterAll(async () => {
  await t?.close();
  await removeUploadDir(uploadDir);
});

describe('MISC-08 the course catalogue', () => {
  it('lists the HIPAA course and the other demo course to a trainee, without the right answers', async () => {
    const rows = (await newcomer.get('/api/ce-courses').expect(200)).body as CeCourseRecord[];
    expect(rows.map((r) => r.title)).toEqual(['HIPAA Privacy and Security for Trainees', 'Trauma-Informed Supervision']);
    expect(rows[0]).toMatchObject({ id: HIPAA_COURSE_ID, status: 'not_started', attempts_count: 0, question_count: 3, pass_mark: 100 });
    expect(rows.flatMap((r) => r.questions).every((q) => q.answer === undefined)).toBe(true);
  });
  it('answers /api/ce-courses/hipaa with the HIPAA course (the link attachments give)', async () => {
    expect((await courseAs(newcomer, 'hipaa')).id).toBe(HIPAA_COURSE_ID);
  });
  it('shows the demo trainee the HIPAA course completed through its exam', async () => {
    const trainee = await signIn(t.app, 'trainee');
    const course = await courseAs(trainee, 'hipaa');
    expect(course).toMatchObject({ status: 'completed', attempts_count: 2, best_score: 100 });
    expect(course.attempts.map((a) => a.passed)).toEqual([false, true]);
  });
  it('lets only admins author a course', async () => {
    const body = { title: 'Ethics', questions: [{ id: crypto.randomUUID(), text: 'Q?', choices: ['a', 'b'], answer: 0 }], pass_mark: 50 };
    const refused = await coordinator.post('/api/ce-courses', body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ceCourseMessages.adminsOnly);
    const created = await admin.post('/api/ce-courses', body);
    expect(created.status).toBe(201);
    expect((await courseAs(admin, created.body.id as string)).questions[0]!.answer).toBe(0);
  });
});

describe('MISC-08 a lesson video is served to every reader of the course', () => {
  const lessonId = crypto.randomUUID();
  const courseWith = (uuid: string) => ({
    title: 'Documentation basics',
    lessons: [{ id: lessonId, title: 'Watch first', kind: 'video', video: { uuid, filename: 'intro.mp4' } }],
    questions: [{ id: crypto.randomUUID(), text: 'Q?', choices: ['a', 'b'], answer: 0 }],
    pass_mark: 50,
  });

  it('so it must be a video the author uploaded: a trainee’s private file is refused (422) and nothing is stored', async () => {
    const privateFile = (await uploadFile(newcomer, TINY_PDF, 'application/pdf')).body.uuid as string;
    const ownPdf = (await uploadFile(admin, TINY_PDF, 'application/pdf')).body.uuid as string;
    for (const uuid of [privateFile, ownPdf]) {
      const before = await eventCount(t.app);
      const refused = await admin.post('/api/ce-courses', courseWith(uuid));
      expect({ status: refused.status, errors: refused.body.errors }).toEqual({
        status: 422,
        errors: { 'lessons.0.video': [ceCourseMessages.invalidVideo] },
      });
      expect(await eventCount(t.app)).toBe(before);
    }
  });

  it('the author’s own video is served to a reader of another organization, and stays when the course is edited', async () => {
    const { body: sig } = await admin.post('/api/uploads/signature');
    const video = await admin.agent
      .post('/api/uploads?kinds=video')
      .set({ 'X-CSRF-TOKEN': admin.csrf, 'Content-Type': 'video/mp4', 'X-Filename': 'intro.mp4' })
      .set({ 'X-Upload-Signature': sig.signature as string, 'X-Upload-Expire': String(sig.expire) })
      .send(Buffer.from('not really an mp4'));
    expect(video.status).toBe(201);
    const created = await admin.post('/api/ce-courses', courseWith(video.body.uuid as string));
    expect(created.status).toBe(201);
    const other = await otherOrganizationCoordinator(t.app);
    other.lastPosition = created.body.position as string;
    const served = await other.get(`/api/ce-courses/${created.body.id}/lessons/${lessonId}/video`).buffer(true);
    expect({ status: served.status, type: served.headers['content-type'] }).toEqual({ status: 200, type: 'video/mp4' });
    const edited = await admin.put(`/api/ce-courses/${created.body.id}`, { ...courseWith(video.body.uuid as string), title: 'Notes' });
    expect(edited.status).toBe(200);
  });
});

describe('MISC-10 TASKS-08 TASKS-09 TASKS-53 a trainee takes the HIPAA course', () => {
  let taskId: string;
  /** The coordinator assigns a course to the new trainee as a task. */
  const assignCourse = (courseId: string) =>
    coordinator.post('/api/tasks', { assignee: newcomerPosition, assignable_type: 'CeCourse', assignable_id: courseId });
  it('is assigned the course as a task', async () => {
    const created = await assignCourse(HIPAA_COURSE_ID);
    expect(created.status).toBe(201);
    taskId = created.body.id as string;
    newcomer.lastPosition = coordinator.lastPosition;
    const task = (await newcomer.get(`/api/tasks/${taskId}`).expect(200)).body as { assignable_url: string; status: string };
    expect(task).toMatchObject({ assignable_url: `/cecourses/${HIPAA_COURSE_ID}`, status: 'incomplete' });
  });
  it('cannot assign a course that does not exist', async () => {
    const refused = await assignCourse('7d1a4a43-5b2e-4a57-9f38-0b0c6f1f5a10');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ assignable_id: ['The selected CE course is invalid.'] });
  });
  it('asks for every answer', async () => {
    const before = await eventCount(t.app);
    const response = await newcomer.post(`/api/ce-courses/hipaa/exam`, { attempt: 1, answers: {} });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(ceCourseMessages.answerEvery);
    expect(await eventCount(t.app)).toBe(before);
  });
  it('fails the exam once: no certificate, still refused attachments', async () => {
    const failed = await newcomer.post(`/api/ce-courses/hipaa/exam`, { attempt: 1, answers: answersOf(hipaa, false) });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ attempt: 1, score: 0, passed: false, completed_at: null });
    expect(await courseAs(newcomer, 'hipaa')).toMatchObject({ status: 'failed', attempts_count: 1 });
    expect((await newcomer.get(`/api/ce-courses/hipaa/certificate.pdf`)).status).toBe(404);
    const attach = await attachAs(newcomer, taskId);
    expect(attach.status).toBe(403);
    expect(attach.body).toMatchObject({ message: attachmentMessages.hipaaRequired, link: '/cecourses/hipaa' });
  });
  it('passes, completes the task, gets the certificate and is no longer refused for HIPAA', async () => {
    const passed = await newcomer.post(`/api/ce-courses/hipaa/exam`, { attempt: 2, answers: answersOf(hipaa, true) });
    expect(passed.status).toBe(200);
    expect(passed.body).toMatchObject({ attempt: 2, score: 100, passed: true, attempts_count: 2 });
    expect(await courseAs(newcomer, 'hipaa')).toMatchObject({ status: 'completed', best_score: 100 });
    const task = (await newcomer.get(`/api/tasks/${taskId}`).expect(200)).body as { status: string };
    expect(task.status).toBe('complete');
    const pdf = await pdfText(newcomer.agent, `/api/ce-courses/hipaa/certificate.pdf`, newcomer.lastPosition!);
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain('Certificate of Completion');
    expect(pdf.text).toContain('Cora Course');
    expect(pdf.text).toContain('HIPAA Privacy and Security for Trainees');
    expect(pdf.text).toMatch(/with a score of 100%/);
    const attach = await attachAs(newcomer, taskId);
    expect(attach.status).toBe(201);
  });
  it('refuses another attempt once passed', async () => {
    const again = await newcomer.post(`/api/ce-courses/hipaa/exam`, { attempt: 3, answers: answersOf(hipaa, true) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ceCourseMessages.alreadyPassed);
  });
});

describe('MISC-10 twenty submissions of one attempt at once', () => {
  it('records the attempt once', async () => {
    const answers = answersOf(supervision, true);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => newcomer.post(`/api/ce-courses/${supervision.id}/exam`, { attempt: 1, answers })),
    );
    expect(responses.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(responses.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    const { rows } = await t.app.pool.query<{ count: string }>(
      "SELECT count(*) FROM es_events WHERE type = 'CeExamSubmitted' AND stream_id = $1",
      [
        `ceenrolment-${supervision.id}_${(await t.app.knex('users').where({ email: 'cora@demo.practicum.test' }).first<{ id: string }>('id')).id}`,
      ],
    );
    expect(Number(rows[0]!.count)).toBe(1);
    expect(await courseAs(newcomer, supervision.id)).toMatchObject({ status: 'completed', attempts_count: 1 });
  });
});

describe('TASKS-08 a course task for a course already passed', () => {
  it('is complete at once: nothing else could complete it', async () => {
    const given = await coordinator.post('/api/tasks', {
      assignee: newcomerPosition,
      assignable_type: 'CeCourse',
      assignable_id: HIPAA_COURSE_ID,
    });
    expect(given.status).toBe(201);
    expect(given.body).toMatchObject({ status: 'complete' });
    newcomer.lastPosition = coordinator.lastPosition;
    const task = (await newcomer.get(`/api/tasks/${given.body.id as string}`).expect(200)).body as { status: string; completed_at: string };
    expect(task).toMatchObject({ status: 'complete', completed_at: expect.any(String) });
  });
});

describe('TASKS-08 a course task given a moment before the pass', () => {
  it('is completed by the pass though the tasks read model has not shown it yet', async () => {
    const dana = await signedInDemoTrainee(t.app, { first_name: 'Dana', last_name: 'Quick', email: 'dana.quick@demo.practicum.test' });
    coordinator.lastPosition = dana.position;
    await coordinator.get('/api/tasks/assignable-positions').expect(200);
    // The tasks projector stays behind (its table is locked against writes) while the task is given and the course passed.
    const lag = await t.app.pool.connect();
    let taskId: string;
    try {
      await lag.query('BEGIN');
      await lag.query(`LOCK TABLE ${tasksReadModel.tables.tasks} IN EXCLUSIVE MODE`);
      const given = await coordinator.post('/api/tasks', {
        assignee: dana.positionId,
        assignable_type: 'CeCourse',
        assignable_id: supervision.id,
      });
      expect([given.status, given.body.status]).toEqual([201, 'incomplete']);
      taskId = given.body.id as string;
      const passed = await dana.client.post(`/api/ce-courses/${supervision.id}/exam`, {
        attempt: 1,
        answers: answersOf(supervision, true),
      });
      expect([passed.status, passed.body.passed]).toEqual([200, true]);
    } finally {
      await lag.query('ROLLBACK');
      lag.release();
    }
    const task = (await dana.client.get(`/api/tasks/${taskId}`).expect(200)).body as { status: string };
    expect(task.status).toBe('complete');
  });
});

describe('TASKS-08 TASKS-14 TASKS-25 a repeating course task', () => {
  it('is refused (422 on repeat_on): a course is passed once, so a later instance could never be completed', async () => {
    const until = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    for (const repeat_on of ['complete', 'schedule']) {
      const refused = await refusedWithoutEvents(t.app, () =>
        coordinator.post('/api/tasks', {
          assignee: newcomerPosition,
          assignable_type: 'CeCourse',
          assignable_id: supervision.id,
          repeat_on,
          repeat_days: 30,
          repeat_until: until,
        }),
      );
      expect([refused.status, refused.body.errors]).toEqual([
        422,
        { repeat_on: ['A CE course task cannot repeat: a course is passed once.'] },
      ]);
    }
  });
});
