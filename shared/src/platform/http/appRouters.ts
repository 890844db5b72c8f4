// The routers an express app has mounted, walked once when every area has mounted its own: on the app's first
// request. Used by the set-ups that change or extend every router (checkPathIds, enterRoutersByPrefix).
import type { Express, RequestHandler, RequestParamHandler } from 'express';

export interface LayerLike {
  handle: unknown;
  rawPath?: unknown;
}

export interface RouterLike {
  (...args: Parameters<RequestHandler>): void;
  stack: LayerLike[];
  param: (name: string, handler: RequestParamHandler) => unknown;
}

export const isRouter = (handle: unknown): handle is RouterLike =>
  typeof handle === 'function' &&
  Array.isArray((handle as Partial<RouterLike>).stack) &&
  typeof (handle as RouterLike).param === 'function';

/**
 * Runs `walk` over the app's own router on its first request, from a middleware put first in the app, so a
 * service may call this anywhere in its set-up and routers mounted after the call are walked too.
 */
export function onFirstRequest(app: Express, walk: (appRouter: RouterLike) => void): void {
  let walked = false;
  app.use((_req, _res, next) => {
    if (!walked) {
      walked = true;
      walk(app.router);
    }
    next();
  });
  const stack = app.router.stack;
  stack.unshift(stack.pop()!);
}
