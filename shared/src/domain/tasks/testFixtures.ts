// A TaskCreated for tests (decider specs, notifier and browser tests that append one): a single task,
// published, with no dates, form or repeat; the parties and anything else come from the caller.
import type { TaskCreated } from './events.js';

type Parties = Pick<
  TaskCreated['data'],
  'taskId' | 'organizationId' | 'creatorUserId' | 'creatorPositionId' | 'assigneeUserId' | 'assigneePositionId'
>;

export const taskCreatedData = (parties: Parties, overrides: Partial<TaskCreated['data']> = {}): TaskCreated['data'] => ({
  ...parties,
  description: 'Read the intake policy',
  assignableType: null,
  assignableId: null,
  startAt: null,
  dueDate: null,
  repeatOn: 'single',
  repeatDays: null,
  repeatUntil: null,
  published: true,
  parentId: null,
  ...overrides,
});
