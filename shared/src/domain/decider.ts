// The decider shape every aggregate follows: pure functions, no clock, no ids,
// no I/O. Time, new ids and the acting user come in the command's context.

export interface DomainEvent<T extends string = string, D extends Record<string, unknown> = Record<string, unknown>> {
  type: T;
  data: D;
}

export interface Decider<State, Command, Event extends DomainEvent, Context = CommandContext> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State, context: Context) => Event[];
}

export interface CommandContext {
  /** ISO instant, UTC. */
  now: string;
  userId: string | null;
}

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
