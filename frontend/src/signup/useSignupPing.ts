// SIGNUP-60: once a signup is in progress, GET /api/signup/ping every half of the session
// lifetime, at most 4 times, so a long survey does not lose its session.
import { useEffect } from 'react';
import { getThatWrites } from '../dataProvider';
import { loadInitialState } from '../session/initialState';

export const MAX_SIGNUP_PINGS = 4;

export function useSignupPing(inProgress: boolean): void {
  useEffect(() => {
    if (!inProgress) return;
    let pings = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    void loadInitialState().then(({ session_lifetime_seconds }) => {
      if (stopped) return;
      timer = setInterval(
        () => {
          pings += 1;
          if (pings >= MAX_SIGNUP_PINGS) clearInterval(timer);
          // a GET that writes (the session's ping count): sent with the CSRF header
          void getThatWrites('/api/signup/ping').catch(() => undefined);
        },
        (session_lifetime_seconds * 1000) / 2,
      );
    });
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [inProgress]);
}
