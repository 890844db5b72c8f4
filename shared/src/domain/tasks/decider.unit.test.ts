import { describe, expect, it } from '@jest/globals';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { deciderSpec, testContext } from '../../testing/deciderSpec.js';
import { parseInput } from '../validation.js';
import { createTaskSchema, taskInputSchema, updateTaskSchema, type TaskCommand, type TaskInput } from './commands.js';
import { assigneesOf, messages, nextScheduledStart, taskDecider } from './decider.js';
import type { TaskCreated, TaskEvent } from './events.js';
import type { TaskForm } from './forms.js';
import { taskCreatedData } from './testFixtures.js';

// testContext: now 2026-11-21T10:00Z, user "user-under-test".
const creator = { userId: 'user-under-test', positionId: 'pos-creator' };
const assignee = { userId: 'trainee', positionId: 'pos-trainee' };
const asAssignee = deciderSpec(taskDecider, { ...testContext, userId: 'trainee' });
const asCreator = deciderSpec(taskDecider);
const asStranger = deciderSpec(taskDecider, { ...testContext, userId: 'stranger' });
const asSystem = deciderSpec(taskDecider, { ...testContext, userId: null });

const input = (overrides: Record<string, unknown> = {}): TaskInput =>
  parseInput(taskInputSchema, { description: 'Read the intake policy', ...overrides });
const createCommand = (overrides: Record<string, unknown> = {}, who = assignee, timeZone: string | null = null): TaskCommand => ({
  type: 'CreateTask',
  data: { taskId: 't1', organizationId: 'org', creator, assignee: who, input: input(overrides), timeZone },
});
// 4 am UTC on the 21st: 8 pm of the 20th in Los Angeles. 1 pm UTC on the 20th: 2 am of the 21st in Auckland.
const at = (now: string, userId: string | null = 'user-under-test') => deciderSpec(taskDecider, { now, userId });
const [LOS_ANGELES, AUCKLAND] = ['America/Los_Angeles', 'Pacific/Auckland'];
const lateEveningInLosAngeles = '2026-11-21T04:00:00.000Z';
const earlyMorningInAuckland = '2026-11-20T13:00:00.000Z';
const created = (overrides: Partial<TaskCreated['data']> = {}): TaskEvent => ({
  type: 'TaskCreated',
  data: taskCreatedData(
    {
      taskId: 't1',
      organizationId: 'org',
      creatorUserId: 'user-under-test',
      creatorPositionId: 'pos-creator',
      assigneeUserId: 'trainee',
      assigneePositionId: 'pos-trainee',
    },
    overrides,
  ),
});

