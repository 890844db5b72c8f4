// The supervisor profile (spec 002 §3, §5; PEOPLE-27 … 34): its owner, a
// supervisor or faculty member, edits it; nobody else writes it (coordinators
// read it). The rules the spec leaves unshown are decided in commands.ts.
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { assertNever, sameValue, type CommandContext, type Decider } from '../decider.js';
import { yearsOn } from '../bounds.js';
import { profileBounds, profileMessages, type ProfileDetails, type SupervisorProfileCommand } from './commands.js';
import type { SupervisorProfileEvent } from './events.js';
import { evolve, initialState, type SupervisorProfileState } from './state.js';

export interface SupervisorProfileContext extends CommandContext {
  /** The acting user and the role of their position; null: the system (seeding). */
  actor: { userId: string; role: string | null } | null;
}

const profileRoles = new Set(['supervisor', 'faculty']);

function requireOwner(userId: string, context: SupervisorProfileContext): void {
  const { actor } = context;
  if (!actor) return;
  if (!actor.role || !profileRoles.has(actor.role)) throw new ForbiddenError(profileMessages.supervisorsOnly);
  if (actor.userId !== userId) throw new ForbiddenError(profileMessages.ownOnly);
}

function update(
  command: Extract<SupervisorProfileCommand, { type: 'UpdateSupervisorProfile' }>,
  state: SupervisorProfileState,
  context: SupervisorProfileContext,
): SupervisorProfileEvent[] {
  const changes = Object.fromEntries(
    Object.entries(command.data.changes).filter(
      ([key, value]) => value !== undefined && !sameValue(state.details[key as keyof ProfileDetails], value),
    ),
  );
  if (Object.keys(changes).length === 0) return [];
  const conferred = changes.conferred_date as string | null | undefined;
  if (conferred && conferred > context.now.slice(0, 10)) throw new ValidationError({ conferred_date: [profileMessages.futureDate] });
  if (conferred && conferred < yearsOn(context.now.slice(0, 10), -profileBounds.years))
    throw new ValidationError({ conferred_date: [profileMessages.ancientDate] });
  return [{ type: 'SupervisorProfileUpdated', data: { userId: command.data.userId, changes } }];
}

function decide(
  command: SupervisorProfileCommand,
  state: SupervisorProfileState,
  context: SupervisorProfileContext,
): SupervisorProfileEvent[] {
  requireOwner(command.data.userId, context);
  const { userId } = command.data;
  switch (command.type) {
    case 'UpdateSupervisorProfile':
      return update(command, state, context);
    case 'AddSupervisorLicense':
      if (state.licenses.some((l) => l.id === command.data.license.id)) return [];
      if (state.licenses.length >= profileBounds.licenses) throw new ValidationError({ number: [profileMessages.tooManyLicenses] });
      return [{ type: 'SupervisorLicenseAdded', data: { userId, license: command.data.license } }];
    case 'ChangeSupervisorLicense': {
      const current = state.licenses.find((l) => l.id === command.data.license.id);
      if (!current) throw new NotFoundError();
      return sameValue(current, command.data.license)
        ? []
        : [{ type: 'SupervisorLicenseChanged', data: { userId, license: command.data.license } }];
    }
    case 'RemoveSupervisorLicense':
      if (!state.licenses.some((l) => l.id === command.data.licenseId)) throw new NotFoundError();
      return [{ type: 'SupervisorLicenseRemoved', data: { userId, licenseId: command.data.licenseId } }];
    case 'DismissSupervisorProfilePrompt':
      return state.promptDismissed ? [] : [{ type: 'SupervisorProfilePromptDismissed', data: { userId } }];
    default:
      return assertNever(command);
  }
}

export const supervisorProfileDecider: Decider<
  SupervisorProfileState,
  SupervisorProfileCommand,
  SupervisorProfileEvent,
  SupervisorProfileContext
> = { initialState, evolve, decide };
