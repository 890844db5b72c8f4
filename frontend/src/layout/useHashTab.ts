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
  const [decidedFor, setDecidedFor] = useState<Location>(location);
  // decided while rendering, not in an effect: a tab a link or back names shows together with its address
  if (decidedFor !== location) {
    setDecidedFor(location);
    const fromHash = named(location.hash);
    if (fromHash) setTab(fromHash);
    // on going back to a bare address, or onto another page, the tab it opens on; a hash that names no tab (a part
    // of the page to scroll to) leaves the tab as it is
    else if (!location.hash && (navigationType === NavigationType.Pop || decidedFor.pathname !== location.pathname)) setTab(opened(''));
  }

  // the same object until the next navigation (keys do not tell: entries the browser made, like a typed #hash, all have 'default')
  const seen = useRef<Location>(location);
  useEffect(() => {
    const previous = seen.current;
    seen.current = location;
    if (previous === location || location.hash || navigationType === NavigationType.Pop || previous.pathname !== location.pathname) return;
    // a navigation on the same page meant to change something else dropped the hash: put it back
    const hash = hashes[tab];
    if (hash)
      void navigate({ pathname: location.pathname, search: location.search, hash }, { replace: true, state: location.state as unknown });
    // only a new location decides: the tab and the tabs' hashes are what this render holds
  }, [location]);

  const choose = useCallback(
    (next: T) => {
      setTab(next);
      void navigate({ pathname: location.pathname, search: location.search, hash: hashes[next] }, { replace: !options.push });
    },
    [navigate, location.pathname, location.search, hashes, options.push],
  );
  return [tab, choose];
}
