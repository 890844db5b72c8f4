// The faculty's upcoming trainees (DASH-40): name, next training plan with
// dates, placements, status labels.
import { Card, CardContent, Chip, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'ra-core';
import { formatCalendarDate } from '@practicum/shared/format';
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
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.reports.upcoming.name')}</TableCell>
              <TableCell>{translate('app.reports.upcoming.plan')}</TableCell>
              <TableCell>{translate('app.reports.placements')}</TableCell>
              <TableCell>{translate('app.reports.upcoming.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((row) => (
              <TableRow key={row.id}>
                <TableCell>
                  <Link component={RouterLink} to={`/trainees/${row.id}`}>
                    {row.name}
                  </Link>
                </TableCell>
                <TableCell>
                  {row.training_plan_name} ({formatCalendarDate(row.start_at)} – {formatCalendarDate(row.end_at)})
                </TableCell>
                <TableCell>{row.placements.map((p) => p.name).join(', ') || translate('app.reports.no_placements')}</TableCell>
                <TableCell>
                  {row.status_labels.map((label) => (
                    <Chip key={label} size="small" label={label} sx={{ mr: 0.5 }} />
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
};
