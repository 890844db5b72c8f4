// Tasks and their comments.
import { defineReadModel } from '../runner/readModel.js';

export const tasksReadModel = defineReadModel({
  projections: ['tasks'],
  tables: { tasks: 'tasks', task_comments: 'task_comments' },
});
