// /reports (admin, coordinator; TRAIN-42): the training-level report, a level
// picked (optionally one faculty), totals per trainee in report hours and a chart;
// "as of" a moment, the report as it stood then (issue 20), with a progress bar while the
// server replays the history up to that moment.
import { useState } from 'react';
import { Box, Card, CardContent, LinearProgress, Stack, TextField, Typography, Link } from '@mui/material';
import { ChoiceField } from '../layout/ChoiceField';
import { Link as RouterLink } from 'react-router';
import { Title } from 'react-admin';
import { useTranslate } from 'ra-core';
import { progressBar } from '@practicum/shared/domain/reports/dashboard';
import { isBuilding, useLevelReport, useReportOptions, type AsOfBuilding, type LevelProgress } from './api';
import { ReportSpinner } from './ReportSpinner';
import { formatReportHours } from '@practicum/shared/format';
import { lazyComponent } from '../layout/lazyComponent';
import { RecordTable } from '../layout/RecordTable';
import { useInputState } from '../layout/useInputState';
import { useTimes } from '../identity/timeZone';
import { useCanOpen } from '../permissions/routeTable';

const LevelProgressChart = lazyComponent(() => import('./LevelProgressChart'), 'LevelProgressChart');

const AsOfProgress = ({ state, at }: { state: AsOfBuilding; at: string }) => {
  const { formatDateTime } = useTimes();
  const translate = useTranslate();
  const percent = state.total ? Math.min(100, (100 * state.processed) / state.total) : undefined;
  return (
    <Box sx={{ mt: 2 }} data-testid="as-of-progress">
      <LinearProgress
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={translate('app.reports.as_of')}
      />
      <Typography variant="caption">
        {translate('app.reports.as_of_building', { time: formatDateTime(at), processed: state.processed, total: state.total ?? '?' })}
      </Typography>
    </Box>
  );
};

// said in place of the table, so an organization without levels or trainees is not two bare pickers
const Empty = ({ text }: { text: string }) => (
  <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="level-report-empty">
    {text}
  </Typography>
);

export const ReportsPage = () => {
  const { formatDateTime, instantOfWallClock } = useTimes();
  const translate = useTranslate();
  const canOpen = useCanOpen();
  const [pickedLevelId, setLevelId] = useState('');
  const [facultyId, facultyIdInput] = useInputState('');
  const { data: options } = useReportOptions();
  // the first level until one is picked, so the screen opens on a report rather than two empty pickers
  const levelId = pickedLevelId || options?.training_levels[0]?.id || '';
  const [asOfLocal, asOfLocalInput] = useInputState('');
  const asOf = asOfLocal ? instantOfWallClock(asOfLocal) : null;
  const { data, isFetching } = useLevelReport(levelId, facultyId || null, asOf);
  const building = isBuilding(data) ? data : null;
  const rows = data && !building ? (data as Exclude<typeof data, AsOfBuilding>) : [];
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
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <ChoiceField
              label={translate('app.reports.level')}
              value={levelId}
              onChange={(e) => setLevelId(e.target.value)}
              sx={{ minWidth: 240 }}
              choices={options?.training_levels ?? []}
            />
            <ChoiceField
              label={translate('app.reports.faculty')}
              {...facultyIdInput}
              sx={{ minWidth: 240 }}
              blank={translate('app.reports.all_faculty')}
              choices={options?.faculty ?? []}
            />
            <TextField
              type="datetime-local"
              label={translate('app.reports.as_of')}
              {...asOfLocalInput}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
              sx={{ minWidth: 240 }}
            />
          </Stack>
          {levelId && asOf && building && <AsOfProgress state={building} at={asOf} />}
          {levelId && isFetching && !building && <ReportSpinner />}
          {levelId && asOf && !building && !isFetching && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="as-of-note">
              {translate('app.reports.as_of_showing', { time: formatDateTime(asOf) })}
            </Typography>
          )}
          {options && options.training_levels.length === 0 && <Empty text={translate('app.reports.no_levels')} />}
          {levelId && !isFetching && !building && rows.length === 0 && <Empty text={translate('app.reports.no_trainees')} />}
          {levelId && !isFetching && !building && rows.length > 0 && (
            <RecordTable
              testId="level-report"
              sx={{ mt: 2 }}
              records={rows}
              columns={[
                {
                  label: translate('app.reports.columns.trainee'),
                  render: (row) =>
                    canOpen(`/trainees/${row.trainee.id}`) ? (
                      <Link component={RouterLink} to={`/trainees/${row.trainee.id}`}>
                        {row.trainee.name}
                      </Link>
                    ) : (
                      row.trainee.name
                    ),
                },
                { label: translate('app.reports.columns.plan'), render: (row) => row.training_plan.name },
                { label: translate('app.reports.columns.faculty'), render: (row) => row.primaryUser?.name ?? '' },
                {
                  label: translate('app.reports.columns.approved'),
                  render: (row) => formatReportHours(row.training_report.totals.time.approved),
                },
                {
                  label: translate('app.reports.columns.unapproved'),
                  render: (row) => formatReportHours(row.training_report.totals.time.unapproved),
                },
                {
                  label: translate('app.reports.columns.time_on_site'),
                  render: (row) => formatReportHours(row.training_report.totals.time_on_site),
                },
              ]}
            />
          )}
        </CardContent>
      </Card>
      {levelId && rows.length > 0 && <LevelProgressChart level={chart} />}
    </>
  );
};
