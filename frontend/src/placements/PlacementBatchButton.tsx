// Batch approval of the selected placements (PLACE-14): one request, then every
// row's outcome, refusals with their reason (e.g. expired insurance).
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useMutation } from '@tanstack/react-query';
import { useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { placementApi } from './placementApi';
import { placementsResource, type PlacementBatchResult, type PlacementRecord } from './types';
import { statusWords } from '../layout/statusLabel';

export const PlacementBatchButton = () => {
  const { selectedIds, data = [] } = useListContext<PlacementRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(placementsResource);
  const [results, setResults] = useState<PlacementBatchResult[] | null>(null);
  // the rows' names as selected: once approved they leave a filtered list
  const [names, setNames] = useState(new Map<string, string>());
  const approve = useMutation({
    mutationFn: () => {
      setNames(new Map(data.map((p) => [String(p.id), `${p.trainee.name} · ${p.supervision_site.name}`])));
      return placementApi.batch(selectedIds.map(String), 'approved');
    },
    onSuccess: (answer) => {
      setResults(answer.results);
      unselectAll();
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <>
      <Button size="small" startIcon={<DoneAllIcon />} onClick={() => approve.mutate()} disabled={approve.isPending}>
        {translate('app.placements.batch_approve')}
      </Button>
      <Dialog open={results !== null} onClose={() => setResults(null)} aria-labelledby="placement-batch-title">
        <DialogTitle id="placement-batch-title">{translate('app.placements.batch_result')}</DialogTitle>
        <DialogContent>
          <List dense>
            {(results ?? []).map((row) => (
              <ListItem key={row.id} data-ok={row.ok}>
                <ListItemText
                  primary={names.get(row.id) ?? ''}
                  secondary={row.ok ? statusWords(translate(`app.placements.status.${row.status ?? 'approved'}`)) : row.message}
                  slotProps={{ secondary: { color: row.ok ? 'success.main' : 'error.main' } }}
                />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setResults(null)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
