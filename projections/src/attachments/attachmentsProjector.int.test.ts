// The attachments read model (spec 001 §3 Attachment): the files attached to an attachable.
import { describe, it } from '@jest/globals';
import type { AttachmentAttached, AttachmentDetached } from '@practicum/shared/domain/attachments/events';
import { SPEC_TIME, projectorSpec, specId } from '../testing/projectorSpec.js';
import { attachmentsProjector } from './attachmentsProjector.js';

const spec = projectorSpec(attachmentsProjector);

const organization = specId(1);
const owner = { userId: specId(2), positionId: specId(3) };
const task = specId(4);

const attached = (attachmentId: string, filename: string, changes: Partial<AttachmentAttached['data']> = {}): AttachmentAttached => ({
  type: 'AttachmentAttached',
  data: {
    attachmentId,
    attachableType: 'task',
    attachableId: task,
    organizationId: organization,
    uuid: specId(100 + Number(attachmentId.slice(-3))),
    filename,
    mimetype: 'application/pdf',
    kind: 'documents',
    size: 48_213,
    public: false,
    ownerUserId: owner.userId,
    ownerPositionId: owner.positionId,
    hipaaEnforced: true,
    ...changes,
  },
});
const detached = (attachmentId: string): AttachmentDetached => ({
  type: 'AttachmentDetached',
  data: { attachmentId, attachableType: 'task', attachableId: task, byUserId: owner.userId },
});

describe('when files are attached', () => {
  it('TASKS-47 lists each file with its attachable, name, type, owner and upload', () =>
    spec
      .given(
        attached(specId(11), 'insurance.pdf'),
        attached(specId(12), 'photo.png', { mimetype: 'image/png', kind: 'images', public: true }),
      )
      .thenRows('attachments', [
        {
          id: specId(11),
          attachable_type: 'task',
          attachable_id: task,
          organization_id: organization,
          uuid: specId(111),
          filename: 'insurance.pdf',
          mimetype: 'application/pdf',
          kind: 'documents',
          size: 48_213,
          public: false,
          owner_id: owner.userId,
          owner_position_id: owner.positionId,
          hipaa_enforced: true,
          created_at: SPEC_TIME,
        },
        { id: specId(12), filename: 'photo.png', mimetype: 'image/png', kind: 'images', public: true },
      ]));

  it('TASKS-50 keeps the first version of an attachment delivered twice', () =>
    spec
      .given(attached(specId(11), 'insurance.pdf'), attached(specId(11), 'renamed.pdf'))
      .thenRows('attachments', [{ filename: 'insurance.pdf' }]));
});

describe('when a file is detached', () => {
  it('TASKS-50 removes it and keeps the others', () =>
    spec
      .given(attached(specId(11), 'insurance.pdf'), attached(specId(12), 'photo.png'))
      .when(detached(specId(11)))
      .thenRows('attachments', [{ id: specId(12), filename: 'photo.png' }]));
  it('issue 10 remembers the detached upload, so its file is served to no one', () =>
    spec
      .given(attached(specId(11), 'insurance.pdf'), attached(specId(12), 'photo.png'))
      .when(detached(specId(11)))
      .thenRows('detached_uploads', [{ uuid: specId(111), detached_at: SPEC_TIME }]));
});

describe('when a batch is applied twice', () => {
  it('attaching and detaching change nothing the second time', () =>
    spec
      .given(attached(specId(11), 'insurance.pdf'))
      .when(attached(specId(12), 'photo.png'), detached(specId(11)), attached(specId(13), 'notes.pdf'))
      .thenReplayChangesNothing());
});
