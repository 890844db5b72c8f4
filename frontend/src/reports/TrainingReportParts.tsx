// One training's report as screens show it: totals, the per-type chart and its
// PDF (the trainee dashboard's summary card and the trainee page's report card).
import { Box, Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'ra-core';
import { pdfUrls, type TrainingReport } from './api';
import { ReportTotals } from './ReportTotals';
import { lazyComponent } from '../layout/lazyComponent';

const ActivityTypeBars = lazyComponent(() => import('./ActivityTypeBars'), 'ActivityTypeBars', 260, { afterPaint: true });

export const TrainingReportParts = ({ report, pdf = false }: { report: TrainingReport; pdf?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box data-testid={`training-report-${report.id}`}>
      {pdf && (
        <Button size="small" startIcon={<DownloadIcon />} href={pdfUrls.training(report.id)} download sx={{ mt: 1 }}>
          {translate('app.reports.download_pdf')}
        </Button>
      )}
      <ReportTotals totals={report.training_report.totals} />
      <ActivityTypeBars types={report.training_report.activity_types} />
    </Box>
  );
};
