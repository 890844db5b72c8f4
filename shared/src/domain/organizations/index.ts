export * from './commands.js';
export * from './events.js';
export * from './state.js';
export { organizationDecider } from './decider.js';
export type { OrganizationRecord, MemberOrganizationRecord } from './records.js';
