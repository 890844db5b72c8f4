// The dev outbox resource ("mail" → GET /api/admin/tools/mail), admin only,
// at /admin/tools/mail and /admin/tools/mail/:id.
import MailIcon from '@mui/icons-material/Mail';
import { defineResource } from '../../layout/manifest';
import { mailPaths } from './paths';
import { type OutboxMail } from './types';
import { lazyComponent } from '../../layout/lazyComponent';

// each screen loads when first opened (its own chunk)
const MailList = lazyComponent(() => import('./MailList'), 'MailList');
const MailShow = lazyComponent(() => import('./MailShow'), 'MailShow');

export { mailPaths } from './paths';
export * from './types';

export default defineResource<OutboxMail>({
  name: 'mail',
  path: mailPaths.list,
  list: MailList,
  show: MailShow,
  icon: MailIcon,
  recordRepresentation: (record) => record.subject,
});
