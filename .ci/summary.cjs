// The last line of a CI run: "N passed, N failed" over every jest run, plus the setup steps that failed
// (a missing tool, install, build or typecheck each count as one failure). A run whose counts file is
// missing crashed: it counts as one failure, and the summary is still printed.
const fs = require('node:fs');
const path = require('node:path');

/** The end of what the app of a failed browser test file logged (tests/e2e/app.ts writes warnings and errors there). */
function appLogTail(testFile) {
  const file = path.join('test-results', 'app-logs', `${path.basename(testFile)}.log`);
  if (!fs.existsSync(file)) return [];
  // the file's database is dropped with force at its end, which ends the connections still open: not news
  const lines = fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter((line) => line && !line.includes('terminating connection due to administrator command'));
  return lines.slice(-12).map((line) => `    ${line.slice(0, 400)}`);
}

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
  const failedFiles = new Set([...r.failedTests, ...r.brokenSuites].map((name) => name.split(': ')[0]));
  for (const file of failedFiles) {
    const tail = appLogTail(file);
    if (tail.length) console.log(`  the app's warnings of ${path.basename(file)}, newest last:\n${tail.join('\n')}`);
  }
  for (const name of r.retriedTests ?? []) console.log(`  passed after a retry: ${name}`);
  if (r.slowestSuites?.length)
    console.log(`  slowest files: ${r.slowestSuites.map(({ file, seconds }) => `${path.basename(file)} ${seconds} s`).join(', ')}`);
  passed += r.passed;
  failed += r.failed + r.brokenSuites.length;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
