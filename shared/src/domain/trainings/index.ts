// Trainings area (issue 4): events, the deciders of the training setup
// (levels, plans, activity catalogue) and of trainee trainings.
export * from './events.js';
export * from './traineeTrainings.js';
export * from './setupRules.js';
export * from './trainingLevel.js';
export * from './trainingPlan.js';
export * from './activityCatalog.js';
