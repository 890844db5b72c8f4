export * from './events.js';
export * from './commands.js';
export * from './records.js';
export { clientDecider, mayAccessClient, type ClientContext, type ClientState } from './decider.js';
