export { TasksPage } from './TasksPage';
export { TaskDetailsPage } from './TaskDetailsPage';
