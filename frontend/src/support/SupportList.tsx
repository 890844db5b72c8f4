// /supcon (MISC-01, MISC-02): the threads the reader may see — a coordinator's or
// faculty member's own, every thread for admins (filter by status) — newest
// message first, with the reader's unread count; a row opens the thread.
import { Box, Chip } from '@mui/material';
import { List, SearchInput, SelectInput, TopToolbar, usePermissions, useTranslate } from 'react-admin';
import { DataTable } from '../layout/DataTable';
import type { Role } from '@practicum/shared/access/roles';
import { SupportCreateButton } from './SupportCreateDialog';
import { SupportStatusChip } from './SupportStatusChip';
import { supportPaths, supportResource, type SupportConversationRecord } from './types';
import { useTimes } from '../identity/timeZone';

const statusChoices = [
  { id: 'open', name: 'app.support.status.open' },
  { id: 'closed', name: 'app.support.status.closed' },
];
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText="app.choice.any" />,
];

const Subject = ({ record }: { record: SupportConversationRecord }) => {
  const translate = useTranslate();
  return record.unread_count > 0 ? (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <strong>{record.subject}</strong>
      <Chip size="small" color="error" label={translate('app.support.unread', { count: record.unread_count })} />
    </Box>
  ) : (
    <>{record.subject}</>
  );
};

export const SupportList = () => {
  const { formatDateTime } = useTimes();
  const { permissions: role } = usePermissions<Role | undefined>();
  const isAdmin = role === 'admin';
  return (
    <List<SupportConversationRecord>
      resource={supportResource}
      title="app.support.list_title"
      filters={filters}
      sort={{ field: 'last_message_at', order: 'DESC' }}
      actions={
        isAdmin ? (
          false
        ) : (
          <TopToolbar>
            <SupportCreateButton />
          </TopToolbar>
        )
      }
      empty={false}
      storeKey={false}
    >
      <DataTable<SupportConversationRecord> rowClick={(id) => supportPaths.show(String(id))} bulkActionButtons={false}>
        <DataTable.Col source="subject" render={(r: SupportConversationRecord) => <Subject record={r} />} />
        <DataTable.Col source="status" render={(r: SupportConversationRecord) => <SupportStatusChip status={r.status} />} />
        {isAdmin ? <DataTable.Col source="opened_by" render={(r: SupportConversationRecord) => r.opened_by.name} /> : null}
        {isAdmin ? (
          <DataTable.Col source="organization" disableSort render={(r: SupportConversationRecord) => r.organization.name} />
        ) : null}
        <DataTable.Col source="last_message_at" render={(r: SupportConversationRecord) => formatDateTime(r.last_message_at)} />
      </DataTable>
    </List>
  );
};
