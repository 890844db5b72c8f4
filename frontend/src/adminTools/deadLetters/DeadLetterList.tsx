// /admin/tools/dead-letters: events a projector could not apply and parked (the health check says
// "degraded" while any is here). Each row opens the event and its full error; Retry re-applies it after a fix.
import { Box, Typography } from '@mui/material';
import { List, SearchInput, useRecordContext, useTranslate } from 'react-admin';
import { DataTable } from '../../layout/DataTable';
import { type DeadLetterRecord } from '@practicum/shared/domain/adminTools/deadLetters';
import { RetryButton } from './RetryButton';
import { useTimes } from '../../identity/timeZone';

/** The reason, without the statement that follows it, cut to fit a column. */
const firstLine = (error: string): string => {
  const line = error.split('\n')[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 80)}…` : line;
};

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const monospace = { whiteSpace: 'pre-wrap', wordBreak: 'break-all', m: 0, fontFamily: 'monospace', fontSize: '0.8rem' } as const;

/** The parked event in full: where it is in the history, its data and the projector's error. */
const EventDetails = () => {
  const { formatDateTime } = useTimes();
  const record = useRecordContext<DeadLetterRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const field = (name: string) => translate(`resources.dead-letters.fields.${name}`);
  return (
    // Sticky and as wide as the screen: the table scrolls sideways on a phone, the details stay readable.
    <Box sx={{ display: 'grid', gap: 1, py: 1, position: 'sticky', left: 16, maxWidth: 'calc(100vw - 64px)' }}>
      <Typography variant="body2">
        {field('stream_id')}: {record.stream_id} · {field('event_id')}: {record.event_id} · {field('position')}: {record.position} ·{' '}
        {field('occurred_at')}: {formatDateTime(record.occurred_at)}
      </Typography>
      <Typography variant="subtitle2">{field('error')}</Typography>
      <Box component="pre" sx={monospace}>
        {record.error}
      </Box>
      <Typography variant="subtitle2">{field('data')}</Typography>
      <Box component="pre" sx={monospace}>
        {JSON.stringify(record.data, null, 2)}
      </Box>
    </Box>
  );
};

const NothingParked = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ p: 2 }}>
      {translate('resources.dead-letters.empty')}
    </Typography>
  );
};

export const DeadLetterList = () => {
  const { formatDateTime } = useTimes();
  return (
    <List<DeadLetterRecord>
      title="resources.dead-letters.page.list"
      filters={filters}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={25}
      empty={false}
    >
      <DataTable<DeadLetterRecord> expand={<EventDetails />} bulkActionButtons={false} rowClick="expand" empty={<NothingParked />}>
        <DataTable.Col source="parked_at" render={(record: DeadLetterRecord) => formatDateTime(record.parked_at)} />
        <DataTable.Col source="projector" />
        <DataTable.Col source="event_type" />
        <DataTable.Col source="error" disableSort render={(record: DeadLetterRecord) => firstLine(record.error)} />
        <DataTable.NumberCol source="attempts" />
        <DataTable.Col label={false} disableSort>
          <RetryButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
