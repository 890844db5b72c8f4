// /activity-log: the trainee's entries grouped by status with their totals,
// the "Log activity" form, edit and delete of drafts and entries with changes
// requested, and "submit for review" of the selection. The spec's query
// parameters filter the list; reviewers open a trainee's log with trainee_id.
import { Box, Button, Card, CardContent, IconButton, Link, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'ra-core';
import { Title, useNotify } from 'react-admin';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { roleOf, useCurrentUser } from '../identity/currentUser';
import { deleteEntry, errorText, submitEntries, useEntries, type ActivityEntry, type EntryStatus } from './api';
import { ActivityEntryDialog } from './ActivityEntryDialog';
import { ActivityEntryTable } from './ActivityEntryTable';
import { notifyResults } from './notifyResults';
import { useEntryFilter } from './useEntryFilter';
import { formatMinutes } from '@practicum/shared/format';
import { useCanWrite } from '../session/useCanWrite';
import { useOneAtATime } from '../layout/useOneAtATime';

const groups: EntryStatus[] = ['changes_requested', 'draft', 'submitted', 'approved'];
const editable = (entry: ActivityEntry) => entry.status === 'draft' || entry.status === 'changes_requested';

export const ActivityLogPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { user } = useCurrentUser();
  const isTrainee = roleOf(user) === 'trainee';
  const canWrite = useCanWrite();
  // the trainee's own log; a read-only (graduated) trainee reads it and changes nothing
  const writes = isTrainee && canWrite;
  const { filter, filtered, highlightId } = useEntryFilter();
  const { data, error, refetch } = useEntries(filter);
  // null while loading; a failed load shows the empty groups
  const entries = data ?? (error ? [] : null);
  const load = () => void refetch();
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<ActivityEntry | null | 'new'>(null);

  useEffect(() => {
    if (highlightId && entries) document.querySelector(`[data-entry-id="${highlightId}"]`)?.scrollIntoView({ block: 'center' });
  }, [highlightId, entries]);

  // a double click sends the entries for review once (and says so once)
  const { busy: submitting, once } = useOneAtATime();
  const submit = () =>
    once(async () => {
      notifyResults(notify, translate, await submitEntries(selected), 'app.activity_log.submitted');
      setSelected([]);
      load();
    });
  const remove = async (entry: ActivityEntry) => {
    if (!window.confirm(translate('app.activity_log.delete_confirm'))) return;
    try {
      await deleteEntry(entry.id);
      notify('app.activity_log.deleted', { type: 'success' });
      load();
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };
  const rowActions = (entry: ActivityEntry) =>
    writes && editable(entry) ? (
      <>
        <IconButton size="small" aria-label={translate('app.activity_log.edit')} onClick={() => setEditing(entry)}>
          <EditIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={translate('app.activity_log.delete')} onClick={() => void remove(entry)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </>
    ) : null;

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.activity_log.title')} />
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1">
            {translate('app.activity_log.title')}
          </Typography>
          <Stack direction="row" spacing={1}>
            {writes ? (
              <Button variant="outlined" disabled={submitting || selected.length === 0} onClick={() => void submit()}>
                {translate('app.activity_log.submit_selected', { count: selected.length })}
              </Button>
            ) : null}
            {writes ? (
              <Button variant="contained" onClick={() => setEditing('new')}>
                {translate('app.activity_log.log')}
              </Button>
            ) : null}
          </Stack>
        </Box>
        {filtered ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('app.activity_log.filtered')}{' '}
            <Link component={RouterLink} to="/activity-log">
              {translate('app.activity_log.show_all')}
            </Link>
          </Typography>
        ) : null}
        {entries && entries.length === 0 ? (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {translate('app.activity_log.empty')}
          </Typography>
        ) : null}
        {groups.map((status) => {
          const rows = (entries ?? []).filter((e) => e.status === status);
          if (rows.length === 0) return null;
          const label = translate(`app.activity_log.status.${status}`);
          return (
            <Box key={status} component="section" aria-label={label} sx={{ mt: 3 }}>
              <Typography variant="h6" component="h2">
                {`${label} · ${translate('app.activity_log.total', { time: formatMinutes(rows.reduce((sum, e) => sum + e.minutes, 0)) })}`}
              </Typography>
              <ActivityEntryTable
                entries={rows}
                label={label}
                showTrainee={!isTrainee}
                highlightId={highlightId}
                onSelect={writes && editable(rows[0]!) ? setSelected : undefined}
                selected={selected}
                actions={rowActions}
              />
            </Box>
          );
        })}
      </CardContent>
      <ActivityEntryDialog
        open={editing !== null}
        entry={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          load();
        }}
      />
    </Card>
  );
};
