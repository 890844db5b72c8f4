// Demo support conversations and clients (issue 19): the coordinator's open
// question that the admin has answered, the faculty member's conversation the
// admin answered and closed; the demo trainee's clients by code — one with
// uploads allowed by the demo supervisor, one awaiting upload approval (MISC-05,
// MISC-06), one with nothing asked; the allowed one holds the trainee's session
// notes (attachable "client"). Issued as the demo people's commands.
import { randomUUID } from 'node:crypto';
import { attachmentsDecider, attachmentsStream, defaultAttachmentKinds, type Attachable } from '@practicum/shared/domain/attachments/index';
import { clientDecider, clientStream, type ClientCommand } from '@practicum/shared/domain/clients/index';
import { storageFromEnv } from '@practicum/shared/platform/storage/index';
import { supportDecider, supportStream, type SupportCommand } from '@practicum/shared/domain/support/index';
import { clientIdOf } from '@practicum/command-service/clients/routes';
import { DEMO_PDF, seedOriginAs, type DemoContext, type DemoPerson, type DemoSeeder } from './demoContext.js';

const actorOf = (p: DemoPerson) => ({ userId: p.userId, role: p.role, organizationId: p.organizationId });

const support = (ctx: DemoContext, as: DemoPerson, conversationId: string, command: SupportCommand) =>
  ctx.commands.handle(supportDecider, supportStream(conversationId), command, seedOriginAs(as), (base) => ({
    ...base,
    actor: actorOf(as),
  }));

const client = (ctx: DemoContext, as: DemoPerson, clientId: string, command: ClientCommand) =>
  ctx.commands.handle(clientDecider, clientStream(clientId), command, seedOriginAs(as), (base) => ({
    ...base,
    actor: actorOf(as),
    // the demo supervisor supervises the demo trainee (an approved placement, demoPlacements.ts)
    supervises: as.role === 'supervisor',
  }));

/** The trainee's session notes on a client whose uploads are allowed (MISC-05), as the attachments route attaches them. */
async function clientNotes(ctx: DemoContext, trainee: DemoPerson, clientId: string) {
  const filename = 'session-notes.pdf';
  const stored = await storageFromEnv().put(DEMO_PDF, { mimetype: 'application/pdf', filename, ownerId: trainee.userId });
  const file = { uuid: stored.uuid, filename, mimetype: 'application/pdf', size: stored.size, ownerId: trainee.userId };
  const attachable: Attachable = {
    type: 'client',
    id: clientId,
    organizationId: trainee.organizationId,
    hipaaEnforced: true,
    kinds: defaultAttachmentKinds,
  };
  // the demo trainee passed the HIPAA course (demoCeCourses.ts)
  const actor = { userId: trainee.userId, positionId: trainee.positionId, role: trainee.role, impersonating: false, hipaaCompleted: true };
  await ctx.commands.handle(
    attachmentsDecider,
    attachmentsStream('client', clientId),
    { type: 'AttachFile', data: { attachmentId: randomUUID(), attachable, file, public: false, actor } },
    seedOriginAs(trainee),
  );
}

async function conversation(ctx: DemoContext, opener: DemoPerson, subject: string, thread: [DemoPerson, string][], close: boolean) {
  const admin = ctx.people.get('admin')!;
  const conversationId = randomUUID();
  const [first, ...rest] = thread;
  await support(ctx, opener, conversationId, {
    type: 'OpenSupportConversation',
    data: { conversationId, messageId: randomUUID(), subject, body: first![1] },
  });
  for (const [who, body] of rest)
    await support(ctx, who, conversationId, { type: 'PostSupportMessage', data: { conversationId, messageId: randomUUID(), body } });
  if (close) await support(ctx, admin, conversationId, { type: 'ChangeSupportStatus', data: { conversationId, status: 'closed' } });
  return conversationId;
}

export const seedDemoSupport: DemoSeeder = async (ctx) => {
  const admin = ctx.people.get('admin')!;
  const coordinator = ctx.people.get('coordinator')!;
  const faculty = ctx.people.get('faculty')!;
  const supervisor = ctx.people.get('supervisor')!;
  const trainee = ctx.people.get('trainee')!;

  ctx.ids.set(
    'support:open',
    await conversation(
      ctx,
      coordinator,
      'Importing last term’s trainees',
      [
        [coordinator, 'Can we import last term’s trainees from a spreadsheet, or do they need new invites?'],
        [admin, 'A CSV import is on its way; until then, invites keep their history. I will write here when it is ready.'],
      ],
      false,
    ),
  );
  ctx.ids.set(
    'support:closed',
    await conversation(
      ctx,
      faculty,
      'Evaluation form missing a question',
      [
        [faculty, 'The mid-term evaluation lost its last question after the update.'],
        [admin, 'Restored. The form shows all its questions again.'],
        [faculty, 'Confirmed, thank you!'],
      ],
      true,
    ),
  );

  // clients: codes only (HIPAA)
  const codes = ['C-1001', 'C-1002', 'C-1003'] as const;
  for (const code of codes) {
    const clientId = clientIdOf(trainee.organizationId, trainee.userId, code);
    ctx.ids.set(`client:${code}`, clientId);
    await client(ctx, trainee, clientId, { type: 'AddClient', data: { clientId, code } });
  }
  const allowed = ctx.ids.get('client:C-1001')!;
  await client(ctx, trainee, allowed, { type: 'RequestClientUpload', data: { clientId: allowed } });
  await client(ctx, supervisor, allowed, { type: 'ToggleClientUpload', data: { clientId: allowed, canUpload: true } });
  await clientNotes(ctx, trainee, allowed);
  const waiting = ctx.ids.get('client:C-1002')!;
  await client(ctx, trainee, waiting, { type: 'RequestClientUpload', data: { clientId: waiting } });
};
