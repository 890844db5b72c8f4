// Demo CE courses (issue 19): the admin authors the HIPAA course and one other
// course; the demo trainee takes the HIPAA exam, fails once and passes, which is
// what records their HIPAA training (no shortcut); the coordinator assigns the
// other course to the trainee as a task, left to do.
import { randomUUID } from 'node:crypto';
import {
  ceCourseDecider,
  ceCourseInputSchema,
  ceCourseStream,
  HIPAA_COURSE_ID,
  type CeCourseDetails,
  type CeCourseKind,
} from '@practicum/shared/domain/ceCourses/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { taskDecider, taskInputSchema, taskStream } from '@practicum/shared/domain/tasks/index';
import { linkCourseTask, submitCeExam } from '@practicum/command-service/ceCourses/examCommands';
import { seedOriginAs, type DemoContext, type DemoSeeder } from './demoContext.js';

const question = (text: string, choices: string[], answer: number) => ({ id: randomUUID(), text, choices, answer });
const lesson = (title: string, body: string) => ({ id: randomUUID(), title, kind: 'text' as const, body, video: null });

const hipaaCourse = () =>
  parseInput(ceCourseInputSchema, {
    title: 'HIPAA Privacy and Security for Trainees',
    description: 'What protected health information is, how to keep it private, and what to do when something goes wrong.',
    credit_hours: 1,
    lessons: [
      lesson('Protected health information', 'Any information that can identify a client and relates to their care is protected.'),
      lesson('Minimum necessary', 'Share only what the task needs, only with people on the care team.'),
      lesson('Reporting a breach', 'Tell your supervisor and the privacy officer the same day.'),
    ],
    questions: [
      question(
        'Which of these is protected health information?',
        ['A client’s diagnosis with their initials', 'The clinic’s opening hours'],
        0,
      ),
      question('Who may read a client’s session notes?', ['Anyone at the site', 'Only the care team, as needed'], 1),
      question('You sent notes to the wrong address. What do you do?', ['Nothing', 'Report it the same day'], 1),
    ],
    pass_mark: 100,
  });

const supervisionCourse = () =>
  parseInput(ceCourseInputSchema, {
    title: 'Trauma-Informed Supervision',
    description: 'Recognising trauma responses in clients and trainees, and supervising with safety and choice.',
    credit_hours: 2,
    lessons: [
      lesson('Safety first', 'Predictable sessions and clear roles help clients and trainees feel safe.'),
      lesson('Choice and voice', 'Offer choices wherever you can; explain why when you cannot.'),
    ],
    questions: [
      question('What helps a trainee feel safe in supervision?', ['Predictable structure', 'Surprise evaluations'], 0),
      question('A client refuses an exercise. You…', ['Insist', 'Offer another choice'], 1),
    ],
    pass_mark: 80,
  });

async function author(ctx: DemoContext, courseId: string, kind: CeCourseKind, details: CeCourseDetails) {
  const admin = ctx.people.get('admin')!;
  await ctx.commands.handle(
    ceCourseDecider,
    ceCourseStream(courseId),
    { type: 'CreateCeCourse', data: { courseId, kind, details } },
    seedOriginAs(admin),
    (base) => ({ ...base, actor: { userId: admin.userId, role: 'admin' } }),
  );
}

export const seedDemoCeCourses: DemoSeeder = async (ctx) => {
  const trainee = ctx.people.get('trainee')!;
  const coordinator = ctx.people.get('coordinator')!;
  const hipaa = hipaaCourse();
  await author(ctx, HIPAA_COURSE_ID, 'hipaa', hipaa);
  const otherId = randomUUID();
  await author(ctx, otherId, 'general', supervisionCourse());
  ctx.ids.set('ceCourse:supervision', otherId);

  // the trainee misses one answer, then passes: the completion records the HIPAA training
  const right = Object.fromEntries(hipaa.questions.map((q) => [q.id, q.answer]));
  const firstWrong = { ...right, [hipaa.questions[2]!.id]: 0 };
  const deps = { pipeline: ctx.commands };
  await submitCeExam(deps, HIPAA_COURSE_ID, trainee.userId, { attempt: 1, answers: firstWrong }, seedOriginAs(trainee));
  await submitCeExam(deps, HIPAA_COURSE_ID, trainee.userId, { attempt: 2, answers: right }, seedOriginAs(trainee));

  const taskId = randomUUID();
  const input = taskInputSchema.parse({
    assignable_type: 'CeCourse',
    assignable_id: otherId,
    description: 'Complete this course before your first supervision.',
  });
  await ctx.commands.handle(
    taskDecider,
    taskStream(taskId),
    { type: 'CreateTask', data: { taskId, organizationId: trainee.organizationId, creator: coordinator, assignee: trainee, input } },
    seedOriginAs(coordinator),
  );
  await linkCourseTask(ctx.commands, taskId, otherId, trainee.userId, seedOriginAs(coordinator));
};
