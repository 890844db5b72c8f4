// Tasks (spec 001 §4): /tasks (assigned and created tabs) and /tasks/:type/:id
// (type: assigned | created).
import AssignmentIcon from '@mui/icons-material/Assignment';
import { defineResource } from '../layout/manifest';
import { type TaskRecord } from './api';
import { lazyComponent } from '../layout/lazyComponent';

// each screen loads when first opened (its own chunk)
const TaskDetailsPage = lazyComponent(() => import('./TaskDetailsPage'), 'TaskDetailsPage');
const TasksPage = lazyComponent(() => import('./TasksPage'), 'TasksPage');

export default defineResource<TaskRecord>({
  name: 'tasks',
  list: TasksPage,
  show: TaskDetailsPage,
  routes: { show: ':type/:id' },
  icon: AssignmentIcon,
  options: { label: 'app.menu.tasks' },
  recordRepresentation: (record) => record.description,
});
