// GET /api/initial-state (spec 000 §3.1): the session timers, links and upload
// settings from the server's configuration, loaded once per page (sent with it, as a rule).
import { useEffect, useState } from 'react';
import type { InitialStateRecord } from '@practicum/shared/domain/session/initialState';
import { takePageAnswer } from './pageAnswers';

export type InitialState = InitialStateRecord;

let pending: Promise<InitialState> | undefined;

export function loadInitialState(): Promise<InitialState> {
  if (!pending) {
    const sent = takePageAnswer<InitialState>('initial-state');
    if (sent) pending = Promise.resolve(sent);
  }
  pending ??= fetch('/api/initial-state', { credentials: 'same-origin', headers: { Accept: 'application/json' } }).then(
    async (response) => {
      if (!response.ok) throw new Error(`initial state failed with status ${response.status}`);
      return (await response.json()) as InitialState;
    },
  );
  pending.catch(() => (pending = undefined));
  return pending;
}

/** The initial state once loaded (undefined before, or when it could not be read). */
export function useInitialState(): InitialState | undefined {
  const [state, setState] = useState<InitialState>();
  useEffect(() => {
    let live = true;
    loadInitialState()
      .then((loaded) => live && setState(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return state;
}
