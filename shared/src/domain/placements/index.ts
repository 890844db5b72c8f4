export * from './statuses.js';
export * from './events.js';
export * from './commands.js';
export * from './state.js';
export { placementDecider, type PlacementContext } from './decider.js';
export * from './reservation.js';
export * from './records.js';
export * from './parties.js';
