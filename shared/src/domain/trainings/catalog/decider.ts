// The organization's activity catalogue: one stream per organization, so a name
// is unique within its kind exactly: types and tags by name, activities by group
// and name.
import { NotFoundError, ValidationError } from '../../../platform/errors.js';
import { assertNever, type Decider } from '../../decider.js';
import type { ActivityCatalogEvent } from '../events.js';
import { normalizedName, setupMessages } from '../setupRules.js';
import type { ActivityCatalogCommand } from './commands.js';
import { evolveCatalog, initialCatalogState, type ActivityCatalogState } from './state.js';

/** 422 on `name` when another entry of the kind already has this key. */
function requireUnique(entries: { id: string; key: string }[], key: string, exceptId: string | null): void {
  if (entries.some((e) => e.id !== exceptId && e.key === key)) throw new ValidationError({ name: [setupMessages.nameTaken] });
}
const typeKeys = (s: ActivityCatalogState) => Object.values(s.types).map((t) => ({ id: t.id, key: normalizedName(t.name) }));
const activityKey = (group: string, name: string) => `${normalizedName(group)}/${normalizedName(name)}`;
const activityKeys = (s: ActivityCatalogState) => Object.values(s.activities).map((a) => ({ id: a.id, key: activityKey(a.group, a.name) }));

/** Only the fields that differ from the current values. */
function changed<T extends object>(current: T, proposed: Partial<T>): Partial<T> {
  return Object.fromEntries(
    Object.entries(proposed).filter(([key, value]) => value !== undefined && value !== current[key as keyof T]),
  ) as Partial<T>;
}

export function decideCatalog(command: ActivityCatalogCommand, state: ActivityCatalogState): ActivityCatalogEvent[] {
  const { organizationId } = command.data;
  switch (command.type) {
    case 'AddActivityType': {
      const { input, activityTypeId } = command.data;
      requireUnique(typeKeys(state), normalizedName(input.name), null);
      return [{ type: 'ActivityTypeAdded', data: { organizationId, activityTypeId, ...input } }];
    }
    case 'ChangeActivityType': {
      const type = state.types[command.data.activityTypeId];
      if (!type) throw new NotFoundError();
      const changes = changed(type, command.data.input);
      if (changes.name !== undefined) requireUnique(typeKeys(state), normalizedName(changes.name), type.id);
      return Object.keys(changes).length
        ? [{ type: 'ActivityTypeChanged', data: { organizationId, activityTypeId: type.id, changes } }]
        : [];
    }
    case 'AddActivity': {
      const { input, activityId } = command.data;
      requireUnique(activityKeys(state), activityKey(input.group, input.name), null);
      return [
        {
          type: 'ActivityAdded',
          data: { organizationId, activityId, name: input.name, group: input.group, raisesRiskAlert: input.raises_risk_alert },
        },
      ];
    }
    case 'ChangeActivity': {
      const activity = state.activities[command.data.activityId];
      if (!activity) throw new NotFoundError();
      const { name, group, raises_risk_alert: raisesRiskAlert } = command.data.input;
      const changes = changed(activity, { name, group, raisesRiskAlert });
      if (changes.name !== undefined || changes.group !== undefined)
        requireUnique(activityKeys(state), activityKey(changes.group ?? activity.group, changes.name ?? activity.name), activity.id);
      return Object.keys(changes).length ? [{ type: 'ActivityChanged', data: { organizationId, activityId: activity.id, changes } }] : [];
    }
    case 'AddActivityTag': {
      const tagKeys = Object.values(state.tags).map((t) => ({ id: t.id, key: normalizedName(t.name) }));
      requireUnique(tagKeys, normalizedName(command.data.name), null);
      return [{ type: 'ActivityTagAdded', data: { organizationId, tagId: command.data.tagId, name: command.data.name } }];
    }
    default:
      return assertNever(command);
  }
}

export const activityCatalogDecider: Decider<ActivityCatalogState, ActivityCatalogCommand, ActivityCatalogEvent, unknown> = {
  initialState: initialCatalogState,
  evolve: evolveCatalog,
  decide: (command, state) => decideCatalog(command, state),
};
