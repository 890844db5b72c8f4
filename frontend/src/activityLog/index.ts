// The activity log (spec 002): the trainee's /activity-log and the reviewers'
// /activity-log/approve.
import EventNoteIcon from '@mui/icons-material/EventNote';
import { defineResource, shownAs } from '../layout/manifest';
import { lazyComponent } from '../layout/lazyComponent';

// each screen loads when first opened (its own chunk)
const ActivityLogApprovePage = lazyComponent(() => import('./ActivityLogApprovePage'), 'ActivityLogApprovePage');
const ActivityLogPage = lazyComponent(() => import('./ActivityLogPage'), 'ActivityLogPage');

export { RiskAlertsTable, riskAlertLink } from './RiskAlertsTable';

export default defineResource({
  name: 'activity-log',
  list: ActivityLogPage,
  screens: { approve: ActivityLogApprovePage },
  ...shownAs('activity_log', EventNoteIcon),
});
