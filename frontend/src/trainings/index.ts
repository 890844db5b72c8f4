// The training setup area: plans, levels and the activities editor.
export { TrainingPlanRoutes } from './TrainingPlanRoutes';
export { TrainingLevelShow } from './TrainingLevelShow';
export { ActivitiesPage } from './ActivitiesPage';
export { trainingSetupMessages, trainingSetupResources } from './messages';
export { trainingPlanPaths } from './types';
