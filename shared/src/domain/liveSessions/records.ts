// A meeting as the read API answers it (spec 002 §3, 001 §3; LIVE-14 … 16):
// declared once for the query service that builds it and the screens that show it.
import type { MeetingProvider, MeetingScheduleType, MeetingStatus, MeetingType, RecordingSource, RecordingStatus } from './events.js';

export interface MeetingUserRecord {
  id: string; // user id
  position_id: string;
  name: string;
  email: string | null;
  role_keyname: string | null;
}

export interface MeetingRecordingRecord {
  id: string;
  status: 'recording' | 'processing' | 'ready' | 'failed';
  source: RecordingSource;
  duration_seconds: number | null;
  mime_type: string | null;
  /** Signed for the reader; null until the recording is ready. */
  url: string | null;
  thumbnail_url: string | null;
  created_at: string;
}

export interface MeetingCommentRecord {
  id: string;
  body: string;
  author: string | null;
  author_id: string;
  created_at: string;
}

export interface MeetingRecord {
  id: string;
  code: string;
  title: string;
  /** Reading A (002 §3). */
  type: MeetingType;
  /** Reading C (001 §4). */
  schedule_type: MeetingScheduleType;
  /** Reading B (002 §3): 1 now, 2 scheduled, 3 recorded, 4 telehealth. */
  type_number: 1 | 2 | 3 | 4;
  status: MeetingStatus;
  recording_status: RecordingStatus;
  provider: MeetingProvider;
  owner_id: string;
  owner: string;
  organization_id: string;
  users: MeetingUserRecord[];
  assignees: MeetingUserRecord[]; // the reviewers it is shared with
  guest_emails: string[];
  start_at: string;
  duration: number;
  auto_record: boolean;
  audio_only: boolean;
  placement_id: string | null;
  dial_in_phone: string | null;
  dial_in_code: string | null;
  join_url: string;
  archived_at: string | null;
  /** When retention will archive it (LIVE-25); null once archived or when it never will. */
  archives_at: string | null;
  comments_count: number;
  recordings: MeetingRecordingRecord[];
  is_host: boolean;
  created_at: string;
  updated_at: string;
}

export interface WaitingRoomRecord {
  id: string;
  status: MeetingStatus;
  join_url: string;
  dial_in_phone: string | null;
  dial_in_code: string | null;
  title: string;
  start_at: string;
}
