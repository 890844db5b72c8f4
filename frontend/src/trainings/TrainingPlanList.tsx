// /training-plans (coordinator): search, archived filter, level column with a
// link to the level's details, total hours, and the archive toggle per plan.
import { Link } from 'react-router';
import { BooleanInput, CreateButton, List, ListNoResults, SearchInput, TopToolbar, useListContext, useRecordContext } from 'react-admin';
import { DataTable } from '../layout/DataTable';
import { formatCalendarDate } from '@practicum/shared/format';
import { TrainingLevelCreateButton } from './TrainingLevelDialogs';
import { TrainingPlanArchiveToggle } from './TrainingPlanArchiveToggle';
import { trainingPlanPaths, type TrainingPlanRecord } from './types';

const planFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput key="archived" source="archived" label="app.training_setup.plans.archived_filter" alwaysOn />,
];

const defaultFilter = { archived: false };

/**
 * Nothing listed: under the list's own default filter (no archived plans) a new organization simply has no plans
 * yet, which "found using the current filters. Clear filters" would not say; a filter the coordinator set keeps it.
 */
const PlanListEmpty = () => {
  const filterValues = useListContext().filterValues as Record<string, unknown>;
  const onlyDefault = Object.entries(filterValues).every(([key, value]) => key === 'archived' && value === false);
  return <ListNoResults filterValues={onlyDefault ? {} : undefined} />;
};

const LevelLink = () => {
  const record = useRecordContext<TrainingPlanRecord>();
  if (!record) return null;
  return (
    <Link to={trainingPlanPaths.level(record.level_id)} onClick={(event) => event.stopPropagation()}>
      {record.level_name}
    </Link>
  );
};

const PlanListActions = () => (
  <TopToolbar>
    <TrainingLevelCreateButton />
    <CreateButton to={trainingPlanPaths.create} />
  </TopToolbar>
);

export const TrainingPlanList = () => (
  <List<TrainingPlanRecord>
    resource="training-plans"
    title="resources.training-plans.page.list"
    filters={planFilters}
    filterDefaultValues={defaultFilter}
    sort={{ field: 'name', order: 'ASC' }}
    actions={<PlanListActions />}
    empty={false}
  >
    <DataTable<TrainingPlanRecord> rowClick={(id) => trainingPlanPaths.show(id)} bulkActionButtons={false} empty={<PlanListEmpty />}>
      <DataTable.Col source="name" />
      <DataTable.Col source="level_name" field={LevelLink} />
      <DataTable.Col source="start_at" render={(record: TrainingPlanRecord) => formatCalendarDate(record.start_at)} />
      <DataTable.Col source="end_at" render={(record: TrainingPlanRecord) => formatCalendarDate(record.end_at)} />
      <DataTable.NumberCol source="total_hours" />
      <DataTable.Col source="archived" field={TrainingPlanArchiveToggle} />
    </DataTable>
  </List>
);
