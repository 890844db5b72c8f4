// The trainee's training tabs (DASH-20): totals, previous (hidden if none),
// current (default), next, submitted forms; with no training at all, the intro
// (DASH-21).
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { ActivityTypeBars } from '../../reports/ActivityTypeBars';
import { fetchDashboardTrainings, type TimedReport } from '../../reports/api';
import { ReportSpinner } from '../../reports/ReportSpinner';
import { ReportTotals } from '../../reports/ReportTotals';
import { sumReports } from '../../reports/sumReports';
import { DashboardTabs, type DashboardTab } from '../common/DashboardTabs';
import { TrainingSummaryCard } from './TrainingSummaryCard';

const Summaries = ({ reports }: { reports: TimedReport[] }) => {
  const translate = useTranslate();
  if (reports.length === 0) return <Typography color="text.secondary">{translate('app.reports.no_training')}</Typography>;
  return (
    <>
      {reports.map((report) => (
        <TrainingSummaryCard key={report.id} report={report} />
      ))}
    </>
  );
};

const TraineeIntro = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mb: 2 }} data-testid="trainee-intro">
      <CardContent>
        <Typography variant="h6">{translate('app.reports.intro.title')}</Typography>
        <Typography sx={{ mt: 1 }}>{translate('app.reports.intro.text')}</Typography>
      </CardContent>
    </Card>
  );
};

export const TraineeTrainingTabs = () => {
  const translate = useTranslate();
  const { data, isPending } = useQuery({ queryKey: ['dashboard', 'trainings'], queryFn: fetchDashboardTrainings });
  if (isPending) return <ReportSpinner />;
  if (!data) return null;
  const all = [...data.previous, ...data.current, ...data.next];
  if (all.length === 0) return <TraineeIntro />;
  const totals = sumReports(all);
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
    ...(data.previous.length
      ? [{ key: 'previous', label: 'app.reports.tabs.previous', content: <Summaries reports={data.previous} /> }]
      : []),
    { key: 'current', label: 'app.reports.tabs.current', content: <Summaries reports={data.current} />, default: true },
    { key: 'next', label: 'app.reports.tabs.next', content: <Summaries reports={data.next} /> },
    {
      key: 'submitted-forms',
      label: 'app.reports.tabs.submitted_forms',
      content: <Alert severity="info">{translate('app.reports.forms_later')}</Alert>,
    },
  ];
  return <DashboardTabs tabs={tabs} ariaLabel="app.reports.tabs.label" />;
};
