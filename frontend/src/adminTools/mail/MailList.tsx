// /admin/tools/mail: the development outbox, newest first.
import { List, SearchInput } from 'react-admin';
import { DataTable } from '../../layout/DataTable';
import { mailPaths } from './paths';
import { type OutboxMail } from './types';
import { useTimes } from '../../identity/timeZone';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export const MailList = () => {
  const { formatDateTime } = useTimes();
  return (
    <List<OutboxMail> title="resources.mail.page.list" filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      <DataTable<OutboxMail> rowClick={(id) => mailPaths.show(id)} bulkActionButtons={false}>
        <DataTable.Col source="created_at" render={(record: OutboxMail) => formatDateTime(record.created_at)} />
        <DataTable.Col source="to" />
        <DataTable.Col source="subject" />
      </DataTable>
    </List>
  );
};