describe('task decider: create (spec 001 §5 Task form)', () => {
  it('creates a published general task for one assignee', () => {
    asCreator.when(createCommand({ due_date: '2026-11-28' })).then([created({ dueDate: '2026-11-28' })]);
  });
  it('creates a self-assigned to-do (assignee is the creator)', () => {
    asCreator.when(createCommand({}, creator)).then([created({ assigneeUserId: 'user-under-test', assigneePositionId: 'pos-creator' })]);
  });
  it('needs at least one assignee (usergroup.pick_required)', () => {
    expect(() => assigneesOf({})).toThrow(ValidationError);
    expect(() => assigneesOf({ assignees: [] })).toThrow(messages.pickRequired);
    expect(assigneesOf(parseInput(createTaskSchema, { assignee: 'a', assignees: ['a', 'b'] }))).toEqual(['a', 'b']);
  });
  it('requires a description for a general task', () => {
    asCreator.when(createCommand({ description: '  ' })).thenFieldError('description', messages.descriptionRequired);
  });
  it('refuses a due date in the past, accepts today and a cleared one', () => {
    asCreator.when(createCommand({ due_date: '2026-11-20' })).thenFieldError('due_date', 'due date cannot be in the past');
    asCreator.when(createCommand({ due_date: '2026-11-21' })).then([created({ dueDate: '2026-11-21' })]);
    asCreator.when(createCommand({ due_date: '' })).then([created()]);
  });
  it('TASKS-24 reads "the past" in the creator\'s time zone: still the 20th in Los Angeles, already the 21st in Auckland', () => {
    const dueOn20th = { due_date: '2026-11-20' };
    at(lateEveningInLosAngeles)
      .when(createCommand(dueOn20th, assignee, LOS_ANGELES))
      .then([created({ dueDate: '2026-11-20' })]);
    at(lateEveningInLosAngeles).when(createCommand(dueOn20th)).thenFieldError('due_date', messages.dueDatePast);
    at(earlyMorningInAuckland)
      .when(createCommand(dueOn20th, assignee, AUCKLAND))
      .thenFieldError('due_date', messages.dueDatePast);
    at(earlyMorningInAuckland)
      .when(createCommand(dueOn20th))
      .then([created({ dueDate: '2026-11-20' })]);
  });
  it('requires a start date when publishing in the future ("field required")', () => {
    asCreator.when(createCommand({ publish_later: true })).thenFieldError('start_at', 'field required');
  });
  it('leaves a task with a future start unpublished', () => {
    asCreator
      .when(createCommand({ publish_later: true, start_at: '2026-12-01' }))
      .then([created({ startAt: '2026-12-01', published: false })]);
  });
  it('repeats on a schedule with repeat days ≥ 1 and a repeat-until not in the past', () => {
    asCreator
      .when(createCommand({ repeat_on: 'schedule', repeat_days: 7, repeat_until: '2026-12-31' }))
      .then([created({ repeatOn: 'schedule', repeatDays: 7, repeatUntil: '2026-12-31' })]);
    asCreator.when(createCommand({ repeat_on: 'schedule', repeat_days: 7 })).thenFieldError('repeat_until', 'field required');
    asCreator
      .when(createCommand({ repeat_on: 'complete', repeat_days: 7, repeat_until: '2026-11-01' }))
      .thenFieldError('repeat_until', messages.repeatUntilPast);
    asCreator.when(createCommand({ repeat_on: 'schedule', repeat_until: '2026-12-31' })).thenFieldError('repeat_days', 'field required');
    expect(() => parseInput(taskInputSchema, { description: 'x', repeat_on: 'schedule', repeat_days: 0 })).toThrow(ValidationError);
  });
  it('drops repeat settings of a single task', () => {
    asCreator.when(createCommand({ repeat_days: 3, repeat_until: '2026-12-31' })).then([created()]);
  });
  describe('TASKS-27 TASKS-28 evaluation tasks (a fake form list stands for the forms port)', () => {
    const forms: TaskForm[] = [{ id: '7d1a4a43-5b2e-4a57-9f38-0b0c6f1f5a10', name: 'Midterm evaluation', submitterRoles: ['supervisor'] }];
    const evaluation = (role: string, formId: string | null = forms[0]!.id): TaskCommand => ({
      type: 'CreateTask',
      data: {
        taskId: 't1',
        organizationId: 'org',
        creator,
        assignee,
        input: input({ description: '', assignable_type: 'Form', assignable_id: formId }),
        assigneeRole: role,
        form: forms.find((f) => f.id === formId) ?? null,
      },
    });
    it('requires a form', () => {
      asCreator.when(evaluation('supervisor', null)).thenFieldError('assignable_id', 'The form field is required.');
    });
    it('refuses a form the organization does not have', () => {
      asCreator
        .when(evaluation('supervisor', '00000000-0000-4000-8000-000000000000'))
        .thenFieldError('assignable_id', 'The selected form is invalid.');
    });
    it('refuses an assignee whose role is not among the submitter roles, naming the role and the form', () => {
      asCreator.when(evaluation('trainee')).thenFieldError('assignees', 'Trainee cannot submit the form “Midterm evaluation”.');
    });
    it('creates it for a submitter, without a description', () => {
      const events = taskDecider.decide(evaluation('supervisor'), { status: 'none' }, testContext);
      expect(events[0]?.data).toMatchObject({ assignableType: 'Form', assignableId: forms[0]!.id, description: '' });
    });
  });
  it('refuses creating over an existing task', () => {
    asCreator.given([created()]).when(createCommand()).thenThrows(ConflictError);
  });
});

