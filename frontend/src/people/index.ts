// Staff people lists and details: /faculty, /supervisors, /coordinators and
// their /:id pages, one resource each on the same screens.
import PeopleIcon from '@mui/icons-material/People';
import { defineResource } from '../layout/manifest';
import { peopleResourceNames, type PersonRecord } from './types';
import { lazyComponent } from '../layout/lazyComponent';

// each screen loads when first opened (its own chunk)
const PeopleList = lazyComponent(() => import('./PeopleList'), 'PeopleList');
const PersonShow = lazyComponent(() => import('./PersonShow'), 'PersonShow');

export { peopleResources } from './messages';
export { peopleResourceNames } from './types';

export default peopleResourceNames.map((name) =>
  defineResource<PersonRecord>({
    name,
    list: PeopleList,
    show: PersonShow,
    icon: PeopleIcon,
    options: { label: `app.menu.${name}` },
    recordRepresentation: (record) => record.name,
  }),
);
