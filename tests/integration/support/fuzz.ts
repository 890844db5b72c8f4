// What the fuzz tests share: the routes of an express app (walked from its router, so a new route is
// fuzzed without being listed), hostile values, and a path segment for any string.
import { expect } from '@jest/globals';
import type { Express, RequestHandler } from 'express';
import { csrfProtectionOnGet } from '@practicum/shared/platform/http/auth';
import fc from 'fast-check';
import { PATH_ID_PARAMS } from '@practicum/shared/platform/http/pathIds';

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);
export const fuzzRuns = (ciRuns: number): number => Number(process.env.FUZZ_RUNS ?? ciRuns);

export interface WalkedRoute {
  method: string;
  path: string;
  /** A write: any method but GET, or a GET that writes (it asks for the CSRF header as writes do). */
  writes: boolean;
}

type Layer = {
  route?: { path: string | string[]; methods: Record<string, boolean>; stack?: Layer[] };
  handle?: { stack?: Layer[] } | RequestHandler;
};

export function routesOf(app: Express): WalkedRoute[] {
  const routes: WalkedRoute[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const path of [layer.route.path].flat())
          for (const method of Object.keys(layer.route.methods)) {
            const writingGet = (layer.route.stack ?? []).some((step) => step.handle === csrfProtectionOnGet);
            routes.push({ method: method.toUpperCase(), path, writes: method !== 'get' || writingGet });
          }
      } else if (layer.handle && 'stack' in layer.handle && layer.handle.stack) walk(layer.handle.stack);
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return routes;
}

export const hostileText = fc.constantFrom(
  '\u0000', 'a\ud800b', '\udc00', '', ' ', 'x'.repeat(300), '9007199254741002', '2027-02-30', '0000-01-01', '9999-99-99',
  '../../etc/passwd', '<script>alert(1)</script>', '1e400', 'not-a-uuid', '00000000-0000-0000-0000-000000000000', 'task', 'Form',
); // prettier-ignore
export const hostileNumber = fc.constantFrom(
  9007199254741002,
  3_000_000_000,
  2_147_483_648,
  -1,
  0,
  1e308,
  -1e308,
  0.5,
  Number.MAX_SAFE_INTEGER,
);

/** Random JSON with hostile leaves; object keys drawn from `fields` mostly, so bodies reach past the first missing field. */
export function hostileJson(fields: readonly string[]) {
  const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: fc.string({ maxLength: 6 }) });
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      hostileText,
      fc.string({ maxLength: 30 }),
      fc.uuid(),
      hostileNumber,
      fc.integer(),
      fc.double({ noNaN: true }),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(key, tie('value'), { maxKeys: 4 }),
    ),
  }));
  return { key, value };
}

/** A path segment for any string; a lone surrogate (which encodeURIComponent refuses) goes as its raw UTF-8 bytes. */
export const pathSegment = (id: string): string => {
  try {
    return encodeURIComponent(id);
  } catch {
    return '%ED%A0%80';
  }
};

/**
 * For every route with a checked path id (shared/src/platform/http/pathIds.ts): the route with a malformed value in
 * one such parameter and well-formed ones elsewhere, and the field the 422 must name.
 */
export function malformedIdCases(routes: WalkedRoute[]): { route: WalkedRoute; path: string; field: string }[] {
  const wellFormed: Record<string, string> = {
    uuid: '0b7c3c5e-0000-4000-8000-000000000000',
    serial: '999999',
    user: 'current',
    course: 'hipaa',
  };
  return routes.flatMap((route) =>
    [...route.path.matchAll(/:(\w+)/g)]
      .map((match) => match[1]!)
      .filter((name) => name in PATH_ID_PARAMS)
      .map((field) => ({
        route,
        field,
        path: route.path.replace(/:(\w+)/g, (_all, name: string) =>
          name === field ? 'not-an-id' : (wellFormed[PATH_ID_PARAMS[name] ?? 'uuid'] ?? 'x'),
        ),
      })),
  );
}

/**
 * Whether the answers of several roles to a malformed path id are right: 422 naming the parameter, or 403 for a role
 * the whole area refuses before any route runs, and at least one 422.
 */
export function malformedIdAnswered(field: string, answers: { status: number; body: { errors?: Record<string, string[]> } }[]): boolean {
  const named = (a: (typeof answers)[number]) =>
    a.status === 422 && (a.body?.errors?.[field]?.[0] ?? '').startsWith(`The ${field} field must be `);
  return answers.some(named) && answers.every((a) => named(a) || a.status === 403);
}

/** A path id to fuzz with: one of the real `ids` (they reach the deciders), a random uuid, or hostile text of one segment. */
export const fuzzedPathId = (ids: readonly string[] = []): fc.Arbitrary<string> =>
  fc.oneof(
    ...(ids.length ? [fc.constantFrom(...ids)] : []),
    fc.uuid(),
    hostileText.filter((s) => s.length < 100 && !s.includes('/')),
  );

/** Every route, as every role, with a fuzzed path id and input, checked by `check`; the seed and the runs of this suite. */
export async function fuzzEveryRoute<I>(
  runs: { routes: WalkedRoute[]; roles: readonly string[]; pathId: fc.Arbitrary<string>; input: fc.Arbitrary<I>; ciRuns: number },
  check: (route: WalkedRoute, role: string, id: string, input: I) => Promise<void>,
): Promise<void> {
  await fc.assert(fc.asyncProperty(fc.constantFrom(...runs.routes), fc.constantFrom(...runs.roles), runs.pathId, runs.input, check), {
    seed: FUZZ_SEED,
    numRuns: fuzzRuns(runs.ciRuns),
    endOnFailure: true,
  });
}

/** Fails, naming the request, when a fuzzed request answered 500 or more; the body goes to stderr for the CI log. */
export function expectBelow500(label: string, response: { status: number; body: unknown }): void {
  if (response.status >= 500) process.stderr.write(`FUZZ500 ${label} -> ${JSON.stringify(response.body)}\n`);
  expect([label, response.status < 500 ? 'below 500' : response.status]).toEqual([label, 'below 500']);
}

type IdAnswer = Parameters<typeof malformedIdAnswered>[1][number];

/** The malformed-id cases answered wrongly by the `roles` (asked one after the other), each with the answers. */
export async function wronglyAnsweredIdCases(
  cases: ReturnType<typeof malformedIdCases>,
  roles: readonly string[],
  ask: (role: string, route: WalkedRoute, path: string) => PromiseLike<IdAnswer>,
): Promise<string[]> {
  const wrong: string[] = [];
  for (const { route, path, field } of cases) {
    const answers: IdAnswer[] = [];
    for (const role of roles) answers.push(await ask(role, route, path));
    if (!malformedIdAnswered(field, answers))
      wrong.push(`${route.method} ${route.path}: ${JSON.stringify(answers.map((a) => [a.status, a.body]))}`);
  }
  return wrong;
}
