// The supervisor profile's manifest: /supervision-profile (supervisor, faculty),
// and the parts other screens show (the coordinators' read-only view, the dashboards' prompt and header).
import { lazyComponent } from '../layout/lazyComponent';
import { definePage } from '../layout/manifest';
import { profilePaths } from './profileApi';

// the screen loads when first opened (its own chunk)
const SupervisionProfilePage = lazyComponent(() => import('./SupervisionProfilePage'), 'SupervisionProfilePage');

export { SupervisionProfileView } from './SupervisionProfileView';
export { SupervisorProfilePrompt } from './SupervisorProfilePrompt';
export { SupervisorDirectoryStatus } from './SupervisorDirectoryStatus';
export { supervisionProfileMessages } from './messages';

export default definePage(profilePaths.screen, SupervisionProfilePage);
