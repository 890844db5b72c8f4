// Client notifications (MISC-05): the trainee's supervisors hear of an upload
// approval request (the notifier reads the placements read model for them); the
// trainee hears when uploads are enabled for which client. Texts carry the code, never more.
import type { ClientUploadRequested, ClientUploadToggled } from '@practicum/shared/domain/clients/index';
import { CLIENT_CATEGORY } from '@practicum/shared/domain/clients/events';
import { placementsReadModel } from '../placements/readModel.js';
import { clientsReadModel } from './readModel.js';
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
        // the client's code names it (the event carries none: the client read model has it since ClientAdded)
        const client = await trx(clientsReadModel.tables.clients).where({ id: d.clientId }).first<{ code: string } | undefined>('code');
        const which = client ? `client ${client.code}` : 'one of your clients';
        return [toUser(d.traineeUserId, `Uploads were enabled for ${which}`, link(d.clientId))];
      }
      default:
        return null;
    }
  },
};
