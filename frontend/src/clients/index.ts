// The clients area (issue 19; MISC-03 … 07): /clients (a trainee's clients by
// code, added there; their supervisors' and coordinators' view) and /clients/:id
// (one client: uploads requested, allowed or not). The supervisor's dashboard
// tab (DASH-45) is useClientsTab.
import PeopleIcon from '@mui/icons-material/People';
import { defineResource, shownAs } from '../layout/manifest';
import { lazyComponent } from '../layout/lazyComponent';
import { clientPaths, clientsResource, type ClientRecord } from './types';

// each screen loads when first opened (its own chunk)
const ClientList = lazyComponent(() => import('./ClientList'), 'ClientList');
const ClientShow = lazyComponent(() => import('./ClientShow'), 'ClientShow');

export { clientMessages, clientResources } from './messages';
export { useClientsTab } from './useClientsTab';

export default defineResource<ClientRecord>({
  name: clientsResource,
  path: clientPaths.list,
  list: ClientList,
  show: ClientShow,
  ...shownAs('clients', PeopleIcon),
  recordRepresentation: (record) => record.code,
});
