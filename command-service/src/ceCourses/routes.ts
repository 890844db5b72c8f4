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
} from '@practicum/shared/domain/ceCourses/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { requestRunner, type CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';
import { submitCeExam } from './examCommands.js';

/** A course id, or `hipaa` for the HIPAA course (the link attachments give trainees). */
const courseIdParam = (value: unknown): string => (value === HIPAA_COURSE_SLUG ? HIPAA_COURSE_ID : uuidParam(value));

export function ceCourseRoutes(deps: { pipeline: CommandPipeline; pool: pg.Pool }): Router {
  const router = Router();
  router.use('/api/ce-courses', requireRouteAccess('/cecourses/*'));

  const author = requestRunner(deps.pipeline, ceCourseDecider, ceCourseStream, (req: Request, base) => ({
    ...base,
    actor: { userId: authOf(req).userId, role: authOf(req).role },
  }));

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

  router.post('/api/ce-courses/:course/exam', async (req, res) => {
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
