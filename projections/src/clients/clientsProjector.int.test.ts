// The clients read model (MISC-04 … 06): a row per client, its upload flags.
import { describe, it } from '@jest/globals';
import type { ClientEvent } from '@practicum/shared/domain/clients/index';
import { itFoldsLikeOneByOne, projectorSpec, specId, specIds } from '../testing/projectorSpec.js';
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
const toggled = (canUpload: boolean, changedAt: string, clientId = client): ClientEvent => ({
  type: 'ClientUploadToggled',
  data: { clientId, traineeUserId: trainee, canUpload, by: supervisor, changedAt },
});
const of = <E extends ClientEvent>(clientId: string, code: string, event: E): E => ({ ...event, data: { ...event.data, clientId, code } });

describe('MISC-04 MISC-05 MISC-06 clients', () => {
  it('keeps a client by code, uploads off', () =>
    spec.given(added).thenRows('clients', [{ id: client, trainee_id: trainee, code: 'C-1', can_upload: false, upload_requested: false }]));
  it('marks a request and settles it when uploads are enabled', () =>
    spec
      .given(added, requested)
      .when(toggled(true, '2026-11-23T09:02:00.000Z'))
      .thenRows('clients', [{ can_upload: true, upload_requested: false }]));
  it('changes nothing when a batch is redelivered', () => spec.given(added).when(requested).thenReplayChangesNothing());
});

describe('MISC-04 MISC-05 MISC-06 when a page of client events is projected at once (a rebuild)', () => {
  const [second, unseen] = [specId(11), specId(12)];
  const page = [
    added, // delivered again: keeps its first version
    requested,
    toggled(true, '2026-11-23T09:02:00.000Z'),
    requested, // delivered again after the toggle: asks again
    of(second, 'C-2', added),
    toggled(true, '2026-11-23T09:03:00.000Z', second),
    toggled(false, '2026-11-23T09:04:00.000Z', second),
    of(second, 'C-2', { ...requested, data: { ...requested.data, requestedAt: '2026-11-23T09:05:00.000Z' } }),
    of(unseen, 'C-3', requested), // a client this model never saw
    toggled(true, '2026-11-23T09:06:00.000Z', unseen),
  ];

  itFoldsLikeOneByOne(spec, [added], page);
});
