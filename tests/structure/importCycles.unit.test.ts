// No import cycles between our files (issue 9's "one shape per area"): a cycle makes module
// initialisation order-dependent (a value read before its module ran is undefined) and ties areas
// together that should stand alone. dpdm resolves the workspace packages (@practicum/*) to their
// sources, so cycles across packages are found too; types-only imports are left out (-T), as
// TypeScript erases them.
import { resolve } from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';

const root = resolve(import.meta.dirname, '../..');
const ours = '^(?!.*node_modules/(?!@practicum)).*';

async function cyclesFrom(entries: string[], tsconfig: string): Promise<string[]> {
  const tree = await parseDependencyTree(entries, {
    context: root,
    tsconfig: resolve(root, tsconfig),
    transform: true,
    include: new RegExp(ours),
    exclude: /^$/,
  });
  return parseCircular(tree).map((cycle) => cycle.join(' -> '));
}

describe('imports', () => {
  it('form no cycle in the services, projections, shared code, seeders and benches', async () => {
    const packages = ['shared', 'projections', 'command-service', 'query-service', 'infra', 'bench'];
    const entries = packages.map((name) => `${name}/src/**/*.ts`);
    expect(await cyclesFrom(entries, 'tsconfig.json')).toEqual([]);
  }, 300_000);

  it('form no cycle in the frontend, lazy screens included', async () => {
    expect(await cyclesFrom(['frontend/src/**/*.{ts,tsx}'], 'frontend/tsconfig.json')).toEqual([]);
  }, 300_000);
});
