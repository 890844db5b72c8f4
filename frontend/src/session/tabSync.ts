// Tabs of the same browser keep their idle timers in step (spec 000 §4): activity
// in one tab is announced as `reset-auto-logout-timers`, at most every 5 s.
export const RESET_MESSAGE = 'reset-auto-logout-timers';
export const TAB_SYNC_DEBOUNCE_MS = 5_000;
const CHANNEL = 'practicum-session';

export function createTabSync(onReset: () => void): { announce(): void; close(): void } {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  if (channel) channel.onmessage = (event: MessageEvent) => event.data === RESET_MESSAGE && onReset();
  let last = 0;
  return {
    announce() {
      const now = Date.now();
      if (now - last < TAB_SYNC_DEBOUNCE_MS) return;
      last = now;
      channel?.postMessage(RESET_MESSAGE);
    },
    close: () => channel?.close(),
  };
}
