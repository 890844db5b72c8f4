// /clients (MISC-03, MISC-04): the clients a reader may see — a trainee's own
// (added here), their supervisors' and the organization's coordinators' — by
// code only, with their upload state; filters for those awaiting approval.
import { BooleanInput, List, SearchInput, usePermissions, useTranslate } from 'react-admin';
import { DataTable } from '../layout/DataTable';
import { useListColumns, type ListColumn } from '../layout/listColumns';
import type { Role } from '@practicum/shared/access/roles';
import { ClientAddForm } from './ClientAddForm';
import { ClientUploadStatus, clientUploadStatusKey } from './ClientUploadStatus';
import { useCanWrite } from '../session/useCanWrite';
import { clientPaths, clientsResource, type ClientRecord } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <BooleanInput key="upload_requested" source="upload_requested" />];

/** The table's columns, which Export writes: the upload state in words; a trainee's list names no trainee. */
const useClientColumns = (isTrainee: boolean) => {
  const translate = useTranslate();
  const columns: ListColumn<ClientRecord>[] = [
    { source: 'code' },
    ...(isTrainee ? [] : [{ source: 'trainee', disableSort: true, value: (c: ClientRecord) => c.trainee.name }]),
    {
      source: 'can_upload',
      label: 'app.clients.uploads',
      value: (c) => translate(clientUploadStatusKey(c)),
      cell: (c) => <ClientUploadStatus client={c} />,
    },
  ];
  return useListColumns(clientsResource, columns);
};

export const ClientList = () => {
  const { permissions: role } = usePermissions<Role | undefined>();
  const isTrainee = role === 'trainee';
  const canWrite = useCanWrite();
  const { columns, exporter } = useClientColumns(isTrainee);
  return (
    <>
      {isTrainee && canWrite ? <ClientAddForm /> : null}
      <List<ClientRecord>
        resource={clientsResource}
        exporter={exporter}
        title="app.clients.list_title"
        filters={filters}
        sort={{ field: 'code', order: 'ASC' }}
        empty={false}
        storeKey={false}
      >
        <DataTable<ClientRecord> rowClick={(id) => clientPaths.show(String(id))} bulkActionButtons={false}>
          {columns}
        </DataTable>
      </List>
    </>
  );
};
