// Supervisor profile events, on the profile's own stream `supervision_profile-<userId>`
// (docs/decisions.md: kept off the user stream, which every sign-in and site check reads).
import { eventTypesOf, type DomainEvent } from '../decider.js';
import type { License, ProfileChanges } from './commands.js';

/** Only the fields that changed, with their new values. */
export type SupervisorProfileUpdated = DomainEvent<'SupervisorProfileUpdated', { userId: string; changes: ProfileChanges }>;
export type SupervisorLicenseAdded = DomainEvent<'SupervisorLicenseAdded', { userId: string; license: License }>;
export type SupervisorLicenseChanged = DomainEvent<'SupervisorLicenseChanged', { userId: string; license: License }>;
export type SupervisorLicenseRemoved = DomainEvent<'SupervisorLicenseRemoved', { userId: string; licenseId: string }>;
/** PEOPLE-32: permanent; nothing brings the prompt back. */
export type SupervisorProfilePromptDismissed = DomainEvent<'SupervisorProfilePromptDismissed', { userId: string }>;

export type SupervisorProfileEvent =
  | SupervisorProfileUpdated
  | SupervisorLicenseAdded
  | SupervisorLicenseChanged
  | SupervisorLicenseRemoved
  | SupervisorProfilePromptDismissed;

export const supervisorProfileEventTypes = eventTypesOf<SupervisorProfileEvent>()(
  'SupervisorProfileUpdated',
  'SupervisorLicenseAdded',
  'SupervisorLicenseChanged',
  'SupervisorLicenseRemoved',
  'SupervisorProfilePromptDismissed',
);

export const supervisorProfileStream = (userId: string): string => `supervision_profile-${userId}`;
