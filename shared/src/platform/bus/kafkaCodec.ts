// How recorded events travel through Kafka. Topic per stream category,
// `practicum.<category>`; message key = stream id (one partition per stream, so
// a stream's events stay in order); value = the recorded event as JSON with its
// bigints (revision, position) written as decimal strings.
import { z } from 'zod';
import type { EventMetadata, RecordedEvent } from '../eventstore/types.js';

export const DEFAULT_TOPIC_PREFIX = 'practicum.';

/** Kafka allows [a-zA-Z0-9._-] in topic names; anything else in a category becomes '_'. */
export const topicForCategory = (category: string, prefix = DEFAULT_TOPIC_PREFIX): string =>
  `${prefix}${category.replace(/[^a-zA-Z0-9._-]/g, '_')}`;

const bigintString = z
  .string()
  .regex(/^\d+$/, 'an unsigned integer written as a string')
  .transform((text) => BigInt(text));

const wireEvent = z.object({
  eventId: z.string(),
  streamId: z.string(),
  type: z.string(),
  revision: bigintString,
  position: z.object({ commit: bigintString, prepare: bigintString }),
  data: z.record(z.string(), z.unknown()),
  // The transport checks its own envelope; metadata is the domain's and passes through as stored.
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime({ offset: true }).transform((text) => new Date(text)),
});

export function encodeRecordedEvent(event: RecordedEvent): string {
  return JSON.stringify({
    eventId: event.eventId,
    streamId: event.streamId,
    type: event.type,
    revision: event.revision.toString(),
    position: { commit: event.position.commit.toString(), prepare: event.position.prepare.toString() },
    data: event.data,
    metadata: event.metadata,
    createdAt: event.createdAt.toISOString(),
  });
}

/** Parses a message value written by encodeRecordedEvent; throws on anything else. */
export function decodeRecordedEvent(value: string | Buffer): RecordedEvent {
  const text = typeof value === 'string' ? value : value.toString('utf8');
  const result = wireEvent.safeParse(JSON.parse(text));
  if (!result.success) {
    throw new Error(`Not a recorded event: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return { ...result.data, metadata: result.data.metadata as unknown as EventMetadata };
}
