// Ids in paths (issue 10 item 8): a malformed id answers 422 with a field error under the parameter's name,
// before any route handler runs; a well-formed id that names nothing stays the route's 404. The check is keyed
// on the parameter's name, so a route says what it takes by how it names it (`:id` a UUID, `:serial` a
// number, `:user` a UUID or "current", `:course` a UUID or "hipaa", `:key`, `:provider` and `:token` free words
// checked by their routes).
import type { Express, RequestParamHandler } from 'express';
import { isRouter, onFirstRequest, type RouterLike } from './appRouters.js';
import { HIPAA_COURSE_SLUG } from '../../domain/ceCourses/events.js';
import { ValidationError } from '../errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SERIAL = /^[1-9]\d{0,14}$/;

const checks: Record<string, { valid: (value: string) => boolean; message: (name: string) => string }> = {
  uuid: { valid: (v) => UUID.test(v), message: (name) => `The ${name} field must be a valid UUID.` },
  serial: { valid: (v) => SERIAL.test(v), message: (name) => `The ${name} field must be a positive whole number.` },
  user: { valid: (v) => v === 'current' || UUID.test(v), message: (name) => `The ${name} field must be a valid UUID.` },
  course: { valid: (v) => v === HIPAA_COURSE_SLUG || UUID.test(v), message: (name) => `The ${name} field must be a valid UUID.` },
};

/** Path parameter names and the check each one gets; every route with one of these names is covered. */
export const PATH_ID_PARAMS: Record<string, keyof typeof checks> = {
  id: 'uuid',
  uuid: 'uuid',
  levelId: 'uuid',
  positionId: 'uuid',
  trainingId: 'uuid',
  traineeId: 'uuid',
  trainingLevelId: 'uuid',
  serial: 'serial',
  user: 'user',
  course: 'course',
  licenseId: 'uuid',
};

const idCheck =
  (kind: keyof typeof checks): RequestParamHandler =>
  (_req, _res, next, value: unknown, name: unknown) => {
    const check = checks[kind]!;
    if (typeof value === 'string' && check.valid(value)) return next();
    next(new ValidationError({ [String(name)]: [check.message(String(name))] }));
  };

/**
 * Registers the id checks on the app's router and on every router mounted in it (express keeps param handlers
 * per router). The walk happens on the first request, when every route is mounted, from a middleware put first
 * in the app, so a service may call this anywhere in its set-up and every router is covered.
 */
export function checkPathIds(app: Express): void {
  const checked = new WeakSet<RouterLike>();
  const visit = (router: RouterLike) => {
    if (checked.has(router)) return;
    checked.add(router);
    for (const [name, kind] of Object.entries(PATH_ID_PARAMS)) router.param(name, idCheck(kind));
    for (const layer of router.stack) if (isRouter(layer.handle)) visit(layer.handle);
  };
  onFirstRequest(app, visit);
}
