import { type Identifier } from 'react-admin';

export const mailPaths = {
  list: '/admin/tools/mail',
  show: (id: Identifier) => `/admin/tools/mail/${encodeURIComponent(String(id))}`,
};
