// Tabbed pages keep the active tab in the URL hash and in local storage; the stored tab expires after 5
// minutes (spec 000 §2.3, §9; SPINE-45). The hash wins (a shared link), then a fresh stored tab, then the
// page's default.
export const TAB_MEMORY_MS = 5 * 60 * 1000;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const storageKey = (page: string) => `practicum.tab.${page}`;

/** The tab to open: the hash's when it names one of the page's tabs, else the stored one while fresh, else the default. */
export function rememberedTab(options: {
  page: string;
  keys: readonly string[];
  fallback: string | undefined;
  hash: string;
  storage: Store | undefined;
  now: number;
}): string | undefined {
  const fromHash = decodeURIComponent(options.hash.replace(/^#/, ''));
  if (options.keys.includes(fromHash)) return fromHash;
  try {
    const stored = JSON.parse(options.storage?.getItem(storageKey(options.page)) ?? 'null') as { key?: unknown; at?: unknown } | null;
    if (
      stored &&
      typeof stored.key === 'string' &&
      typeof stored.at === 'number' &&
      options.now - stored.at < TAB_MEMORY_MS &&
      options.keys.includes(stored.key)
    )
      return stored.key;
  } catch {
    // an unreadable entry counts as none
  }
  return options.fallback;
}

/** Remembers the chosen tab for the page, with the time it was chosen. */
export function storeTab(storage: Store | undefined, page: string, key: string, now: number): void {
  try {
    storage?.setItem(storageKey(page), JSON.stringify({ key, at: now }));
  } catch {
    // storage full or refused: the hash still holds it
  }
}
