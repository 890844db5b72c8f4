// Starts slowCounterRunner.ts as a child process, as a deployment would run the runner.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ChildRunner {
  child: ChildProcess;
  /** Resolves once the child printed "running". */
  started: Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

const script = fileURLToPath(new URL('./slowCounterRunner.ts', import.meta.url));

export function spawnSlowCounterRunner(databaseUrl: string, env: Record<string, string> = {}): ChildRunner {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const started = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('running\n')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then(({ code, signal }) => reject(new Error(`runner exited (${String(code ?? signal)}) before starting:\n${output}`)));
  });
  started.catch(() => undefined);
  return { child, started, exited, output: () => output };
}
