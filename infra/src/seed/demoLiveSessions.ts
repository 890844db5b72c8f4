// Demo live sessions (issue 16 item 8): the demo supervisor's weekly supervision with the demo trainee,
// scheduled for tomorrow (the trainee's "scheduled" list, the dashboards' upcoming meeting); last week's
// case review, held and ended, shared with the demo faculty member, who commented after the trainee (the
// faculty's "shared with you" list and review badge); a role play the supervisor uploaded last week, a short
// clip made with ffmpeg here and processed like any upload (the "uploaded" list, a recording that plays); and the
// demo trainee's telehealth session with a client guest at their approved placement (the "telehealth" list); and the
// demo coordinator's team meeting with the demo faculty member, scheduled in three days (the coordinator's list).
// Issued as the demo people's commands; past sessions are decided at their own time, so their dates are in the
// past like real ones'.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  meetingContext,
  meetingDecider,
  meetingInputSchema,
  meetingStream,
  DEFAULT_PARTICIPANT_LIMITS,
  type MeetingCommand,
} from '@practicum/shared/domain/liveSessions/index';
import { storageFromEnv } from '@practicum/shared/platform/storage/index';
import { generateClip, mediaToolsAvailable } from '@practicum/command-service/liveSessions/media/ffmpeg';
import { newMeetingCode } from '@practicum/command-service/liveSessions/routes';
import { seedOriginAs, type DemoContext, type DemoPerson, type DemoSeeder } from './demoContext.js';

const HOUR = 3_600_000;
const CLIP_SECONDS = 3;

const meeting = (ctx: DemoContext, as: DemoPerson, meetingId: string, command: MeetingCommand, at?: Date) =>
  ctx.commands.handle(meetingDecider, meetingStream(meetingId), command, seedOriginAs(as), (base) => ({
    ...meetingContext(as.role)(base),
    ...(at ? { now: at.toISOString() } : {}),
  }));

/** A session `host` creates with `people`, decided at `at` (default now); the facts a route would look up are true. */
async function create(
  ctx: DemoContext,
  host: DemoPerson,
  people: DemoPerson[],
  input: Record<string, unknown>,
  at?: Date,
): Promise<string> {
  const meetingId = randomUUID();
  await meeting(
    ctx,
    host,
    meetingId,
    {
      type: 'CreateMeeting',
      data: {
        meetingId,
        organizationId: host.organizationId,
        code: newMeetingCode(),
        host: {
          userId: host.userId,
          positionId: host.positionId,
          role: host.role,
          positionStatus: 'active',
          // the demo trainee's HIPAA training is real: they pass the HIPAA course (demoCeCourses.ts)
          hipaaCompleted: true,
          // the demo's hosts are full-access positions (its limited trainee hosts nothing)
          accessPassRequired: false,
          email: host.email,
        },
        input: meetingInputSchema.parse({ duration: 50, participants: people.map((p) => p.positionId), ...input }),
        participants: people.map((p) => ({ userId: p.userId, positionId: p.positionId, email: p.email })),
        organization: { liveSessionsAllowed: true, telehealthEnabled: true },
        participantLimit: DEFAULT_PARTICIPANT_LIMITS.general,
        placementValid: true,
        uploadValid: true,
      },
    },
    at,
  );
  return meetingId;
}

/** The supervisor's session with the trainee, decided at `at` (default now). */
const schedule = (ctx: DemoContext, title: string, startAt: Date, options: { autoRecord: boolean; at?: Date }): Promise<string> =>
  create(
    ctx,
    ctx.people.get('supervisor')!,
    [ctx.people.get('trainee')!],
    { title, schedule_type: 'scheduled', start_at: startAt.toISOString(), auto_record: options.autoRecord },
    options.at,
  );

/**
 * A few seconds of test picture and tone as WebM, made once per machine (every test app seeds the demo): written
 * under another name and renamed, so that apps seeding at once never read half a file. Null without ffmpeg.
 */
