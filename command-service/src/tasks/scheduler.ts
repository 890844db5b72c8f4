// Scheduled task work (issue 5): publish tasks whose start has come, create the
// next instance of schedule-repeating tasks until repeat_until, mark past-due
// tasks. Each of these happens to the assignee, so each is judged by today in the assignee's profile zone (the
// users read model, read with the tasks: a batch, and the deciders check the same rule again). Each job is a command
// with system metadata; the clock is injected so a test runs runTaskJobs directly. The cron runs on one instance
// only: the one holding the "tasks-scheduler" advisory lock.
import { derivedUuid } from '@practicum/shared/platform/derivedUuid';
import type { Knex } from 'knex';
import type pg from 'pg';
import {
  nextScheduledStart,
  taskDecider,
  taskInputSchema,
  taskStream,
  type TaskCommand,
  type TaskAssignableType,
  type TaskRepeatOn,
} from '@practicum/shared/domain/tasks/index';
import { todayOf } from '@practicum/shared/domain/decider';
import { ConflictError } from '@practicum/shared/platform/errors';
import { startDailyJob } from '../jobs/dailyJob.js';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import type { EventStore, Position } from '@practicum/shared/platform/eventstore/types';
import type { Logger } from '@practicum/shared/platform/logging';

export interface TaskJobDeps {
  eventStore: EventStore;
  pool: pg.Pool;
}

export interface TaskJobResult {
  published: number;
  pastDue: number;
  instances: number;
  /** Global position of the last event appended, for X-Min-Position reads. */
  position: Position | null;
}

const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The id of a series' instance starting on `start`: the same on every run, so a repeated run appends nothing. */
export const instanceId = (rootId: string, start: string): string => derivedUuid(`task-instance:${rootId}:${start}`);

interface SeriesRow {
  id: string;
  organization_id: string;
  creator_id: string | null;
  creator_position_id: string | null;
  assignee_id: string;
  assignee_position_id: string;
  description: string;
  assignable_type: TaskAssignableType;
  assignable_id: string | null;
  start_at: string | null;
  due_date: string | null;
  repeat_on: TaskRepeatOn;
  repeat_days: number | null;
  repeat_until: string | null;
  first_start: string;
  latest_start: string;
  assignee_timezone: string | null;
}

export async function runTaskJobs(deps: TaskJobDeps, clock: () => Date): Promise<TaskJobResult> {
  const now = clock();
  const today = now.toISOString().slice(0, 10);
  const assigneeToday = (zone: string | null) => todayOf({ now: now.toISOString() }, zone);
  // No zone is more than a day from UTC: the rows to look at, before each is judged in its assignee's zone.
  const [earliestToday, latestToday] = [addDays(today, -1), addDays(today, 1)];
  const result: TaskJobResult = { published: 0, pastDue: 0, instances: 0, position: null };
  // Every job of one run happens at the run's instant, as a command of the system.
  const commands = commandPipeline({ eventStore: deps.eventStore, clock: () => now });
  const run = async (taskId: string, command: TaskCommand) => {
    try {
      const outcome = await commands.handle(taskDecider, taskStream(taskId), command, { system: {} });
      if (outcome.position) result.position = outcome.position;
      return outcome.events.length;
    } catch (error) {
      if (error instanceof ConflictError) return 0; // an instance another run already created
      throw error;
    }
  };

  const toPublish = await deps.pool.query<{ id: string; start_at: string; timezone: string | null }>(
    `SELECT t.id, t.start_at, u.timezone FROM public.tasks t LEFT JOIN public.users u ON u.id = t.assignee_id
      WHERE NOT t.published AND t.status = 'incomplete' AND t.start_at <= $1 ORDER BY t.id`,
    [latestToday],
  );
  for (const { id, start_at, timezone } of toPublish.rows) {
    if (start_at > assigneeToday(timezone)) continue;
    result.published += await run(id, { type: 'PublishTask', data: { taskId: id, assigneeTimeZone: timezone } });
  }

  const overdue = await deps.pool.query<{ id: string; due_date: string; timezone: string | null }>(
    `SELECT t.id, t.due_date, u.timezone FROM public.tasks t LEFT JOIN public.users u ON u.id = t.assignee_id
      WHERE NOT t.past_due AND t.status = 'incomplete' AND t.due_date < $1 ORDER BY t.id`,
    [latestToday],
  );
  for (const { id, due_date, timezone } of overdue.rows) {
    if (due_date >= assigneeToday(timezone)) continue;
    result.pastDue += await run(id, { type: 'MarkTaskPastDue', data: { taskId: id, assigneeTimeZone: timezone } });
  }

  const series = await deps.pool.query<SeriesRow>(
    `SELECT r.*, coalesce(r.start_at, to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')) AS first_start,
            greatest(coalesce(r.start_at, to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')),
                     (SELECT max(c.start_at) FROM public.tasks c WHERE c.parent_id = r.id)) AS latest_start,
            u.timezone AS assignee_timezone
       FROM public.tasks r LEFT JOIN public.users u ON u.id = r.assignee_id
      WHERE r.parent_id IS NULL AND r.repeat_on = 'schedule' AND r.repeat_until >= $1
      ORDER BY r.id`,
    [earliestToday],
  );
  for (const root of series.rows) {
    // an instance is made on its start date where the assignee is, and published as it is made
    const until = assigneeToday(root.assignee_timezone);
    const dueOffset = root.due_date ? daysBetween(root.first_start, root.due_date) : null;
    let start = nextScheduledStart(
      { repeatOn: root.repeat_on, repeatDays: root.repeat_days, repeatUntil: root.repeat_until },
      root.latest_start,
    );
    while (start !== null && start <= until) {
      const taskId = instanceId(root.id, start);
      const input = {
        ...taskInputSchema.parse({
          description: root.description,
          start_at: start,
          due_date: dueOffset === null ? null : addDays(start, dueOffset),
          repeat_on: root.repeat_on,
          repeat_days: root.repeat_days,
          repeat_until: root.repeat_until,
        }),
        // an instance links what the series links (the evaluation form, the course)
        assignable_type: root.assignable_type,
        assignable_id: root.assignable_id,
      };
      result.instances += await run(taskId, {
        type: 'CreateTask',
        data: {
          taskId,
          organizationId: root.organization_id,
          creator: root.creator_id && root.creator_position_id ? { userId: root.creator_id, positionId: root.creator_position_id } : null,
          assignee: { userId: root.assignee_id, positionId: root.assignee_position_id },
          input,
          parentId: root.id,
          timeZone: root.assignee_timezone,
        },
      });
      start = nextScheduledStart({ repeatOn: root.repeat_on, repeatDays: root.repeat_days, repeatUntil: root.repeat_until }, start);
    }
  }
  return result;
}

/** Runs the jobs every `expression` (default hourly) on the instance holding the scheduler lock. */
export function startTaskScheduler(
  deps: TaskJobDeps & { knex: Knex; logger: Logger },
  options: { expression?: string; clock?: () => Date } = {},
): { stop(): Promise<void> } {
  const clock = options.clock ?? (() => new Date());
  return startDailyJob({
    ...deps,
    name: 'tasks-scheduler',
    expression: options.expression ?? '0 * * * *',
    run: () => runTaskJobs(deps, clock),
  });
}
