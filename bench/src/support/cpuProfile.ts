// A CPU profile of this process over one phase of a bench (BENCH_CPU_PROFILE_DIR names where it goes): only the
// phase, not the loading and seeding around it that `node --cpu-prof` would mix in. Open the .cpuprofile in
// Chrome's DevTools (Performance tab) or any .cpuprofile viewer.
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = process.env.BENCH_CPU_PROFILE_DIR;

/** Runs `body`, profiled when BENCH_CPU_PROFILE_DIR is set (the profile is written there as `<name>.cpuprofile`). */
export async function cpuProfiled<T>(name: string, body: () => Promise<T>): Promise<T> {
  if (!DIR) return body();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  try {
    return await body();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    writeFileSync(join(DIR, `${name}.cpuprofile`), JSON.stringify(profile));
  }
}
