// The tasks read model (spec 001 §3 Task, §4 task states): what the task lists and the task modal show.
import { describe, it } from '@jest/globals';
import type { TaskCommentAdded, TaskCreated, TaskEvent } from '@practicum/shared/domain/tasks/events';
import { SPEC_TIME, at, projectorSpec, specId, itFoldsLikeOneByOne } from '../testing/projectorSpec.js';
import { tasksProjector } from './tasksProjector.js';

const spec = projectorSpec(tasksProjector);

const organization = specId(1);
const coordinator = { userId: specId(2), positionId: specId(3) };
const trainee = { userId: specId(4), positionId: specId(5) };
const task = specId(10);

const created = (changes: Partial<TaskCreated['data']> = {}): TaskCreated => ({
  type: 'TaskCreated',
  data: {
    taskId: task,
    organizationId: organization,
    creatorUserId: coordinator.userId,
    creatorPositionId: coordinator.positionId,
    assigneeUserId: trainee.userId,
    assigneePositionId: trainee.positionId,
    description: 'Upload your liability insurance',
    assignableType: null,
    assignableId: null,
    startAt: null,
    dueDate: '2026-12-01',
    repeatOn: 'single',
    repeatDays: null,
    repeatUntil: null,
    published: true,
    parentId: null,
    ...changes,
  },
});
const comment = (commentId: string, body: string): TaskCommentAdded => ({
  type: 'TaskCommentAdded',
  data: { taskId: task, commentId, authorUserId: trainee.userId, authorPositionId: trainee.positionId, body },
});
const completed: TaskEvent = {
  type: 'TaskCompleted',
  data: { taskId: task, byUserId: trainee.userId, completedAt: '2026-11-22T09:30:00.000Z' },
};

describe('when a task is created', () => {
  it('TASKS-03 TASKS-05 lists it as incomplete for its assignee, with its description, due date and creator', () =>
    spec.given(created()).thenRows('tasks', [
      {
        id: task,
        organization_id: organization,
        creator_id: coordinator.userId,
        assignee_id: trainee.userId,
        assignee_position_id: trainee.positionId,
        description: 'Upload your liability insurance',
        status: 'incomplete',
        due_date: '2026-12-01',
        published: true,
        past_due: false,
        comments_count: 0,
        created_at: SPEC_TIME,
      },
    ]));

  it('TASKS-11 TASKS-14 keeps a task starting later unpublished, and a repeat series with its schedule', () =>
    spec
      .given(created({ startAt: '2026-12-10', published: false, repeatOn: 'schedule', repeatDays: 7, repeatUntil: '2027-01-31' }))
      .thenRows('tasks', [
        { published: false, start_at: '2026-12-10', repeat_on: 'schedule', repeat_days: 7, repeat_until: '2027-01-31' },
      ]));

  it('a created task replayed (a redelivered batch) keeps its first version', () =>
    spec
      .given(created(), created({ description: 'A later copy' }))
      .thenRows('tasks', [{ description: 'Upload your liability insurance' }]));
});

describe('when a task moves through its states', () => {
  it('TASKS-11 publishes a task whose start has come', () =>
    spec
      .given(created({ startAt: '2026-12-10', published: false }))
      .when({ type: 'TaskPublished', data: { taskId: task, assigneeUserId: trainee.userId, assigneePositionId: trainee.positionId } })
      .thenRows('tasks', [{ published: true }]));

  it('shows an edited description and dates, and when it changed', () =>
    spec
      .given(created())
      .when(
        at('2026-11-21T11:00:00.000Z', {
          type: 'TaskUpdated',
          data: { taskId: task, changes: { description: 'Upload the 2027 insurance', dueDate: null } },
        }),
      )
      .thenRows('tasks', [{ description: 'Upload the 2027 insurance', due_date: null, updated_at: '2026-11-21T11:00:00.000Z' }]));

  it('TASKS-05 TASKS-06 marks a completed task complete with the time it was completed', () =>
    spec
      .given(created())
      .when(completed)
      .thenRows('tasks', [{ status: 'complete', completed_at: '2026-11-22T09:30:00.000Z' }]));

  it('TASKS-05 TASKS-06 marks a dismissed task dismissed', () =>
    spec
      .given(created())
      .when({ type: 'TaskDismissed', data: { taskId: task, byUserId: trainee.userId, dismissedAt: '2026-11-22T09:00:00.000Z' } })
      .thenRows('tasks', [{ status: 'dismissed', dismissed_at: '2026-11-22T09:00:00.000Z' }]));

  it('TASKS-04 flags an overdue task past due', () =>
    spec
      .given(created())
      .when({ type: 'TaskMarkedPastDue', data: { taskId: task } })
      .thenRows('tasks', [{ status: 'incomplete', past_due: true }]));
});

describe('when a task is commented on or deleted', () => {
  it('TASKS-04 keeps comments in order and counts them on the task', () =>
    spec
      .given(created())
      .when(comment(specId(21), 'Uploaded, see attachment'), comment(specId(22), 'Thanks!'))
      .thenRows({
        tasks: [{ comments_count: 2 }],
        task_comments: [
          { id: specId(21), task_id: task, author_id: trainee.userId, body: 'Uploaded, see attachment' },
          { id: specId(22), task_id: task, body: 'Thanks!' },
        ],
      }));

  it('removes a deleted task and its comments', () =>
    spec
      .given(created(), comment(specId(21), 'First'))
      .when({ type: 'TaskDeleted', data: { taskId: task } })
      .thenRows({ tasks: [], task_comments: [] }));
});

describe('when a batch is applied twice', () => {
  it('a creation, its updates and completion change nothing the second time', () =>
    spec
      .given()
      .when(
        created(),
        { type: 'TaskUpdated', data: { taskId: task, changes: { description: 'Edited' } } },
        { type: 'TaskMarkedPastDue', data: { taskId: task } },
        completed,
      )
      .thenReplayChangesNothing());

  it('a comment counts once', () =>
    spec
      .given(created())
      .when(comment(specId(21), 'Once'))
      .thenReplayChangesNothing());
});

describe('TASKS-04 TASKS-05 TASKS-06 TASKS-11 when a page of task events is projected at once (a rebuild)', () => {
  const [second, third] = [specId(11), specId(12)];
  const of = <E extends TaskEvent>(taskId: string, event: E): E => ({ ...event, data: { ...event.data, taskId } });
  const page: TaskEvent[] = [
    created(), // delivered again: keeps its first version
    { type: 'TaskUpdated', data: { taskId: task, changes: { description: 'Edited', startAt: '2026-12-02' } } },
    comment(specId(21), 'Once'), // delivered again: counted once
    comment(specId(22), 'Twice'),
    { type: 'TaskMarkedPastDue', data: { taskId: task } },
    completed,
    of(second, created({ published: false, startAt: '2026-12-10' })),
    of(second, { type: 'TaskPublished', data: { taskId: second, assigneeUserId: trainee.userId, assigneePositionId: trainee.positionId } }),
    of(second, { type: 'TaskDismissed', data: { taskId: second, byUserId: trainee.userId, dismissedAt: '2026-11-22T09:00:00.000Z' } }),
    of(third, created()),
    of(third, comment(specId(23), 'Gone soon')),
    { type: 'TaskDeleted', data: { taskId: third } },
    of(specId(13), comment(specId(24), 'On a task this model never saw')),
    of(specId(13), completed),
  ];

  itFoldsLikeOneByOne(spec, [created(), comment(specId(21), 'Once')], page);
});
