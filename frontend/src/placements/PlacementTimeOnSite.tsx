// PLACE-26: the trainee logs a day's time at the site of an approved placement
// (hours and minutes; a second log of the same day replaces it). The server's refusals show under the fields they
// name: the day under Date, the minutes under Hours.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { HttpError, useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatMinutes } from '@practicum/shared/format';
import { placementApi } from './placementApi';
import type { PlacementRecord } from './types';
import { useInputState } from '../layout/useInputState';
import { showError } from '../layout/showError';
import type { FlatFieldErrors } from '../dataProvider/httpErrors';
import { useTimes } from '../identity/timeZone';

export const PlacementTimeOnSite = ({ placement }: { placement: PlacementRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { today } = useTimes();
  const [date, dateInput] = useInputState(today);
  const [hours, hoursInput, setHours] = useInputState('');
  const [errors, setErrors] = useState<FlatFieldErrors>({});
  const log = useMutation({
    mutationFn: () => placementApi.logTime(String(placement.id), date, Math.round(Number(hours) * 60)),
    onSuccess: () => {
      notify('app.placements.time_logged', { type: 'info' });
      setHours('');
      setErrors({});
      refresh();
    },
    onError: (error: Error) => {
      const fields = error instanceof HttpError ? (error.body as { errors?: FlatFieldErrors } | undefined)?.errors : undefined;
      if (fields && Object.keys(fields).length > 0) setErrors(fields);
      else notify(error.message, { type: 'error' });
    },
  });
  return (
    <Stack spacing={1} sx={{ mt: 2 }} component="section" aria-labelledby="time-on-site-title">
      <Typography variant="h6" component="h2" id="time-on-site-title">
        {translate('app.placements.time_on_site')}
      </Typography>
      <Typography data-testid="time-on-site-total">
        {translate('app.placements.time_on_site_total', { time: formatMinutes(placement.time_on_site_minutes) })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField type="date" size="small" label={translate('app.placements.date')} {...dateInput} {...showError(errors.date)} />
        <TextField
          type="number"
          size="small"
          label={translate('app.placements.hours')}
          {...hoursInput}
          {...showError(errors.minutes)}
          slotProps={{ htmlInput: { min: 0, max: 24, step: 0.25 } }}
        />
        {/* beside the fields (sm and up) it keeps its one line and sits level with their inputs, above a refusal */}
        <Button
          variant="contained"
          onClick={() => log.mutate()}
          disabled={log.isPending || hours === ''}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap', alignSelf: { sm: 'flex-start' }, mt: { sm: 0.75 } }}
        >
          {translate('app.placements.log_time')}
        </Button>
      </Stack>
    </Stack>
  );
};
