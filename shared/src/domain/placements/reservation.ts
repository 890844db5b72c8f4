// PLACE-17: one placement per trainee, site and training. The reservation stream
// is named by the triple and appended with the revision it was read at, so of
// twenty concurrent requests exactly one holds it; the others are refused before
// any placement stream exists. A placement is never deleted, so the hold is never given back.
import { ValidationError } from '../../platform/errors.js';
import { assertNever, type CommandContext, type Decider, type DomainEvent, eventTypesOf } from '../decider.js';
import { placementMessages } from './commands.js';

export type PlacementKeyReserved = DomainEvent<
  'PlacementKeyReserved',
  { placementId: string; traineeUserId: string; siteId: string; trainingId: string }
>;
export type PlacementKeyEvent = PlacementKeyReserved;
export const placementKeyEventTypes = eventTypesOf<PlacementKeyEvent>()('PlacementKeyReserved');

export type PlacementKeyCommand = { type: 'ReservePlacementKey'; data: PlacementKeyReserved['data'] };

export interface PlacementKeyState {
  holder: string | null;
}

export const placementKeyStream = (traineeUserId: string, siteId: string, trainingId: string): string =>
  `placement_key-${traineeUserId}-${siteId}-${trainingId}`;

export const placementKeyDecider: Decider<PlacementKeyState, PlacementKeyCommand, PlacementKeyEvent, CommandContext> = {
  initialState: () => ({ holder: null }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'PlacementKeyReserved':
        return { holder: event.data.placementId };
      default:
        return assertNever(event.type);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'ReservePlacementKey':
        if (state.holder === command.data.placementId) return [];
        if (state.holder !== null) throw new ValidationError({ supervision_site_id: [placementMessages.duplicate] });
        return [{ type: 'PlacementKeyReserved', data: command.data }];
      default:
        return assertNever(command.type);
    }
  },
};
