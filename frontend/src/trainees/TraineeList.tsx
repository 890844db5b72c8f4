// /trainees (spec 001 §2, PEOPLE-01): coordinator and faculty; name, email, status,
// current plan and faculty, search; the coordinator assigns trainings to the
// selected rows in one batch.
import { usePermissions } from 'ra-core';
import { List, SearchInput } from 'react-admin';
import { DataTable } from '../layout/DataTable';
import type { Role } from '@practicum/shared/access/roles';
import { TraineeTrainingsBulkButton } from './TraineeTrainingsBulkButton';
import { traineePaths, type TraineeRecord } from './types';
import { PersonStatus } from '../people/PositionStatus';
import { INPUT_DEBOUNCE_MS } from '../theme';

export const TraineeList = () => {
  const { permissions: role } = usePermissions<Role | undefined>();
  return (
    <List<TraineeRecord>
      resource="trainees"
      debounce={INPUT_DEBOUNCE_MS}
      title="app.trainees.title"
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={10}
      empty={false}
    >
      <DataTable<TraineeRecord>
        rowClick={(id) => traineePaths.details(String(id))}
        bulkActionButtons={
          role === 'coordinator' ? (
            <>
              <TraineeTrainingsBulkButton mode="edit" />
              <TraineeTrainingsBulkButton mode="create" />
            </>
          ) : (
            false
          )
        }
      >
        <DataTable.Col source="name" label="app.trainees.fields.name" />
        <DataTable.Col source="email" label="app.trainees.fields.email" />
        <DataTable.Col
          source="status"
          label="app.trainees.fields.status"
          render={(t: TraineeRecord) => <PersonStatus userStatus={t.user_status} positionStatus={t.status} />}
        />
        <DataTable.Col source="current_plan" label="app.trainees.fields.current_plan" />
        <DataTable.Col source="faculty" label="app.trainees.fields.faculty" />
      </DataTable>
    </List>
  );
};