describe('task decider: edit and delete', () => {
  const update = (body: Record<string, unknown>, timeZone: string | null = null): TaskCommand => ({
    type: 'UpdateTask',
    data: { taskId: 't1', input: parseInput(updateTaskSchema, body), timeZone },
  });
  it('reads "the past" of an edited due date in the editor\'s time zone', () => {
    const dueOn20th = { type: 'TaskUpdated', data: { taskId: 't1', changes: { dueDate: '2026-11-20' } } } as const;
    at(lateEveningInLosAngeles)
      .given([created()])
      .when(update({ due_date: '2026-11-20' }, LOS_ANGELES))
      .then([dueOn20th]);
    at(earlyMorningInAuckland)
      .given([created()])
      .when(update({ due_date: '2026-11-20' }, AUCKLAND))
      .thenFieldError('due_date', messages.dueDatePast);
  });
  it('records only the changed fields, by the creator', () => {
    asCreator
      .given([created()])
      .when(update({ description: 'New text', due_date: '2026-12-01', repeat_on: 'single' }))
      .then([{ type: 'TaskUpdated', data: { taskId: 't1', changes: { description: 'New text', dueDate: '2026-12-01' } } }]);
    asCreator
      .given([created()])
      .when(update({ description: 'Read the intake policy' }))
      .then([]);
  });
  it('refuses an edit by anyone but the creator (403) and of a missing task (404)', () => {
    asAssignee
      .given([created()])
      .when(update({ description: 'x' }))
      .thenThrows(ForbiddenError);
    asCreator.when(update({ description: 'x' })).thenThrows(NotFoundError);
  });
  it('keeps repeat settings fixed and the publish date of a repeated instance', () => {
    asCreator
      .given([created()])
      .when(update({ repeat_on: 'schedule' }))
      .thenFieldError('repeat_on', messages.repeatFixed);
    asCreator
      .given([created({ parentId: 't0' })])
      .when(update({ start_at: '2026-12-03' }))
      .thenFieldError('start_at', messages.startFixed);
    asCreator
      .given([created()])
      .when(update({ due_date: '2026-01-01' }))
      .thenFieldError('due_date', messages.dueDatePast);
    asCreator
      .given([created()])
      .when(update({ description: '' }))
      .thenFieldError('description', messages.descriptionRequired);
  });
  it('deletes a lone task, refuses a series of more than one ("cannot delete task in series")', () => {
    asCreator
      .given([created()])
      .when({ type: 'DeleteTask', data: { taskId: 't1', seriesCount: 1 } })
      .then([{ type: 'TaskDeleted', data: { taskId: 't1' } }]);
    asCreator
      .given([created()])
      .when({ type: 'DeleteTask', data: { taskId: 't1', seriesCount: 2 } })
      .thenThrows(ConflictError, 'cannot delete task in series');
    asAssignee
      .given([created()])
      .when({ type: 'DeleteTask', data: { taskId: 't1', seriesCount: 1 } })
      .thenThrows(ForbiddenError);
    asCreator
      .given([created(), { type: 'TaskDeleted', data: { taskId: 't1' } }])
      .when({ type: 'DeleteTask', data: { taskId: 't1', seriesCount: 1 } })
      .thenThrows(NotFoundError);
  });
});

