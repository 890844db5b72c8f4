// A uniqueness claim kept on a stream of its own: one stream per key (an invited address, a level's name, a site's
// name and department, a placement's trainee, site and training), appended with the revision it was read at, so of
// two concurrent claims of one key only one is written. Invitations, level names, site names and placement keys all
// hold their keys this way; this is the one decider they are built from.
import type { ValidationError } from '../platform/errors.js';
import type { Decider, DomainEvent } from './decider.js';

/** The id of whatever holds the key (an invitation, a level, a site, a placement); null while the key is free. */
export interface ReservationState {
  holder: string | null;
}

type Claim = { type: string; data: Record<string, unknown> };

export interface ReservationSpec<C extends Claim, E extends DomainEvent> {
  /** The command that takes the key and the event that records it, whose data is the command's. */
  reserve: { command: C['type']; event: E['type'] };
  /** The command that gives the key back and its event; absent where a key is held for ever. */
  release?: { command: C['type']; event: E['type'] };
  /** The field of the commands' and events' data naming the holder. */
  holder: keyof C['data'] & keyof E['data'];
  /** The refusal when someone else holds the key: a 422 on the field the user typed it in. */
  taken: () => ValidationError;
}

/**
 * The decider of a reservation stream: the holder's own retry changes nothing, another's claim is refused with
 * `taken`, and only the holder releases (a release by anyone else, or of a free key, changes nothing).
 */
export function reservationDecider<C extends Claim, E extends DomainEvent>(
  spec: ReservationSpec<C, E>,
): Decider<ReservationState, C, E, unknown> {
  const holderOf = (data: Record<string, unknown>) => data[spec.holder as string] as string;
  // the event's data is the command's, and its type is one of E's by the spec's types
  const recorded = (type: E['type'], command: C) => [{ type, data: command.data } as E];
  return {
    initialState: () => ({ holder: null }),
    evolve: (_state, event) => ({ holder: event.type === spec.reserve.event ? holderOf(event.data) : null }),
    decide: (command, state) => {
      const claimant = holderOf(command.data);
      if (command.type === spec.reserve.command) {
        if (state.holder === claimant) return [];
        if (state.holder !== null) throw spec.taken();
        return recorded(spec.reserve.event, command);
      }
      if (spec.release && command.type === spec.release.command)
        return state.holder === claimant ? recorded(spec.release.event, command) : [];
      throw new Error(`Unhandled reservation command: ${command.type}`);
    },
  };
}
