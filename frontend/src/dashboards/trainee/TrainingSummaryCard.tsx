// A training on the trainee dashboard (TRAIN-12): actions, plan name with dates,
// faculty and assistants, placements, totals and progress chart, and the
// missing-placement notice (DASH-23: no placements exist yet, so it shows unless
// the training needs none; never on a previous training).
import { Alert, Button, Card, CardContent, CardHeader, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'ra-core';
import { formatCalendarDate } from '@practicum/shared/domain/trainings/traineeTrainings';
import { ActivityTypeBars } from '../../reports/ActivityTypeBars';
import { pdfUrls, type TimedReport } from '../../reports/api';
import { ReportTotals } from '../../reports/ReportTotals';

export const TrainingSummaryCard = ({ report }: { report: TimedReport }) => {
  const translate = useTranslate();
  const primary = report.faculty.filter((person) => person.primary);
  const assistants = report.faculty.filter((person) => !person.primary);
  const names = (people: typeof report.faculty) => people.map((person) => person.name).join(', ') || translate('app.reports.none');
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid={`training-summary-${report.id}`}>
      <CardHeader
        title={report.training_plan.name}
        subheader={`${formatCalendarDate(report.training.start_at)} – ${formatCalendarDate(report.training.end_at)}`}
        action={
          <Button size="small" startIcon={<DownloadIcon />} href={pdfUrls.training(report.id)} download>
            {translate('app.reports.download_pdf')}
          </Button>
        }
      />
      <CardContent>
        {report.time !== 'previous' && !report.training.placement_not_required && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('app.reports.missing_placement')}
          </Alert>
        )}
        <Typography variant="body2">
          {translate('app.reports.faculty')}: {names(primary)}
        </Typography>
        <Typography variant="body2">
          {translate('app.reports.assistants')}: {names(assistants)}
        </Typography>
        <Typography variant="body2">
          {translate('app.reports.placements')}: {translate('app.reports.no_placements')}
        </Typography>
        <ReportTotals totals={report.training_report.totals} />
        <ActivityTypeBars types={report.training_report.activity_types} />
      </CardContent>
    </Card>
  );
};
