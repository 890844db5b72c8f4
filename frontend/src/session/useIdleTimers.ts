// The idle clock (spec 000 §4, §9): a warning after idle − warning seconds, the
// timeout at idle seconds; activity (here or in another tab) starts it again,
// and it stands still while media plays or a screen says it is busy. A keep-alive
// reads the current user every half session lifetime; it is not activity: only what
// the user does is reported to the server's idle clock (activityReport.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { SESSION_ACTIVITY_PATH } from '@practicum/shared/domain/identity/idleTimeout';
import { httpClient } from '../dataProvider';
import { idleTimersPaused } from './activity';
import { createActivityReporter } from './activityReport';
import { loadInitialState } from './initialState';
import { createTabSync } from './tabSync';

export type IdlePhase = { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'timedOut' };

// One reporter for the page's life: the effect runs again when the signed-in user is re-read, which is not
// the user's doing and must not reach the server's idle clock.
let reporterOfPage: { note(): void } | null = null;
function pageReporter(idleSeconds: number): { note(): void } {
  if (!reporterOfPage) {
    reporterOfPage = createActivityReporter(idleSeconds, () => httpClient(SESSION_ACTIVITY_PATH, { method: 'PUT', body: '{}' }));
    // opening or reloading the app is the user's doing; the idle clock here starts from it too
    reporterOfPage.note();
  }
  return reporterOfPage;
}

const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const TICK_MS = 1_000;

export function useIdleTimers(enabled: boolean): { state: IdlePhase; stayActive: () => void; restart: () => void } {
  const [state, setState] = useState<IdlePhase>({ phase: 'active' });
  const lastActivity = useRef(Date.now());
  const phase = useRef<IdlePhase['phase']>('active');
  const reset = useCallback(() => {
    lastActivity.current = Date.now();
    if (phase.current === 'warning') {
      phase.current = 'active';
      setState({ phase: 'active' });
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let timers: { idle: number; warning: number; lifetime: number } | null = null;
    let reporter: { note(): void } | null = null;
    let keepAlive: ReturnType<typeof setInterval> | undefined;
    let cancelled = false;
    void loadInitialState().then((initial) => {
      if (cancelled) return;
      timers = { idle: initial.idle_timeout_seconds, warning: initial.idle_warning_seconds, lifetime: initial.session_lifetime_seconds };
      reporter = pageReporter(timers.idle);
      keepAlive = setInterval(
        () => {
          if (phase.current !== 'timedOut') void httpClient('/api/users/current').catch(() => undefined);
        },
        (timers.lifetime * 1000) / 2,
      );
    });
    const sync = createTabSync(reset);
    const onActivity = () => {
      if (phase.current === 'timedOut') return;
      reset();
      sync.announce();
      reporter?.note();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    const tick = setInterval(() => {
      if (!timers || phase.current === 'timedOut') return;
      // Paused: the clock does not run, so idle time starts again once the media stops.
      if (idleTimersPaused()) {
        lastActivity.current = Date.now();
        reporter?.note();
      }
      const idleSeconds = (Date.now() - lastActivity.current) / 1000;
      if (idleSeconds >= timers.idle) {
        phase.current = 'timedOut';
        setState({ phase: 'timedOut' });
      } else if (idleSeconds >= timers.idle - timers.warning) {
        phase.current = 'warning';
        setState({ phase: 'warning', secondsLeft: Math.ceil(timers.idle - idleSeconds) });
      }
    }, TICK_MS);
    return () => {
      cancelled = true;
      clearInterval(tick);
      if (keepAlive) clearInterval(keepAlive);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      sync.close();
    };
  }, [enabled, reset]);

  const restart = useCallback(() => {
    phase.current = 'active';
    lastActivity.current = Date.now();
    setState({ phase: 'active' });
  }, []);
  return { state, stayActive: reset, restart };
}
