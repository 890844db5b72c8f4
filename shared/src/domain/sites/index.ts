export * from './statuses.js';
export * from './events.js';
export * from './commands.js';
export * from './state.js';
export { siteDecider, canEditSite, type SiteContext } from './decider.js';
export * from './nameReservation.js';
export * from './tags.js';
export * from './usStates.js';
export * from './records.js';
