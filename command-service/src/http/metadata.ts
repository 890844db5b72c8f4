// Kept while the routes move to shared/src/platform/commands/pipeline.ts.
export { correlationIdOf, requestMetadata as metadataFor } from '@practicum/shared/platform/eventstore/metadata';
