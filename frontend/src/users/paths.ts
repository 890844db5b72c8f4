import { type Identifier } from 'ra-core';

export const userPaths = {
  list: '/admin/users',
  edit: (id: Identifier) => `/admin/users/edit/${encodeURIComponent(String(id))}`,
};
