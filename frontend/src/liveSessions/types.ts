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

export const meetingPaths = {
  list: '/livesessions',
  tab: (list: MeetingListName) => `/livesessions#${list}-sessions`,
  create: '/livesessions?action=create',
  show: (id: string | number) => `/livesessions/${id}`,
  room: (id: string | number) => `/livesessions/${id}/room`,
  tools: '/livesessions/tools',
  waitingRoom: (code: string) => `/join-session/${code}`,
};

/** The list a hash names (#scheduled-sessions → scheduled), or the first. */
export const listOfHash = (hash: string): MeetingListName => {
  const name = hash.replace(/^#/, '').replace(/-sessions$/, '');
  return (meetingLists as readonly string[]).includes(name) ? (name as MeetingListName) : 'live';
};
