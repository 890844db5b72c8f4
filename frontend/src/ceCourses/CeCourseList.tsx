// /cecourses/review_all: every course with the reader's progress; a row opens the course.
import { DataTable, List, SearchInput } from 'react-admin';
import { formatDate } from '@practicum/shared/format';
import { CeCourseStatusChip } from './CeCourseStatusChip';
import { ceCoursePaths, ceCoursesResource, type CeCourseRecord } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export const CeCourseList = () => (
  <List<CeCourseRecord>
    resource={ceCoursesResource}
    title="app.ce_courses.list_title"
    filters={filters}
    sort={{ field: 'title', order: 'ASC' }}
  >
    <DataTable<CeCourseRecord> rowClick={(id) => ceCoursePaths.show(String(id))} bulkActionButtons={false}>
      <DataTable.Col source="title" />
      <DataTable.NumberCol source="credit_hours" />
      <DataTable.Col source="status" render={(r: CeCourseRecord) => <CeCourseStatusChip status={r.status} />} />
      <DataTable.Col source="completed_at" render={(r: CeCourseRecord) => (r.completed_at ? formatDate(r.completed_at, 'local') : '—')} />
    </DataTable>
  </List>
);
