// The activity log (spec 002): the trainee's /activity-log and the reviewers'
// /activity-log/approve.
import EventNoteIcon from '@mui/icons-material/EventNote';
import { defineResource } from '../layout/manifest';
import { ActivityLogApprovePage } from './ActivityLogApprovePage';
import { ActivityLogPage } from './ActivityLogPage';

export { ActivityLogPage } from './ActivityLogPage';
export { ActivityLogApprovePage } from './ActivityLogApprovePage';
export { RiskAlertsTable, riskAlertLink } from './RiskAlertsTable';

export default defineResource({
  name: 'activity-log',
  list: ActivityLogPage,
  screens: { approve: ActivityLogApprovePage },
  icon: EventNoteIcon,
  options: { label: 'app.menu.activity_log' },
});
