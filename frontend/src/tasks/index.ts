// Tasks (spec 001 §4): /tasks (assigned and created tabs) and /tasks/:type/:id
// (type: assigned | created).
import AssignmentIcon from '@mui/icons-material/Assignment';
import { defineResource } from '../layout/manifest';
import { TaskDetailsPage } from './TaskDetailsPage';
import { TasksPage } from './TasksPage';
import { type TaskRecord } from './api';

export { TasksPage } from './TasksPage';
export { TaskDetailsPage } from './TaskDetailsPage';

export default defineResource<TaskRecord>({
  name: 'tasks',
  list: TasksPage,
  show: TaskDetailsPage,
  routes: { show: ':type/:id' },
  icon: AssignmentIcon,
  options: { label: 'app.menu.tasks' },
  recordRepresentation: (record) => record.description,
});
