// Tasks (spec 001 §4): /tasks (assigned and created tabs) and /tasks/:type/:id
// (type: assigned | created).
import AssignmentIcon from '@mui/icons-material/Assignment';
import { defineResource, shownAs } from '../layout/manifest';
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
  ...shownAs('tasks', AssignmentIcon),
  recordRepresentation: (record) => record.description,
});
