// Heavy screen parts (charts, maps) load on demand so the sign-in page and the
// dashboards paint before their libraries arrive (recharts, leaflet): a named
// export of a module, behind its own Suspense with a placeholder of the part's
// usual height, so nothing jumps when it lands.
import { Skeleton } from '@mui/material';
import { Suspense, lazy, type ComponentType } from 'react';

type Props = Record<string, unknown>;

/** The component `name` of the module `load` imports, typed as that export. */
export function lazyComponent<M, K extends keyof M & string>(load: () => Promise<M>, name: K, placeholderHeight = 260): M[K] {
  const Loaded = lazy(async () => ({ default: (await load())[name] as ComponentType<Props> }));
  const OnDemand = (props: Props) => (
    <Suspense fallback={<Skeleton variant="rounded" height={placeholderHeight} sx={{ mb: 2 }} />}>
      <Loaded {...props} />
    </Suspense>
  );
  OnDemand.displayName = `OnDemand(${name})`;
  // it takes exactly the loaded component's props: the export's own type is the honest one
  return OnDemand as M[K];
}
