// Trainees (coordinator, faculty): /trainees and /trainees/:id.
import PeopleIcon from '@mui/icons-material/People';
import { defineResource, shownAs } from '../layout/manifest';
import { type TraineeRecord } from './types';
import { lazyComponent } from '../layout/lazyComponent';

// each screen loads when first opened (its own chunk)
const TraineeDetailsPage = lazyComponent(() => import('./TraineeDetailsPage'), 'TraineeDetailsPage');
const TraineeList = lazyComponent(() => import('./TraineeList'), 'TraineeList');

export { traineeMessages } from './messages';

export default defineResource<TraineeRecord>({
  name: 'trainees',
  list: TraineeList,
  show: TraineeDetailsPage,
  ...shownAs('trainees', PeopleIcon),
  recordRepresentation: (record) => record.name,
});
