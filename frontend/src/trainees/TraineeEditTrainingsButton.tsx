// Bulk action of /trainees: edit the selected trainees' current trainings in one
// batch (TRAIN-19: fields prefilled only where they agree; TRAIN-17: a trainee
// with no current training is listed as having no valid training plan).
import { Button } from '@mui/material';
import { useListContext, useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { TrainingDialog } from '../trainings/TrainingDialog';
import { fetchTrainings, type TrainingRecord } from '../trainings/trainingApi';
import type { TraineeRecord } from './types';

export const TraineeEditTrainingsButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds, data, refetch, onUnselectItems } = useListContext<TraineeRecord>();
  const [trainings, setTrainings] = useState<TrainingRecord[] | null>(null);
  const selected = (data ?? []).filter((t) => selectedIds.includes(t.id)).map((t) => ({ id: t.id, name: t.name }));
  const open = () =>
    fetchTrainings({ trainee_id: selected.map((t) => t.id), time: 'current' }).then(setTrainings, (error: unknown) =>
      notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
    );
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => void open()}>
        {translate('app.trainees.edit_current')}
      </Button>
      {trainings ? (
        <TrainingDialog
          mode="edit"
          trainees={selected}
          trainings={trainings}
          onClose={() => {
            setTrainings(null);
            onUnselectItems();
          }}
          onSaved={() => void refetch()}
        />
      ) : null}
    </>
  );
};
