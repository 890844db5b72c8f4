import { describe, expect, it } from '@jest/globals';
import { assignableUrl } from './queries.js';

describe('TASKS-03 a task’s assignable_url', () => {
  it('points at the form, CE course or meeting the task is done in', () => {
    const id = '3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    expect(assignableUrl('Form', id)).toBe(`/forms/${id}`);
    expect(assignableUrl('CeCourse', id)).toBe(`/cecourses/${id}`);
    expect(assignableUrl('Meeting', id)).toBe(`/livesessions/${id}`);
  });
  it('TASKS-08 a form task names itself, so the submission it starts completes it', () => {
    const id = '3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    expect(assignableUrl('Form', id, 'task-1')).toBe(`/forms/${id}?task=task-1`);
    expect(assignableUrl('SubmittedForm', id, 'task-1')).toBe(`/forms/submitted/${id}`);
  });
  it('is null for a general task', () => {
    expect(assignableUrl(null, null)).toBeNull();
  });
});
