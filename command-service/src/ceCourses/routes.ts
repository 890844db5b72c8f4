// CE course commands (issue 19): admins author courses (POST, PUT /api/ce-courses);
// any signed-in user answers a course's exam (POST /api/ce-courses/:id/exam).
// The deciders hold the rules; examCommands.ts what a completion brings.
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import type pg from 'pg';
import {
  ceCourseDecider,
  ceCourseInputSchema,
  ceCourseStream,
  ceExamSchema,
  createCeCourseSchema,
  HIPAA_COURSE_ID,
  HIPAA_COURSE_SLUG,
  type CeCourseCommand,
  type CeCourseDetails,
} from '@practicum/shared/domain/ceCourses/index';
import { kindOf } from '@practicum/shared/domain/attachments/kinds';
import { parseInput } from '@practicum/shared/domain/validation';
import { commandRunner, type CommandPipeline, type StreamUse } from '@practicum/shared/platform/commands/pipeline';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import type { FileStorage } from '@practicum/shared/platform/storage/index';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';
import { onlyTheUser } from '../session/notWhileImpersonating.js';
import { submitCeExam } from './examCommands.js';

/** A course id, or `hipaa` for the HIPAA course (the link attachments give trainees). */
const courseIdParam = (value: unknown): string => (value === HIPAA_COURSE_SLUG ? HIPAA_COURSE_ID : uuidParam(value));

export function ceCourseRoutes(deps: { pipeline: CommandPipeline; pool: pg.Pool; storage: FileStorage }): Router {
  const router = Router();
  router.use('/api/ce-courses', requireRouteAccess('/cecourses/*'));

  /** The lesson videos of the details that the actor uploaded as videos: the decider admits no other new one. */
  async function ownVideos(req: Request, details: CeCourseDetails): Promise<string[]> {
    const own: string[] = [];
    for (const lesson of details.lessons) {
      if (!lesson.video) continue;
      const file = await deps.storage.get(lesson.video.uuid).catch(() => null);
      if (file && file.ownerId === authOf(req).userId && kindOf(file.mimetype) === 'video') own.push(lesson.video.uuid);
    }
    return own;
  }

  const run = commandRunner(
    deps.pipeline,
    ceCourseDecider,
    ceCourseStream,
    (who: { req: Request; videos: string[] }) => ({ request: who.req }),
    (who, base) => ({ ...base, actor: { userId: authOf(who.req).userId, role: authOf(who.req).role }, ownVideos: who.videos }),
  );
  const author = async (req: Request, courseId: string, command: CeCourseCommand, use?: StreamUse) =>
    run({ req, videos: await ownVideos(req, command.data.details) }, courseId, command, use);

  router.post('/api/ce-courses', async (req, res) => {
    const { hipaa, ...details } = parseInput(createCeCourseSchema, req.body ?? {});
    // the one HIPAA course has a known id, so its stream may exist already (the decider refuses a second)
    const courseId = hipaa ? HIPAA_COURSE_ID : randomUUID();
    const command: CeCourseCommand = { type: 'CreateCeCourse', data: { courseId, kind: hipaa ? 'hipaa' : 'general', details } };
    const result = await author(req, courseId, command, hipaa ? 'handle' : 'create');
    respondToCommand(res, 201, { id: courseId, kind: hipaa ? 'hipaa' : 'general', ...details }, result);
  });

  router.put('/api/ce-courses/:course', async (req, res) => {
    const courseId = courseIdParam(req.params.course);
    const details = parseInput(ceCourseInputSchema, req.body ?? {});
    const result = await author(req, courseId, { type: 'UpdateCeCourse', data: { courseId, details } });
    respondToCommand(res, 200, { id: courseId, ...details }, result);
  });

  router.post('/api/ce-courses/:course/exam', onlyTheUser, async (req, res) => {
    const courseId = courseIdParam(req.params.course);
    const input = parseInput(ceExamSchema, req.body ?? {});
    const { result, last } = await submitCeExam(deps, courseId, authOf(req).userId, input, { request: req });
    const attempt = result.state.attempts.find((a) => a.attempt === input.attempt);
    respondToCommand(
      res,
      200,
      {
        id: courseId,
        attempt: input.attempt,
        score: attempt?.score ?? null,
        correct: attempt?.correct ?? null,
        total: attempt?.total ?? null,
        passed: attempt?.passed ?? false,
        pass_mark: attempt?.passMark ?? null,
        completed_at: result.state.completedAt,
        attempts_count: result.state.attempts.length,
      },
      last,
    );
  });

  return router;
}
