// What a process allocates that no scavenge frees (promoted to the old generation, or put there directly by
// V8's allocation-site pretenuring): V8's sampling heap profiler, keeping the samples of objects a major
// collection frees (and of those still alive) but dropping those a scavenge frees. A phase whose old generation fills fast shows here which code holds memory past
// ~100 ms. BENCH_HEAP_ALL=1 keeps the samples scavenges free too: everything the phase allocates.
// Open the .heapprofile in Chrome's DevTools (Memory tab) or read it with any sampling-profile viewer.
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

let session: Session | null = null;

export async function startPromotedSampling(): Promise<void> {
  session = new Session();
  session.connect();
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 16_384,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: process.env.BENCH_HEAP_ALL === '1',
  } as never);
}

/** Stops sampling and writes the profile into `dir`; answers its path. */
export async function stopPromotedSampling(dir: string): Promise<string> {
  if (!session) throw new Error('heap sampling was not started');
  const { profile } = await session.post('HeapProfiler.stopSampling');
  session.disconnect();
  session = null;
  const path = join(dir, `promoted-${process.pid}-${Date.now()}.heapprofile`);
  writeFileSync(path, JSON.stringify(profile));
  return path;
}
