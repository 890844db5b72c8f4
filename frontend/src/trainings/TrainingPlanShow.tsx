// /training-plans/:id (coordinator): dates, total hours, level (linking to its
// details), and the activity types with their target hours and colours.
import { Link } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EditButton, Title, TopToolbar, useShowContext, useTranslate } from 'react-admin';
import { formatDateRange } from '@practicum/shared/format';
import { ColorSwatch } from './ColorSwatch';
import { detailsColumnSx, detailsToolbarSx, SectionCard, ShowFromPath } from './DetailsParts';
import { TrainingPlanArchiveToggle } from './TrainingPlanArchiveToggle';
import { trainingPlanPaths, type TrainingPlanRecord } from './types';
import { RecordHistoryTabs } from '../history';
import { RecordTable } from '../layout/RecordTable';

const PlanActivityTypes = ({ plan }: { plan: TrainingPlanRecord }) => {
  const translate = useTranslate();
  if (plan.activity_types.length === 0)
    return <Typography color="text.secondary">{translate('app.training_setup.plans.no_activity_types')}</Typography>;
  const planned = plan.activity_types.reduce((sum, t) => sum + t.hours, 0);
  return (
    <>
      <RecordTable
        records={plan.activity_types}
        rowKey={(type) => String(type.id)}
        sx={{ maxWidth: 560 }}
        columns={[
          {
            label: translate('resources.training-plans.fields.activity_type_id'),
            render: (type) => <ColorSwatch color={type.color} label={type.name} />,
          },
          { label: translate('resources.training-plans.fields.hours'), align: 'right', render: (type) => type.hours },
        ]}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.training_setup.plans.hours_of_total', { hours: planned, total: plan.total_hours })}
      </Typography>
    </>
  );
};

const PlanTrainings = ({ plan }: { plan: TrainingPlanRecord }) => {
  const translate = useTranslate();
  const trainings = plan.trainings ?? [];
  if (trainings.length === 0) return <Typography color="text.secondary">{translate('app.training_setup.plans.no_trainings')}</Typography>;
  return (
    <RecordTable
      records={trainings}
      rowKey={(training) => String(training.id)}
      sx={{}}
      columns={[
        {
          label: translate('app.training_setup.plans.trainee'),
          render: (training) => <Link to={`/trainees/${training.trainee_id}`}>{training.trainee_name}</Link>,
        },
        {
          label: translate('app.training_setup.plans.dates'),
          render: (training) => formatDateRange(training.start_at, training.end_at),
        },
      ]}
    />
  );
};

const PlanDetails = () => {
  const { record } = useShowContext<TrainingPlanRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={detailsColumnSx}>
      <Title title={record.name} />
      <TopToolbar sx={detailsToolbarSx}>
        <Typography variant="h5" component="h1">
          {record.name} {record.archived ? <Chip size="small" label={translate('resources.training-plans.fields.archived')} /> : null}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">{translate('resources.training-plans.fields.archived')}</Typography>
          <TrainingPlanArchiveToggle />
          {/* an archived plan is unarchived before it is changed (the server answers 409) */}
          {record.archived ? null : <EditButton to={trainingPlanPaths.edit(record.id)} />}
        </Stack>
      </TopToolbar>
      <RecordHistoryTabs sources={[{ stream: `trainingPlan-${record.id}` }]}>
        <Card>
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
              <div>
                <Typography variant="caption" color="text.secondary">
                  {translate('resources.training-plans.fields.level_name')}
                </Typography>
                <Typography>
                  <Link to={trainingPlanPaths.level(record.level_id)}>{record.level_name}</Link>
                </Typography>
              </div>
              <div>
                <Typography variant="caption" color="text.secondary">
                  {translate('app.training_setup.plans.dates')}
                </Typography>
                <Typography>{formatDateRange(record.start_at, record.end_at)}</Typography>
              </div>
              <div>
                <Typography variant="caption" color="text.secondary">
                  {translate('resources.training-plans.fields.total_hours')}
                </Typography>
                <Typography>{record.total_hours}</Typography>
              </div>
            </Stack>
          </CardContent>
        </Card>
        <SectionCard title={translate('resources.training-plans.fields.activity_types')}>
          <PlanActivityTypes plan={record} />
        </SectionCard>
        <SectionCard title={translate('app.training_setup.plans.trainings')}>
          <PlanTrainings plan={record} />
        </SectionCard>
      </RecordHistoryTabs>
    </Stack>
  );
};

export const TrainingPlanShow = () => (
  <ShowFromPath resource="training-plans">
    <PlanDetails />
  </ShowFromPath>
);
