// Task commands and the input schemas of the task form (spec 001 §3 Task, §4
// Task status and Repeat, §5 Task form). Evaluation tasks (assignable_type
// Form) name their form; the decider checks it through the forms port's answer.
import { z } from 'zod';
import { isoDate, refId, requiredText, text, TEXT } from '../bounds.js';
import type { TaskAssignableType, TaskRepeatOn } from './events.js';
import type { TaskForm } from './forms.js';

export const repeatOnValues = ['single', 'schedule', 'complete'] as const satisfies readonly TaskRepeatOn[];

/**
 * Ten years: the longest interval a schedule could sensibly use, and far inside the read model's integer column
 * (an unbounded value once poisoned the tasks projector: issue 10).
 */
export const MAX_REPEAT_DAYS = 3650;

/** Every wrong repeat interval (text, a fraction, out of bounds) is told the field's own rule. */
export const repeatDaysInvalid = `The repeat days field must be a whole number of days from 1 to ${MAX_REPEAT_DAYS}.`;

const optionalDate = z.union([isoDate, z.literal('').transform(() => null), z.null()]).default(null);

/** The General tab of the task modal; rules needing today's date live in the decider. */
export const taskInputSchema = z.object({
  description: text(TEXT.long).default(''),
  /** Evaluation tasks are Form tasks, course tasks CeCourse tasks: the form or course is their assignable (meetings come from their area). */
  assignable_type: z
    .union([z.literal('Form'), z.literal('CeCourse'), z.null()], { error: 'The selected task type is invalid.' })
    .default(null),
  assignable_id: z.union([z.uuid({ error: 'The selected item is invalid.' }), z.null()]).default(null),
  start_at: optionalDate,
  due_date: optionalDate,
  /** The "publish in the future" choice: a start date is then required. */
  publish_later: z.boolean().default(false),
  repeat_on: z.enum(repeatOnValues).default('single'),
  repeat_days: z
    .number({ error: repeatDaysInvalid })
    .int({ error: repeatDaysInvalid })
    .min(1)
    .max(MAX_REPEAT_DAYS)
    .nullable()
    .default(null),
  repeat_until: optionalDate,
});
export type TaskInput = z.infer<typeof taskInputSchema>;

export const createTaskSchema = taskInputSchema.extend({
  assignee: refId().optional(),
  assignees: z.array(refId()).max(1000).optional(),
});
export type CreateTaskInput = z.infer<typeof createTaskSchema>;

/** Edit: repeat settings are fixed after creation, so they are refused here. */
export const updateTaskSchema = z
  .object({
    description: text(TEXT.long).optional(),
    start_at: z.union([isoDate, z.literal('').transform(() => null), z.null()]).optional(),
    due_date: z.union([isoDate, z.literal('').transform(() => null), z.null()]).optional(),
    repeat_on: z.unknown().optional(),
    repeat_days: z.unknown().optional(),
    repeat_until: z.unknown().optional(),
  })
  .strip();
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>;

export const taskStatusSchema = z.object({ status: z.enum(['complete', 'dismissed']) });
export const taskCommentSchema = z.object({ body: requiredText(TEXT.long) });

/** What the system may create beyond the task form's choices: a signing task links a submission. */
export type SystemTaskInput = Omit<TaskInput, 'assignable_type'> & { assignable_type: TaskAssignableType };

export interface TaskParty {
  userId: string;
  positionId: string;
}

export type TaskCommand =
  | {
      type: 'CreateTask';
      data: {
        taskId: string;
        organizationId: string;
        creator: TaskParty | null; // null: the system
        assignee: TaskParty;
        input: SystemTaskInput;
        parentId?: string | null;
        /**
         * Where today is for the dates (absent or null: UTC): the creator's profile zone for the form's dates; for a
         * series' instance, the assignee's, whose start date publishes it.
         */
        timeZone?: string | null;
        /** Evaluation tasks: the assignee's role and the form as the forms port found it (null: none). */
        assigneeRole?: string | null;
        form?: TaskForm | null;
      };
    }
  /** timeZone: the editor's profile time zone (null: none set), where today is for the due date. */
  | { type: 'UpdateTask'; data: { taskId: string; input: UpdateTaskInput; timeZone: string | null } }
  | { type: 'ChangeTaskStatus'; data: { taskId: string; status: 'complete' | 'dismissed' } }
  | { type: 'DeleteTask'; data: { taskId: string; /** instances in the task's series, itself included */ seriesCount: number } }
  | { type: 'AddTaskComment'; data: { taskId: string; commentId: string; authorPositionId: string | null; body: string } }
  /** A task is published once its start date has come in the assignee's profile zone (null: UTC). */
  | { type: 'PublishTask'; data: { taskId: string; assigneeTimeZone: string | null } }
  /** A task due on a date is past due once that date has ended in the assignee's profile zone (null: UTC). */
  | { type: 'MarkTaskPastDue'; data: { taskId: string; assigneeTimeZone: string | null } }
  /** System: the assignee submitted or signed the form, or completed the CE course, the task links (idempotent). */
  | { type: 'CompleteLinkedTask'; data: LinkedTaskDone };

/** What the assignee finished: a form's submission (or its signing), or a CE course. */
export type LinkedTaskDone =
  | { taskId: string; submitterUserId: string; formId: string; submissionId: string }
  | { taskId: string; submitterUserId: string; courseId: string };
