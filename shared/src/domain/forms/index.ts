export * from './model.js';
export * from './events.js';
export * from './messages.js';
export * from './answers.js';
export * from './commands.js';
export * from './form.js';
export * from './submission.js';
export * from './records.js';
