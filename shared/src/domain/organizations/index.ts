export * from './commands.js';
export * from './events.js';
export * from './state.js';
export { organizationDecider, organizationSettingsMessages } from './decider.js';
export * from './owner.js';
export type { OrganizationRecord, MemberOrganizationRecord } from './records.js';
