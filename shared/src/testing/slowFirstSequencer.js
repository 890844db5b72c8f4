// Jest's order of test files (the root config's `testSequencer`). A fresh clone (CI) has no jest timing cache, so
// jest's own sequencer runs files largest first; the run's last long file (a browser file of minutes) can then start
// when the other worker is almost done, which idles it for minutes. Here, without a cached time, a file's expected
// time comes from a small table of the known slow files' typical seconds in CI, else from its kind (browser files
// before integration files before unit files), so the long ones start first and both workers end together.
// Plain JavaScript: jest loads a sequencer with Node's own loader, which (Node 20) does not read TypeScript.
import TestSequencer from '@jest/test-sequencer';

/**
 * Typical seconds of the slowest files in a CI run (two workers, two cores), relative to the repository's root.
 * Approximate on purpose: only the order matters. Refresh from CI's summary ("slowest files") when it drifts.
 */
export const typicalSeconds = {
  'tests/e2e/demoWalkthrough.e2e.test.ts': 330,
  'tests/e2e/supportClients.e2e.test.ts': 300,
  'tests/e2e/shell.e2e.test.ts': 220,
  'tests/e2e/sites.e2e.test.ts': 220,
  'tests/e2e/signup.e2e.test.ts': 210,
  'tests/e2e/dashboards.e2e.test.ts': 140, // 206 before its menu walk moved by the menu (stop 60)
  'tests/e2e/adminConsole.e2e.test.ts': 170,
  'tests/e2e/forms.e2e.test.ts': 160,
};

/** Seconds assumed for a file of no cached time and not in the table: a new browser file counts as slow-ish. */
export const secondsByKind = { e2e: 90, int: 20, unit: 2, other: 10 };

const kindOf = (path) => /\.(e2e|int|unit)\.test\.tsx?$/.exec(path)?.[1] ?? 'other';

export default class SlowFirstSequencer extends TestSequencer {
  /** The file's expected seconds: jest's cached time of its last run when there is one, else the table's, else its kind's. */
  expectedSeconds(test) {
    const cachedMs = this.time(test);
    if (cachedMs != null) return cachedMs / 1000;
    const relative = test.path.slice(test.context.config.rootDir.length + 1).replaceAll('\\', '/');
    return typicalSeconds[relative] ?? secondsByKind[kindOf(relative)];
  }

  sort(tests) {
    const expected = new Map(tests.map((test) => [test, this.expectedSeconds(test)]));
    const size = (test) => test.context.hasteFS.getSize(test.path) ?? 0;
    // a file that failed last time first (jest's own rule: its feedback matters most), then the longest expected,
    // then the largest (jest's own guess when it knows nothing)
    return [...tests].sort(
      (a, b) => Number(this.hasFailed(b)) - Number(this.hasFailed(a)) || expected.get(b) - expected.get(a) || size(b) - size(a),
    );
  }
}
