// Retry one parked event (POST /api/admin/tools/dead-letters/{id}/retry): applied, it leaves the list;
// failing again, it stays and the notification says why.
import { type MouseEvent } from 'react';
import ReplayIcon from '@mui/icons-material/Replay';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { type DeadLetterRecord } from '@practicum/shared/domain/adminTools/deadLetters';
import { type PracticumDataProvider } from '../../dataProvider';

export const RetryButton = () => {
  const record = useRecordContext<DeadLetterRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PracticumDataProvider>();
  const { mutate, isPending } = useMutation({
    mutationFn: (id: number) => dataProvider.retry('dead-letters', { id }),
    onSuccess: () => notify('resources.dead-letters.retry.applied', { type: 'success' }),
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
    onSettled: () => refresh(),
  });
  if (!record) return null;
  const retry = (event: MouseEvent) => {
    event.stopPropagation();
    mutate(record.id);
  };
  return (
    <Button label="resources.dead-letters.retry.label" onClick={retry} disabled={isPending}>
      <ReplayIcon />
    </Button>
  );
};
