// The faculty's upcoming trainees (DASH-40): name, next training plan with
// dates, placements, status labels.
import { Card, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'ra-core';
import { formatDateRange } from '@practicum/shared/format';
import { RecordTable } from '../../layout/RecordTable';
import { PersonStatus } from '../../people/PositionStatus';
import { usePlacementsInWords } from '../../placements/usePlacementsInWords';
import { useUpcomingTraineesRead } from '../../reports/api';

export const useUpcomingTrainees = useUpcomingTraineesRead;

export const UpcomingTraineesTable = () => {
  const translate = useTranslate();
  const placementsInWords = usePlacementsInWords();
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
              render: (row) =>
                placementsInWords(row.placements.map((p) => ({ site: p.name, status: p.status }))) ||
                translate('app.reports.no_placements'),
            },
            {
              label: translate('app.reports.upcoming.status'),
              render: (row) => <PersonStatus userStatus={row.user_status} positionStatus={row.position_status} />,
            },
          ]}
        />
      </CardContent>
    </Card>
  );
};
