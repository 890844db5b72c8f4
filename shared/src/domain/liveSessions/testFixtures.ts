// A MeetingCreated for tests (decider specs, the projector spec): a scheduled live session of an hour with the
// host and one trainee, no guests, provider or recording; the ids and anything else come from the caller.
import type { MeetingCreated } from './events.js';

type Parties = Pick<MeetingCreated['data'], 'meetingId' | 'organizationId' | 'hostUserId' | 'hostPositionId' | 'participants'>;

export const meetingCreatedData = (
  parties: Parties,
  startAt: string,
  overrides: Partial<MeetingCreated['data']> = {},
): MeetingCreated['data'] => ({
  ...parties,
  code: 'abcdefghjk',
  title: 'Weekly supervision',
  type: 'live',
  scheduleType: 'scheduled',
  guestEmails: [],
  startAt,
  durationMinutes: 60,
  provider: 'no_provider',
  autoRecord: false,
  audioOnly: false,
  placementId: null,
  dialInPhone: null,
  dialInCode: null,
  status: 'scheduled',
  recordingStatus: 'unknown',
  ...overrides,
});
