export * from './decider.js';
export * from './validation.js';
export * as organizations from './organizations/index.js';
export * as settings from './settings/index.js';
export * as identity from './identity/index.js';
export * as tasks from './tasks/index.js';
