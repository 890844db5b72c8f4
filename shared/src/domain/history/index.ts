export * from './records.js';
export * from './describe.js';
export * from './folds.js';
export * from './fields.js';
export * from './recordNames.js';
export * from './scope.js';
export * from './organizations.js';
export * from './valueWords.js';
