// The clients read model (MISC-04 … 06): a row per client, its upload flags.
import { describe, it } from '@jest/globals';
import type { ClientEvent } from '@practicum/shared/domain/clients/index';
import { projectorSpec, specIds } from '../testing/projectorSpec.js';
import { clientsProjector } from './clientsProjector.js';

const spec = projectorSpec(clientsProjector);
const [client, organization, trainee, supervisor] = specIds(4);
const added: ClientEvent = {
  type: 'ClientAdded',
  data: {
    clientId: client,
    organizationId: organization,
    traineeUserId: trainee,
    code: 'C-1',
    addedBy: trainee,
    addedAt: '2026-11-23T09:00:00.000Z',
  },
};
const requested: ClientEvent = {
  type: 'ClientUploadRequested',
  data: { clientId: client, organizationId: organization, traineeUserId: trainee, code: 'C-1', requestedAt: '2026-11-23T09:01:00.000Z' },
};

describe('MISC-04 MISC-05 MISC-06 clients', () => {
  it('keeps a client by code, uploads off', () =>
    spec.given(added).thenRows('clients', [{ id: client, trainee_id: trainee, code: 'C-1', can_upload: false, upload_requested: false }]));
  it('marks a request and settles it when uploads are enabled', () =>
    spec
      .given(added, requested)
      .when({
        type: 'ClientUploadToggled',
        data: { clientId: client, traineeUserId: trainee, canUpload: true, by: supervisor, changedAt: '2026-11-23T09:02:00.000Z' },
      })
      .thenRows('clients', [{ can_upload: true, upload_requested: false }]));
  it('changes nothing when a batch is redelivered', () => spec.given(added).when(requested).thenReplayChangesNothing());
});
