// /applications (PLACE-01, 04, 24): the placements the reader may see, filters
// training, status, ready, submitted, signature required and waiting for review (the
// dashboards link with ?filter=ready|submitted|signature_required|needs_review and ?trainingId=), 10 a
// page; coordinators batch-approve. /applications#request-placement opens the request.
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { BooleanInput, List, SelectInput, TopToolbar, usePermissions } from 'react-admin';
import { DataTable } from '../layout/DataTable';
import type { Role } from '@practicum/shared/access/roles';
import { placementListStatuses } from '@practicum/shared/domain/placements/statuses';
import { PlacementBatchButton } from './PlacementBatchButton';
import { PlacementRequestButton } from './PlacementRequestDialog';
import { PlacementStatusField } from './PlacementStatusChip';
import { placementStatusDate } from './statusDate';
import { placementPaths, placementsResource, type PlacementRecord } from './types';
import { useTimeZone } from '../identity/timeZone';

const statusChoices = placementListStatuses.map((id) => ({ id, name: `app.placements.status.${id}` }));
const namedFilters = ['ready', 'submitted', 'signature_required', 'needs_review'] as const;

const placementFilters = [
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText="app.choice.any" />,
  ...namedFilters.map((name) => <BooleanInput key={name} source={name} />),
];

/** ?filter=ready (or submitted, signature_required, needs_review) and ?trainingId= from the dashboards (PLACE-04). */
function useQueryFilter(): Record<string, unknown> {
  const { search } = useLocation();
  return useMemo(() => {
    const params = new URLSearchParams(search);
    const named = params.get('filter');
    const trainingId = params.get('trainingId');
    return {
      ...(named && (namedFilters as readonly string[]).includes(named) ? { [named]: true } : {}),
      ...(trainingId ? { training_id: trainingId } : {}),
    };
  }, [search]);
}

export const PlacementList = () => {
  const zone = useTimeZone();
  const { permissions: role } = usePermissions<Role | undefined>();
  const queryFilter = useQueryFilter();
  return (
    <List<PlacementRecord>
      resource={placementsResource}
      title="resources.placements.page.list"
      filters={placementFilters}
      filterDefaultValues={queryFilter}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<TopToolbar>{role === 'trainee' || role === 'coordinator' ? <PlacementRequestButton /> : null}</TopToolbar>}
      perPage={10}
      pagination={undefined}
      empty={false}
      disableSyncWithLocation={Object.keys(queryFilter).length > 0}
      storeKey={false}
    >
      <DataTable<PlacementRecord>
        rowClick={(id) => placementPaths.show(id)}
        bulkActionButtons={role === 'coordinator' ? <PlacementBatchButton /> : false}
      >
        <DataTable.Col source="trainee" render={(r: PlacementRecord) => r.trainee.name} />
        <DataTable.Col source="supervision_site" render={(r: PlacementRecord) => r.supervision_site.name} />
        <DataTable.Col source="supervisor" disableSort render={(r: PlacementRecord) => r.supervisor.name} />
        <DataTable.Col source="training" disableSort render={(r: PlacementRecord) => r.training.display_name} />
        <DataTable.Col source="status" disableSort field={PlacementStatusField} />
        <DataTable.Col source="status_date" disableSort render={(r: PlacementRecord) => placementStatusDate(r.status_date, zone)} />
      </DataTable>
    </List>
  );
};
