// Trainings area (issue 4): events, the deciders of the training setup (levels,
// plans, activity catalogue) and of trainee trainings, each aggregate in its own
// folder with its commands, state and decider.
export * from './events.js';
export * from './setupRules.js';
export * from './levels/commands.js';
export * from './levels/state.js';
export * from './levels/decider.js';
export * from './levels/nameReservation.js';
export * from './plans/commands.js';
export * from './plans/state.js';
export * from './plans/decider.js';
export * from './catalog/commands.js';
export * from './catalog/state.js';
export * from './catalog/decider.js';
export * from './traineeTrainings/commands.js';
export * from './traineeTrainings/state.js';
export * from './traineeTrainings/plans.js';
export * from './traineeTrainings/rules.js';
export * from './traineeTrainings/decider.js';
export type * from './records.js';
