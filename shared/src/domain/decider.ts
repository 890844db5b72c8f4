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
