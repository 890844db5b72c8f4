// How values read to people (dates, times, hours, names): one module for the
// API, the PDFs and the screens, so a figure looks the same everywhere.
export * from './dates.js';
export * from './hours.js';
export * from './names.js';
export * from './avatar.js';
export * from './inputs.js';
