// Writes the run's counts (numbers and test names only) for .ci/run's summary. jest's own --json writer
// serializes error objects and crashed on a circular one, losing every count of the run.
const fs = require('node:fs');

class CountsReporter {
  constructor() {
    this.outputFile = process.env.CI_COUNTS_FILE;
  }

  onRunComplete(_contexts, results) {
    const failedTests = [];
    // passed only after a retry (CI retries, see shared/src/testing/retryInCi.ts): named so they get fixed
    const retriedTests = [];
    for (const suite of results.testResults) {
      for (const test of suite.testResults) {
        if (test.status === 'failed') failedTests.push(`${suite.testFilePath}: ${test.fullName}`);
        else if (test.status === 'passed' && (test.invocations ?? 1) > 1) retriedTests.push(`${suite.testFilePath}: ${test.fullName}`);
      }
    }
    const brokenSuites = results.testResults
      .filter((suite) => suite.testExecError || (suite.failureMessage && suite.numFailingTests === 0))
      .map((suite) => suite.testFilePath);
    // where a run's time goes: the slowest files, to keep CI within its budget
    const slowestSuites = results.testResults
      .map((suite) => ({ file: suite.testFilePath, seconds: Math.round((suite.perfStats.end - suite.perfStats.start) / 100) / 10 }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 15);
    const counts = {
      passed: results.numPassedTests,
      failed: results.numFailedTests,
      skipped: results.numPendingTests,
      brokenSuites,
      failedTests,
      retriedTests,
      slowestSuites,
    };
    if (this.outputFile) fs.writeFileSync(this.outputFile, JSON.stringify(counts, null, 2));
  }
}

module.exports = CountsReporter;
