// The session's reads and commands through the data hooks: every command refetches the session it changed.
import { useApiCommand, useApiRead } from '../dataProvider/hooks';
import { mayComment, mayShare } from '@practicum/shared/domain/liveSessions/abilities';
import { useCurrentUser } from '../identity/currentUser';
import type { MeetingCommentRecord, MeetingRecord } from './types';
import { useCanWrite } from '../session/useCanWrite';

export type MeetingDetails = MeetingRecord & { comments: MeetingCommentRecord[] };

export const meetingPath = (id: string) => `meetings/${id}`;

export const useMeeting = (id: string) => useApiRead<MeetingDetails>(meetingPath(id), { retry: false });

/**
 * What the reader may do on a session, by the decider's own rules. An admin sees every session but is neither
 * participant nor reviewer, so is not offered forms the server refuses.
 */
export function useMeetingAbilities(meeting: MeetingDetails): { comment: boolean; share: boolean } {
  const me = useCurrentUser().user?.id ?? null;
  // a read-only session (graduated, auditor) comments on and shares nothing
  const canWrite = useCanWrite();
  const parties = {
    hostUserId: meeting.owner_id,
    participantIds: meeting.users.map((u) => u.id),
    reviewerIds: meeting.assignees.map((a) => a.id),
  };
  return { comment: canWrite && mayComment(parties, me), share: canWrite && mayShare(parties, me) };
}

type Command<V> = (variables: V) => { path: string; method?: 'POST' | 'PUT' | 'DELETE'; body?: unknown };

/** A command on one session (`meetings/<id>/…`), refetching the session after it. */
export function useMeetingCommand<V = void>(id: string, command: Command<V>) {
  return useApiCommand<V>(command, [meetingPath(id)]);
}

export const meetingCommands = {
  comment: (id: string) => (body: string) => ({ path: `meetings/${id}/comments`, body: { body } }),
  share: (id: string) => (users: string[]) => ({ path: `meetings/${id}/users/share`, body: { users } }),
  unshare: (id: string) => (user: string) => ({ path: `meetings/${id}/user/${user}/unshare`, method: 'DELETE' as const }),
  update: (id: string) => (body: Record<string, unknown>) => ({ path: meetingPath(id), method: 'PUT' as const, body }),
  addUsers: (id: string) => (users: string[]) => ({ path: `meetings/${id}/users`, body: { users } }),
  removeUser: (id: string) => (user: string) => ({ path: `meetings/${id}/user/${user}`, method: 'DELETE' as const }),
  resend: (id: string) => (user: string) => ({ path: `meetings/${id}/resend-invitation/${user}` }),
  end: (id: string) => () => ({ path: `meetings/${id}/end`, body: {} }),
  cancel: (id: string) => () => ({ path: `meetings/${id}/cancel`, method: 'DELETE' as const }),
  archive: (id: string) => () => ({ path: `meetings/${id}/archive`, body: {} }),
  reprocess: (id: string) => (recordingId: string) => ({ path: `meetings/${id}/reprocess`, body: { recording_id: recordingId } }),
};
