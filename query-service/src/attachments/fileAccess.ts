// Who may open an uploaded file (issue 10 item 3), by the attachment list's own
// rule: an attached file to those who may see one of its attachables (an
// impersonating admin is refused HIPAA-enforced files, as the list refuses
// them); a file never attached only to its uploader (preview, profile photo);
// a detached file to no one; an insurance document's file to those who may
// read the document. Anything else does not exist (404).
import type { Knex } from 'knex';
import { attachmentMessages } from '@practicum/shared/domain/attachments/index';
import { ForbiddenError, NotFoundError } from '@practicum/shared/platform/errors';
import type { SessionAuth } from '@practicum/shared/platform/http/session';
import { placementsOfUpload, uploadWasDetached } from '@practicum/projections/attachments/fileQueries';
import { canSeeAttachable, hipaaEnforced, isAttachableType } from '@practicum/projections/attachments/attachables';
import { insuranceFileVisible } from '@practicum/projections/insurance/readModel';
import { meetingFileVisible } from '@practicum/projections/liveSessions/queries';
import { assertMayUseLiveSessions } from '../liveSessions/traineeGate.js';

export async function assertMayReadFile(knex: Knex, auth: SessionAuth, file: { uuid: string; ownerId: string | null }): Promise<void> {
  const placements = await placementsOfUpload(knex, file.uuid);
  if (placements.length > 0) {
    let hidden = false;
    for (const placement of placements) {
      if (!(await canSeeAttachable(knex, placement.attachable_type, placement.attachable_id, auth))) continue;
      if (isAttachableType(placement.attachable_type) && hipaaEnforced(placement.attachable_type) && auth.impersonatorId !== null)
        hidden = true;
      else return;
    }
    if (hidden) throw new ForbiddenError(attachmentMessages.cannotAccess);
    throw new NotFoundError();
  }
  if (file.ownerId !== null && file.ownerId === auth.userId && !(await uploadWasDetached(knex, file.uuid))) return;
  // an insurance document's file, to those who may read the document (its trainee, the organization's staff)
  const reader = { userId: auth.userId, organizationId: auth.organizationId ?? '', role: auth.role };
  if (auth.organizationId && (await insuranceFileVisible(knex, reader, file.uuid))) return;
  // a session's recording or thumbnail, to those who see the session (LIVE-03) and may use live sessions (LIVE-36)
  if (await meetingFileVisible(knex, { ...auth }, file.uuid)) return assertMayUseLiveSessions(knex, auth);
  throw new NotFoundError();
}
