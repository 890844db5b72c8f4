// /training-levels/:id (coordinator): the level's name (renamable), its plans and its placement agreements.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ReferenceManyField, Title, TopToolbar, useShowContext, useTranslate } from 'react-admin';
import { DataTable } from '../layout/DataTable';
import { formatCalendarDate } from '@practicum/shared/format';
import { PlacementRequirementCard } from '../forms/PlacementRequirementCard';
import { detailsColumnSx, detailsToolbarSx, SectionCard, ShowFromPath } from './DetailsParts';
import { TrainingLevelRenameButton } from './TrainingLevelDialogs';
import { trainingPlanPaths, type TrainingLevelRecord, type TrainingPlanRecord } from './types';

const LevelDetails = () => {
  const { record } = useShowContext<TrainingLevelRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={detailsColumnSx}>
      <Title title={record.name} />
      <TopToolbar sx={detailsToolbarSx}>
        <Typography variant="h5" component="h1">
          {record.name}
        </Typography>
        <TrainingLevelRenameButton id={record.id} />
      </TopToolbar>
      <SectionCard title={translate('app.training_setup.levels.plans')}>
        <ReferenceManyField reference="training-plans" target="level_id" sort={{ field: 'start_at', order: 'ASC' }} perPage={100}>
          <DataTable<TrainingPlanRecord>
            rowClick={(id) => trainingPlanPaths.show(id)}
            bulkActionButtons={false}
            empty={<Typography color="text.secondary">{translate('app.training_setup.levels.no_plans')}</Typography>}
          >
            <DataTable.Col source="name" />
            <DataTable.Col source="start_at" render={(plan: TrainingPlanRecord) => formatCalendarDate(plan.start_at)} />
            <DataTable.Col source="end_at" render={(plan: TrainingPlanRecord) => formatCalendarDate(plan.end_at)} />
            <DataTable.NumberCol source="total_hours" />
            <DataTable.Col source="archived" render={(plan: TrainingPlanRecord) => (plan.archived ? '✓' : '')} />
          </DataTable>
        </ReferenceManyField>
      </SectionCard>
      <PlacementRequirementCard levelId={String(record.id)} />
    </Stack>
  );
};

export const TrainingLevelShow = () => (
  <ShowFromPath resource="training-levels">
    <LevelDetails />
  </ShowFromPath>
);
