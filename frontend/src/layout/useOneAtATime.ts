// A write a button sends once at a time: a second click while the first is on its way (a double click) sends
// nothing, and `busy` turns the button off until the answer came. Each create carries its own Idempotency-Key, so
// without this a double click on a create stores two records.
import { useCallback, useRef, useState } from 'react';

export function useOneAtATime(): { busy: boolean; once: (action: () => Promise<void>) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const once = useCallback(async (action: () => Promise<void>) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, once };
}
