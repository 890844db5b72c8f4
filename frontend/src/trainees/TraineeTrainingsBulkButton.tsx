// Bulk actions of /trainees, one batch for the selected rows (TRAIN-15): "Assign
// training" (create), and "Edit current trainings" (edit: TRAIN-19 fields
// prefilled where they agree; TRAIN-17 a trainee with no current training is
// listed as having no valid training plan).
import { Button } from '@mui/material';
import { useListContext, useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { TrainingDialog } from '../trainings/TrainingDialog';
import { fetchTrainings, type TrainingRecord } from '../trainings/trainingApi';
import type { TraineeRecord } from './types';

export const TraineeTrainingsBulkButton = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds, data, refetch, onUnselectItems } = useListContext<TraineeRecord>();
  const [trainings, setTrainings] = useState<TrainingRecord[] | null>(null);
  const selected = (data ?? []).filter((t) => selectedIds.includes(t.id)).map((t) => ({ id: t.id, name: t.name }));
  const open = async () => {
    if (mode === 'create') return setTrainings([]);
    try {
      setTrainings(await fetchTrainings({ trainee_id: selected.map((t) => t.id), time: 'current' }));
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  return (
    <>
      <Button variant={mode === 'create' ? 'contained' : 'outlined'} size="small" onClick={() => void open()}>
        {translate(mode === 'create' ? 'app.trainees.assign' : 'app.trainees.edit_current')}
      </Button>
      {trainings ? (
        <TrainingDialog
          mode={mode}
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
