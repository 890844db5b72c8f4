// /reports (admin, coordinator; TRAIN-42): the training-level report, a level
// picked (optionally one faculty), totals per trainee in report hours and a chart.
import { useState } from 'react';
import { Card, CardContent, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { Title } from 'react-admin';
import { useTranslate } from 'ra-core';
import { progressBar } from '@practicum/shared/domain/reports/dashboard';
import { useLevelReport, useReportOptions, type LevelProgress } from './api';
import { ReportSpinner } from './ReportSpinner';
import { formatReportHours } from '@practicum/shared/format';
import { lazyComponent } from '../layout/lazyComponent';

const LevelProgressChart = lazyComponent(() => import('./LevelProgressChart'), 'LevelProgressChart');

export const ReportsPage = () => {
  const translate = useTranslate();
  const [pickedLevelId, setLevelId] = useState('');
  const [facultyId, setFacultyId] = useState('');
  const { data: options } = useReportOptions();
  // the first level until one is picked, so the screen opens on a report rather than two empty pickers
  const levelId = pickedLevelId || options?.training_levels[0]?.id || '';
  const { data: rows = [], isFetching } = useLevelReport(levelId, facultyId || null);
  const level = options?.training_levels.find((l) => l.id === levelId);
  const chart: LevelProgress = {
    level_id: levelId,
    level_name: level?.name ?? '',
    trainees: rows.map(progressBar),
  };
  return (
    <>
      <Title title="app.reports.title" />
      <Card sx={{ mt: 2, mb: 2 }}>
        <CardContent>
          <Stack direction="row" spacing={2}>
            <TextField
              select
              label={translate('app.reports.level')}
              value={levelId}
              onChange={(e) => setLevelId(e.target.value)}
              sx={{ minWidth: 240 }}
            >
              {(options?.training_levels ?? []).map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  {l.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={translate('app.reports.faculty')}
              value={facultyId}
              onChange={(e) => setFacultyId(e.target.value)}
              sx={{ minWidth: 240 }}
            >
              <MenuItem value="">{translate('app.reports.all_faculty')}</MenuItem>
              {(options?.faculty ?? []).map((f) => (
                <MenuItem key={f.id} value={f.id}>
                  {f.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {levelId && isFetching && <ReportSpinner />}
          {levelId && !isFetching && (
            <Table size="small" sx={{ mt: 2 }} data-testid="level-report">
              <TableHead>
                <TableRow>
                  {['trainee', 'plan', 'faculty', 'approved', 'unapproved', 'time_on_site'].map((column) => (
                    <TableCell key={column}>{translate(`app.reports.columns.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>
                      <Link component={RouterLink} to={`/trainees/${row.trainee.id}`}>
                        {row.trainee.name}
                      </Link>
                    </TableCell>
                    <TableCell>{row.training_plan.name}</TableCell>
                    <TableCell>{row.primaryUser?.name ?? ''}</TableCell>
                    <TableCell>{formatReportHours(row.training_report.totals.time.approved)}</TableCell>
                    <TableCell>{formatReportHours(row.training_report.totals.time.unapproved)}</TableCell>
                    <TableCell>{formatReportHours(row.training_report.totals.time_on_site)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      {levelId && rows.length > 0 && <LevelProgressChart level={chart} />}
    </>
  );
};
