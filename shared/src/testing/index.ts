export * from './testDatabase.js';
export * from './embeddedServer.js';
