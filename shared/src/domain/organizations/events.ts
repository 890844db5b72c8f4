import { eventTypesOf, type DomainEvent } from '../decider.js';
import type { OrganizationDetails } from './commands.js';

export type OrganizationCreated = DomainEvent<'OrganizationCreated', { organizationId: string; details: OrganizationDetails }>;
/** Carries only the fields that changed, with their new values. */
export type OrganizationUpdated = DomainEvent<'OrganizationUpdated', { organizationId: string; changes: Partial<OrganizationDetails> }>;
export type OrganizationCloned = DomainEvent<
  'OrganizationCloned',
  { organizationId: string; sourceOrganizationId: string; details: OrganizationDetails }
>;
export type OrganizationDeleted = DomainEvent<'OrganizationDeleted', { organizationId: string }>;

export type OrganizationEvent = OrganizationCreated | OrganizationUpdated | OrganizationCloned | OrganizationDeleted;

export const organizationEventTypes = eventTypesOf<OrganizationEvent>()(
  'OrganizationCreated',
  'OrganizationUpdated',
  'OrganizationCloned',
  'OrganizationDeleted',
);

export const organizationStream = (organizationId: string): string => `organization-${organizationId}`;
