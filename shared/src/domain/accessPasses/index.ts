export * from './events.js';
export * from './commands.js';
export * from './decider.js';
export * from './records.js';
export * from './codeDisplay.js';
