// The spec's URLs (000 §2.3), which differ from react-admin's defaults
// (/organizations/:id): every link and redirect of the area goes through here.
import { type Identifier } from 'ra-core';

export const organizationPaths = {
  list: '/admin/organizations',
  create: '/admin/organizations/create',
  edit: (id: Identifier) => `/admin/organizations/edit/${encodeURIComponent(String(id))}`,
};
