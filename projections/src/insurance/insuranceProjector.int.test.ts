// The insurance documents read model (INS-05): a row per document with its file and dates.
import { describe, it } from '@jest/globals';
import type { InsuranceEvent } from '@practicum/shared/domain/insurance/index';
import { at, itFoldsLikeOneByOne, projectorSpec, specId, specIds } from '../testing/projectorSpec.js';
import { insuranceProjector } from './insuranceProjector.js';

const spec = projectorSpec(insuranceProjector);
const [document, organization, trainee, upload, newUpload] = specIds(5);
const added: InsuranceEvent = {
  type: 'InsuranceDocumentAdded',
  data: {
    documentId: document,
    organizationId: organization,
    traineeUserId: trainee,
    file: { uuid: upload, filename: 'policy.pdf' },
    effectiveDate: '2026-01-01',
    expirationDate: '2026-12-31',
    addedBy: trainee,
  },
};

describe('INS-13 INS-14 INS-15 insurance documents', () => {
  it('keeps an added document with its file and dates', () =>
    spec.given(added).thenRows('insurance_documents', [
      {
        id: document,
        organization_id: organization,
        trainee_id: trainee,
        upload_uuid: upload,
        filename: 'policy.pdf',
        effective_date: '2026-01-01',
        expiration_date: '2026-12-31',
        noticed_for: null,
      },
    ]));
  it('replaces the file and dates on edit and records the notice', () =>
    spec
      .given(added)
      .when(
        {
          type: 'InsuranceDocumentChanged',
          data: { documentId: document, changes: { file: { uuid: newUpload, filename: 'renewal.pdf' }, expirationDate: '2027-12-31' } },
        },
        { type: 'InsuranceExpiryNoticed', data: { documentId: document, traineeUserId: trainee, expirationDate: '2027-12-31' } },
      )
      .thenRows('insurance_documents', [
        {
          upload_uuid: newUpload,
          filename: 'renewal.pdf',
          effective_date: '2026-01-01',
          expiration_date: '2027-12-31',
          noticed_for: '2027-12-31',
        },
      ]));
  it('forgets a deleted document', () =>
    spec
      .given(added)
      .when({ type: 'InsuranceDocumentDeleted', data: { documentId: document } })
      .thenRows('insurance_documents', []));
  it('changes nothing when a batch is redelivered', () =>
    spec
      .given(added)
      .when({ type: 'InsuranceDocumentChanged', data: { documentId: document, changes: { expirationDate: '2027-01-31' } } })
      .thenReplayChangesNothing());
});

describe('INS-13 INS-14 INS-15 when a page of insurance document events is projected at once (a rebuild)', () => {
  const [second, third, unseen] = [specId(11), specId(12), specId(13)];
  const of = <E extends InsuranceEvent>(documentId: string, event: E): E => ({ ...event, data: { ...event.data, documentId } });
  const changed = (documentId: string, changes: Extract<InsuranceEvent, { type: 'InsuranceDocumentChanged' }>['data']['changes']) =>
    at('2026-11-22T09:00:00.000Z', { type: 'InsuranceDocumentChanged', data: { documentId, changes } });
  const noticed = (documentId: string, expirationDate: string): InsuranceEvent => ({
    type: 'InsuranceExpiryNoticed',
    data: { documentId, traineeUserId: trainee, expirationDate },
  });
  const deleted = (documentId: string): InsuranceEvent => ({ type: 'InsuranceDocumentDeleted', data: { documentId } });
  const renamed = (filename: string) => ({ ...added, data: { ...added.data, file: { uuid: newUpload, filename } } });
  const page = [
    added, // delivered again: keeps its first version
    changed(document, { file: { uuid: newUpload, filename: 'renewal.pdf' }, expirationDate: '2027-12-31' }),
    noticed(document, '2027-12-31'),
    changed(document, { effectiveDate: '2026-02-01' }),
    of(second, added),
    noticed(second, '2026-12-31'),
    deleted(third),
    at('2026-11-23T08:00:00.000Z', of(third, renamed('again.pdf'))), // added again after its deletion: a new row
    of(specId(14), added),
    deleted(specId(14)),
    changed(unseen, { expirationDate: '2028-01-01' }), // a document this model never saw
    noticed(unseen, '2028-01-01'),
    deleted(unseen),
  ];

  itFoldsLikeOneByOne(spec, [added, of(third, added), noticed(third, '2026-12-31')], page);
});
