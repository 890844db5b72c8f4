// Parked events (issue 10), admin only, at /admin/tools/dead-letters ("dead-letters" →
// GET /api/admin/tools/dead-letters; retry: dataProvider.retry).
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { type DeadLetterRecord } from '@practicum/shared/domain/adminTools/deadLetters';
import { defineResource } from '../../layout/manifest';
import { deadLetterPaths } from './paths';
import { lazyComponent } from '../../layout/lazyComponent';

// each screen loads when first opened (its own chunk)
const DeadLetterList = lazyComponent(() => import('./DeadLetterList'), 'DeadLetterList');

export { deadLetterPaths } from './paths';

export default defineResource<DeadLetterRecord>({
  name: 'dead-letters',
  path: deadLetterPaths.list,
  list: DeadLetterList,
  icon: ReportProblemIcon,
  recordRepresentation: (record) => `${record.projector}: ${record.event_type}`,
});
