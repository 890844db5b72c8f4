// /cecourses/review_all: every course with the reader's progress; a row opens the course; admins add courses.
import { CreateButton, List, SearchInput, TopToolbar, usePermissions } from 'react-admin';
import { DataTable } from '../layout/DataTable';
import type { Role } from '@practicum/shared/access/roles';
import { CeCourseStatusChip } from './CeCourseStatusChip';
import { ceCoursePaths, ceCoursesResource, type CeCourseRecord } from './types';
import { useTimes } from '../identity/timeZone';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

// only admins author courses: the others get no create button
const AdminActions = () => {
  const { permissions: role } = usePermissions<Role | undefined>();
  return role === 'admin' ? (
    <TopToolbar>
      <CreateButton resource={ceCoursesResource} to={ceCoursePaths.create} />
    </TopToolbar>
  ) : null;
};

export const CeCourseList = () => {
  const { formatDate } = useTimes();
  return (
    <List<CeCourseRecord>
      resource={ceCoursesResource}
      title="app.ce_courses.list_title"
      filters={filters}
      actions={<AdminActions />}
      sort={{ field: 'title', order: 'ASC' }}
    >
      <DataTable<CeCourseRecord> rowClick={(id) => ceCoursePaths.show(String(id))} bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.NumberCol source="credit_hours" />
        <DataTable.Col source="status" render={(r: CeCourseRecord) => <CeCourseStatusChip course={r} />} />
        <DataTable.Col source="completed_at" render={(r: CeCourseRecord) => (r.completed_at ? formatDate(r.completed_at) : '—')} />
      </DataTable>
    </List>
  );
};
