// Site imports read model (SITES-06): the progress of an import and each row's result.
import { describe, it } from '@jest/globals';
import type { SiteImportEvent, SiteImportRowResult } from '@practicum/shared/domain/sites/index';
import { at, projectorSpec, specId } from '../testing/projectorSpec.js';
import { siteImportsProjector } from './siteImportsProjector.js';

const spec = projectorSpec(siteImportsProjector);
const importId = specId(1);
const started: SiteImportEvent = {
  type: 'SiteImportStarted',
  data: { importId, organizationId: specId(2), filename: 'sites.csv', totalRows: 3, startedBy: specId(3) },
};
const row = (n: number, status: SiteImportRowResult['status'], errors: SiteImportRowResult['errors'] = null): SiteImportRowResult => ({
  row: n,
  name: `Site ${n}`,
  status,
  site_id: status === 'created' ? specId(10 + n) : null,
  errors,
});
const recorded = (...rows: SiteImportRowResult[]): SiteImportEvent => ({ type: 'SiteImportRowsRecorded', data: { importId, rows } });

describe('SITES-06 while a CSV import runs', () => {
  it('counts the rows done by result and keeps each row’s reason', () =>
    spec
      .given(started)
      .when(recorded(row(2, 'created'), row(3, 'refused', { postal_code: ['The postal code must be a US ZIP code.'] })))
      .thenRows({
        site_imports: [{ id: importId, status: 'running', total_rows: 3, processed_rows: 2, created: 1, exists: 0, refused: 1 }],
        site_import_rows: [
          { row: 2, status: 'created', site_id: specId(12), errors: null },
          { row: 3, status: 'refused', errors: { postal_code: ['The postal code must be a US ZIP code.'] } },
        ],
      }));

  it('finishes with its end time', () =>
    spec
      .given(started, recorded(row(2, 'created'), row(3, 'exists'), row(4, 'refused')))
      .when(
        at('2026-11-21T10:05:00.000Z', {
          type: 'SiteImportFinished',
          data: { importId, created: 1, exists: 1, refused: 1, failure: null },
        }),
      )
      .thenRows('site_imports', [{ status: 'finished', processed_rows: 3, exists: 1, finished_at: '2026-11-21T10:05:00.000Z' }]));

  it('changes nothing when a batch of rows is applied twice', () =>
    spec
      .given(started)
      .when(recorded(row(2, 'created'), row(3, 'exists')))
      .thenReplayChangesNothing());
});
