// Heavy screen parts (charts, maps) load on demand so the sign-in page and the
// dashboards paint before their libraries arrive (recharts, leaflet): a named
// export of a module, behind its own Suspense with a placeholder of the part's
// usual height, so nothing jumps when it lands. A part below a screen's main content (a dashboard's charts)
// can wait until that content has painted before it starts loading, so its library never delays it; a part
// the screen is known to need can start loading early (preload) and then renders without a placeholder.
import { Skeleton } from '@mui/material';
import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';

type Props = Record<string, unknown>;

/** The component `name` of the module `load` imports, typed as that export. */
export function lazyComponent<M, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  placeholderHeight = 260,
  options: { afterPaint?: boolean } = {},
): M[K] & { preload(): void } {
  // once loaded (or preloaded), the part renders at once: no placeholder, no wait for React's reveal
  let loaded: ComponentType<Props> | undefined;
  const loadComponent = async () => (loaded = (await load())[name] as ComponentType<Props>);
  const Loaded = lazy(async () => ({ default: await loadComponent() }));
  const OnDemand = (props: Props) => {
    const painted = usePainted(options.afterPaint ?? false);
    // decided once per mount: switching between the two trees later would mount the part again
    const [Ready] = useState(() => loaded);
    if (!painted) return null;
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={placeholderHeight} sx={{ mb: 2 }} />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
  OnDemand.displayName = `OnDemand(${name})`;
  /** Starts loading the part before it is shown (a failure is left to its first render, which shows it). */
  OnDemand.preload = () => void loadComponent().catch(() => undefined);
  // it takes exactly the loaded component's props: the export's own type is the honest one
  return OnDemand as unknown as M[K] & { preload(): void };
}

/** False until the frame this component first rendered in has been painted, when `wait`; true at once otherwise. */
function usePainted(wait: boolean): boolean {
  const [painted, setPainted] = useState(!wait);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the callback runs before the next paint; the timeout after it
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
