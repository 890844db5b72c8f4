export * from './commands.js';
export * from './events.js';
export * from './kinds.js';
export * from './state.js';
export { attachmentsDecider, hiddenFrom, HipaaRequiredError, HIPAA_COURSE_URL, messages as attachmentMessages } from './decider.js';
export type { AttachmentRecord } from './records.js';
export * from './uploads.js';
