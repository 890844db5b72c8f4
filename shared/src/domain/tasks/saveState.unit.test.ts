import { describe, expect, it } from '@jest/globals';
import { shouldSubmit, taskSaveState } from './saveState.js';

describe('TASKS-21 the task modal’s save state', () => {
  it('is ready, uploading while documents upload, submitOnUpload when Save waits for them, then submitting', () => {
    expect(taskSaveState({ uploadsPending: 0, submitRequested: false, submitting: false })).toBe('ready');
    expect(taskSaveState({ uploadsPending: 2, submitRequested: false, submitting: false })).toBe('uploading');
    expect(taskSaveState({ uploadsPending: 1, submitRequested: true, submitting: false })).toBe('submitOnUpload');
    expect(taskSaveState({ uploadsPending: 0, submitRequested: true, submitting: true })).toBe('submitting');
  });

  it('sends the task only once every upload has finished, and only once', () => {
    expect(shouldSubmit({ uploadsPending: 1, submitRequested: true, submitting: false })).toBe(false);
    expect(shouldSubmit({ uploadsPending: 0, submitRequested: true, submitting: false })).toBe(true);
    expect(shouldSubmit({ uploadsPending: 0, submitRequested: true, submitting: true })).toBe(false);
    expect(shouldSubmit({ uploadsPending: 0, submitRequested: false, submitting: false })).toBe(false);
  });
});
