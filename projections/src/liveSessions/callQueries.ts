// What the call signalling (query-service liveSessions/signalling.ts) reads:
// whether a participant id is in a started meeting's room now, as whom.
import type { Knex } from 'knex';
import { userName } from '../identity/userQueries.js';
import { MEETINGS, MEETING_PRESENCE } from './readModel.js';

export interface CallPresence {
  meetingStatus: string;
  provider: string;
  hostUserId: string;
  /** Null when the participant id is not in the room. */
  present: { userId: string | null; guestName: string | null; name: string | null } | null;
}

export async function callPresence(knex: Knex, meetingId: string, participantId: string): Promise<CallPresence | null> {
  const meeting = await knex(MEETINGS)
    .where({ id: meetingId })
    .first<{ status: string; provider: string; host_user_id: string } | undefined>('status', 'provider', 'host_user_id');
  if (!meeting) return null;
  const present = await knex(MEETING_PRESENCE)
    .where({ meeting_id: meetingId, participant_id: participantId })
    .first<{ user_id: string | null; guest_name: string | null } | undefined>('user_id', 'guest_name');
  const name = present?.user_id ? await userName(knex, present.user_id) : null;
  return {
    meetingStatus: meeting.status,
    provider: meeting.provider,
    hostUserId: meeting.host_user_id,
    present: present ? { userId: present.user_id, guestName: present.guest_name, name } : null,
  };
}
