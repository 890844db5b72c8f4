// Meeting commands and the input schemas of the new-session dialog (spec 002 §5
// Live sessions, §7 Meetings). Rules needing the clock or other aggregates'
// facts live in the decider; the route gathers those facts.
import { z } from 'zod';
import type { Role } from '../../access/roles.js';
import { holdableInstant, line, requiredLine, requiredText, TEXT } from '../bounds.js';
import type { CommandContext } from '../decider.js';
import type { ArchiveReason, MeetingParty, MeetingScheduleType } from './events.js';

export const scheduleTypes = ['now', 'scheduled', 'recorded', 'telehealth'] as const satisfies readonly MeetingScheduleType[];
export const providers = ['no_provider', 'big_blue_button'] as const;

/** An instant as ISO text (any form Date parses, with its offset), normalized to UTC; '' and null mean none. */
const instant = z.union(
  [
    z
      .string()
      .max(40)
      .refine((value) => value === '' || holdableInstant(value), { error: 'The date and time field must be a valid date.' })
      .transform((value) => (value === '' ? null : new Date(value).toISOString())),
    z.null(),
    // a union reports its own error when no member takes the value: the field's message, not "Invalid input"
  ],
  { error: 'The date and time field must be a valid date.' },
);

export const MIN_DURATION_MINUTES = 5;
export const durationMinMessage = `The expected duration must be at least ${MIN_DURATION_MINUTES} minutes.`;

/**
 * Expected duration in minutes, within a day. LIVE-29's lower bound (at least 5 minutes) is the decider's, told with
 * the schedule's other faults; a negative value is stopped here with that rule's message, not an "at least 0" that 0
 * itself would break.
 */
const duration = z
  .number()
  .int()
  .min(0, { error: durationMinMessage })
  .max(24 * 60);

const email = z.string().trim().toLowerCase().pipe(z.email().max(TEXT.name));

export const meetingInputSchema = z.object({
  title: line(TEXT.name).default(''),
  schedule_type: z.enum(scheduleTypes).default('scheduled'),
  /** Position ids of the participants besides the host. */
  participants: z.array(z.string().max(TEXT.id)).max(500).default([]),
  start_at: instant.default(null),
  duration: duration.default(60),
  provider: z.enum(providers).default('no_provider'),
  auto_record: z.boolean().default(false),
  audio_only: z.boolean().default(false),
  guest_emails: z.array(email).max(100).default([]),
  placement_id: z.union([z.uuid({ error: 'The selected placement is invalid.' }), z.null()]).default(null),
  terms_agreed: z.boolean().default(false),
  upload_uuid: z.union([z.string().max(TEXT.id), z.null()]).default(null),
});
export type MeetingInput = z.infer<typeof meetingInputSchema>;

export const updateMeetingSchema = z
  .object({
    title: line(TEXT.name).optional(),
    start_at: instant.optional(),
    duration: duration.optional(),
    auto_record: z.boolean().optional(),
    audio_only: z.boolean().optional(),
    guest_emails: z.array(email).max(100).optional(),
  })
  .strip();
export type UpdateMeetingInput = z.infer<typeof updateMeetingSchema>;

export const meetingUsersSchema = z.object({ users: z.array(z.string().max(TEXT.id)).min(1).max(500) });
export const meetingCommentSchema = z.object({ body: requiredText(TEXT.long) });
export const guestJoinSchema = z.object({ guest_name: requiredLine(TEXT.short) });

/** The host as the route found them: role, position status and HIPAA training (LIVE-35 … 37). */
export interface MeetingHost extends MeetingParty {
  role: Role | null;
  positionStatus: string;
  hipaaCompleted: boolean;
  /** A limited trainee position without a current access pass (PASS-13). */
  accessPassRequired: boolean;
  email: string | null;
}

/** What the organization allows (DASH-09, LIVE-35). */
export interface MeetingOrganizationFacts {
  liveSessionsAllowed: boolean;
  telehealthEnabled: boolean;
}

/** A decider's context: the acting user's role lets admins reprocess and archive. */
export interface MeetingContext extends CommandContext {
  role: Role | null;
}

export type MeetingCommand =
  | {
      type: 'CreateMeeting';
      data: {
        meetingId: string;
        organizationId: string;
        code: string;
        host: MeetingHost;
        input: MeetingInput;
        /** The participants' parties, resolved from input.participants (host excluded), with their emails. */
        participants: (MeetingParty & { email: string | null })[];
        organization: MeetingOrganizationFacts;
        participantLimit: number;
        /** The placement exists in the host's organization and names the host (telehealth). */
        placementValid: boolean;
        /** The uploaded file exists and belongs to the host (uploaded sessions). */
        uploadValid: boolean;
      };
    }
  | { type: 'UpdateMeeting'; data: { input: UpdateMeetingInput; participantEmails: string[]; participantLimit: number } }
  | { type: 'AddParticipants'; data: { participants: MeetingParty[]; participantLimit: number } }
  | { type: 'RemoveParticipant'; data: { userId: string } }
  | { type: 'ResendInvitation'; data: { userId: string } }
  | { type: 'ShareMeeting'; data: { reviewers: MeetingParty[] } }
  | { type: 'UnshareMeeting'; data: { userId: string } }
  | { type: 'CancelMeeting' }
  | { type: 'DeleteMeeting' }
  | { type: 'AddMeetingComment'; data: { commentId: string; authorPositionId: string | null; body: string } }
  | { type: 'ArchiveMeeting'; data: { reason: ArchiveReason } }
  // media: lifecycle, presence and recording (live-media issues these)
  | { type: 'StartMeeting' }
  | { type: 'EndMeeting' }
  | {
      type: 'JoinMeeting';
      /**
       * accessPassRequired: the joining user is a limited trainee position without a current access pass (PASS-13);
       * hipaaRequired: a trainee who has not completed the HIPAA course (spec 002 §6), as for hosting.
       */
      data: {
        participantId: string;
        guestName: string | null;
        participantLimit: number;
        accessPassRequired: boolean;
        hipaaRequired: boolean;
      };
    }
  | { type: 'LeaveMeeting'; data: { participantId: string } }
  | { type: 'StartRecording'; data: { recordingId: string } }
  | { type: 'StoreRecordingChunk'; data: { recordingId: string; sequence: number; storageKey: string; bytes: number } }
  | { type: 'StopRecording'; data: { recordingId: string } }
  | {
      type: 'CompleteRecording';
      data: { recordingId: string; durationSeconds: number; fileKey: string; thumbnailKey: string | null; mimeType: string };
    }
  | { type: 'FailRecording'; data: { recordingId: string; reason: string } }
  | { type: 'ReprocessRecording'; data: { recordingId: string } }
  // the provider's side (BigBlueButton): the room it opened, the recordings it made
  | { type: 'OpenRoom'; data: { server: string | null; dialInPhone: string | null; dialInCode: string | null } }
  | { type: 'ImportRecording'; data: { recordingId: string; providerRecordId: string; uploadUuid: string } };
