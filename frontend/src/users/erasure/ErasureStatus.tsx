// An erased person's user page: who erased them and when, and the rebuild of every read model that follows in
// the background (its progress re-read every second until done; then the page re-reads the person, whose
// name and address now read as erased).
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { formatDateTime } from '@practicum/shared/format';
import type { HistoryEntryRecord } from '@practicum/shared/domain/history/records';
import { useApiRead } from '../../dataProvider/hooks';
import { rebuildProgressSince, type ProjectionRebuildRow } from './rebuildProgress';

const PROJECTIONS = 'admin/tools/projections';

export const ErasureStatus = ({ erasure }: { erasure: HistoryEntryRecord }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { data } = useApiRead<ProjectionRebuildRow[]>(PROJECTIONS, {
    refetchInterval: (query) => (query.state.data && rebuildProgressSince(query.state.data, erasure.occurred_at).complete ? false : 1000),
  });
  const progress = data ? rebuildProgressSince(data, erasure.occurred_at) : null;
  const complete = progress?.complete ?? false;
  useEffect(() => {
    if (complete) refresh();
  }, [complete, refresh]);
  return (
    <Box role="status">
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate('app.users.erasure.erased', { time: formatDateTime(erasure.occurred_at), by: erasure.actor_label })}
      </Alert>
      {!progress ? null : progress.complete ? (
        <Alert severity={progress.failed.length ? 'error' : 'success'}>
          {progress.failed.length
            ? translate('app.users.erasure.rebuild_failed', { names: progress.failed.join(', ') })
            : translate('app.users.erasure.rebuilt')}
        </Alert>
      ) : (
        <Box>
          <LinearProgress variant="determinate" value={progress.percent} aria-label={translate('app.users.erasure.rebuilding_label')} />
          <Typography variant="caption">
            {translate('app.users.erasure.rebuilding', {
              finished: progress.finished,
              total: progress.total,
              current: progress.running ? `${progress.running.name} ${progress.running.percent}%` : '…',
            })}
          </Typography>
        </Box>
      )}
    </Box>
  );
};
