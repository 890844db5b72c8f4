// Live sessions ask two things of a trainee (spec 002 §6, LIVE-36; PASS-13): the HIPAA course completed, and a
// current access pass where the position is limited. Using a session is reading it too: its details, comments,
// people and logs, and its recordings' files, hold what was said in it (a telehealth client's words among them). The
// command side refuses the writes by the same rule (liveSessionRefusal); this refuses the reads of a session and its
// files. The lists stay readable, so a trainee still sees which sessions await them and what they must do first.
import type { Knex } from 'knex';
import { liveSessionCallerOf } from '@practicum/projections/liveSessions/queries';
import { liveSessionRefusal } from '@practicum/shared/domain/liveSessions/index';
import { ForbiddenError } from '@practicum/shared/platform/errors';
import type { SessionAuth } from '@practicum/shared/platform/http/session';

/** 403 with the rule's message for a trainee without the course or a needed pass; anyone else passes. */
export async function assertMayUseLiveSessions(knex: Knex, auth: SessionAuth): Promise<void> {
  const refusal = liveSessionRefusal(await liveSessionCallerOf(knex, auth));
  if (refusal) throw new ForbiddenError(refusal);
}
