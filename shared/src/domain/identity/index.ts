export * from './roles.js';
export * from './commands.js';
export * from './events.js';
export * from './account.js';
export * from './twoFactor.js';
export * from './accountProfile.js';
export { userDecider, emailReservationDecider, type UserState, type PositionState } from './decider.js';
