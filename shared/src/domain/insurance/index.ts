export * from './events.js';
export * from './labels.js';
export * from './commands.js';
export * from './state.js';
export * from './records.js';
export { insuranceDecider, type InsuranceContext } from './decider.js';
