// The last line of a CI run: "N passed, N failed" over every jest run, plus the setup steps that failed
// (a missing tool, install, build or typecheck each count as one failure). A run whose counts file is
// missing crashed: it counts as one failure, and the summary is still printed.
const fs = require('node:fs');

const [dir, setupFailures, testsRan] = process.argv.slice(2);
let passed = 0;
let failed = Number(setupFailures) || 0;
const runs = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
for (const expected of ['machine.json', 'embedded.json']) {
  if (testsRan !== '1') break; // setup failed before the tests
  if (!runs.includes(expected)) {
    console.log(`${expected}: no results (the run crashed)`);
    failed += 1;
    continue;
  }
  const r = JSON.parse(fs.readFileSync(`${dir}/${expected}`, 'utf8'));
  console.log(`${expected}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped, ${r.brokenSuites.length} suites failed to run`);
  for (const name of [...r.failedTests, ...r.brokenSuites]) console.log(`  failed: ${name}`);
  for (const name of r.retriedTests ?? []) console.log(`  passed after a retry: ${name}`);
  passed += r.passed;
  failed += r.failed + r.brokenSuites.length;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
