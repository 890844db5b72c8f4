// Issue 10 item 1: every command input a schema accepts is bounded, so no read
// model can be handed a value it cannot hold. This walks every zod schema the
// domain exports and lists the strings and lists without a length limit (or a
// format or pattern that bounds a string) and the numbers without both limits.
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { hasUnsafeText, line, PG_INT_MAX, text } from '@practicum/shared/domain/bounds';

// every module of the domain, so an area added later is walked without being listed here
const domainDir = resolve(import.meta.dirname, '../../shared/src/domain');
const moduleFiles = (readdirSync(domainDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => join(domainDir, file));
const modules: Record<string, unknown> = {};
// one at a time: jest's module loader links concurrent imports of shared modules badly
for (const file of moduleFiles) modules[relative(domainDir, file).replace(/\.ts$/, '')] = await import(file);

/** Left unbounded on purpose: a form's answers, numbers kept as JSON in the submission (jsonb holds any finite number). */
const allowed = [/^forms\/\w+\.answersSchema/, /^forms\/\w+\.(save|sign)SubmissionSchema\.answers/];

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function unbounded(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (key: string) => unbounded(def[key] as z.ZodType, path, seen);
  switch (def.type) {
    case 'string': {
      const s = schema as z.ZodString;
      const formatted = (s as unknown as { format?: string | null }).format;
      const checks = (def.checks as { _zod: { def: { check: string; format?: string } } }[] | undefined) ?? [];
      const patterned = checks.some((c) => c._zod.def.format === 'regex' || c._zod.def.check === 'string_format');
      return s.maxLength !== null || (formatted && formatted !== 'url') || patterned ? [] : [path];
    }
    case 'number': {
      const n = schema as z.ZodNumber;
      // within what a Postgres integer holds (decimals are bounded far lower by their helpers)
      return (n.maxValue ?? Infinity) <= PG_INT_MAX && (n.minValue ?? -Infinity) >= -PG_INT_MAX ? [] : [path];
    }
    case 'object':
      return Object.entries((schema as z.ZodObject).shape).flatMap(([key, field]) => unbounded(field as z.ZodType, `${path}.${key}`, seen));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'array': {
      // a list without a length limit is as open as a string without one
      const checks = (def.checks as { _zod: { def: { check: string } } }[] | undefined) ?? [];
      const limited = checks.some((c) => c._zod.def.check === 'max_length' || c._zod.def.check === 'length_equals');
      return [...(limited ? [] : [`${path}[]`]), ...unbounded(def.element as z.ZodType, path, seen)];
    }
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => unbounded(option, path, seen));
    case 'pipe': {
      // bounded when either side is (a trimmed string piped into a bounded one, a transform into a bounded string)
      const [before, after] = [inner('in'), inner('out')];
      return before.length > 0 && after.length > 0 ? [...before, ...after] : [];
    }
    case 'record':
      return [...inner('keyType'), ...inner('valueType')];
    default:
      return [];
  }
}

describe('issue 10 the bounds of every command input', () => {
  it('SPINE-30 SPINE-31 leaves no string or list without a length limit and no number without both limits', () => {
    const found = Object.entries(modules).flatMap(([area, exports]) =>
      Object.entries(exports as Record<string, unknown>)
        .filter(([, value]) => value instanceof z.ZodType)
        .flatMap(([name, schema]) => unbounded(schema as z.ZodType, `${area}.${name}`)),
    );
    const offending = [...new Set(found)].filter((path) => !allowed.some((pattern) => pattern.test(path)));
    expect(offending).toEqual([]);
  });

  it('finds an unbounded field (the walk itself works)', () => {
    expect(unbounded(z.object({ a: z.string(), b: z.number().int().max(3), c: z.array(z.number()) }), 'x')).toEqual([
      'x.a',
      'x.b',
      'x.c[]',
      'x.c',
    ]);
    expect(unbounded(z.array(z.number().int().min(0).max(9)).max(5), 'y')).toEqual([]);
  });
});

describe('unsafe text: characters that change what a reader sees', () => {
  it('refuses control and bidi characters anywhere, and line breaks, tabs and zero-width characters in one line', () => {
    for (const bad of [
      'a\u0000b',
      'a\u0007b',
      'a\u001bb',
      'a\u007fb',
      'a\u0085b',
      'a\u202Eb',
      'a\u202Ab',
      'a\u2066b',
      'a\u2069b',
      'a\ud800b',
    ])
      expect([bad, hasUnsafeText(bad), hasUnsafeText(bad, 'line')]).toEqual([bad, true, true]);
    for (const lineOnly of ['a\nb', 'a\r\nb', 'a\tb', 'a\u200Bb', 'a\u2060b', 'a\uFEFFb'])
      expect([lineOnly, hasUnsafeText(lineOnly), hasUnsafeText(lineOnly, 'line')]).toEqual([lineOnly, false, true]);
    // letters of any script, marks that only set a direction, an emoji pair, a Persian word with its zero-width
    // non-joiner and an emoji sequence with its joiner are text
    for (const good of ['Zoë Ångström', 'محمد', '\u200Fשלום', '😀', 'می\u200Cخواهم', '👩\u200D💻'])
      expect([good, hasUnsafeText(good, 'line')]).toEqual([good, false]);
  });

  it('names the field in its message, underscores as spaces', () => {
    const schema = z.object({ contact_name: line(100), notes: text(100) });
    const parsed = schema.safeParse({ contact_name: 'Ann\nBell', notes: 'one\ntwo' });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['contact_name', 'The contact name field contains characters that are not allowed.'],
    ]);
  });
});
