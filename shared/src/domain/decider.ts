// The decider shape every aggregate follows: pure functions, no clock, no ids,
// no I/O. Time, new ids and the acting user come in the command's context.
import { calendarDateIn } from '../format/dates.js';

export interface DomainEvent<T extends string = string, D extends Record<string, unknown> = Record<string, unknown>> {
  type: T;
  data: D;
}

/** Names the event types of `All` that a list leaves out, so the compiler's message says which are missing. */
type Unlisted<All extends string, Listed extends readonly string[]> = [Exclude<All, Listed[number]>] extends [never]
  ? unknown
  : { missing: Exclude<All, Listed[number]> };

/**
 * The type names of an event union as a runtime list (what a projection's `canHandle` reads). The compiler rejects
 * a name outside the union and a member left out, so an event added to an area cannot be forgotten here.
 * Curried because TypeScript cannot take the union explicitly and infer the list in one call.
 */
export const eventTypesOf =
  <E extends DomainEvent>() =>
  <const Listed extends readonly E['type'][]>(...types: Listed & Unlisted<E['type'], Listed>): Listed =>
    types;

export interface Decider<State, Command, Event extends DomainEvent, Context = CommandContext> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State, context: Context) => Event[];
  /**
   * Whether the member asking reads this record (the read side's rule for it). The command pipeline answers a
   * refusal to someone who does not read it with 404, as its read does, so a write never confirms that a record
   * exists (403, 409 and 422 only to those who read it). A record not made yet is everyone's to be refused about
   * (a create's 403 stays). Absent: the decider answers 404 itself where it must. Where the rule needs facts beyond
   * the record and the session (a training's faculty, the placements naming a supervisor), the command or the
   * context carries them.
   */
  visibleTo?: (state: State, viewer: Viewer, command: Command, context: Context) => boolean;
}

/** The member a request acts as: their user and the current position's organization and role. */
export interface Viewer {
  userId: string | null;
  /** The current position (faculty are named by position on a training). */
  positionId: string | null;
  organizationId: string | null;
  role: string | null;
}

export interface CommandContext {
  /** ISO instant, UTC. */
  now: string;
  userId: string | null;
}

/**
 * Today where a person is: the calendar date of the context's `now` in their profile time zone (UTC when they set
 * none), so someone in Los Angeles is still on the 1st at 8 pm there, when it is the 2nd in UTC.
 */
export const todayOf = (context: Pick<CommandContext, 'now'>, timeZone: string | null | undefined): string =>
  calendarDateIn(context.now, timeZone ?? 'UTC');

/** What a log of work done says of a day that has not come yet where the person is. */
export const FUTURE_DAY_MESSAGE = 'The date cannot be in the future.';

/**
 * A log of work done is for days that have come (the activity log's entries, a placement's time on site): the
 * refusal of a `date` after the person's `today` ({@link todayOf}, their profile zone), or null.
 */
export const futureDayRefusal = (date: string, today: string): string | null => (date > today ? FUTURE_DAY_MESSAGE : null);

/**
 * The calendar date where it is earliest on Earth (UTC−12). A date-only last day that is the same for everyone (a
 * site's expiration date, an access pass's last day) is over only once it is before this date: judged in UTC, it
 * ended hours early in the Americas (a pass whose last day was today stopped at 4:30 pm in Los Angeles).
 */
export const earliestTodayOf = (context: Pick<CommandContext, 'now'>): string => calendarDateIn(context.now, 'Etc/GMT+12');

export const assertNever = (value: never): never => {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
};

/** Value equality for plain data (key order ignored): events read back from jsonb come with keys reordered. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
