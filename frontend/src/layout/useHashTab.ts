// The tab of a tabbed page, shown in the URL hash (000 §1) but held as the page's own state: a later
// navigation on the same page that means to change something else drops the hash (react-admin's list writes
// its filters with navigate({ search }) after a debounce, so it may land just after a tab was chosen), and the
// hash is then put back instead of the page falling back to its first tab. A link to a tab, back and forward
// follow the hash.
import { useCallback, useEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType, type Location } from 'react-router';

interface HashTabOptions<T extends string> {
  /** The tab to open when no hash names one (or to prefer over the hash's: a remembered tab); else the first. */
  opened?: (named: T | undefined) => T | undefined;
  /** Each choice a history entry of its own (back returns to the tab before); else the entry is replaced. */
  push?: boolean;
}

/** The selected tab and its setter; `hashes` gives each tab's hash ('' for a tab the bare page opens on). */
export function useHashTab<T extends string>(hashes: Readonly<Record<T, string>>, options: HashTabOptions<T> = {}): [T, (tab: T) => void] {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const tabs = Object.keys(hashes) as T[];
  const named = (hash: string) => (hash ? tabs.find((tab) => hashes[tab] === hash) : undefined);
  const opened = (hash: string): T => options.opened?.(named(hash)) ?? named(hash) ?? tabs[0]!;

  const [tab, setTab] = useState<T>(() => opened(location.hash));
  // the latest choice, also before its render: the effect below must not restore the tab just left
  const chosen = useRef(tab);
  const seen = useRef<Location>(location);

  useEffect(() => {
    const previous = seen.current;
    seen.current = location;
    if (previous.key === location.key) return;
    const select = (next: T) => void setTab((chosen.current = next));
    const fromHash = named(location.hash);
    if (fromHash) return select(fromHash);
    // a hash that names no tab (a part of the page to scroll to) leaves the tab as it is
    if (location.hash) return;
    if (navigationType === NavigationType.Pop || previous.pathname !== location.pathname) return select(opened(''));
    const hash = hashes[chosen.current];
    if (hash)
      void navigate({ pathname: location.pathname, search: location.search, hash }, { replace: true, state: location.state as unknown });
    // only a new location decides: the tabs' hashes are the same on every render
  }, [location]);

  const choose = useCallback(
    (next: T) => {
      setTab((chosen.current = next));
      void navigate({ pathname: location.pathname, search: location.search, hash: hashes[next] }, { replace: !options.push });
    },
    [navigate, location.pathname, location.search, hashes, options.push],
  );
  return [tab, choose];
}
