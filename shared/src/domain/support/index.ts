export * from './events.js';
export * from './commands.js';
export * from './records.js';
export { supportDecider, isSupportOpener, type SupportContext, type SupportState } from './decider.js';
