// Demo tasks (issue 5): the coordinator assigns two tasks to the trainee (one
// due next week); the trainee has one to-do of their own. Issued as commands.
// (The demo trainee's HIPAA training comes from passing the HIPAA course: demoCeCourses.ts.)
import { randomUUID } from 'node:crypto';
import { taskDecider, taskInputSchema, taskStream, type TaskParty } from '@practicum/shared/domain/tasks/index';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import type { Position } from '@practicum/shared/platform/eventstore/types';
import { seedOriginAs, type DemoSeeder } from './demoContext.js';

/** The tasks area's seeder: the demo tasks. */
export const seedDemoTaskArea: DemoSeeder = async (ctx) => {
  const coordinator = ctx.people.get('coordinator')!;
  const trainee = ctx.people.get('trainee')!;
  await seedDemoTasks(ctx.commands, trainee.organizationId, coordinator, trainee);
};

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
    const taskId = randomUUID();
    const command = {
      type: 'CreateTask' as const,
      data: { taskId, organizationId, creator, assignee, input: taskInputSchema.parse(input) },
    };
    const result = await commands.handle(taskDecider, taskStream(taskId), command, seedOriginAs({ ...creator, organizationId }));
    position = result.position ?? position;
  }
  return position;
}
