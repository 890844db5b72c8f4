// A staff people resource at its spec paths: /<resource> (list) and /<resource>/:id (details).
import { Route, Routes } from 'react-router';
import { ResourceContextProvider } from 'ra-core';
import { PeopleList } from './PeopleList';
import { PersonShow } from './PersonShow';

export const PeopleRoutes = ({ resource }: { resource: string }) => (
  <ResourceContextProvider value={resource}>
    <Routes>
      <Route index element={<PeopleList />} />
      <Route path=":id" element={<PersonShow />} />
    </Routes>
  </ResourceContextProvider>
);
