// Trainees (coordinator, faculty): /trainees and /trainees/:id.
import PeopleIcon from '@mui/icons-material/People';
import { defineResource } from '../layout/manifest';
import { TraineeDetailsPage } from './TraineeDetailsPage';
import { TraineeList } from './TraineeList';
import { type TraineeRecord } from './types';

export { TraineeList } from './TraineeList';
export { TraineeDetailsPage } from './TraineeDetailsPage';
export { traineeMessages } from './messages';

export default defineResource<TraineeRecord>({
  name: 'trainees',
  list: TraineeList,
  show: TraineeDetailsPage,
  icon: PeopleIcon,
  options: { label: 'app.menu.trainees' },
  recordRepresentation: (record) => record.name,
});
