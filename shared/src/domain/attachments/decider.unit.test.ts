import { describe, expect, it } from '@jest/globals';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { deciderSpec } from '../../testing/deciderSpec.js';
import type { AttachmentActor, AttachmentCommand } from './commands.js';
import { attachmentMessages as messages, attachmentsDecider, HipaaRequiredError } from './index.js';
import type { AttachmentAttached, AttachmentEvent } from './events.js';
import { kindsMessage } from './kinds.js';

const spec = deciderSpec(attachmentsDecider);
const actor = (overrides: Partial<AttachmentActor> = {}): AttachmentActor => ({
  userId: 'trainee',
  positionId: 'pos-trainee',
  role: 'trainee',
  impersonating: false,
  hipaaCompleted: true,
  ...overrides,
});
const attachable = {
  type: 'task' as const,
  id: 'task-1',
  organizationId: 'org',
  hipaaEnforced: true,
  kinds: ['images', 'documents'] as const,
};
const file = { uuid: 'u1', filename: 'notes.pdf', mimetype: 'application/pdf', size: 1200, ownerId: 'trainee' };
const attachCommand = (overrides: Partial<Extract<AttachmentCommand, { type: 'AttachFile' }>['data']> = {}): AttachmentCommand => ({
  type: 'AttachFile',
  data: { attachmentId: 'a1', attachable, file, public: false, actor: actor(), ...overrides },
});
const attached = (overrides: Partial<AttachmentAttached['data']> = {}): AttachmentEvent => ({
  type: 'AttachmentAttached',
  data: {
    attachmentId: 'a1',
    attachableType: 'task',
    attachableId: 'task-1',
    organizationId: 'org',
    uuid: 'u1',
    filename: 'notes.pdf',
    mimetype: 'application/pdf',
    kind: 'documents',
    size: 1200,
    public: false,
    ownerUserId: 'trainee',
    ownerPositionId: 'pos-trainee',
    hipaaEnforced: true,
    ...overrides,
  },
});
const detach = (who: AttachmentActor, attachmentId = 'a1'): AttachmentCommand => ({
  type: 'DetachFile',
  data: { attachmentId, actor: who },
});

describe('when nothing is attached yet', () => {
  it('TASKS-47 TASKS-34 attaches the actor’s own upload with its kind', () => {
    spec.when(attachCommand()).then([attached()]);
  });

  it('TASKS-49 refuses a kind the attachable does not accept (default images and documents)', () => {
    spec
      .when(attachCommand({ file: { ...file, mimetype: 'video/mp4' } }))
      .thenFieldError('upload.uuid', kindsMessage(['images', 'documents']));
  });

  it('TASKS-49 accepts video when the attachable asks for it', () => {
    const video = { ...file, mimetype: 'video/mp4' };
    expect(
      attachmentsDecider.decide(
        attachCommand({ file: video, attachable: { ...attachable, kinds: ['video'] } }),
        { attached: {} },
        {
          now: '2026-11-21T10:00:00.000Z',
          userId: 'trainee',
        },
      )[0]?.data,
    ).toMatchObject({ kind: 'video' });
  });

  it('refuses someone else’s upload', () => {
    spec.when(attachCommand({ file: { ...file, ownerId: 'someone-else' } })).thenFieldError('upload.uuid', messages.uploadInvalid);
  });

  it('TASKS-53 refuses a trainee who has not completed HIPAA, with the course link', () => {
    spec.when(attachCommand({ actor: actor({ hipaaCompleted: false }) })).thenThrows(HipaaRequiredError, messages.hipaaRequired);
    expect(new HipaaRequiredError().link).toBe('/cecourses/hipaa');
  });

  it('TASKS-53 lets a non-trainee attach whatever the HIPAA record says', () => {
    spec.when(attachCommand({ actor: actor({ role: 'coordinator', hipaaCompleted: false }) })).then([attached()]);
  });

  it('TASKS-52 refuses an impersonating admin on a HIPAA-enforced attachable', () => {
    spec.when(attachCommand({ actor: actor({ impersonating: true }) })).thenThrows(ForbiddenError, messages.cannotAccess);
  });

  it('MISC-05 refuses with the attachable’s own reason when it takes no upload from this actor', () => {
    const closed = { ...attachable, type: 'client' as const, uploadRefusal: 'Uploads are not allowed for this client.' };
    spec.when(attachCommand({ attachable: closed })).thenThrows(ForbiddenError, 'Uploads are not allowed for this client.');
  });
});

describe('when a file is attached', () => {
  it('refuses to attach the same upload twice', () => {
    spec
      .given([attached()])
      .when(attachCommand({ attachmentId: 'a2' }))
      .thenThrows(ConflictError, messages.alreadyAttached);
  });

  it('TASKS-51 lets the owner detach it', () => {
    spec
      .given([attached()])
      .when(detach(actor()))
      .then([
        { type: 'AttachmentDetached', data: { attachmentId: 'a1', attachableType: 'task', attachableId: 'task-1', byUserId: 'trainee' } },
      ]);
  });

  it('TASKS-51 lets a coordinator detach someone else’s file', () => {
    spec
      .given([attached()])
      .when(detach(actor({ userId: 'coord', role: 'coordinator' })))
      .then([
        { type: 'AttachmentDetached', data: { attachmentId: 'a1', attachableType: 'task', attachableId: 'task-1', byUserId: 'coord' } },
      ]);
  });

  it('TASKS-51 refuses anyone else', () => {
    spec
      .given([attached()])
      .when(detach(actor({ userId: 'supervisor', role: 'supervisor' })))
      .thenThrows(ForbiddenError, messages.cannotDelete);
  });

  it('TASKS-52 TASKS-51 refuses a hidden file even to a coordinator seen through impersonation', () => {
    spec
      .given([attached()])
      .when(detach(actor({ userId: 'coord', role: 'coordinator', impersonating: true })))
      .thenThrows(ForbiddenError, messages.cannotAccess);
  });

  it('answers 404 for an attachment it does not hold', () => {
    spec.given([attached()]).when(detach(actor(), 'nope')).thenThrows(NotFoundError);
  });
});
