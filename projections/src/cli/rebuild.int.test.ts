import { spawn } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { readCheckpoint } from '../runner/checkpoints.js';
import { counterProjector, itemsProjector } from '../testing/testProjectors.js';
import { useRunnerTestKit } from '../testing/runnerTestKit.js';
import { UnknownProjectorError, rebuildCommand } from './rebuildCommand.js';

// No rebuild check at the end (runnerTestKit's `rebuildChecked`): no projector runs live here, every table is rebuilt.
const kit = useRunnerTestKit('cli');

const script = fileURLToPath(new URL('./rebuild.ts', import.meta.url));
const runCli = (args: string[]) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, DATABASE_URL: kit.database.url },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });

describe('when the rebuild command is run for some projectors', () => {
  it('rebuilds only those, showing progress against the number of events', async () => {
    await kit.append(1200, { perAppend: 100 });
    await kit.settled();
    const output = new PassThrough();
    let drawn = '';
    output.on('data', (chunk: Buffer) => (drawn += chunk.toString()));

    const results = await rebuildCommand({
      knex: kit.knex,
      eventStore: kit.eventStore,
      projectors: [itemsProjector(), counterProjector()],
      names: ['test_items'],
      batchSize: 500,
      progressStream: output,
    });

    expect(results).toEqual([expect.objectContaining({ projector: 'test_items', rebuilt: true, events: 1200 })]);
    expect(drawn).toContain('1200/1200 events');
    expect(await kit.knex('test_items').count('* as count')).toEqual([{ count: '1200' }]);
    expect(await readCheckpoint(kit.knex, 'test_counter')).toBeNull();
  });

  it('refuses a name it does not know, listing the known ones', async () => {
    await expect(
      rebuildCommand({ knex: kit.knex, eventStore: kit.eventStore, projectors: [itemsProjector()], names: ['nope'] }),
    ).rejects.toThrow(new UnknownProjectorError(['nope'], ['test_items']));
  });
});

describe('when `npm run projections:rebuild` runs against the database', () => {
  it('rebuilds the named projector of the registry and exits', async () => {
    const { code, stdout } = await runCli(['organizations']);
    expect(code).toBe(0);
    // none of the 1,200 events is an organization's: none is read, and the checkpoint still moves to the head
    expect(stdout).toMatch(/^organizations: version \d+, 0 events in [\d.]+ s$/m);
    expect((await readCheckpoint(kit.knex, 'organizations'))?.position).toEqual(await kit.eventStore.headPosition());
  });

  it('exits with an error for an unknown projector', async () => {
    const { code, stderr } = await runCli(['nope']);
    expect(code).toBe(2);
    expect(stderr).toContain('Unknown projector(s): nope');
  });
});
