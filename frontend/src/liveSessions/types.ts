// The live sessions' records as the read API answers them, the index's lists and the screens' paths.
export type {
  MeetingCommentRecord,
  MeetingRecord,
  MeetingRecordingRecord,
  MeetingUserRecord,
  WaitingRoomRecord,
} from '@practicum/shared/domain/liveSessions/records';
export type {
  MeetingProvider,
  MeetingScheduleType,
  MeetingStatus,
  MeetingType,
  RecordingStatus,
} from '@practicum/shared/domain/liveSessions/events';

/** The data provider's resource: GET /api/meetings?filter={"list":…}. */
export const meetingsResource = 'meetings';

/** The index's lists in the order of its tabs (LIVE-05); each tab's hash is `#<list>-sessions`. */
export const meetingLists = ['live', 'telehealth', 'uploaded', 'archived', 'shared', 'scheduled', 'past'] as const;
export type MeetingListName = (typeof meetingLists)[number];

/** Each list's tab hash (#scheduled-sessions …). */
export const meetingListHashes = Object.fromEntries(meetingLists.map((name) => [name, `#${name}-sessions`])) as Record<
  MeetingListName,
  string
>;

export const meetingPaths = {
  list: '/livesessions',
  tab: (list: MeetingListName) => `/livesessions${meetingListHashes[list]}`,
  create: '/livesessions?action=create',
  show: (id: string | number) => `/livesessions/${id}`,
  room: (id: string | number) => `/livesessions/${id}/room`,
  tools: '/livesessions/tools',
  waitingRoom: (code: string) => `/join-session/${code}`,
};
