// A resource's list, create and edit mounted under a path of the spec's
// choosing (<base>, <base>/create, <base>/edit/:id) rather than react-admin's
// /<resource>/:id, with the resource in context for the data hooks.
import { type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { ResourceContextProvider } from 'ra-core';

export interface ResourceScreens {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
}

export const ResourceRoutes = ({ resource, screens }: { resource: string; screens: ResourceScreens }) => {
  const { list: List, create: Create, edit: Edit } = screens;
  return (
    <ResourceContextProvider value={resource}>
      <Routes>
        {List ? <Route index element={<List />} /> : null}
        {Create ? <Route path="create" element={<Create />} /> : null}
        {Edit ? <Route path="edit/:id" element={<Edit />} /> : null}
      </Routes>
    </ResourceContextProvider>
  );
};
