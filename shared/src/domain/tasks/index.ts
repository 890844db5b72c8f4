export * from './commands.js';
export * from './events.js';
export * from './state.js';
export { taskDecider, checkForm, validateTaskInput, assigneesOf, nextScheduledStart, messages as taskMessages } from './decider.js';
export * from './userPicker.js';
export * from './forms.js';
export * from './whoMayAssign.js';
export * from './saveState.js';
