// The faculty dashboard's trainee parts: progress charts per level (DASH-38),
// upcoming trainees (DASH-40), and with no trainees at all an intro and a
// notice (DASH-39).
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LevelProgressCharts, useLevelProgress } from '../common/LevelProgressCharts';
import { UpcomingTraineesTable, useUpcomingTrainees } from './UpcomingTraineesTable';

export const FacultyTrainees = () => {
  const translate = useTranslate();
  const progress = useLevelProgress();
  const upcoming = useUpcomingTrainees();
  if (progress.isPending || upcoming.isPending) return null;
  if (!progress.data?.length && !upcoming.data?.length)
    return (
      <Card sx={{ mb: 2 }} data-testid="faculty-intro">
        <CardContent>
          <Typography variant="h6">{translate('app.reports.faculty_intro.title')}</Typography>
          <Typography sx={{ mt: 1, mb: 2 }}>{translate('app.reports.faculty_intro.text')}</Typography>
          <Alert severity="info">{translate('app.reports.faculty_intro.no_trainees')}</Alert>
        </CardContent>
      </Card>
    );
  return (
    <>
      <LevelProgressCharts />
      <UpcomingTraineesTable />
    </>
  );
};
