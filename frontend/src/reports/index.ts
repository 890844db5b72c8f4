// Training reports: the /reports screen and the report card other screens embed
// (the trainee details page shows TraineeReportCard).
import AssessmentIcon from '@mui/icons-material/Assessment';
import { defineResource, shownAs } from '../layout/manifest';
import { lazyComponent } from '../layout/lazyComponent';

// each screen loads when first opened (its own chunk)
const ReportsPage = lazyComponent(() => import('./ReportsPage'), 'ReportsPage');

export { TraineeReportCard } from './TraineeReportCard';

export default defineResource({ name: 'reports', list: ReportsPage, ...shownAs('reports', AssessmentIcon) });
