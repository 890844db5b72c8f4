// A record's events in order: when (the viewer's time), who (and as whom), what, from where, and the
// fields it changed in words ("Start date 06/01/2026 → 06/08/2026").
import { Box, Button, List, ListItem, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import type { HistoryEntryRecord } from '@practicum/shared/domain/history/records';
import { useRecordHistory, type HistorySource } from './historyApi';
import { describeChangeInWords, originOf } from './words';
import { useTimes } from '../identity/timeZone';

// a separator between entries is the items' own border: a <li role="separator"> is not a list item to assistive tech
const HistoryEntry = ({ entry, last }: { entry: HistoryEntryRecord; last: boolean }) => {
  const { formatDateTime, zone } = useTimes();
  const translate = useTranslate();
  const origin = originOf(entry);
  return (
    <ListItem divider={!last} sx={{ display: 'block', px: 0 }} data-testid="history-entry">
      <Typography variant="subtitle2" component="h3">
        {entry.type_label}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {formatDateTime(entry.occurred_at)} · {entry.actor_label}
      </Typography>
      {entry.changes.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {entry.changes.map((change) => (
            <li key={`${change.record_id ?? ''}:${change.path}`}>
              <Typography variant="body2">{describeChangeInWords(change, zone, entry.organization_words)}</Typography>
            </li>
          ))}
        </Box>
      ) : null}
      {origin ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {translate(origin.key, origin.args)}
        </Typography>
      ) : null}
    </ListItem>
  );
};

export const HistoryTimeline = ({ source }: { source: HistorySource }) => {
  const translate = useTranslate();
  const { events, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useRecordHistory(source);
  if (isPending) return <Loading />;
  if (error || !events) return <Typography color="error">{translate('app.history.unavailable')}</Typography>;
  if (events.length === 0) return <Typography color="text.secondary">{translate('app.history.empty')}</Typography>;
  return (
    <>
      <List aria-label={translate('app.history.events')}>
        {events.map((entry, i) => (
          <HistoryEntry key={entry.id} entry={entry} last={i === events.length - 1 && !hasNextPage} />
        ))}
      </List>
      {hasNextPage ? (
        <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {translate('app.history.more')}
        </Button>
      ) : null}
    </>
  );
};
