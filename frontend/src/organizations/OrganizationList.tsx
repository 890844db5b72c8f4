import { DeleteButton, List, SearchInput, TopToolbar, CreateButton, useTranslate } from 'react-admin';
import { DataTable } from '../layout/DataTable';
import { ORGANIZATIONS_EXACT_TOTAL_UP_TO } from '@practicum/shared/domain/organizations/records';
import { EstimatedTotalPagination } from '../layout/EstimatedTotalPagination';
import { type Organization } from './types';
import { organizationPaths } from './paths';
import { OrganizationCloneButton } from './OrganizationCloneButton';
import { OrganizationEditButton } from './OrganizationEditButton';
import { OrganizationSupervisionTypeField } from './OrganizationSupervisionTypeField';
import { useTimes } from '../identity/timeZone';

// "All" is a page large enough for every organization the platform will hold.
export const allPerPage = 10_000;

const OrganizationPagination = () => {
  const translate = useTranslate();
  return (
    <EstimatedTotalPagination
      exactUpTo={ORGANIZATIONS_EXACT_TOTAL_UP_TO}
      rowsPerPageOptions={[10, 20, 50, 100, { label: translate('app.pagination.all'), value: allPerPage }]}
    />
  );
};

const OrganizationListActions = () => (
  <TopToolbar>
    <CreateButton to={organizationPaths.create} />
  </TopToolbar>
);

const organizationFilters = [<SearchInput key="q" source="q" alwaysOn />];

export const OrganizationList = () => {
  const { formatDateTime } = useTimes();
  return (
    <List<Organization>
      title="resources.organizations.page.list"
      filters={organizationFilters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={10}
      pagination={<OrganizationPagination />}
      actions={<OrganizationListActions />}
      empty={false}
    >
      <DataTable<Organization> rowClick={(id) => organizationPaths.edit(id)} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="supervision_type" field={OrganizationSupervisionTypeField} />
        <DataTable.Col source="created_at" render={(record: Organization) => formatDateTime(record.created_at)} />
        <DataTable.Col label={false} align="right" sx={{ whiteSpace: 'nowrap' }}>
          <OrganizationEditButton />
          <OrganizationCloneButton />
          <DeleteButton mutationMode="pessimistic" redirect={false} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
