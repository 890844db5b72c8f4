// /trainees (spec 001 §2, PEOPLE-01): coordinator and faculty; name, email, status,
// current plan and faculty, search; the coordinator assigns trainings to the
// selected rows in one batch.
import { usePermissions } from 'ra-core';
import { List, SearchInput, useTranslate } from 'react-admin';
import { DataTable } from '../layout/DataTable';
import { useListColumns, type ListColumn } from '../layout/listColumns';
import type { Role } from '@practicum/shared/access/roles';
import { TraineeTrainingsBulkButton } from './TraineeTrainingsBulkButton';
import { traineePaths, type TraineeRecord } from './types';
import { PersonStatus, personStatusText } from '../people/PositionStatus';
import { INPUT_DEBOUNCE_MS } from '../theme';

/** The table's columns, which Export writes: the status in its words. */
const useTraineeColumns = () => {
  const translate = useTranslate();
  const columns: ListColumn<TraineeRecord>[] = [
    { source: 'name', label: 'app.trainees.fields.name' },
    { source: 'email', label: 'app.trainees.fields.email' },
    {
      source: 'status',
      label: 'app.trainees.fields.status',
      value: (t) => personStatusText(translate, t.user_status, t.status),
      cell: (t) => <PersonStatus userStatus={t.user_status} positionStatus={t.status} />,
    },
    { source: 'current_plan', label: 'app.trainees.fields.current_plan' },
    { source: 'faculty', label: 'app.trainees.fields.faculty' },
  ];
  return useListColumns('trainees', columns);
};

export const TraineeList = () => {
  const { permissions: role } = usePermissions<Role | undefined>();
  const { columns, exporter } = useTraineeColumns();
  return (
    <List<TraineeRecord>
      exporter={exporter}
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
        {columns}
      </DataTable>
    </List>
  );
};
