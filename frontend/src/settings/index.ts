export { MaintenanceBanner } from './MaintenanceBanner';
export { MaintenanceToggle } from './MaintenanceToggle';
export { LockoutToggle } from './LockoutToggle';
export * from './types';
