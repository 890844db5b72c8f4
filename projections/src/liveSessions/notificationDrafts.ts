// Live session notifications (issue 16, spec 002 §1 and 001 notifications): invited (MeetingCreated,
// MeetingParticipantsAdded, a resent invitation) → each invitee but the host, "<host> invited you to a live
// session: <title>"; shared (MeetingShared) → the reviewer, "<who> shared a live session with you: <title>";
// commented → everyone on the session but the author; recording ready → the host and participants.
// The notifier keeps each meeting's title and people in its own tables (it runs outside the projections).
import type { Knex } from 'knex';
import type {
  MeetingCommentAdded,
  MeetingCreated,
  MeetingInvitationResent,
  MeetingParticipantRemoved,
  MeetingParticipantsAdded,
  MeetingShared,
  MeetingUnshared,
  MeetingUpdated,
} from '@practicum/shared/domain/liveSessions/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { cut, type Draft, type NotificationDrafts } from '../notifications/drafts.js';
import { notificationsReadModel } from '../notifications/notificationsReadModel.js';

const MEETINGS = notificationsReadModel.tables.notifier_meetings;
const PEOPLE = notificationsReadModel.tables.notifier_meeting_people;

export const meetingLink = (meetingId: string): string => `/livesessions/${meetingId}`;

interface Person {
  user_id: string;
  position_id: string | null;
  kind: 'participant' | 'reviewer';
}

const meetingOf = (trx: Knex.Transaction, meetingId: string) =>
  trx(MEETINGS).where({ meeting_id: meetingId }).first<{ title: string; host_user_id: string } | undefined>();
const peopleOf = (trx: Knex.Transaction, meetingId: string) => trx(PEOPLE).where({ meeting_id: meetingId }).select<Person[]>('*');

async function addPeople(trx: Knex.Transaction, meetingId: string, people: { userId: string; positionId: string }[], kind: Person['kind']) {
  if (people.length === 0) return;
  await trx(PEOPLE)
    .insert(people.map((p) => ({ meeting_id: meetingId, user_id: p.userId, position_id: p.positionId, kind })))
    .onConflict(['meeting_id', 'user_id', 'kind'])
    .ignore();
}

const invitation = (host: string, title: string) => `${host} invited you to a live session: ${cut(title)}`;

