// kafkajs is loaded by a process given brokers, and only then: the single-machine default starts without it.
// Checked in a child process, whose module cache is the one the app would have (not jest's registry).
import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const busIndex = fileURLToPath(new URL('./index.ts', import.meta.url));
const probe = `
const { createRequire } = await import('node:module');
const loaded = () => Object.keys(createRequire(import.meta.url).cache).some((path) => path.includes('/node_modules/kafkajs/'));
const bus = await import(${JSON.stringify(busIndex)});
const atStart = loaded();
bus.createKafka({ brokers: 'localhost:9092' });
console.log(JSON.stringify({ atStart, givenBrokers: loaded() }));
`;

describe('the bus adapters', () => {
  it('load kafkajs only when a Kafka client is made from brokers', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', probe]);
    expect(JSON.parse(stdout)).toEqual({ atStart: false, givenBrokers: true });
  }, 30_000);
});
