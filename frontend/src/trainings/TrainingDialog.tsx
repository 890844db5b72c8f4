// The modal to create or edit trainings, single or batch (spec 001 §2, §5, §8;
// TRAIN-15..19, 23..26). Create: every trainee gets the training. Edit: each
// trainee's selected training is changed; a trainee without one is listed as
// having no valid training plan, fields start filled only where all selected
// trainings agree, and a field left blank keeps each training's value.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useEffect, useMemo, useState } from 'react';
import { fetchTrainingData, saveTrainings, type BatchFailure, type TrainingData, type TrainingRecord } from './trainingApi';
import { TrainingFormFields, type TrainingFormValues } from './TrainingFormFields';
import { initialValues } from './trainingForm';
import { TrainingSaveErrors } from './TrainingSaveErrors';

export interface TrainingDialogProps {
  mode: 'create' | 'edit';
  trainees: { id: string; name: string }[];
  /** Edit: the trainings to change (at most one per trainee). */
  trainings?: TrainingRecord[];
  onClose: () => void;
  onSaved: () => void;
}

export const TrainingDialog = ({ mode, trainees, trainings = [], onClose, onSaved }: TrainingDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [data, setData] = useState<TrainingData | null>(null);
  const initial = useMemo(() => initialValues(mode, trainings), [mode, trainings]);
  const [values, setValues] = useState<TrainingFormValues>(initial);
  const [saving, setSaving] = useState(false);
  const [failures, setFailures] = useState<BatchFailure[]>([]);
  useEffect(() => {
    fetchTrainingData().then(setData, () => setData({ training_levels: [], training_plans: [], faculty: [] }));
  }, []);

  const withTraining = new Set(trainings.map((t) => t.trainee_id));
  const valid = mode === 'create' ? trainees : trainees.filter((t) => withTraining.has(t.id));
  const invalid = mode === 'create' ? [] : trainees.filter((t) => !withTraining.has(t.id));
  const nameOf = (id: string) => trainees.find((t) => t.id === id)?.name ?? id;

  const submit = async () => {
    setSaving(true);
    setFailures([]);
    const answer = await saveTrainings(mode, {
      trainee_ids: valid.map((t) => t.id),
      ...(mode === 'edit' ? { training_ids: trainings.map((t) => t.id) } : {}),
      training_plan_id: values.training_plan_id,
      start_at: values.start_at,
      end_at: values.end_at,
      faculty: {
        primary_position_id: values.primary_position_id,
        assistant_position_ids: mode === 'edit' && values.assistant_position_ids.length === 0 ? null : values.assistant_position_ids,
      },
      placement_not_required:
        mode === 'edit' && values.placement_not_required === initial.placement_not_required ? null : values.placement_not_required,
      insurance_required: mode === 'edit' && values.insurance_required === initial.insurance_required ? null : values.insurance_required,
    });
    setSaving(false);
    if (answer.data.length > 0) onSaved();
    if (answer.errors.length === 0) {
      notify('app.trainees.dialog.saved', { type: 'success' });
      onClose();
    } else setFailures(answer.errors);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="training-dialog-title">
      <DialogTitle id="training-dialog-title">
        {translate(mode === 'create' ? 'app.trainees.dialog.create' : 'app.trainees.dialog.edit')}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          {translate('app.trainees.dialog.trainees', { names: valid.map((t) => t.name).join(', ') || '—' })}
        </Typography>
        {invalid.length ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {invalid.map((t) => `${t.name}: ${translate('app.trainees.dialog.no_valid_training')}`).join('; ')}
          </Alert>
        ) : null}
        <TrainingFormFields data={data} values={values} onChange={setValues} blankKeeps={mode === 'edit'} />
        <TrainingSaveErrors failures={failures} nameOf={nameOf} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={saving || valid.length === 0} onClick={() => void submit()}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
