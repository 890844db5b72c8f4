// The trainee's training tabs (DASH-20): totals, previous (hidden if none),
// current (default), next, submitted forms; with no training at all, the intro
// (DASH-21). Each training is the trainings area's summary card (TRAIN-12: plan
// with dates, faculty and assistants, placements, the placement notice) with
// its report, chart and PDF inside.
import { Button, Card, CardContent, Typography } from '@mui/material';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import { useTranslate } from 'ra-core';
import { useCurrentUser } from '../../identity/currentUser';
import { reportPaths, type DashboardTrainings, type TrainingReport } from '../../reports/api';
import { useSilentRead } from '../../dataProvider';
import { ReportSpinner } from '../../reports/ReportSpinner';
import { ReportTotals } from '../../reports/ReportTotals';
import { sumReports } from '../../reports/sumReports';
import { TrainingReportParts } from '../../reports/TrainingReportParts';
import { TrainingSummaryCard } from '../../trainees/TrainingSummaryCard';
import { useTraineeTrainings, type TrainingRecord } from '../../trainings/trainingApi';
import { DashboardTabs, type DashboardTab } from '../common/DashboardTabs';
import { SubmittedFormsTab } from '../../forms';
import { lazyComponent } from '../../layout/lazyComponent';
import { useShellLinks } from '../../shell/links';

const ActivityTypeBars = lazyComponent(() => import('../../reports/ActivityTypeBars'), 'ActivityTypeBars', 260, {
  afterPaint: true,
});

// The actions are the coordinator's (the card's menu is disabled for the trainee).
const noActions = { onEdit: () => undefined, onDelete: () => undefined };

const Summaries = ({ trainings, reports }: { trainings: TrainingRecord[]; reports: Map<string, TrainingReport> }) => {
  const translate = useTranslate();
  if (trainings.length === 0) return <Typography color="text.secondary">{translate('app.reports.no_training')}</Typography>;
  return (
    <>
      {trainings.map((training) => {
        const report = reports.get(training.id);
        return (
          <TrainingSummaryCard key={training.id} training={training} canAct={false} isTrainee actions={noActions}>
            {report && <TrainingReportParts report={report} pdf />}
          </TrainingSummaryCard>
        );
      })}
    </>
  );
};

const TraineeIntro = () => {
  const translate = useTranslate();
  const shellLinks = useShellLinks();
  return (
    <Card sx={{ mb: 2 }} data-testid="trainee-intro">
      <CardContent>
        <Typography variant="h6">{translate('app.reports.intro.title')}</Typography>
        <Typography sx={{ mt: 1 }}>{translate('app.reports.intro.text')}</Typography>
        {/* DASH-21: the introduction video lives with the help desk (its address from the initial state) */}
        <Button
          href={`${shellLinks.help}videos/trainee-introduction`}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<PlayCircleOutlineIcon />}
          sx={{ mt: 1 }}
        >
          {translate('app.reports.intro.video')}
        </Button>
      </CardContent>
    </Card>
  );
};

export const TraineeTrainingTabs = () => {
  const { user } = useCurrentUser();
  const trainings = useTraineeTrainings(user?.id);
  const reports = useSilentRead<DashboardTrainings>(reportPaths.dashboardTrainings);
  if (trainings.isPending || reports.isPending) return <ReportSpinner />;
  if (!trainings.data || !reports.data) return null;
  const { previous, current, next } = trainings.data;
  const rows = [...reports.data.previous, ...reports.data.current, ...reports.data.next];
  if (previous.length + current.length + next.length === 0) return <TraineeIntro />;
  const byId = new Map<string, TrainingReport>(rows.map((row) => [row.id, row]));
  const totals = sumReports(rows);
  const tabs: DashboardTab[] = [
    {
      key: 'totals',
      label: 'app.reports.tabs.totals',
      content: (
        <>
          <ReportTotals totals={totals.totals} />
          <ActivityTypeBars types={totals.activity_types} />
        </>
      ),
    },
    ...(previous.length
      ? [{ key: 'previous', label: 'app.reports.tabs.previous', content: <Summaries trainings={previous} reports={byId} /> }]
      : []),
    { key: 'current', label: 'app.reports.tabs.current', content: <Summaries trainings={current} reports={byId} />, default: true },
    { key: 'next', label: 'app.reports.tabs.next', content: <Summaries trainings={next} reports={byId} /> },
    {
      key: 'submitted-forms',
      label: 'app.reports.tabs.submitted_forms',
      content: <SubmittedFormsTab />,
    },
  ];
  return <DashboardTabs tabs={tabs} ariaLabel="app.reports.tabs.label" />;
};
