// The task modal's save state (spec 001 §4; TASKS-21): ready, uploading (documents still uploading),
// submitOnUpload (Save was pressed while they upload: the submit waits for them), submitting. Pure, so the
// modal and its tests read the same rule.

export const taskSaveStates = ['ready', 'uploading', 'submitOnUpload', 'submitting'] as const;
export type TaskSaveState = (typeof taskSaveStates)[number];

export interface TaskSaveProgress {
  /** Documents whose upload has not finished yet. */
  uploadsPending: number;
  /** Save was pressed and the task not yet sent. */
  submitRequested: boolean;
  /** The create call is under way. */
  submitting: boolean;
}

export function taskSaveState({ uploadsPending, submitRequested, submitting }: TaskSaveProgress): TaskSaveState {
  if (submitting) return 'submitting';
  if (uploadsPending > 0) return submitRequested ? 'submitOnUpload' : 'uploading';
  return 'ready';
}

/** Send now: Save was pressed and nothing is still uploading or already being sent. */
export const shouldSubmit = (progress: TaskSaveProgress): boolean =>
  progress.submitRequested && !progress.submitting && progress.uploadsPending === 0;
