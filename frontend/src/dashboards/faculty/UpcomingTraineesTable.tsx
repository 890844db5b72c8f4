// The faculty's upcoming trainees (DASH-40): name, next training plan with
// dates, placements, status labels.
import { Card, CardContent, Chip, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'ra-core';
import { formatDateRange } from '@practicum/shared/format';
import { RecordTable } from '../../layout/RecordTable';
import { useUpcomingTraineesRead } from '../../reports/api';

export const useUpcomingTrainees = useUpcomingTraineesRead;

export const UpcomingTraineesTable = () => {
  const translate = useTranslate();
  const { data = [] } = useUpcomingTrainees();
  if (data.length === 0) return null;
  return (
    <Card sx={{ mb: 2 }} data-testid="upcoming-trainees">
      <CardContent>
        <Typography variant="h6">{translate('app.reports.upcoming.title')}</Typography>
        <RecordTable
          records={data}
          sx={{}}
          columns={[
            {
              label: translate('app.reports.upcoming.name'),
              render: (row) => (
                <Link component={RouterLink} to={`/trainees/${row.id}`}>
                  {row.name}
                </Link>
              ),
            },
            {
              label: translate('app.reports.upcoming.plan'),
              render: (row) => `${row.training_plan_name} (${formatDateRange(row.start_at, row.end_at)})`,
            },
            {
              label: translate('app.reports.placements'),
              render: (row) => row.placements.map((p) => p.name).join(', ') || translate('app.reports.no_placements'),
            },
            {
              label: translate('app.reports.upcoming.status'),
              render: (row) => row.status_labels.map((label) => <Chip key={label} size="small" label={label} sx={{ mr: 0.5 }} />),
            },
          ]}
        />
      </CardContent>
    </Card>
  );
};
