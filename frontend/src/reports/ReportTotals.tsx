// A report's totals in report hours (the shared formatter): approved,
// unapproved and time on site.
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { formatReportHours } from '@practicum/shared/format';
import type { TrainingReport } from './api';

export const ReportTotals = ({ totals }: { totals: TrainingReport['training_report']['totals'] }) => {
  const translate = useTranslate();
  const figures = [
    ['approved', totals.time.approved],
    ['unapproved', totals.time.unapproved],
    ['time_on_site', totals.time_on_site],
  ] as const;
  return (
    <Stack direction="row" spacing={3} sx={{ my: 1 }}>
      {figures.map(([key, minutes]) => (
        <div key={key} data-testid={`report-${key}`}>
          <Typography variant="caption" color="text.secondary">
            {translate(`app.reports.totals.${key}`)}
          </Typography>
          <Typography variant="h6">{translate('app.reports.hours', { hours: formatReportHours(minutes) })}</Typography>
        </div>
      ))}
    </Stack>
  );
};
