// /admin/users (spec 000 §2.3): search over name and email, filters by role,
// status and organization; a row opens the user, login-as on each row.
import { useState } from 'react';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { IconButton } from '@mui/material';
import { List, ReferenceInput, AutocompleteInput, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { DataTable } from '../layout/DataTable';
import { useListColumns, type ListColumn } from '../layout/listColumns';
import { userPaths } from './paths';
import { filterRoles, userStatuses, type AdminUser } from './types';
import { UserLoginAsButton } from './UserLoginAsButton';
import { UserDetailsDialog } from './UserDetailsDialog';
import { UserBulkActions } from './UserBulkActions';
import { userStatusFilter } from './userStatusFilter';
import { useTimes } from '../identity/timeZone';

/** ADMIN-09: the user-details modal from a row, besides the row's edit page. */
const UserDetailsButton = ({ user, onOpen }: { user: AdminUser; onOpen: (id: AdminUser['id']) => void }) => {
  const translate = useTranslate();
  const label = translate('app.users.details.details');
  // an icon: the row already holds login-as, and the table must fit the window
  return (
    <IconButton
      size="small"
      color="primary"
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(user.id);
      }}
    >
      <InfoOutlinedIcon fontSize="small" />
    </IconButton>
  );
};

const useUserFilters = () => {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="role"
      source="role"
      choices={filterRoles.map((id) => ({ id, name: translate(`app.roles.${id}`) }))}
      alwaysOn
      emptyText="app.choice.any"
    />,
    userStatusFilter(userStatuses, translate),
    <ReferenceInput key="organization_id" source="organization_id" reference="organizations" alwaysOn>
      <AutocompleteInput label="resources.users.fields.organization_id" optionText="name" sx={{ minWidth: 260 }} />
    </ReferenceInput>,
  ];
};

/** The table's columns, which Export (and the selection's export) writes: roles and status in words. */
const useUserColumns = () => {
  const { formatDate } = useTimes();
  const translate = useTranslate();
  const columns: ListColumn<AdminUser>[] = [
    { source: 'name' },
    { source: 'email' },
    {
      source: 'roles',
      disableSort: true,
      value: (u) => (u.roles ?? []).map((r) => translate(`app.roles.${r}`, { _: r })).join(', '),
    },
    { source: 'organizations', disableSort: true, value: (u) => (u.organizations ?? []).join(', ') },
    { source: 'status', value: (u) => translate(`resources.users.statuses.${u.status}`, { _: u.status }) },
    { source: 'joindate', disableSort: true, value: (u) => formatDate(u.joindate) },
  ];
  return useListColumns('users', columns);
};

export const UserList = () => {
  const [openId, setOpenId] = useState<AdminUser['id'] | null>(null);
  const { columns, exporter } = useUserColumns();
  return (
    <>
      <List<AdminUser>
        exporter={exporter}
        title="resources.users.page.list"
        filters={useUserFilters()}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        empty={false}
      >
        <DataTable<AdminUser> rowClick={(id) => userPaths.edit(id)} bulkActionButtons={<UserBulkActions />}>
          {columns}
          <DataTable.Col
            label={false}
            align="right"
            render={(u: AdminUser) => (
              <>
                <UserDetailsButton user={u} onOpen={setOpenId} />
                <UserLoginAsButton />
              </>
            )}
          />
        </DataTable>
      </List>
      <UserDetailsDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
};
