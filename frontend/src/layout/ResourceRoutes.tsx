// A resource's screens mounted under the spec's path rather than react-admin's
// /<resource>/:id/show, with the resource in context for the data hooks.
import { Route, Routes } from 'react-router';
import { ResourceContextProvider } from 'ra-core';
import { NotFound } from 'react-admin';
import { type ResourceManifest } from './manifest';

export const ResourceRoutes = ({ manifest }: { manifest: ResourceManifest }) => {
  const { list: List, create: Create, show: Show, edit: Edit, routes = {}, screens = {} } = manifest;
  return (
    <ResourceContextProvider value={manifest.name}>
      <Routes>
        {List ? <Route index element={<List />} /> : null}
        {Create ? <Route path={routes.create ?? 'create'} element={<Create />} /> : null}
        {Show ? <Route path={routes.show ?? ':id'} element={<Show />} /> : null}
        {Edit ? <Route path={routes.edit ?? ':id/edit'} element={<Edit />} /> : null}
        {Object.entries(screens).map(([pattern, Screen]) => (
          <Route key={pattern} path={pattern} element={<Screen />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </ResourceContextProvider>
  );
};
