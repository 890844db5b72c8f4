// Loads one record for a screen, with a reload after commands (read-your-writes rides on the HTTP client).
import { useCallback, useEffect, useState } from 'react';

export function useLoaded<T>(load: () => Promise<T>, deps: unknown[]) {
  const [state, setState] = useState<{ data: T | null; error: unknown; version: number }>({ data: null, error: null, version: 0 });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    void load().then(
      (data) => live && setState((s) => ({ data, error: null, version: s.version + 1 })),
      (error: unknown) => live && setState((s) => ({ data: null, error, version: s.version + 1 })),
    );
    return () => {
      live = false;
    };
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}
