// The event of issue 10's report: a TaskCreated with repeat_days 3000000000, as the API accepted it before
// the schema was bounded. Appended straight to the store (the API now refuses it), for the demo coordinator;
// the tasks projector cannot write it into its integer column.
import { randomUUID } from 'node:crypto';
import type { RunningPracticum } from '@practicum/infra/app';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { taskStream, type TaskCreated } from '@practicum/shared/domain/tasks/events';
import { systemMetadata } from '@practicum/shared/platform/eventstore/metadata';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';

export interface PoisonTask {
  taskId: string;
  eventId: string;
  /** Its position, as a command would answer it (for X-Min-Position). */
  position: string;
}

export async function appendPoisonTask(app: RunningPracticum): Promise<PoisonTask> {
  const { positions, users } = usersReadModel.tables;
  const coordinator: { id: string; user_id: string; organization_id: string } = await app
    .knex({ p: positions })
    .join({ u: users }, 'u.id', 'p.user_id')
    .where({ 'u.email': 'coordinator@demo.practicum.test', 'p.role': 'coordinator' })
    .first('p.id', 'p.user_id', 'p.organization_id');
  const taskId = randomUUID();
  const data: TaskCreated['data'] = {
    taskId,
    organizationId: coordinator.organization_id,
    creatorUserId: coordinator.user_id,
    creatorPositionId: coordinator.id,
    assigneeUserId: coordinator.user_id,
    assigneePositionId: coordinator.id,
    description: 'Repeat forever',
    assignableType: null,
    assignableId: null,
    startAt: null,
    dueDate: null,
    repeatOn: 'schedule',
    repeatDays: 3_000_000_000,
    repeatUntil: null,
    published: true,
    parentId: null,
  };
  const result = await app.eventStore.appendToStream(taskStream(taskId), [{ type: 'TaskCreated', data, metadata: systemMetadata() }]);
  const [stored] = await app.eventStore.readStream(taskStream(taskId));
  return { taskId, eventId: stored!.eventId, position: formatPosition(result.position) };
}
