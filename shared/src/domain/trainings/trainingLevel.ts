// Training levels of an organization (spec 001 §3, TRAIN-06/07): a name and a
// display order. One stream per level; the name is kept unique in the
// organization by a reservation stream per normalized name (ARCHITECTURE 3.4),
// reserved before the level is created or renamed and released after a rename.
import { z } from 'zod';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { assertNever, type DomainEvent, type Decider } from '../decider.js';
import type { TrainingLevelChanged, TrainingLevelEvent } from './events.js';
import { normalizedName, requiredName, setupMessages } from './setupRules.js';

export const trainingLevelInputSchema = z.object({
  name: requiredName(100),
  // empty (null) means: keep the order (edit) or put it last (create)
  sort_order: z.number().int().min(0).max(10000).nullish(),
});
export type TrainingLevelInput = z.infer<typeof trainingLevelInputSchema>;
export const trainingLevelUpdateSchema = trainingLevelInputSchema.partial();
export type TrainingLevelUpdate = z.infer<typeof trainingLevelUpdateSchema>;

export interface TrainingLevelData {
  id: string;
  organizationId: string;
  name: string;
  sortOrder: number;
}
export type TrainingLevelState = { status: 'none' } | { status: 'active'; level: TrainingLevelData };

export type TrainingLevelCommand =
  | { type: 'CreateTrainingLevel'; data: { levelId: string; organizationId: string; name: string; sortOrder: number } }
  | { type: 'ChangeTrainingLevel'; data: { levelId: string; organizationId: string; input: TrainingLevelUpdate } };

export function evolveTrainingLevel(state: TrainingLevelState, event: TrainingLevelEvent): TrainingLevelState {
  switch (event.type) {
    case 'TrainingLevelCreated': {
      const { levelId: id, organizationId, name, sortOrder } = event.data;
      return { status: 'active', level: { id, organizationId, name, sortOrder } };
    }
    case 'TrainingLevelChanged':
      return state.status === 'active' ? { status: 'active', level: { ...state.level, ...event.data.changes } } : state;
    default:
      return assertNever(event);
  }
}

/** The level, if it is one of this organization's; otherwise it does not exist for the caller. */
export function levelOf(state: TrainingLevelState, organizationId: string): TrainingLevelData {
  if (state.status !== 'active' || state.level.organizationId !== organizationId) throw new NotFoundError();
  return state.level;
}

export function decideTrainingLevel(command: TrainingLevelCommand, state: TrainingLevelState): TrainingLevelEvent[] {
  switch (command.type) {
    case 'CreateTrainingLevel':
      if (state.status !== 'none') throw new ConflictError('This training level already exists.');
      return [{ type: 'TrainingLevelCreated', data: { ...command.data, name: command.data.name.trim() } }];
    case 'ChangeTrainingLevel': {
      const level = levelOf(state, command.data.organizationId);
      const { name, sort_order: sortOrder } = command.data.input;
      const changes: TrainingLevelChanged['data']['changes'] = {};
      if (name !== undefined && name !== level.name) changes.name = name;
      if (sortOrder != null && sortOrder !== level.sortOrder) changes.sortOrder = sortOrder;
      return Object.keys(changes).length ? [{ type: 'TrainingLevelChanged', data: { levelId: level.id, changes } }] : [];
    }
    default:
      return assertNever(command);
  }
}

export const trainingLevelDecider: Decider<TrainingLevelState, TrainingLevelCommand, TrainingLevelEvent, unknown> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveTrainingLevel,
  decide: (command, state) => decideTrainingLevel(command, state),
};

// ── Name reservation (one stream per organization and normalized name) ─────
export type TrainingLevelNameReserved = DomainEvent<'TrainingLevelNameReserved', { organizationId: string; name: string; levelId: string }>;
export type TrainingLevelNameReleased = DomainEvent<'TrainingLevelNameReleased', { organizationId: string; name: string; levelId: string }>;
export type TrainingLevelNameEvent = TrainingLevelNameReserved | TrainingLevelNameReleased;
export type TrainingLevelNameCommand =
  | { type: 'ReserveTrainingLevelName'; data: { organizationId: string; name: string; levelId: string } }
  | { type: 'ReleaseTrainingLevelName'; data: { organizationId: string; name: string; levelId: string } };
export type TrainingLevelNameState = { levelId: string | null };

export const trainingLevelNameStream = (organizationId: string, name: string): string =>
  `trainingLevelName-${organizationId}-${encodeURIComponent(normalizedName(name))}`;

export const trainingLevelNameDecider: Decider<TrainingLevelNameState, TrainingLevelNameCommand, TrainingLevelNameEvent, unknown> = {
  initialState: () => ({ levelId: null }),
  evolve: (_state, event) => ({ levelId: event.type === 'TrainingLevelNameReserved' ? event.data.levelId : null }),
  decide: (command, state) => {
    switch (command.type) {
      case 'ReserveTrainingLevelName':
        if (state.levelId === command.data.levelId) return [];
        if (state.levelId !== null) throw new ValidationError({ name: [setupMessages.nameTaken] });
        return [{ type: 'TrainingLevelNameReserved', data: command.data }];
      case 'ReleaseTrainingLevelName':
        // only the holder releases; anything else is already free or someone else's
        return state.levelId === command.data.levelId ? [{ type: 'TrainingLevelNameReleased', data: command.data }] : [];
      default:
        return assertNever(command);
    }
  },
};
