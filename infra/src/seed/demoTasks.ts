// Demo tasks (issue 5): the coordinator assigns two tasks to the trainee (one
// due next week); the trainee has one to-do of their own. Maya Patel has a task
// the system gave her (creator "system", TASKS-10) and a weekly series from the
// coordinator whose first task she completed (its edit modal shows the repeat
// settings fixed and Delete disabled, TASKS-15/16/32). Issued as commands.
// (The demo trainee's HIPAA training comes from passing the HIPAA course: demoCeCourses.ts.)
import { randomUUID } from 'node:crypto';
import { taskDecider, taskInputSchema, taskStream, type TaskParty } from '@practicum/shared/domain/tasks/index';
import type { CommandPipeline, Origin } from '@practicum/shared/platform/commands/pipeline';
import type { Position } from '@practicum/shared/platform/eventstore/types';
import { seedOrigin, seedOriginAs, type DemoPerson, type DemoSeeder } from './demoContext.js';

/** The tasks area's seeder: the demo tasks. */
export const seedDemoTaskArea: DemoSeeder = async (ctx) => {
  const coordinator = ctx.people.get('coordinator')!;
  const trainee = ctx.people.get('trainee')!;
  await seedDemoTasks(ctx.commands, trainee.organizationId, coordinator, trainee);
  const maya = ctx.extraPeople.get('maya.patel@demo.practicum.test');
  if (maya) await seedDemoSeries(ctx.commands, coordinator, maya);
};

/**
 * One task by command, as seeders and the system's jobs give them (creator null: the system; an instance of a
 * series names its root). Also the tests' way to give a task without the task form.
 */
export async function giveTask(
  commands: CommandPipeline,
  task: { organizationId: string; creator: TaskParty | null; assignee: TaskParty; input: Record<string, unknown>; parentId?: string },
  origin: Origin,
  taskId: string = randomUUID(),
): Promise<{ taskId: string; position: Position | null }> {
  const party = (p: TaskParty) => ({ userId: p.userId, positionId: p.positionId });
  const result = await commands.handle(
    taskDecider,
    taskStream(taskId),
    {
      type: 'CreateTask',
      data: {
        taskId,
        organizationId: task.organizationId,
        creator: task.creator && party(task.creator),
        assignee: party(task.assignee),
        input: taskInputSchema.parse(task.input),
        parentId: task.parentId ?? null,
      },
    },
    origin,
  );
  return { taskId, position: result.position };
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A system task and a "publish on complete" series for one trainee. */
async function seedDemoSeries(commands: CommandPipeline, coordinator: DemoPerson, trainee: DemoPerson): Promise<void> {
  const create = async (creator: DemoPerson | null, input: Record<string, unknown>, parentId?: string) =>
    (
      await giveTask(
        commands,
        { organizationId: trainee.organizationId, creator, assignee: trainee, input, ...(parentId ? { parentId } : {}) },
        creator ? seedOriginAs(creator) : seedOrigin(),
      )
    ).taskId;
  await create(null, { description: 'Renew your background check before your placement starts', due_date: isoDay(21) });
  const weekly = { description: 'Submit your weekly supervision log', repeat_on: 'complete', repeat_days: 7, repeat_until: isoDay(90) };
  const root = await create(coordinator, { ...weekly, due_date: isoDay(1) });
  await commands.handle(
    taskDecider,
    taskStream(root),
    { type: 'ChangeTaskStatus', data: { taskId: root, status: 'complete' } },
    seedOriginAs(trainee),
  );
  await create(coordinator, { ...weekly, start_at: isoDay(0), due_date: isoDay(7) }, root);
}

export async function seedDemoTasks(
  commands: CommandPipeline,
  organizationId: string,
  coordinator: TaskParty,
  trainee: TaskParty,
): Promise<Position | null> {
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const tasks: { creator: TaskParty; assignee: TaskParty; input: Record<string, unknown> }[] = [
    { creator: coordinator, assignee: trainee, input: { description: 'Upload your proof of liability insurance', due_date: nextWeek } },
    { creator: coordinator, assignee: trainee, input: { description: 'Read the site orientation handbook and note your questions' } },
    { creator: trainee, assignee: trainee, input: { description: 'Prepare notes for the first supervision meeting' } },
  ];
  let position: Position | null = null;
  for (const { creator, assignee, input } of tasks) {
    const result = await giveTask(commands, { organizationId, creator, assignee, input }, seedOriginAs({ ...creator, organizationId }));
    position = result.position ?? position;
  }
  return position;
}
