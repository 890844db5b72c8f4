// /faculty, /supervisors, /coordinators: the organization's people holding an
// active position of that role; search by name or email; a row opens details.
import { EmailField, List, SearchInput, TextField, useResourceContext } from 'react-admin';
import { DataTable } from '../layout/DataTable';
import { type PersonRecord } from './types';
import { PersonStatus } from './PositionStatus';

const peopleFilters = [<SearchInput key="q" source="q" alwaysOn />];

export const PeopleList = () => {
  const resource = useResourceContext()!;
  return (
    <List<PersonRecord> resource={resource} filters={peopleFilters} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      <DataTable<PersonRecord> rowClick={(id) => `/${resource}/${id}`} bulkActionButtons={false}>
        <DataTable.Col source="name" field={TextField} />
        <DataTable.Col source="email" field={EmailField} />
        <DataTable.Col source="status" render={(person: PersonRecord) => <PersonStatus userStatus={person.status} />} />
      </DataTable>
    </List>
  );
};