export const meetingNotificationDrafts: NotificationDrafts = {
  categories: ['meeting'],

  async migrate(trx) {
    await trx.raw(`
      create table if not exists ${MEETINGS} (
        meeting_id    uuid primary key,
        title         text not null,
        host_user_id  uuid not null
      )`);
    await trx.raw(`
      create table if not exists ${PEOPLE} (
        meeting_id   uuid not null,
        user_id      uuid not null,
        position_id  uuid,
        kind         text not null,
        primary key (meeting_id, user_id, kind)
      )`);
  },

  async draftsOf(trx, event: RecordedEvent, names): Promise<Draft[] | null> {
    switch (event.type) {
      case 'MeetingCreated': {
        const d = event.data as MeetingCreated['data'];
        await trx(MEETINGS)
          .insert({ meeting_id: d.meetingId, title: d.title, host_user_id: d.hostUserId })
          .onConflict('meeting_id')
          .ignore();
        await addPeople(trx, d.meetingId, d.participants, 'participant');
        const host = await names.lookup(d.hostUserId);
        return d.participants
          .filter((p) => p.userId !== d.hostUserId)
          .map((p) => ({ userId: p.userId, positionId: p.positionId, message: invitation(host, d.title), link: meetingLink(d.meetingId) }));
      }
      case 'MeetingUpdated': {
        const d = event.data as MeetingUpdated['data'];
        if (d.changes.title !== undefined) await trx(MEETINGS).where({ meeting_id: d.meetingId }).update({ title: d.changes.title });
        return [];
      }
      case 'MeetingParticipantsAdded': {
        const d = event.data as MeetingParticipantsAdded['data'];
        await addPeople(trx, d.meetingId, d.participants, 'participant');
        const meeting = await meetingOf(trx, d.meetingId);
        if (!meeting) return [];
        const host = await names.lookup(meeting.host_user_id);
        return d.participants.map((p) => ({
          userId: p.userId,
          positionId: p.positionId,
          message: invitation(host, meeting.title),
          link: meetingLink(d.meetingId),
        }));
      }
      case 'MeetingParticipantRemoved': {
        const d = event.data as MeetingParticipantRemoved['data'];
        await trx(PEOPLE).where({ meeting_id: d.meetingId, user_id: d.userId, kind: 'participant' }).delete();
        return [];
      }
      case 'MeetingUnshared': {
        const d = event.data as MeetingUnshared['data'];
        await trx(PEOPLE).where({ meeting_id: d.meetingId, user_id: d.userId, kind: 'reviewer' }).delete();
        return [];
      }
      case 'MeetingShared': {
        const d = event.data as MeetingShared['data'];
        await addPeople(trx, d.meetingId, [d], 'reviewer');
        const meeting = await meetingOf(trx, d.meetingId);
        if (!meeting) return [];
        const by = await names.lookup(d.byUserId);
        return [
          {
            userId: d.userId,
            positionId: d.positionId,
            message: `${by} shared a live session with you: ${cut(meeting.title)}`,
            link: meetingLink(d.meetingId),
          },
        ];
      }
      case 'MeetingInvitationResent': {
        const d = event.data as MeetingInvitationResent['data'];
        const meeting = await meetingOf(trx, d.meetingId);
        const person = (await peopleOf(trx, d.meetingId)).find((p) => p.user_id === d.userId);
        if (!meeting || !person) return [];
        const host = await names.lookup(meeting.host_user_id);
        const message = d.asReviewer ? `${host} shared a live session with you: ${cut(meeting.title)}` : invitation(host, meeting.title);
        return [{ userId: d.userId, positionId: person.position_id, message, link: meetingLink(d.meetingId) }];
      }
      case 'MeetingCommentAdded': {
        const d = event.data as MeetingCommentAdded['data'];
        const meeting = await meetingOf(trx, d.meetingId);
        if (!meeting) return [];
        const author = await names.lookup(d.authorUserId);
        const seen = new Set<string>();
        return (await peopleOf(trx, d.meetingId))
          .filter((p) => p.user_id !== d.authorUserId && !seen.has(p.user_id) && seen.add(p.user_id))
          .map((p) => ({
            userId: p.user_id,
            positionId: p.position_id,
            message: `${author} commented on a live session: ${cut(meeting.title)}`,
            link: meetingLink(d.meetingId),
          }));
      }
      case 'MeetingRecordingReady': {
        const { meetingId } = event.data as { meetingId: string };
        const meeting = await meetingOf(trx, meetingId);
        if (!meeting) return [];
        return (await peopleOf(trx, meetingId))
          .filter((p) => p.kind === 'participant')
          .map((p) => ({
            userId: p.user_id,
            positionId: p.position_id,
            message: `The recording of a live session is ready: ${cut(meeting.title)}`,
            link: meetingLink(meetingId),
          }));
      }
      case 'MeetingArchived': {
        const { meetingId } = event.data as { meetingId: string };
        await trx(PEOPLE).where({ meeting_id: meetingId, kind: 'reviewer' }).delete();
        return [];
      }
      default:
        return null;
    }
  },

  /** A deleted session's notifications go (their link would lead nowhere). */
  async obsoleteLinks(trx, event) {
    if (event.type !== 'MeetingDeleted') return null;
    const { meetingId } = event.data as { meetingId: string };
    await trx(PEOPLE).where({ meeting_id: meetingId }).delete();
    await trx(MEETINGS).where({ meeting_id: meetingId }).delete();
    return [meetingLink(meetingId)];
  },
};
