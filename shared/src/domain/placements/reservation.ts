// PLACE-17: one placement per trainee, site and training. The reservation stream
// is named by the triple and appended with the revision it was read at, so of
// twenty concurrent requests exactly one holds it; the others are refused before
// any placement stream exists. A placement is never deleted, so the hold is never given back.
import { ValidationError } from '../../platform/errors.js';
import { type DomainEvent, eventTypesOf } from '../decider.js';
import { reservationDecider } from '../reservation.js';
import { placementMessages } from './commands.js';

export type PlacementKeyReserved = DomainEvent<
  'PlacementKeyReserved',
  { placementId: string; traineeUserId: string; siteId: string; trainingId: string }
>;
export type PlacementKeyEvent = PlacementKeyReserved;
export const placementKeyEventTypes = eventTypesOf<PlacementKeyEvent>()('PlacementKeyReserved');

export type PlacementKeyCommand = { type: 'ReservePlacementKey'; data: PlacementKeyReserved['data'] };

export const placementKeyStream = (traineeUserId: string, siteId: string, trainingId: string): string =>
  `placement_key-${traineeUserId}-${siteId}-${trainingId}`;

export const placementKeyDecider = reservationDecider<PlacementKeyCommand, PlacementKeyEvent>({
  reserve: { command: 'ReservePlacementKey', event: 'PlacementKeyReserved' },
  holder: 'placementId',
  taken: () => new ValidationError({ supervision_site_id: [placementMessages.duplicate] }),
});
