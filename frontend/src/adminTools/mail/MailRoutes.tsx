// /admin/tools/mail (list) and /admin/tools/mail/:id (one mail), with the
// resource in context for the data hooks.
import { Route, Routes } from 'react-router';
import { ResourceContextProvider } from 'ra-core';
import { MailList } from './MailList';
import { MailShow } from './MailShow';

export const MailRoutes = () => (
  <ResourceContextProvider value="mail">
    <Routes>
      <Route index element={<MailList />} />
      <Route path=":id" element={<MailShow />} />
    </Routes>
  </ResourceContextProvider>
);
