// The live sessions' read contract (issue 16): meetings, their people
// (participants and reviewers), comments, recordings, who is in the room now,
// and a log of everything that happened to each (the admin lookup's logs).
import { defineReadModel } from '../runner/readModel.js';

export const liveSessionsReadModel = defineReadModel({
  projections: ['liveSessions'],
  tables: {
    meetings: 'meetings',
    meeting_users: 'meeting_users',
    meeting_comments: 'meeting_comments',
    meeting_recordings: 'meeting_recordings',
    meeting_presence: 'meeting_presence',
    meeting_logs: 'meeting_logs',
    meeting_servers: 'meeting_servers',
  },
});

export const MEETINGS = liveSessionsReadModel.tables.meetings;
export const MEETING_USERS = liveSessionsReadModel.tables.meeting_users;
export const MEETING_COMMENTS = liveSessionsReadModel.tables.meeting_comments;
export const MEETING_RECORDINGS = liveSessionsReadModel.tables.meeting_recordings;
export const MEETING_PRESENCE = liveSessionsReadModel.tables.meeting_presence;
export const MEETING_LOGS = liveSessionsReadModel.tables.meeting_logs;
export const MEETING_SERVERS = liveSessionsReadModel.tables.meeting_servers;
