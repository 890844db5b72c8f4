// The task aggregate: one stream per task (one per assignee in a batch).
// Spec 001 §4 Task status / Repeat, §5 Task form. Dates are YYYY-MM-DD and are
// compared with today where the person concerned is (todayOf: the date of
// context.now in their profile time zone, UTC when they set none): the creator
// or editor for the form's dates, the assignee for past due.
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors.js';
import { assertNever, todayOf, type CommandContext, type Decider, type Viewer } from '../decider.js';
import type { CreateTaskInput, LinkedTaskDone, SystemTaskInput, TaskCommand } from './commands.js';
import type { TaskCreated, TaskEvent } from './events.js';
import { formMessages, notASubmitter, type TaskForm } from './forms.js';
import { evolve, initialState, type TaskData, type TaskState } from './state.js';

export const messages = {
  pickRequired: 'Please select at least one user.', // key usergroup.pick_required
  fieldRequired: 'field required',
  dueDatePast: 'due date cannot be in the past',
  repeatUntilPast: 'repeat until cannot be in the past',
  descriptionRequired: 'The description field is required.',
  courseRequired: 'The CE course field is required.',
  courseInvalid: 'The selected CE course is invalid.',
  courseOnce: 'A CE course task cannot repeat: a course is passed once.',
  repeatFixed: 'Repeat settings cannot be changed on an existing task.',
  startFixed: 'The publish date cannot be edited on a repeated task.',
  notCreator: 'Only the creator of this task can change it.',
  notAssignee: 'Only the assignee of this task can complete or dismiss it.',
  notParty: 'Only the creator or the assignee of this task can comment on it.',
  notIncomplete: 'This task is no longer incomplete.',
  completedByForm: 'This task is completed by submitting its form, not by hand.',
  completedBySigning: 'This task is completed by signing its form, not by hand.',
  completedByCourse: 'This task is completed by finishing its CE course, not by hand.',
  completedByMeeting: 'This task is completed through its live session, not by hand.',
  inSeries: 'cannot delete task in series',
} as const;

const notFound = () => new NotFoundError('The requested resource was not found');

/** The assignee position ids of a create body (`assignee` or `assignees`), or a 422. */
export function assigneesOf(input: Pick<CreateTaskInput, 'assignee' | 'assignees'>): string[] {
  const ids = [...new Set([...(input.assignee ? [input.assignee] : []), ...(input.assignees ?? [])])];
  if (ids.length === 0) throw new ValidationError({ assignees: [messages.pickRequired] });
  return ids;
}

