// Every projector the runner keeps has a spec beside it (<projector>.int.test.ts built on projectorSpec),
// so a new read model arrives with its event handling and replay tested.
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { projectors } from './registry.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const registry = readFileSync(here('./registry.ts'), 'utf8');
/** The registry's projector imports: identifier → module path without extension. */
const imported = [...registry.matchAll(/import \{ (\w+Projector) \} from '(\.\/[\w/]+)\.js';/g)].map(([, name, path]) => ({
  name: name!,
  path: path!,
}));

describe('the projector registry', () => {
  it('imports each registered projector from a module of its own', () => {
    expect(imported.length).toBe(projectors.length);
  });

  it.each(imported)('$name has a projectorSpec beside it', ({ name, path }) => {
    const spec = here(`${path}.int.test.ts`);
    expect(existsSync(spec) && readFileSync(spec, 'utf8').includes(`projectorSpec(${name})`)).toBe(true);
  });
});
