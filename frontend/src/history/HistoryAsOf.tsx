// The record as it was at a chosen moment: the stream folded up to then (GET /api/history/{stream}/as-of).
import { Grid, Stack, TextField, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { describeFieldValue } from '@practicum/shared/domain/history/describe';
import { useRecordAsOf, type HistorySource } from './historyApi';
import { useInputState } from '../layout/useInputState';
import { readableLabel } from './words';
import { useTimes } from '../identity/timeZone';

const AsOfFields = ({ source, at }: { source: HistorySource; at: string }) => {
  const { formatDateTime, zone } = useTimes();
  const translate = useTranslate();
  const { data, isPending, error } = useRecordAsOf(source, at);
  if (isPending) return <Loading />;
  if (error || !data) return <Typography color="error">{translate('app.history.unavailable')}</Typography>;
  if (data.revision === null || data.fields.length === 0)
    return <Typography color="text.secondary">{translate('app.history.not_yet')}</Typography>;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {translate('app.history.as_of_last', { time: formatDateTime(data.occurred_at!) })}
      </Typography>
      <Grid container spacing={1} data-testid="history-as-of">
        {data.fields.map((field) => (
          <Grid key={`${field.record_id ?? ''}:${field.path}`} size={{ xs: 12, sm: 6 }}>
            <Typography variant="caption" color="text.secondary">
              {readableLabel(field.label)}
            </Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {describeFieldValue(field.path, field.value, field.kind, zone, data.organization_words)}
            </Typography>
          </Grid>
        ))}
      </Grid>
    </>
  );
};

export const HistoryAsOf = ({ source }: { source: HistorySource }) => {
  const { instantOfWallClock } = useTimes();
  const translate = useTranslate();
  const [local, localInput] = useInputState('');
  const at = local ? instantOfWallClock(local) : null;
  return (
    <Stack spacing={2}>
      <TextField
        type="datetime-local"
        label={translate('app.history.as_of')}
        {...localInput}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
        sx={{ maxWidth: 320 }}
      />
      {at ? <AsOfFields source={source} at={at} /> : null}
    </Stack>
  );
};
