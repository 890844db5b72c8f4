export * from './commands.js';
export * from './events.js';
export * from './state.js';
export * from './records.js';
export {
  meetingDecider,
  canViewMeeting,
  meetingSeenBy,
  liveSessionRefusal,
  typeOf,
  scheduleTypeNumber,
  addMonths,
  messages as liveSessionMessages,
  MIN_DURATION_MINUTES,
  MAX_MONTHS_AHEAD,
  MAX_GUEST_EMAILS,
} from './decider.js';
export * from './limits.js';
export * from './servers.js';
