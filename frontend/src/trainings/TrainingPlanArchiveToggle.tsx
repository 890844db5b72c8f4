// The plan's archive toggle (spec 001 §4): PATCH /api/training-plans/:id/archive.
import Switch from '@mui/material/Switch';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { httpClient } from '../dataProvider';
import { type TrainingPlanRecord } from './types';

export const TrainingPlanArchiveToggle = () => {
  const record = useRecordContext<TrainingPlanRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { mutate, isPending } = useMutation({
    mutationFn: (archived: boolean) =>
      httpClient(`/api/training-plans/${record!.id}/archive`, { method: 'PATCH', body: JSON.stringify({ archived }) }),
    onSuccess: (_answer, archived) => {
      notify(archived ? 'app.training_setup.plans.archived_toast' : 'app.training_setup.plans.unarchived_toast', { type: 'info' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record) return null;
  return (
    <Switch
      checked={record.archived}
      disabled={isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(_event, checked) => mutate(checked)}
      slotProps={{ input: { 'aria-label': `${translate('app.training_setup.plans.archive')} ${record.name}` } }}
    />
  );
};
