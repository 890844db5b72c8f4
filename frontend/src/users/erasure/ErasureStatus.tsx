// An erased person's user page: who erased them and when, and the rebuild of every read model that follows in
// the background; once it is done the page re-reads the person, whose name and address now read as erased.
import { Alert, Box } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import type { HistoryEntryRecord } from '@practicum/shared/domain/history/records';
import { RebuildProgressBar } from './RebuildProgressBar';
import { useTimes } from '../../identity/timeZone';

export const ErasureStatus = ({ erasure }: { erasure: HistoryEntryRecord }) => {
  const { formatDateTime } = useTimes();
  const translate = useTranslate();
  const refresh = useRefresh();
  return (
    <Box role="status">
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate('app.users.erasure.erased', { time: formatDateTime(erasure.occurred_at), by: erasure.actor_label })}
      </Alert>
      <RebuildProgressBar since={erasure.occurred_at} onComplete={refresh} />
    </Box>
  );
};
