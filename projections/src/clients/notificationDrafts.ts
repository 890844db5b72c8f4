// Client notifications (MISC-05): the trainee's supervisors hear of an upload
// approval request (the notifier reads the placements read model for them); the
// trainee hears when uploads are enabled. Texts carry the code, never more.
import type { ClientUploadRequested, ClientUploadToggled } from '@practicum/shared/domain/clients/index';
import { CLIENT_CATEGORY } from '@practicum/shared/domain/clients/events';
import { placementsReadModel } from '../placements/readModel.js';
import { type NotificationDrafts, toUser } from '../notifications/drafts.js';

const link = (clientId: string) => `/clients/${clientId}`;

export const clientNotificationDrafts: NotificationDrafts = {
  categories: [CLIENT_CATEGORY],
  async draftsOf(trx, event, names) {
    switch (event.type) {
      case 'ClientUploadRequested': {
        const d = event.data as ClientUploadRequested['data'];
        const supervisors = await trx(placementsReadModel.tables.placements)
          .where({ trainee_id: d.traineeUserId, organization_id: d.organizationId, stage: 'approved' })
          .whereNull('archived_at')
          .distinct<{ supervisor_id: string }[]>('supervisor_id');
        const trainee = await names.lookup(d.traineeUserId);
        return supervisors.map((s) => toUser(s.supervisor_id, `${trainee} asks to upload sessions for client ${d.code}`, link(d.clientId)));
      }
      case 'ClientUploadToggled': {
        const d = event.data as ClientUploadToggled['data'];
        if (!d.canUpload) return [];
        return [toUser(d.traineeUserId, 'Uploads were enabled for one of your clients', link(d.clientId))];
      }
      default:
        return null;
    }
  },
};
