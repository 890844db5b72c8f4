import { useEffect, useState } from 'react';

/** "m:ss" (or "h:mm:ss") since `from`, ticking every second. */
export function useElapsed(from: number | null): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (from === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [from]);
  if (from === null) return '0:00';
  const total = Math.max(0, Math.floor((now - from) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