/** Rules of the task form that need today's date; throws a 422 listing every broken field. */
export function validateTaskInput(input: SystemTaskInput, today: string): void {
  const errors: FieldErrors = {};
  const add = (field: string, text: string) => (errors[field] ??= []).push(text);
  if ((input.assignable_type === null || input.assignable_type === 'SubmittedForm') && input.description.trim() === '')
    add('description', messages.descriptionRequired);
  if (input.assignable_type === 'Form' && !input.assignable_id) add('assignable_id', formMessages.formRequired);
  if (input.assignable_type === 'CeCourse' && !input.assignable_id) add('assignable_id', messages.courseRequired);
  // a passed course is not taken again, so a later instance could never be completed (nor, linked, by hand)
  if (input.assignable_type === 'CeCourse' && input.repeat_on !== 'single') add('repeat_on', messages.courseOnce);
  if (input.due_date && input.due_date < today) add('due_date', messages.dueDatePast);
  if (input.publish_later && !input.start_at) add('start_at', messages.fieldRequired);
  if (input.repeat_on !== 'single') {
    if (input.repeat_days === null) add('repeat_days', messages.fieldRequired);
    if (!input.repeat_until) add('repeat_until', messages.fieldRequired);
    else if (input.repeat_until < today) add('repeat_until', messages.repeatUntilPast);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** An evaluation task's form must exist and the assignee's role be among its submitter roles (TASKS-28). */
export function checkForm(form: TaskForm | null, assigneeRole: string | null): void {
  if (!form) throw new ValidationError({ assignable_id: [formMessages.formInvalid] });
  if (!assigneeRole || !form.submitterRoles.includes(assigneeRole))
    throw new ValidationError({ assignees: [notASubmitter(assigneeRole ?? 'unknown', form)] });
}

function create(command: Extract<TaskCommand, { type: 'CreateTask' }>, state: TaskState, context: CommandContext): TaskEvent[] {
  if (state.status !== 'none') throw new ConflictError('This task already exists.');
  const { input, creator, assignee } = command.data;
  const today = todayOf(context, command.data.timeZone);
  // A repeated instance (scheduler) copies an already validated task; its dates may trail today when catching up.
  if (!command.data.parentId) {
    validateTaskInput(input, today);
    if (input.assignable_type === 'Form') checkForm(command.data.form ?? null, command.data.assigneeRole ?? null);
  }
  const repeating = input.repeat_on !== 'single';
  const event: TaskCreated = {
    type: 'TaskCreated',
    data: {
      taskId: command.data.taskId,
      organizationId: command.data.organizationId,
      creatorUserId: creator?.userId ?? null,
      creatorPositionId: creator?.positionId ?? null,
      assigneeUserId: assignee.userId,
      assigneePositionId: assignee.positionId,
      description: input.description,
      assignableType: input.assignable_type,
      assignableId: input.assignable_id,
      startAt: input.start_at,
      dueDate: input.due_date,
      repeatOn: input.repeat_on,
      repeatDays: repeating ? input.repeat_days : null,
      repeatUntil: repeating ? input.repeat_until : null,
      published: !input.start_at || input.start_at <= today,
      parentId: command.data.parentId ?? null,
    },
  };
  return [event];
}

function activeTask(state: TaskState): TaskData {
  if (state.status !== 'active') throw notFound();
  return state.task;
}

function requireCreator(task: TaskData, context: CommandContext): void {
  if (context.userId === null || task.creatorUserId !== context.userId) throw new ForbiddenError(messages.notCreator);
}

function update(command: Extract<TaskCommand, { type: 'UpdateTask' }>, state: TaskState, context: CommandContext): TaskEvent[] {
  const { input, timeZone } = command.data;
  const task = activeTask(state);
  requireCreator(task, context);
  const errors: FieldErrors = {};
  const add = (field: string, text: string) => (errors[field] ??= []).push(text);
  for (const field of ['repeat_on', 'repeat_days', 'repeat_until'] as const) {
    if (input[field] !== undefined && input[field] !== (task[fieldKey[field]] as unknown)) add(field, messages.repeatFixed);
  }
  const changes: { description?: string; dueDate?: string | null; startAt?: string | null } = {};
  if (input.description !== undefined && input.description !== task.description) {
    if (task.assignableType === null && input.description === '') add('description', messages.descriptionRequired);
    changes.description = input.description;
  }
  if (input.due_date !== undefined && input.due_date !== task.dueDate) {
    if (input.due_date && input.due_date < todayOf(context, timeZone)) add('due_date', messages.dueDatePast);
    changes.dueDate = input.due_date;
  }
  if (input.start_at !== undefined && input.start_at !== task.startAt) {
    if (task.parentId !== null) add('start_at', messages.startFixed);
    changes.startAt = input.start_at;
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'TaskUpdated', data: { taskId: task.id, changes } }];
}

const fieldKey = { repeat_on: 'repeatOn', repeat_days: 'repeatDays', repeat_until: 'repeatUntil' } as const;

const completedByLink: Partial<Record<NonNullable<TaskData['assignableType']> | 'none', string>> = {
  Form: messages.completedByForm,
  SubmittedForm: messages.completedBySigning,
  CeCourse: messages.completedByCourse,
  Meeting: messages.completedByMeeting,
};

function changeStatus(status: 'complete' | 'dismissed', state: TaskState, context: CommandContext): TaskEvent[] {
  const task = activeTask(state);
  if (context.userId === null || task.assigneeUserId !== context.userId) throw new ForbiddenError(messages.notAssignee);
  if (task.status !== 'incomplete') throw new ConflictError(messages.notIncomplete);
  // A linked task (form, signature, CE course, live session) is completed by its linked thing: completing it by
  // hand would record work not done. The assignee may still dismiss it, as any incomplete task (TASKS-07).
  const byLink = status === 'complete' ? completedByLink[task.assignableType ?? 'none'] : undefined;
  if (byLink) throw new ConflictError(byLink);
  return status === 'complete'
    ? [{ type: 'TaskCompleted', data: { taskId: task.id, byUserId: context.userId, completedAt: context.now } }]
    : [{ type: 'TaskDismissed', data: { taskId: task.id, byUserId: context.userId, dismissedAt: context.now } }];
}

function remove(seriesCount: number, state: TaskState, context: CommandContext): TaskEvent[] {
  const task = activeTask(state);
  requireCreator(task, context);
  if (seriesCount > 1) throw new ConflictError(messages.inSeries);
  return [{ type: 'TaskDeleted', data: { taskId: task.id } }];
}

function comment(command: Extract<TaskCommand, { type: 'AddTaskComment' }>, state: TaskState, context: CommandContext): TaskEvent[] {
  const task = activeTask(state);
  const userId = context.userId;
  if (userId === null || (userId !== task.creatorUserId && userId !== task.assigneeUserId)) throw new ForbiddenError(messages.notParty);
  const body = command.data.body.trim();
  if (body === '') throw new ValidationError({ body: ['The body field is required.'] });
  return [
    {
      type: 'TaskCommentAdded',
      data: {
        taskId: task.id,
        commentId: command.data.commentId,
        authorUserId: userId,
        authorPositionId: command.data.authorPositionId,
        body,
      },
    },
  ];
}

/**
 * System job: publish once the start date has come where the assignee is (the one who then sees it).
 * Idempotent: nothing when already published or not yet due.
 */
function publish(assigneeTimeZone: string | null, state: TaskState, context: CommandContext): TaskEvent[] {
  if (state.status !== 'active') return [];
  const task = state.task;
  const started = task.startAt === null || task.startAt <= todayOf(context, assigneeTimeZone);
  if (task.published || task.status !== 'incomplete' || !started) return [];
  return [
    { type: 'TaskPublished', data: { taskId: task.id, assigneeUserId: task.assigneeUserId, assigneePositionId: task.assigneePositionId } },
  ];
}

/** System job: an incomplete task is marked past due once its due date has ended where the assignee is. */
function markPastDue(assigneeTimeZone: string | null, state: TaskState, context: CommandContext): TaskEvent[] {
  if (state.status !== 'active') return [];
  const task = state.task;
  const dueDateEnded = task.dueDate !== null && task.dueDate < todayOf(context, assigneeTimeZone);
  if (task.pastDue || task.status !== 'incomplete' || !dueDateEnded) return [];
  return [{ type: 'TaskMarkedPastDue', data: { taskId: task.id } }];
}

/**
 * System: the assignee submitted (or signed) the form, or completed the CE course, this task links, so the task
 * is done, named as done by them. Anything else (already done, deleted, another assignee) changes nothing: a
 * replayed event is harmless.
 */
function completeLinked(command: LinkedTaskDone, state: TaskState, context: CommandContext): TaskEvent[] {
  if (state.status !== 'active') return [];
  const task = state.task;
  if (task.status !== 'incomplete' || task.assigneeUserId !== command.submitterUserId) return [];
  const linked =
    'courseId' in command
      ? task.assignableType === 'CeCourse' && task.assignableId === command.courseId
      : (task.assignableType === 'Form' && task.assignableId === command.formId) ||
        (task.assignableType === 'SubmittedForm' && task.assignableId === command.submissionId);
  if (!linked) return [];
  const done = { taskId: task.id, byUserId: command.submitterUserId, completedAt: context.now };
  return [{ type: 'TaskCompleted', data: 'submissionId' in command ? { ...done, submissionId: command.submissionId } : done }];
}

const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * The start of the next instance of a schedule-repeating task (the latest
 * instance's start, or its creation date, plus repeat_days), or null when the
 * series has ended (past repeat_until) or the task does not repeat on a schedule.
 */
export function nextScheduledStart(task: Pick<TaskData, 'repeatOn' | 'repeatDays' | 'repeatUntil'>, latestStart: string): string | null {
  if (task.repeatOn !== 'schedule' || !task.repeatDays || !task.repeatUntil) return null;
  const next = addDays(latestStart, task.repeatDays);
  return next <= task.repeatUntil ? next : null;
}

export function decide(command: TaskCommand, state: TaskState, context: CommandContext): TaskEvent[] {
  switch (command.type) {
    case 'CreateTask':
      return create(command, state, context);
    case 'UpdateTask':
      return update(command, state, context);
    case 'ChangeTaskStatus':
      return changeStatus(command.data.status, state, context);
    case 'DeleteTask':
      return remove(command.data.seriesCount, state, context);
    case 'AddTaskComment':
      return comment(command, state, context);
    case 'PublishTask':
      return publish(command.data.assigneeTimeZone, state, context);
    case 'MarkTaskPastDue':
      return markPastDue(command.data.assigneeTimeZone, state, context);
    case 'CompleteLinkedTask':
      return completeLinked(command.data, state, context);
    default:
      return assertNever(command);
  }
}

/** A task is read by its creator and its assignee only (projections/src/tasks/queries.ts, taskForParty). */
const visibleTo = (state: TaskState, viewer: Viewer): boolean =>
  state.status !== 'active' || viewer.userId === state.task.creatorUserId || viewer.userId === state.task.assigneeUserId;

export const taskDecider: Decider<TaskState, TaskCommand, TaskEvent> = { initialState, evolve, decide, visibleTo };
