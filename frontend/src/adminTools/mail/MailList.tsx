// /admin/tools/mail: the development outbox, newest first.
import { List, SearchInput } from 'react-admin';
import { DataTable } from '../../layout/DataTable';
import { mailPaths } from './paths';
import { type OutboxMail } from './types';
import { useTimes } from '../../identity/timeZone';
import { useListColumns } from '../../layout/listColumns';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export const MailList = () => {
  const { formatDateTime } = useTimes();
  // the file holds the table's columns, the time as the table shows it (not the outbox's ids and bodies)
  const { columns, exporter } = useListColumns<OutboxMail>('mail', [
    { source: 'created_at', value: (mail) => formatDateTime(mail.created_at) },
    { source: 'to' },
    { source: 'subject' },
  ]);
  return (
    <List<OutboxMail>
      title="resources.mail.page.list"
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={exporter}
    >
      <DataTable<OutboxMail> rowClick={(id) => mailPaths.show(id)} bulkActionButtons={false}>
        {columns}
      </DataTable>
    </List>
  );
};
