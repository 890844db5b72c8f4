export * from './commands.js';
export * from './events.js';
export * from './state.js';
export * from './trainingFacts.js';
export * from './reach.js';
export { activityEntryDecider, entryFields, messages, MAX_MINUTES, todayOf, verificationOf } from './decider.js';
export * from './records.js';
