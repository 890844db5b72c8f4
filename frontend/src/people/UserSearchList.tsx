// /search/users (PEOPLE-11): a coordinator searches their organization's users, the platform admin every
// organization's, over name and any part of the email, filtered by role and status. A row opens the user:
// the admin's user page, or for a coordinator the person's page of the role they hold.
import { useMediaQuery, type Theme } from '@mui/material';
import {
  EmailField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  usePermissions,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { DataTable } from '../layout/DataTable';
import type { Role } from '@practicum/shared/access/roles';
import type { AdminUserRecord } from '@practicum/shared/domain/identity/records';
import { userStatuses } from '@practicum/shared/domain/identity/statuses';
import { useRoleName } from '../i18n/dynamicWords';
import { userPaths } from '../users/paths';
import { userStatusFilter } from '../users/userStatusFilter';

export const searchableRoles = ['admin', 'coordinator', 'faculty', 'supervisor', 'trainee'] as const;

/** The person's page a coordinator opens, by the first role with one (a trainee's before a supervisor's). */
const personPaths: [string, string][] = [
  ['trainee', 'trainees'],
  ['faculty', 'faculty'],
  ['supervisor', 'supervisors'],
  ['coordinator', 'coordinators'],
];
const personPath = (record: AdminUserRecord): string | false => {
  const found = personPaths.find(([role]) => record.roles.includes(role));
  return found ? `/${found[1]}/${record.id}` : false;
};

const useSearchFilters = () => {
  const translate = useTranslate();
  const roleName = useRoleName();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.user-search.fields.q')} />,
    <SelectInput
      key="role"
      source="role"
      choices={searchableRoles.map((id) => ({ id, name: roleName(id) }))}
      alwaysOn
      emptyText="app.choice.any"
    />,
    userStatusFilter(userStatuses, translate),
  ];
};

export const UserSearchList = () => {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<string | undefined>();
  const open = (id: Identifier, record: AdminUserRecord) => (role === 'admin' ? userPaths.edit(id) : personPath(record));
  // the organization's own words for its roles (SPINE-12): "Intern" where it calls trainees so
  const roleName = useRoleName();
  const roleNames = (u: AdminUserRecord) => u.roles.map((r) => roleName(r as Role)).join(', ');
  const statusName = (u: AdminUserRecord) => translate(`resources.users.statuses.${u.status}`, { _: u.status });
  // a phone gets one line per user (name, email, roles and status) instead of a table wider than the screen
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<AdminUserRecord>
      resource="user-search"
      title="resources.user-search.page.list"
      filters={useSearchFilters()}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      {small ? (
        <SimpleList<AdminUserRecord>
          primaryText={(u) => u.name}
          secondaryText={(u) => u.email}
          tertiaryText={(u) => `${roleNames(u)} · ${statusName(u)}`}
          rowClick={(id, _resource, record) => open(id, record as AdminUserRecord)}
        />
      ) : (
        <DataTable<AdminUserRecord> rowClick={(id, _resource, record) => open(id, record)} bulkActionButtons={false}>
          <DataTable.Col source="name" field={TextField} />
          <DataTable.Col source="email" field={EmailField} />
          <DataTable.Col source="roles" disableSort render={roleNames} />
          {role === 'admin' ? (
            <DataTable.Col source="organizations" disableSort render={(u: AdminUserRecord) => u.organizations.join(', ')} />
          ) : null}
          <DataTable.Col source="status" render={statusName} />
        </DataTable>
      )}
    </List>
  );
};
