export * from './statuses.js';
export * from './commands.js';
export * from './events.js';
export * from './account.js';
export * from './twoFactor.js';
export * from './accountProfile.js';
export { userDecider, emailReservationDecider } from './decider.js';
export type { UserState, PositionState } from './state.js';
export type * from './records.js';
