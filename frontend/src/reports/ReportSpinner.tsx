// The report loading spinner, shown only once loading has taken longer than the
// spec's delay (TRAIN-53: 300 ms), so quick loads do not flash it.
import { useEffect, useState } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';
import { reportSpinnerDelayMs } from '@practicum/shared/domain/reports/hours';

export const ReportSpinner = () => {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), reportSpinnerDelayMs);
    return () => clearTimeout(timer);
  }, []);
  return shown ? (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
      <CircularProgress size={32} aria-label={translate('app.reports.loading')} />
    </Box>
  ) : null;
};
