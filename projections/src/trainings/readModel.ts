// The trainings area's three read models: trainings (with the plan and level names
// they show), training plans with their levels, and the activity catalog.
import { defineReadModel } from '../runner/readModel.js';

export const trainingsReadModel = defineReadModel({
  projections: ['trainings'],
  tables: { trainings: 'trainings', training_plan_names: 'training_plan_names', training_level_names: 'training_level_names' },
});

export const trainingPlansReadModel = defineReadModel({
  projections: ['trainingPlans'],
  tables: { training_levels: 'training_levels', training_plans: 'training_plans' },
});

export const activityCatalogReadModel = defineReadModel({
  projections: ['activityCatalog'],
  tables: { activity_types: 'activity_types', activities: 'activities', activity_tags: 'activity_tags' },
});
