// Staff people lists and details: /faculty, /supervisors, /coordinators and
// their /:id pages, one resource each on the same screens; and /search/users.
import PeopleIcon from '@mui/icons-material/People';
import SearchIcon from '@mui/icons-material/Search';
import { defineResource, shownAs } from '../layout/manifest';
import { peopleResourceNames, type PersonRecord } from './types';
import { lazyComponent } from '../layout/lazyComponent';

// each screen loads when first opened (its own chunk)
const PeopleList = lazyComponent(() => import('./PeopleList'), 'PeopleList');
const PersonShow = lazyComponent(() => import('./PersonShow'), 'PersonShow');
const UserSearchList = lazyComponent(() => import('./UserSearchList'), 'UserSearchList');

export { peopleResources } from './messages';
export { peopleResourceNames } from './types';

export default [
  ...peopleResourceNames.map((name) =>
    defineResource<PersonRecord>({
      name,
      list: PeopleList,
      show: PersonShow,
      icon: PeopleIcon,
      options: { label: `app.menu.${name}` },
      recordRepresentation: (record) => record.name,
    }),
  ),
  // /search/users (PEOPLE-11): GET /api/users/search
  defineResource<PersonRecord>({
    name: 'user-search',
    path: '/search/users',
    list: UserSearchList,
    ...shownAs('user_search', SearchIcon),
    recordRepresentation: (record) => record.name,
  }),
];
