// A parked event (issue 10): an event a projector failed to apply, set aside so the
// projector goes on. Read by the health check and the admin tools' dead letters screen.
export type DeadLetterRecord = {
  id: number;
  /** The projector that failed on the event. */
  projector: string;
  event_id: string;
  event_type: string;
  stream_id: string;
  /** The event's position in $all, as commands answer it (`commit.prepare`). */
  position: string;
  data: Record<string, unknown>;
  /** The projector's error, as thrown. */
  error: string;
  /** Times it failed (parked, then each retry that failed again). */
  attempts: number;
  /** When the event happened (ISO). */
  occurred_at: string;
  /** When it was last parked or retried (ISO). */
  parked_at: string;
};
