// What the fuzz tests share: the routes of an express app (walked from its router, so a new route is
// fuzzed without being listed), hostile values, and a path segment for any string.
import type { Express } from 'express';
import fc from 'fast-check';
import { PATH_ID_PARAMS } from '@practicum/shared/platform/http/pathIds';

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);
export const fuzzRuns = (ciRuns: number): number => Number(process.env.FUZZ_RUNS ?? ciRuns);

export interface WalkedRoute {
  method: string;
  path: string;
}

type Layer = { route?: { path: string | string[]; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };

export function routesOf(app: Express): WalkedRoute[] {
  const routes: WalkedRoute[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const path of [layer.route.path].flat())
          for (const method of Object.keys(layer.route.methods)) routes.push({ method: method.toUpperCase(), path });
      } else if (layer.handle?.stack) walk(layer.handle.stack);
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