async function demoClip(): Promise<Buffer | null> {
  const clip = join(tmpdir(), `practicum-demo-recording-${CLIP_SECONDS}s.webm`);
  if (!existsSync(clip)) {
    if (!(await mediaToolsAvailable())) return null;
    const part = `${clip}.${randomUUID()}.webm`;
    await generateClip(part, CLIP_SECONDS, 'webm');
    await rename(part, clip);
  }
  return readFile(clip);
}

export const seedDemoLiveSessions: DemoSeeder = async (ctx) => {
  const supervisor = ctx.people.get('supervisor')!;
  const trainee = ctx.people.get('trainee')!;
  const faculty = ctx.people.get('faculty')!;

  const tomorrow = new Date(Date.now() + 24 * HOUR);
  tomorrow.setUTCHours(15, 0, 0, 0);
  ctx.ids.set('meeting:scheduled', await schedule(ctx, 'Weekly supervision', tomorrow, { autoRecord: true }));

  // the demo coordinator hosts the program's team meeting with the demo faculty member in three days: the
  // coordinator's "scheduled" list and dashboard have a session of their own (stop 55)
  const teamMeeting = new Date(Date.now() + 3 * 24 * HOUR);
  teamMeeting.setUTCHours(17, 0, 0, 0);
  ctx.ids.set(
    'meeting:coordinator',
    await create(ctx, ctx.people.get('coordinator')!, [faculty], {
      title: 'Practicum team meeting',
      schedule_type: 'scheduled',
      start_at: teamMeeting.toISOString(),
      auto_record: false,
    }),
  );

  // last week's case review: scheduled a day ahead, held and ended at its time
  const held = new Date(Date.now() - 6 * 24 * HOUR);
  held.setUTCHours(16, 0, 0, 0);
  const pastId = await schedule(ctx, 'Case review: intake assessment', held, {
    autoRecord: false,
    at: new Date(held.getTime() - 24 * HOUR),
  });
  await meeting(ctx, supervisor, pastId, { type: 'StartMeeting' }, held);
  await meeting(ctx, supervisor, pastId, { type: 'EndMeeting' }, new Date(held.getTime() + 50 * 60_000));
  await meeting(ctx, trainee, pastId, {
    type: 'ShareMeeting',
    data: { reviewers: [{ userId: faculty.userId, positionId: faculty.positionId }] },
  });
  const comment = (as: DemoPerson, body: string) =>
    meeting(ctx, as, pastId, { type: 'AddMeetingComment', data: { commentId: randomUUID(), authorPositionId: as.positionId, body } });
  await comment(trainee, 'I shared this with you for the mid-term review: the intake part starts about ten minutes in.');
  await comment(faculty, 'Good rapport early on. Next time, summarize the presenting concern before moving to history.');
  ctx.ids.set('meeting:past', pastId);

  // the uploaded role play: the recording processor (a bus consumer) makes it playable once the app runs
  const clip = await demoClip();
  if (clip) {
    const stored = await storageFromEnv().put(clip, { mimetype: 'video/webm', filename: 'role-play.webm', ownerId: supervisor.userId });
    const recordedAt = new Date(Date.now() - 5 * 24 * HOUR);
    recordedAt.setUTCHours(14, 0, 0, 0);
    const uploadedId = await create(ctx, supervisor, [trainee], {
      title: 'Role play: reflective listening',
      schedule_type: 'recorded',
      start_at: recordedAt.toISOString(),
      duration: 5,
      upload_uuid: stored.uuid,
    });
    ctx.ids.set('meeting:uploaded', uploadedId);
  } else ctx.logger.warn('demo uploaded session skipped: ffmpeg is not available');

  // the trainee's telehealth session with a client, who joins from the guest link
  const placementId = ctx.ids.get('placement:approved');
  if (placementId) {
    const at = new Date(Date.now() + 2 * 24 * HOUR);
    at.setUTCHours(17, 0, 0, 0);
    const telehealthId = await create(ctx, trainee, [], {
      title: 'Telehealth: follow-up with client',
      schedule_type: 'telehealth',
      start_at: at.toISOString(),
      guest_emails: ['client.demo@example.test'],
      placement_id: placementId,
      terms_agreed: true,
    });
    ctx.ids.set('meeting:telehealth', telehealthId);
  }
};