describe('task decider: status (spec 001 §4 Task status)', () => {
  const status = (value: 'complete' | 'dismissed'): TaskCommand => ({ type: 'ChangeTaskStatus', data: { taskId: 't1', status: value } });
  it('lets the assignee complete or dismiss an incomplete task', () => {
    asAssignee
      .given([created()])
      .when(status('complete'))
      .then([{ type: 'TaskCompleted', data: { taskId: 't1', byUserId: 'trainee', completedAt: testContext.now } }]);
    asAssignee
      .given([created()])
      .when(status('dismissed'))
      .then([{ type: 'TaskDismissed', data: { taskId: 't1', byUserId: 'trainee', dismissedAt: testContext.now } }]);
  });
  it('refuses anyone but the assignee (403) and a task no longer incomplete (409)', () => {
    asCreator.given([created()]).when(status('complete')).thenThrows(ForbiddenError, messages.notAssignee);
    const done: TaskEvent = { type: 'TaskCompleted', data: { taskId: 't1', byUserId: 'trainee', completedAt: testContext.now } };
    asAssignee.given([created(), done]).when(status('dismissed')).thenThrows(ConflictError, messages.notIncomplete);
  });
  it('TASKS-07 TASKS-08 TASKS-09 refuses to complete by hand a task linked to a form, a signing, a CE course or a live session (409); its assignee may still dismiss it', () => {
    const linked = [
      [created({ assignableType: 'Form', assignableId: 'form-1' }), messages.completedByForm],
      [created({ assignableType: 'SubmittedForm', assignableId: 'sub-1' }), messages.completedBySigning],
      [created({ assignableType: 'CeCourse', assignableId: 'course-1' }), messages.completedByCourse],
      [created({ assignableType: 'Meeting', assignableId: 'meeting-1' }), messages.completedByMeeting],
    ] as const;
    for (const [task, message] of linked) {
      asAssignee.given([task]).when(status('complete')).thenThrows(ConflictError, message);
      asAssignee
        .given([task])
        .when(status('dismissed'))
        .then([{ type: 'TaskDismissed', data: { taskId: 't1', byUserId: 'trainee', dismissedAt: testContext.now } }]);
    }
  });
});

describe('task decider: comments and system jobs', () => {
  const comment = (body: string): TaskCommand => ({
    type: 'AddTaskComment',
    data: { taskId: 't1', commentId: 'c1', authorPositionId: 'p', body },
  });
  it('lets the creator or the assignee comment, nobody else', () => {
    asAssignee
      .given([created()])
      .when(comment(' Done soon '))
      .then([
        {
          type: 'TaskCommentAdded',
          data: { taskId: 't1', commentId: 'c1', authorUserId: 'trainee', authorPositionId: 'p', body: 'Done soon' },
        },
      ]);
    asStranger.given([created()]).when(comment('hi')).thenThrows(ForbiddenError);
    asCreator.given([created()]).when(comment('  ')).thenFieldError('body', 'The body field is required.');
  });
  const publish = (assigneeTimeZone: string | null = null): TaskCommand => ({
    type: 'PublishTask',
    data: { taskId: 't1', assigneeTimeZone },
  });
  it('publishes a task once its start has come, once', () => {
    const later = created({ startAt: '2026-11-21', published: false });
    asSystem
      .given([later])
      .when(publish())
      .then([{ type: 'TaskPublished', data: { taskId: 't1', assigneeUserId: 'trainee', assigneePositionId: 'pos-trainee' } }]);
    asSystem
      .given([created({ startAt: '2026-11-22', published: false })])
      .when(publish())
      .then([]);
    asSystem.given([created()]).when(publish()).then([]);
  });
  const markPastDue = (assigneeTimeZone: string | null = null): TaskCommand => ({
    type: 'MarkTaskPastDue',
    data: { taskId: 't1', assigneeTimeZone },
  });
  it('marks an incomplete task past due once its due date has passed', () => {
    asSystem
      .given([created({ dueDate: '2026-11-20' })])
      .when(markPastDue())
      .then([{ type: 'TaskMarkedPastDue', data: { taskId: 't1' } }]);
    asSystem
      .given([created({ dueDate: '2026-11-20' }), { type: 'TaskMarkedPastDue', data: { taskId: 't1' } }])
      .when(markPastDue())
      .then([]);
    asSystem
      .given([created({ dueDate: '2026-11-21' })])
      .when(markPastDue())
      .then([]);
  });
  it('TASKS-04 marks it past due only once its due date has ended where the assignee is', () => {
    const dueOn20th = [created({ dueDate: '2026-11-20' })];
    at(lateEveningInLosAngeles, null).given(dueOn20th).when(markPastDue(LOS_ANGELES)).then([]);
    at(lateEveningInLosAngeles, null)
      .given(dueOn20th)
      .when(markPastDue())
      .then([{ type: 'TaskMarkedPastDue', data: { taskId: 't1' } }]);
    at(earlyMorningInAuckland, null)
      .given(dueOn20th)
      .when(markPastDue(AUCKLAND))
      .then([{ type: 'TaskMarkedPastDue', data: { taskId: 't1' } }]);
  });
  it('TASKS-11 publishes a task once its start date has come where the assignee is', () => {
    const startsOn21st = [created({ startAt: '2026-11-21', published: false })];
    const published: TaskEvent[] = [
      { type: 'TaskPublished', data: { taskId: 't1', assigneeUserId: 'trainee', assigneePositionId: 'pos-trainee' } },
    ];
    at(lateEveningInLosAngeles, null).given(startsOn21st).when(publish(LOS_ANGELES)).then([]);
    at(lateEveningInLosAngeles, null).given(startsOn21st).when(publish()).then(published);
    at(earlyMorningInAuckland, null).given(startsOn21st).when(publish()).then([]);
    at(earlyMorningInAuckland, null).given(startsOn21st).when(publish(AUCKLAND)).then(published);
  });
  it('computes the next start of a schedule-repeating task until repeat_until', () => {
    const task = { repeatOn: 'schedule' as const, repeatDays: 7, repeatUntil: '2026-12-05' };
    expect(nextScheduledStart(task, '2026-11-21')).toBe('2026-11-28');
    expect(nextScheduledStart(task, '2026-11-29')).toBeNull();
    expect(nextScheduledStart({ ...task, repeatOn: 'complete' }, '2026-11-21')).toBeNull();
  });
});

