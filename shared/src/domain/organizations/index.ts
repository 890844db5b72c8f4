export * from './commands.js';
export * from './events.js';
export * from './state.js';
export { organizationDecider } from './decider.js';
