import { describe, expect, it, jest } from '@jest/globals';
import { createActivityReporter } from './activityReport';

describe('issue 10 AUTH-53 the browser reports user activity to the server', () => {
  it('sends at most one report per tenth of the idle timeout (30 s for 10 minutes), the first at once', () => {
    const send = jest.fn(() => Promise.resolve());
    const now = jest.spyOn(Date, 'now');
    const reporter = createActivityReporter(600, send);
    now.mockReturnValue(1_000_000);
    reporter.note();
    now.mockReturnValue(1_029_000);
    reporter.note();
    expect(send).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1_030_000);
    reporter.note();
    expect(send).toHaveBeenCalledTimes(2);
    now.mockRestore();
  });

  it('reports every second for short test timeouts, and a failed report is not an error', () => {
    const send = jest.fn(() => Promise.reject(new Error('401')));
    const now = jest.spyOn(Date, 'now');
    const reporter = createActivityReporter(2, send);
    now.mockReturnValue(5_000);
    reporter.note();
    now.mockReturnValue(6_000);
    reporter.note();
    expect(send).toHaveBeenCalledTimes(2);
    now.mockRestore();
  });
});
