// Builds frontend/dist when it is missing or older than its sources, so neither
// `npm start` nor a browser test ever serves stale screens.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const frontendDir = resolve(repoRoot, 'frontend');
export const frontendDist = resolve(frontendDir, 'dist');

const newestChange = (path: string): number =>
  statSync(path).isDirectory() ? Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name)))) : statSync(path).mtimeMs;

export function frontendIsStale(): boolean {
  const built = resolve(frontendDist, 'index.html');
  const sources = ['src', 'index.html', 'vite.config.ts'].map((path) => resolve(frontendDir, path));
  sources.push(resolve(repoRoot, 'shared/src/domain'));
  return !existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newestChange));
}

export function ensureFrontendBuilt(options: { quiet?: boolean } = {}): void {
  if (!frontendIsStale()) return;
  const build = spawnSync('npm', ['run', 'build', '-w', 'frontend'], {
    cwd: repoRoot,
    stdio: options.quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`frontend build failed:\n${build.stdout ?? ''}\n${build.stderr ?? ''}`);
}
