export * from './commands.js';
export * from './events.js';
export { settingDecider, type SettingState } from './decider.js';
