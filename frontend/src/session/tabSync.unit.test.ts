import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createTabSync, RESET_MESSAGE } from './tabSync';

const tick = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('AUTH-58 tabs keep their idle timers in step', () => {
  const opened: { close(): void }[] = [];
  afterEach(() => opened.splice(0).forEach((sync) => sync.close()));

  it('announces activity as reset-auto-logout-timers to the other tabs, at most once per 5 seconds', async () => {
    const heard = jest.fn();
    const thisTab = createTabSync(() => undefined);
    const otherTab = createTabSync(heard);
    opened.push(thisTab, otherTab);
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(100_000);
    thisTab.announce();
    now.mockReturnValue(104_000);
    thisTab.announce();
    await tick();
    expect(heard).toHaveBeenCalledTimes(1);
    now.mockReturnValue(105_000);
    thisTab.announce();
    await tick();
    expect(heard).toHaveBeenCalledTimes(2);
    now.mockRestore();
    expect(RESET_MESSAGE).toBe('reset-auto-logout-timers');
  });
});
