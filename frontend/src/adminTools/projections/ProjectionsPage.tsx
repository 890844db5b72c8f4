// /admin/tools/projections (issue 20 item 6): every read model's projector with its position, how far it
// is behind, and its last rebuild; Rebuild replays the whole history into fresh tables while the app keeps
// reading the old ones, with a progress bar (the list re-reads every second while a rebuild runs).
import { Alert, Box, Button, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { PageCard } from '../../layout/PageCard';
import { useApiCommand, useApiRead } from '../../dataProvider/hooks';
import { useTimes } from '../../identity/timeZone';

interface ProjectionRow {
  id: string;
  name: string;
  version: number | null;
  position: string | null;
  lag: number | null;
  lag_capped: boolean;
  last_rebuild: {
    status: 'running' | 'done' | 'failed';
    processed: number;
    total: number | null;
    started_at: string;
    finished_at: string | null;
    error: string | null;
  } | null;
}

const LIST = 'admin/tools/projections';

const RebuildState = ({ row }: { row: ProjectionRow }) => {
  const { formatDateTime } = useTimes();
  const translate = useTranslate();
  const rebuild = row.last_rebuild;
  if (!rebuild) return <>{translate('app.projections.never')}</>;
  if (rebuild.status === 'running') {
    const percent = rebuild.total ? Math.min(100, (100 * rebuild.processed) / rebuild.total) : undefined;
    return (
      <Box sx={{ minWidth: 160 }}>
        <LinearProgress
          variant={percent === undefined ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label={translate('app.projections.progress', { name: row.name })}
        />
        <Typography variant="caption">
          {translate('app.projections.running', { processed: rebuild.processed, total: rebuild.total ?? '?' })}
        </Typography>
      </Box>
    );
  }
  return (
    <>
      {translate(rebuild.status === 'done' ? 'app.projections.done' : 'app.projections.failed_rebuild', {
        time: formatDateTime(rebuild.finished_at ?? rebuild.started_at),
      })}
      {rebuild.error ? (
        <Typography variant="caption" color="error" sx={{ display: 'block' }}>
          {rebuild.error}
        </Typography>
      ) : null}
    </>
  );
};

export const ProjectionsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, isPending, error } = useApiRead<ProjectionRow[]>(LIST, {
    refetchInterval: (query) => (query.state.data?.some((row) => row.last_rebuild?.status === 'running') ? 1000 : false),
  });
  const rebuild = useApiCommand((name: string) => ({ path: `admin/tools/projections/${encodeURIComponent(name)}/rebuild` }), [LIST]);
  const start = (name: string) =>
    rebuild.mutate(name, {
      onSuccess: () => notify('app.projections.started', { type: 'info', messageArgs: { name } }),
      onError: (e) => notify(e.message, { type: 'error' }),
    });
  if (isPending) return <Loading />;
  return (
    <PageCard title="app.projections.title" stacked>
      <Typography>{translate('app.projections.explain')}</Typography>
      {error || !data ? <Alert severity="error">{translate('app.projections.failed')}</Alert> : null}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('app.projections.title')}>
          <TableHead>
            <TableRow>
              {['name', 'version', 'position', 'lag', 'last_rebuild', 'action'].map((column) => (
                <TableCell key={column}>{translate(`app.projections.columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(data ?? []).map((row) => (
              <TableRow key={row.id} data-testid={`projection-${row.name}`}>
                <TableCell data-label={translate('app.projections.columns.name')}>{row.name}</TableCell>
                <TableCell data-label={translate('app.projections.columns.version')}>{row.version ?? '—'}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }} data-label={translate('app.projections.columns.position')}>
                  {row.position ?? '—'}
                </TableCell>
                <TableCell data-label={translate('app.projections.columns.lag')}>
                  {row.lag === null ? '—' : `${row.lag}${row.lag_capped ? '+' : ''}`}
                </TableCell>
                <TableCell data-label={translate('app.projections.columns.last_rebuild')}>
                  <RebuildState row={row} />
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={row.last_rebuild?.status === 'running' || rebuild.isPending}
                    onClick={() => start(row.name)}
                    aria-label={translate('app.projections.rebuild_named', { name: row.name })}
                  >
                    {translate('app.projections.rebuild')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </PageCard>
  );
};
