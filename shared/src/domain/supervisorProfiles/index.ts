export * from './commands.js';
export * from './events.js';
export * from './state.js';
export * from './records.js';
export { supervisorProfileDecider, type SupervisorProfileContext } from './decider.js';
export * from './signupLicenses.js';
