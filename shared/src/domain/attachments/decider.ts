// The attachments of one attachable (spec 001 §5 Attachments; 002 §8): who may
// attach (HIPAA), which kinds, and who may detach (owner or coordinator, never
// what is hidden from the actor).
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { assertNever, type CommandContext, type Decider } from '../decider.js';
import type { AttachmentActor, AttachmentCommand } from './commands.js';
import type { AttachmentEvent } from './events.js';
import { kindOf, kindsMessage } from './kinds.js';
import { evolve, initialState, type AttachedFile, type AttachmentsState } from './state.js';

/** Where a trainee completes the HIPAA requirement (the CE course area serves it). */
export const HIPAA_COURSE_URL = '/cecourses/hipaa';

export const messages = {
  cannotAccess: 'cannot access attachments',
  hipaaRequired: 'You must complete the HIPAA training before uploading attachments.',
  uploadInvalid: 'The selected upload is invalid.',
  alreadyAttached: 'This file is already attached.',
  cannotDelete: 'Only the owner of this attachment or a coordinator can delete it.',
} as const;

/** 403 with the link to the HIPAA course, which the error body carries as `link`. */
export class HipaaRequiredError extends ForbiddenError {
  readonly link = HIPAA_COURSE_URL;
  constructor() {
    super(messages.hipaaRequired);
  }
}

/** Whether the actor may see this attachment at all: HIPAA-enforced files are hidden from an impersonating admin. */
export const hiddenFrom = (file: Pick<AttachedFile, 'hipaaEnforced'>, actor: Pick<AttachmentActor, 'impersonating'>): boolean =>
  file.hipaaEnforced && actor.impersonating;

function attach(command: Extract<AttachmentCommand, { type: 'AttachFile' }>, state: AttachmentsState): AttachmentEvent[] {
  const { attachable, file, actor } = command.data;
  if (attachable.hipaaEnforced && actor.impersonating) throw new ForbiddenError(messages.cannotAccess);
  if (attachable.uploadRefusal) throw new ForbiddenError(attachable.uploadRefusal);
  if (actor.role === 'trainee' && !actor.hipaaCompleted) throw new HipaaRequiredError();
  if (file.ownerId !== actor.userId) throw new ValidationError({ 'upload.uuid': [messages.uploadInvalid] });
  const kind = kindOf(file.mimetype);
  if (!kind || !attachable.kinds.includes(kind)) throw new ValidationError({ 'upload.uuid': [kindsMessage(attachable.kinds)] });
  if (Object.values(state.attached).some((a) => a.uuid === file.uuid)) throw new ConflictError(messages.alreadyAttached);
  return [
    {
      type: 'AttachmentAttached',
      data: {
        attachmentId: command.data.attachmentId,
        attachableType: attachable.type,
        attachableId: attachable.id,
        organizationId: attachable.organizationId,
        uuid: file.uuid,
        filename: file.filename,
        mimetype: file.mimetype,
        kind,
        size: file.size,
        public: command.data.public,
        ownerUserId: actor.userId,
        ownerPositionId: actor.positionId,
        hipaaEnforced: attachable.hipaaEnforced,
      },
    },
  ];
}

function detach(command: Extract<AttachmentCommand, { type: 'DetachFile' }>, state: AttachmentsState): AttachmentEvent[] {
  const { attachmentId, actor } = command.data;
  const file = state.attached[attachmentId];
  if (!file) throw new NotFoundError();
  if (hiddenFrom(file, actor)) throw new ForbiddenError(messages.cannotAccess);
  if (file.ownerUserId !== actor.userId && actor.role !== 'coordinator') throw new ForbiddenError(messages.cannotDelete);
  return [
    {
      type: 'AttachmentDetached',
      data: { attachmentId, attachableType: file.attachableType, attachableId: file.attachableId, byUserId: actor.userId },
    },
  ];
}

export function decide(command: AttachmentCommand, state: AttachmentsState, _context: CommandContext): AttachmentEvent[] {
  switch (command.type) {
    case 'AttachFile':
      return attach(command, state);
    case 'DetachFile':
      return detach(command, state);
    default:
      return assertNever(command);
  }
}

export const attachmentsDecider: Decider<AttachmentsState, AttachmentCommand, AttachmentEvent> = { initialState, evolve, decide };
