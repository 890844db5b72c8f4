export * from './events.js';
export * from './traineeTrainings.js';
