// Live sessions ask two things of a trainee (spec 002 §6, LIVE-36; PASS-13): the HIPAA course completed, and a
// current access pass where the position is limited. The rule holds for every trainee write under /api/meetings,
// so it is checked once, here, for all of them (mounted in app.ts before every router of that prefix): creating and
// joining, and also updating, cancelling, sharing, commenting, starting and ending, recording, taking a video ticket.
// Two writes stay open: leaving a session (it gives access up) and the public waiting room's guest calls (a guest
// has no account to hold a course or a pass; anyone with the link reaches them signed out anyway).
import type { Request, RequestHandler, Response } from 'express';
import { hipaaDecider, hipaaStream } from '@practicum/shared/domain/hipaa/index';
import { liveSessionRefusal } from '@practicum/shared/domain/liveSessions/index';
import type { SessionAuth } from '@practicum/shared/platform/http/session';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { ForbiddenError } from '@practicum/shared/platform/errors';
import { accessPassRequired } from '../accessPasses/accessPassRequired.js';

export const MEETINGS_PREFIX = '/api/meetings';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Paths under /api/meetings a trainee may write to without the course or a pass. */
const OPEN_WRITES = [/^\/[^/]+\/leave\/?$/, /^\/[^/]+\/waiting-room\/(join|leave)\/?$/];

/** What the gate read of the caller, which creating and joining hand on to the decider without reading it again. */
export interface LiveSessionCallerFacts {
  hipaaCompleted: boolean;
  accessPassRequired: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      liveSessionCaller?: LiveSessionCallerFacts;
    }
  }
}

/** The facts the gate left on a write it let through; a route behind no gate is a wiring error, not a 403. */
export function liveSessionCallerOf(res: Response): LiveSessionCallerFacts {
  const facts = res.locals.liveSessionCaller;
  if (!facts) throw new Error('traineeLiveSessionGate is not mounted in front of this route');
  return facts;
}

/** PASS-13: the trainee's position is limited and has no current access pass (as for the activity log). */
export const traineeNeedsAccessPass = (pipeline: CommandPipeline, auth: SessionAuth): Promise<boolean> =>
  auth.role === 'trainee' && auth.positionId
    ? accessPassRequired(pipeline.eventStore, auth.userId, auth.positionId)
    : Promise.resolve(false);

/** LIVE-36: a trainee who has not completed the HIPAA course; other roles need none. */
export const traineeWithoutHipaa = async (pipeline: CommandPipeline, auth: SessionAuth): Promise<boolean> =>
  auth.role === 'trainee' && (await pipeline.load(hipaaDecider, hipaaStream(auth.userId))).state.completedAt === null;

/**
 * 403 for a signed-in trainee's write under /api/meetings without the HIPAA course (its message first, as hosting
 * has always answered) or, on a limited position, without a current pass. Signed-out requests pass on to the routes'
 * own sign-in gate. What it read is left on res.locals (liveSessionCallerOf), so each stream is read once a request.
 */
export function traineeLiveSessionGate(pipeline: CommandPipeline): RequestHandler {
  return async (req: Request, res, next) => {
    const auth = req.session?.auth;
    if (READS.has(req.method) || !auth || OPEN_WRITES.some((open) => open.test(req.path))) return next();
    // other roles read nothing: both checks answer "not needed" for them without a load; the pass is not read once
    // the course is missing, which is refused first
    const hipaaCompleted = !(await traineeWithoutHipaa(pipeline, auth));
    const facts = { hipaaCompleted, accessPassRequired: hipaaCompleted && (await traineeNeedsAccessPass(pipeline, auth)) };
    const refusal = liveSessionRefusal({ role: auth.role, ...facts });
    if (refusal) throw new ForbiddenError(refusal);
    res.locals.liveSessionCaller = facts;
    next();
  };
}
