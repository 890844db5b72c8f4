// Who may create tasks for whom (TASKS-40; spec 001 §5 says "not shown"). Every assignee is an active
// position of the creator's organization (checked by the route); beyond that a trainee creates to-dos
// for themself only, and every other role may assign anyone of the organization. Pure, so the server
// enforces it and the task modal offers only what it allows.
export const whoMayAssignMessages = {
  traineeSelfOnly: 'Trainees can only create tasks for themselves.',
} as const;

/** May a creator of this role, at this position, give a task to this position? */
export const mayAssignTask = (creator: { role: string | null; positionId: string }, assigneePositionId: string): boolean =>
  creator.role !== 'trainee' || assigneePositionId === creator.positionId;

/** A trainee's task modal is the to-do mode: the only assignee is themself. */
export const assignsSelfOnly = (role: string | null | undefined): boolean => role === 'trainee';
