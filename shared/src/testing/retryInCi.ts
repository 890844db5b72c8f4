// CI runs every app-starting file on two cores shared with the browser, the database and the second jest
// worker; a step that waits on the machine (a socket push, a projector catching up, a page render) can miss
// its deadline there once without anything being wrong in the product. In CI such a test runs again, up to
// twice, and its first failure is printed; the counts reporter names every test that needed a retry, so a
// flaky test stays visible instead of being hidden. A test that fails three times fails the run.
import { jest } from '@jest/globals';

if (process.env.CI) jest.retryTimes(2, { logErrorsBeforeRetry: true });
