export * from './events.js';
export * from './decider.js';
