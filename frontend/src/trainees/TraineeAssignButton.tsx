// Bulk action of /trainees: "Assign training" to the selected rows, in one batch (TRAIN-15).
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { useState } from 'react';
import { TrainingDialog } from '../trainings/TrainingDialog';
import type { TraineeRecord } from './types';

export const TraineeAssignButton = () => {
  const translate = useTranslate();
  const { selectedIds, data, refetch, onUnselectItems } = useListContext<TraineeRecord>();
  const [open, setOpen] = useState(false);
  const selected = (data ?? []).filter((t) => selectedIds.includes(t.id)).map((t) => ({ id: t.id, name: t.name }));
  return (
    <>
      <Button variant="contained" size="small" onClick={() => setOpen(true)}>
        {translate('app.trainees.assign')}
      </Button>
      {open ? (
        <TrainingDialog
          mode="create"
          trainees={selected}
          onClose={() => {
            setOpen(false);
            onUnselectItems();
          }}
          onSaved={() => void refetch()}
        />
      ) : null}
    </>
  );
};
