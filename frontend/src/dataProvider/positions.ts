// Read-your-writes: every command answers X-Position; reads send the last one
// as X-Min-Position so the query side waits until its projections have caught up.
import { LAST_POSITION_COOKIE } from '@practicum/shared/domain/session/readAnswers';

export const positionHeader = 'X-Position';
export const minPositionHeader = 'X-Min-Position';

export interface PositionTracker {
  note(position: string | null | undefined): void;
  last(): string | undefined;
  forget(): void;
}

/** Whether wire position a ("<commit>.<prepare>") comes after b; anything unparsable counts as later (the server decides). */
function later(a: string, b: string): boolean {
  const parse = (text: string) => /^(\d+)\.(\d+)$/.exec(text.trim());
  const [x, y] = [parse(a), parse(b)];
  if (!x || !y) return true;
  const [ac, ap, bc, bp] = [BigInt(x[1]!), BigInt(x[2]!), BigInt(y[1]!), BigInt(y[2]!)];
  return ac === bc ? ap > bp : ac > bc;
}

const STORAGE_KEY = 'practicum.lastPosition';

/** Where the page's own first reads learn the position: the cookie the server reads them after (LAST_POSITION_COOKIE). */
export interface PositionCookie {
  set(position: string | null): void;
}

/** The browser's cookie of the last position, for the whole app and this session only (no expiry). */
export const documentPositionCookie = (document: Pick<Document, 'cookie'>, secure: boolean): PositionCookie => ({
  set: (position) => {
    const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
    document.cookie =
      position === null
        ? `${LAST_POSITION_COOKIE}=${attributes}; Max-Age=0`
        : `${LAST_POSITION_COOKIE}=${encodeURIComponent(position)}${attributes}`;
  },
});

/**
 * The tab's session storage keeps the last position across a reload, so the reads of a page reloaded right after a
 * command still wait for its own write; the cookie does the same for the reads the page is sent with, which the
 * server makes before any script runs.
 */
export function createPositionTracker(
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  cookie?: PositionCookie,
): PositionTracker {
  let last: string | undefined = storage?.getItem(STORAGE_KEY) ?? undefined;
  return {
    // Positions only move forward: a realtime message may carry an older one than the last command's.
    note: (position) => {
      if (position && (!last || later(position, last))) {
        last = position;
        storage?.setItem(STORAGE_KEY, position);
        cookie?.set(position);
      }
    },
    last: () => last,
    forget: () => {
      last = undefined;
      storage?.removeItem(STORAGE_KEY);
      cookie?.set(null);
    },
  };
}
