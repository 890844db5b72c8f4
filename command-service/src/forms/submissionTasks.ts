// Tasks that follow a submission (issue 14; TASKS-08, FORMS-25/26), a bus consumer rather than part of the
// submit command (side effects are consumers, ARCHITECTURE §1):
// - whoever signs has the task that sent them there completed, named as done by them (a system command);
// - when a multiway agreement becomes the turn of a signer named at its start, that signer gets a system task
//   linking the submission; the notifier tells them, as for every task given to them.
// Every id and outcome derives from the submission's stream (the task it was started from, a signing task's
// id from the submission and the role), so a redelivered or replayed event appends nothing.
import { roleNames, type Role } from '@practicum/shared/access/roles';
import { submissionDecider, submissionStream, type SubmissionData, type SubmissionSigned } from '@practicum/shared/domain/forms/index';
import { taskDecider, taskStream, type TaskCommand } from '@practicum/shared/domain/tasks/index';
import type { Bus, RunningConsumer } from '@practicum/shared/platform/bus/index';
import type { CommandPipeline, Origin } from '@practicum/shared/platform/commands/pipeline';
import { derivedUuid } from '@practicum/shared/platform/derivedUuid';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { publishNextInstance } from '../tasks/publishOnComplete.js';

export const SUBMISSION_TASKS_CONSUMER = 'submission-tasks';

/** A signing task's id: one per submission and role, the same on every delivery. */
export const signingTaskId = (submissionId: string, role: string): string => derivedUuid(`signing-task:${submissionId}:${role}`);

export const signingTaskDescription = (formName: string, role: string): string =>
  `Sign “${formName}” as ${roleNames[role as Role] ?? role}: the earlier signers have finished.`;

/** The tasks the signer's signature completes: the one the submission started from (first signer), and their signing task. */
function tasksDoneBy(s: SubmissionData, signed: SubmissionSigned['data']): string[] {
  const ids: string[] = [];
  if (signed.userId === s.submitterUserId && s.taskId) ids.push(s.taskId); // (a link signer has no user, no tasks)
  if (s.signers[signed.role]?.userId === signed.userId) ids.push(signingTaskId(s.id, signed.role));
  return ids;
}

/** The signing task of the signer due next, if the agreement names one. */
function signingTaskFor(s: SubmissionData, nextRole: string | null): TaskCommand | null {
  const signer = nextRole ? s.signers[nextRole] : undefined;
  if (!nextRole || !signer) return null;
  return {
    type: 'CreateTask',
    data: {
      taskId: signingTaskId(s.id, nextRole),
      organizationId: s.organizationId,
      creator: null,
      assignee: signer,
      input: {
        description: signingTaskDescription(s.formName, nextRole),
        assignable_type: 'SubmittedForm',
        assignable_id: s.id,
        start_at: null,
        due_date: null,
        publish_later: false,
        repeat_on: 'single',
        repeat_days: null,
        repeat_until: null,
      },
    },
  };
}

export async function applySubmissionSigned(pipeline: CommandPipeline, event: RecordedEvent): Promise<void> {
  if (event.type !== 'SubmissionSigned') return;
  const signed = event.data as SubmissionSigned['data'];
  const { state } = await pipeline.load(submissionDecider, submissionStream(signed.submissionId));
  if (state.status === 'none') return;
  const s = state.submission;
  const origin: Origin = { system: { correlationId: event.metadata.correlationId, causationId: event.eventId } };
  const signerId = signed.userId;
  if (signerId)
    for (const taskId of tasksDoneBy(s, signed)) {
      const done = await pipeline.handle(
        taskDecider,
        taskStream(taskId),
        { type: 'CompleteLinkedTask', data: { taskId, submitterUserId: signerId, formId: s.formId, submissionId: s.id } },
        origin,
      );
      await publishNextInstance(pipeline, taskId, done.state, origin); // a series goes on, as the status route does
    }
  const create = signingTaskFor(s, signed.nextRole);
  if (!create) return;
  const { state: existing } = await pipeline.load(taskDecider, taskStream(create.data.taskId));
  if (existing.status === 'none') await pipeline.handle(taskDecider, taskStream(create.data.taskId), create, origin);
}

/** Runs under one shared name: one replica handles each signature. From the start of history: replays are harmless. */
export function startSubmissionTasks(deps: { bus: Bus; pipeline: CommandPipeline }): Promise<RunningConsumer> {
  return deps.bus.start({
    name: SUBMISSION_TASKS_CONSUMER,
    categories: ['submittedForm'],
    handle: (event) => applySubmissionSigned(deps.pipeline, event),
  });
}
