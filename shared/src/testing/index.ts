export * from './testDatabase.js';
export * from '../platform/db/embeddedPostgres.js';
export * from './deciderSpec.js';
