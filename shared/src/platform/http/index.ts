export * from './errors.js';
export * from './session.js';
export * from './auth.js';
export * from './unsafeInput.js';
