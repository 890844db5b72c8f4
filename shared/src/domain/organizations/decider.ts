import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { assertNever, sameValue, type CommandContext, type Decider } from '../decider.js';
import type { OrganizationCommand, OrganizationDetails } from './commands.js';
import type { OrganizationEvent } from './events.js';
import { evolve, initialState, type OrganizationState } from './state.js';
import { mayChangeOrganizationSettings } from './owner.js';

const notFound = () => new NotFoundError('The requested resource was not found');

function create(command: Extract<OrganizationCommand, { type: 'CreateOrganization' }>, state: OrganizationState): OrganizationEvent[] {
  if (state.status !== 'none') throw new ConflictError('This organization already exists.');
  return [{ type: 'OrganizationCreated', data: command.data }];
}

function changedFields(before: OrganizationDetails, after: OrganizationDetails): Partial<OrganizationDetails> {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof OrganizationDetails)[]) {
    if (!sameValue(before[key], after[key])) changes[key] = after[key];
  }
  return changes;
}

function update(command: Extract<OrganizationCommand, { type: 'UpdateOrganization' }>, state: OrganizationState): OrganizationEvent[] {
  if (state.status !== 'active') throw notFound();
  const changes = changedFields(state.details, command.data.details);
  // Saving an unchanged form records nothing: history holds what happened.
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'OrganizationUpdated', data: { organizationId: state.id, changes } }];
}

function clone(command: Extract<OrganizationCommand, { type: 'CloneOrganization' }>, state: OrganizationState): OrganizationEvent[] {
  if (state.status !== 'none') throw new ConflictError('This organization already exists.');
  const { source, name } = command.data;
  return [
    {
      type: 'OrganizationCloned',
      data: {
        organizationId: command.data.organizationId,
        sourceOrganizationId: source.organizationId,
        details: { ...source.details, name: name ?? `${source.details.name} (copy)` },
      },
    },
  ];
}

/** Dismissing is recorded as the setting it changes; dismissing twice records nothing. */
function dismissWelcome(state: OrganizationState): OrganizationEvent[] {
  if (state.status !== 'active') throw notFound();
  const settings = state.details.organization_settings;
  if (!settings.show_welcome) return [];
  return [
    {
      type: 'OrganizationUpdated',
      data: { organizationId: state.id, changes: { organization_settings: { ...settings, show_welcome: false } } },
    },
  ];
}

export const organizationSettingsMessages = {
  forbidden: "Only the organization's owner or coordinators can change its settings.",
} as const;

function changeSettings(
  command: Extract<OrganizationCommand, { type: 'ChangeOrganizationSettings' }>,
  state: OrganizationState,
): OrganizationEvent[] {
  if (state.status !== 'active') throw notFound();
  if (!mayChangeOrganizationSettings(command.data.actorRole, state.details.supervision_type))
    throw new ForbiddenError(organizationSettingsMessages.forbidden);
  const { organization_settings: settingsBefore, dynamic_words: wordsBefore } = state.details;
  const settings = { ...settingsBefore, ...command.data.settings };
  const words = { ...wordsBefore, ...command.data.dynamicWords };
  const changes: Partial<OrganizationDetails> = {
    ...(sameValue(settingsBefore, settings) ? {} : { organization_settings: settings }),
    ...(sameValue(wordsBefore, words) ? {} : { dynamic_words: words }),
  };
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'OrganizationUpdated', data: { organizationId: state.id, changes } }];
}

function remove(state: OrganizationState): OrganizationEvent[] {
  if (state.status !== 'active') throw notFound();
  return [{ type: 'OrganizationDeleted', data: { organizationId: state.id } }];
}

export function decide(command: OrganizationCommand, state: OrganizationState, _context: CommandContext): OrganizationEvent[] {
  switch (command.type) {
    case 'CreateOrganization':
      return create(command, state);
    case 'UpdateOrganization':
      return update(command, state);
    case 'CloneOrganization':
      return clone(command, state);
    case 'DeleteOrganization':
      return remove(state);
    case 'DismissWelcome':
      return dismissWelcome(state);
    case 'ChangeOrganizationSettings':
      return changeSettings(command, state);
    default:
      return assertNever(command);
  }
}

export const organizationDecider: Decider<OrganizationState, OrganizationCommand, OrganizationEvent> = {
  initialState,
  evolve,
  decide,
};
