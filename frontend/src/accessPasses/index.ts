// Access passes (issue 17): the trainee's redeem/buy screen, the coordinator's
// codes and payments, the admin's batches, code search and trainee access reports.
import { definePage } from '../layout/manifest';
import { lazyComponent } from '../layout/lazyComponent';

export { AccessLimitedAlert, AccessPassAlert, useAccessLimited } from './AccessPassAlert';

const AccessPassPage = lazyComponent(() => import('./AccessPassPage'), 'AccessPassPage');
const AccessPassesPage = lazyComponent(() => import('./AccessPassesPage'), 'AccessPassesPage');
const RegistrationCodeBatchesPage = lazyComponent(() => import('./admin/RegistrationCodeBatchesPage'), 'RegistrationCodeBatchesPage');
const RegistrationCodeBatchPage = lazyComponent(() => import('./admin/RegistrationCodeBatchPage'), 'RegistrationCodeBatchPage');
const AccessPassSearchPage = lazyComponent(() => import('./admin/AccessPassSearchPage'), 'AccessPassSearchPage');
const TraineeAccessReportsPage = lazyComponent(() => import('./admin/TraineeAccessReportsPage'), 'TraineeAccessReportsPage');

export default [
  definePage('/access-pass', AccessPassPage),
  definePage('/access-passes', AccessPassesPage),
  definePage('/admin/tools/registration-code-batches', RegistrationCodeBatchesPage),
  definePage('/admin/tools/registration-code-batches/:id', RegistrationCodeBatchPage),
  definePage('/admin/tools/search/access-pass', AccessPassSearchPage),
  definePage('/admin/tools/trainee-access-reports', TraineeAccessReportsPage),
];
