// ADMIN-24: an organization's integrations (002 §7 "Integrations per organization: create, read, update, delete";
// fields not shown). One stream per integration; what it connects to, where, and whether it is on. Credentials
// never go into events (ARCHITECTURE 3.6): no provider is connected yet, so none are kept.
import { z } from 'zod';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import { assertNever, sameValue, type Decider, type DomainEvent, eventTypesOf } from '../decider.js';
import { requiredLine, TEXT } from '../bounds.js';

export const integrationProviders = [
  'canvas',
  'blackboard',
  'moodle',
  'brightspace',
  'google_calendar',
  'outlook_calendar',
  'webhook',
] as const;
export type IntegrationProvider = (typeof integrationProviders)[number];

export const integrationDetailsSchema = z
  .object({
    name: requiredLine(TEXT.short),
    provider: z.enum(integrationProviders),
    url: z.union([z.url({ protocol: /^https?$/ }).max(TEXT.url), z.literal('').transform(() => null), z.null()]).default(null),
    enabled: z.boolean().default(true),
  })
  .strict();
export type IntegrationDetails = z.infer<typeof integrationDetailsSchema>;

export type IntegrationAdded = DomainEvent<
  'IntegrationAdded',
  { integrationId: string; organizationId: string; details: IntegrationDetails }
>;
/** Carries only the fields that changed. */
export type IntegrationChanged = DomainEvent<
  'IntegrationChanged',
  { integrationId: string; organizationId: string; changes: Partial<IntegrationDetails> }
>;
export type IntegrationRemoved = DomainEvent<'IntegrationRemoved', { integrationId: string; organizationId: string }>;
export type IntegrationEvent = IntegrationAdded | IntegrationChanged | IntegrationRemoved;
export const integrationEventTypes = eventTypesOf<IntegrationEvent>()('IntegrationAdded', 'IntegrationChanged', 'IntegrationRemoved');

export type IntegrationCommand =
  | { type: 'AddIntegration'; data: { integrationId: string; organizationId: string; details: IntegrationDetails } }
  | { type: 'ChangeIntegration'; data: { integrationId: string; details: IntegrationDetails } }
  | { type: 'RemoveIntegration'; data: { integrationId: string } };

export type IntegrationState =
  | { status: 'none' }
  | { status: 'active'; id: string; organizationId: string; details: IntegrationDetails }
  | { status: 'removed'; id: string; organizationId: string };

export const integrationStream = (integrationId: string): string => `integration-${integrationId}`;

function evolve(state: IntegrationState, event: IntegrationEvent): IntegrationState {
  switch (event.type) {
    case 'IntegrationAdded':
      return { status: 'active', id: event.data.integrationId, organizationId: event.data.organizationId, details: event.data.details };
    case 'IntegrationChanged':
      return state.status === 'active' ? { ...state, details: { ...state.details, ...event.data.changes } } : state;
    case 'IntegrationRemoved':
      return { status: 'removed', id: event.data.integrationId, organizationId: event.data.organizationId };
    default:
      return assertNever(event);
  }
}

function decide(command: IntegrationCommand, state: IntegrationState): IntegrationEvent[] {
  switch (command.type) {
    case 'AddIntegration':
      if (state.status !== 'none') throw new ConflictError('This integration already exists.');
      return [{ type: 'IntegrationAdded', data: command.data }];
    case 'ChangeIntegration': {
      if (state.status !== 'active') throw new NotFoundError();
      const changes: Partial<Record<keyof IntegrationDetails, unknown>> = {};
      for (const key of Object.keys(command.data.details) as (keyof IntegrationDetails)[])
        if (!sameValue(state.details[key], command.data.details[key])) changes[key] = command.data.details[key];
      if (Object.keys(changes).length === 0) return [];
      return [
        {
          type: 'IntegrationChanged',
          data: { integrationId: state.id, organizationId: state.organizationId, changes: changes as Partial<IntegrationDetails> },
        },
      ];
    }
    case 'RemoveIntegration':
      if (state.status !== 'active') throw new NotFoundError();
      return [{ type: 'IntegrationRemoved', data: { integrationId: state.id, organizationId: state.organizationId } }];
    default:
      return assertNever(command);
  }
}

export const integrationDecider: Decider<IntegrationState, IntegrationCommand, IntegrationEvent> = {
  initialState: (): IntegrationState => ({ status: 'none' }),
  evolve,
  decide,
};

/** An integration as the admin's API answers it. */
export interface IntegrationRecord extends IntegrationDetails {
  id: string;
  organization_id: string;
  created_at: string;
  updated_at: string;
}
