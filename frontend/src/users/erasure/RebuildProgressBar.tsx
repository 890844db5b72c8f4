// The rebuild of every read model that follows an erasure in the background: its progress re-read every second
// until done, then the outcome (or the read models that failed and may still hold a copy).
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useApiRead } from '../../dataProvider/hooks';
import { rebuildProgressSince, type ProjectionRebuildRow } from './rebuildProgress';

const PROJECTIONS = 'admin/tools/projections';

export const RebuildProgressBar = ({ since, onComplete }: { since: string; onComplete?: () => void }) => {
  const translate = useTranslate();
  const { data } = useApiRead<ProjectionRebuildRow[]>(PROJECTIONS, {
    refetchInterval: (query) => (query.state.data && rebuildProgressSince(query.state.data, since).complete ? false : 1000),
  });
  const progress = data ? rebuildProgressSince(data, since) : null;
  const complete = progress?.complete ?? false;
  useEffect(() => {
    if (complete) onComplete?.();
  }, [complete, onComplete]);
  if (!progress) return null;
  if (progress.complete)
    return (
      <Alert severity={progress.failed.length ? 'error' : 'success'}>
        {progress.failed.length
          ? translate('app.users.erasure.rebuild_failed', { names: progress.failed.join(', ') })
          : translate('app.users.erasure.rebuilt')}
      </Alert>
    );
  return (
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
  );
};