describe('TASKS-08 a task linked to a form completes when its assignee submits the form (system command)', () => {
  const formTask = created({ assignableType: 'Form', assignableId: 'form-1' });
  const signTask = created({ assignableType: 'SubmittedForm', assignableId: 'sub-1', creatorUserId: null, creatorPositionId: null });
  const complete = (submitterUserId = 'trainee', formId = 'form-1'): TaskCommand => ({
    type: 'CompleteLinkedTask',
    data: { taskId: 't1', submitterUserId, formId, submissionId: 'sub-1' },
  });
  const completed: TaskEvent = {
    type: 'TaskCompleted',
    data: { taskId: 't1', byUserId: 'trainee', completedAt: testContext.now, submissionId: 'sub-1' },
  };
  it('completes the evaluation task, named as done by the submitter', () => {
    asSystem.given([formTask]).when(complete()).then([completed]);
  });
  it('completes a signing task of the submission', () => {
    asSystem.given([signTask]).when(complete('trainee', 'another-form')).then([completed]);
  });
  it('changes nothing on a replay, for another assignee, another form, a general or a deleted task', () => {
    asSystem.given([formTask, completed]).when(complete()).then([]);
    asSystem.given([formTask]).when(complete('stranger')).then([]);
    asSystem.given([formTask]).when(complete('trainee', 'form-2')).then([]);
    asSystem.given([created()]).when(complete()).then([]);
    asSystem
      .given([formTask, { type: 'TaskDeleted', data: { taskId: 't1' } }])
      .when(complete())
      .then([]);
    asSystem.when(complete()).then([]);
  });
});

describe('TASKS-08 a task linked to a CE course completes when its assignee completes the course (system command)', () => {
  const courseTask = created({ assignableType: 'CeCourse', assignableId: 'course-1' });
  const finished = (submitterUserId = 'trainee', courseId = 'course-1'): TaskCommand => ({
    type: 'CompleteLinkedTask',
    data: { taskId: 't1', submitterUserId, courseId },
  });
  it('completes the course task, named as done by the learner', () => {
    asSystem
      .given([courseTask])
      .when(finished())
      .then([{ type: 'TaskCompleted', data: { taskId: 't1', byUserId: 'trainee', completedAt: testContext.now } }]);
  });
  it('changes nothing for another course, another learner or a form task', () => {
    asSystem.given([courseTask]).when(finished('trainee', 'course-2')).then([]);
    asSystem.given([courseTask]).when(finished('stranger')).then([]);
    asSystem
      .given([created({ assignableType: 'Form', assignableId: 'course-1' })])
      .when(finished())
      .then([]);
  });
});
