// The dev outbox resource ("mail" → GET /api/admin/tools/mail), admin only,
// mounted at /admin/tools/mail and /admin/tools/mail/:id by App.
import MailIcon from '@mui/icons-material/Mail';
import { MailList } from './MailList';
import { MailShow } from './MailShow';
import { type OutboxMail } from './types';

export { mailPaths } from './paths';
export * from './types';

export default {
  list: MailList,
  show: MailShow,
  icon: MailIcon,
  recordRepresentation: (record: OutboxMail) => record.subject,
};
