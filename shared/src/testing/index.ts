export * from './testDatabase.js';
export * from './embeddedServer.js';
export * from './deciderSpec.js';
