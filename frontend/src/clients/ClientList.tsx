// /clients (MISC-03, MISC-04): the clients a reader may see — a trainee's own
// (added here), their supervisors' and the organization's coordinators' — by
// code only, with their upload state; filters for those awaiting approval.
import { BooleanInput, List, SearchInput, usePermissions, useTranslate } from 'react-admin';
import { useColumnsExporter, type CsvColumn } from '../layout/csvExport';
import { DataTable } from '../layout/DataTable';
import type { Role } from '@practicum/shared/access/roles';
import { ClientAddForm } from './ClientAddForm';
import { ClientUploadStatus, clientUploadStatusKey } from './ClientUploadStatus';
import { useCanWrite } from '../session/useCanWrite';
import { clientPaths, clientsResource, type ClientRecord } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <BooleanInput key="upload_requested" source="upload_requested" />];

/** The file of Export: the table's columns, the upload state in words. */
const useClientExporter = (isTrainee: boolean) => {
  const translate = useTranslate();
  const columns: CsvColumn<ClientRecord>[] = [
    { source: 'code' },
    ...(isTrainee ? [] : [{ source: 'trainee', value: (c: ClientRecord) => c.trainee.name }]),
    { source: 'can_upload', label: 'app.clients.uploads', value: (c) => translate(clientUploadStatusKey(c)) },
  ];
  return useColumnsExporter(clientsResource, columns);
};

export const ClientList = () => {
  const { permissions: role } = usePermissions<Role | undefined>();
  const isTrainee = role === 'trainee';
  const canWrite = useCanWrite();
  const exporter = useClientExporter(isTrainee);
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
          <DataTable.Col source="code" />
          {isTrainee ? null : <DataTable.Col source="trainee" disableSort render={(r: ClientRecord) => r.trainee.name} />}
          <DataTable.Col source="can_upload" label="app.clients.uploads" render={(r: ClientRecord) => <ClientUploadStatus client={r} />} />
        </DataTable>
      </List>
    </>
  );
};
