// An app here mounts every area's router one after another, and express tries every layer of every router
// mounted before the one a request is for: dozens of routers, hundreds of layers, an eighth of the CPU a kept
// list answer costs. So each router is entered only when the request's path could match one of its layers: it
// starts with a layer's static start (its path up to the first parameter, wildcard, group or escape), compared
// lower-cased because express matches paths case-insensitively. A router with a layer that may match any path
// (a middleware without a path, a RegExp) is entered as before, and the order of routers is unchanged.
import type { Express, RequestHandler } from 'express';
import { isRouter, onFirstRequest, type RouterLike } from './appRouters.js';

/** Where a path-to-regexp path stops being literal: `:id`, `*rest`, `{/:optional}`, `(`, an escape. */
const NOT_LITERAL = /[:*{(\\]/;

/** The literal start of a layer's path, lower-cased; '' when the layer may match any path. */
function literalStart(path: unknown): string {
  if (typeof path !== 'string') return '';
  const end = path.search(NOT_LITERAL);
  return (end === -1 ? path : path.slice(0, end)).toLowerCase();
}

/** Every literal start of the router's layers (a router mounted in it without a path: its own); null when one may match any path. */
function literalStarts(router: RouterLike): string[] | null {
  const starts = new Set<string>();
  for (const layer of router.stack) {
    for (const path of Array.isArray(layer.rawPath) ? (layer.rawPath as unknown[]) : [layer.rawPath]) {
      const start = literalStart(path);
      if (start !== '' && start !== '/') starts.add(start);
      else if (path === '/' && isRouter(layer.handle)) {
        const inner = literalStarts(layer.handle);
        if (!inner) return null;
        for (const innerStart of inner) starts.add(innerStart);
      } else return null;
    }
  }
  return [...starts];
}

/** The router, entered only for paths that start with one of `starts`; it still reads as a router (checkPathIds walks it). */
function enteredByPrefix(router: RouterLike, starts: string[]): RouterLike {
  const guarded: RequestHandler = (req, res, next) => {
    const path = req.path.toLowerCase();
    for (const start of starts) if (path.startsWith(start)) return router(req, res, next);
    next();
  };
  return Object.assign(guarded, { stack: router.stack, param: router.param.bind(router) });
}

/**
 * Makes every router mounted in the app (at any time before its first request) entered only by the paths its
 * layers could match. The routers are walked on the first request, from a middleware put first in the app.
 */
export function enterRoutersByPrefix(app: Express): void {
  onFirstRequest(app, (appRouter) => {
    for (const layer of appRouter.stack) {
      if (!isRouter(layer.handle)) continue;
      const starts = literalStarts(layer.handle);
      if (starts) layer.handle = enteredByPrefix(layer.handle, starts);
    }
  });
}
