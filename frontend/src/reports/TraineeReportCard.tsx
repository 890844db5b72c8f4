// The report card of /trainees/:id: per training its totals and per-type bars,
// the full PDF, and the custom report drawer (spec 001 §2, §7).
import { useState } from 'react';
import { Box, Button, Card, CardContent, CardHeader, Divider, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'ra-core';
import { formatDateRange } from '@practicum/shared/format';
import { pdfUrls, useTraineeReports } from './api';
import { CustomReportDrawer } from './CustomReportDrawer';
import { ReportSpinner } from './ReportSpinner';
import { TrainingReportParts } from './TrainingReportParts';

export const TraineeReportCard = ({ traineeId }: { traineeId: string }) => {
  const translate = useTranslate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { data: reports = [], isPending } = useTraineeReports(traineeId);
  return (
    <Card sx={{ mb: 2 }} data-testid="trainee-report">
      <CardHeader
        title={translate('app.reports.title')}
        // on a phone the two buttons go under the title instead of past the card's right edge
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
        action={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button startIcon={<DownloadIcon />} href={pdfUrls.trainee(traineeId)} download>
              {translate('app.reports.download_pdf')}
            </Button>
            <Button onClick={() => setDrawerOpen(true)}>{translate('app.reports.custom.open')}</Button>
          </Box>
        }
      />
      <CardContent>
        {isPending && <ReportSpinner />}
        {!isPending && reports.length === 0 && <Typography color="text.secondary">{translate('app.reports.no_training')}</Typography>}
        {reports.map((report, index) => (
          <Box key={report.id}>
            {index > 0 && <Divider sx={{ my: 2 }} />}
            <Typography variant="subtitle1">
              {report.training_plan.name} ({formatDateRange(report.training.start_at, report.training.end_at)})
            </Typography>
            <TrainingReportParts report={report} />
          </Box>
        ))}
      </CardContent>
      <CustomReportDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} traineeId={traineeId} reports={reports} />
    </Card>
  );
};
