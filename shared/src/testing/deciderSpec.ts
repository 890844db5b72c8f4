// given(events).when(command).then(events) / .thenThrows(error) for deciders.
import { expect } from '@jest/globals';
import type { CommandContext, Decider, DomainEvent } from '../domain/decider.js';

export const testContext: CommandContext = { now: '2026-11-21T10:00:00.000Z', userId: 'user-under-test' };

export function deciderSpec<S, C, E extends DomainEvent, X = CommandContext>(decider: Decider<S, C, E, X>, context: X = testContext as X) {
  function given(events: E[]) {
    const state = events.reduce(decider.evolve, decider.initialState());
    return {
      when(command: C) {
        const run = () => decider.decide(command, state, context);
        return {
          then: (expected: E[]) => expect(run()).toEqual(expected),
          thenThrows: (errorClass: new (...args: never[]) => Error, message?: string | RegExp) => {
            expect(run).toThrow(errorClass);
            if (message) expect(run).toThrow(message);
          },
          thenFieldError: (field: string, text: string) => {
            try {
              run();
            } catch (error) {
              expect((error as { errors?: Record<string, string[]> }).errors?.[field]).toContain(text);
              return;
            }
            throw new Error('expected a field error, got events');
          },
        };
      },
    };
  }
  return {
    given,
    /** A command on a new stream, where nothing happened yet. */
    when: (command: C) => given([]).when(command),
  };
}
