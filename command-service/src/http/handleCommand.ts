// Kept while the routes move to shared/src/platform/commands/pipeline.ts.
export { loadState, decideAndAppend as handleCommand, type CommandResult } from '@practicum/shared/platform/commands/pipeline';
