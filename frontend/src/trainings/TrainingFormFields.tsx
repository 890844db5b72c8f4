// The fields of the training modal: plan, dates, primary faculty, assistants
// (never the primary, never twice: TRAIN-18) and "placement not required".
import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { ChoiceField } from '../layout/ChoiceField';
import { useTranslate } from 'ra-core';
import type { TrainingData } from './trainingApi';
import { withPlanDates } from './trainingForm';

export interface TrainingFormValues {
  training_plan_id: string;
  start_at: string;
  end_at: string;
  primary_position_id: string;
  assistant_position_ids: string[];
  placement_not_required: boolean;
  insurance_required: boolean;
}

/** A multiple select answers an array (typed as a string by MUI). */
const selectedIds = (value: unknown): string[] => (Array.isArray(value) ? [...new Set(value.map(String))] : []);

export const TrainingFormFields = ({
  data,
  values,
  onChange,
  blankKeeps,
}: {
  data: TrainingData | null;
  values: TrainingFormValues;
  onChange: (values: TrainingFormValues) => void;
  /** Batch edit: a blank field keeps each training's value (TRAIN-19). */
  blankKeeps: boolean;
}) => {
  const translate = useTranslate();
  const set = (patch: Partial<TrainingFormValues>) => onChange({ ...values, ...patch });
  const keep = blankKeeps ? translate('app.trainees.dialog.keep') : undefined;
  const faculty = data?.faculty ?? [];
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <TextField
        select
        label={translate('app.trainees.fields.training_plan')}
        value={values.training_plan_id}
        // assigning, the plan brings its dates; in batch edit a blank date keeps each training's own
        onChange={(e) =>
          blankKeeps
            ? set({ training_plan_id: e.target.value })
            : onChange(withPlanDates(values, e.target.value, data?.training_plans ?? []))
        }
        helperText={keep}
        slotProps={{ htmlInput: { 'data-testid': 'training-plan' } }}
      >
        {blankKeeps ? <MenuItem value="">{keep}</MenuItem> : null}
        {(data?.training_plans ?? []).map((plan) => (
          <MenuItem key={plan.id} value={plan.id}>
            {plan.level_name ? `${plan.name} (${plan.level_name})` : plan.name}
          </MenuItem>
        ))}
      </TextField>
      {/* side by side the two dates leave a phone's dialog too little room for their year ("12/01/202") */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['start_at', 'end_at'] as const).map((name) => (
          <TextField
            key={name}
            type="date"
            label={translate(`app.trainees.fields.${name}`)}
            value={values[name]}
            onChange={(e) => set({ [name]: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            helperText={keep}
            fullWidth
          />
        ))}
      </Stack>
      <ChoiceField
        label={translate('app.trainees.fields.primary_faculty')}
        value={values.primary_position_id}
        onChange={(e) =>
          set({
            primary_position_id: e.target.value,
            assistant_position_ids: values.assistant_position_ids.filter((id) => id !== e.target.value),
          })
        }
        helperText={keep}
        blank={keep ?? translate('app.trainees.dialog.none')}
        choices={faculty.map((f) => ({ id: f.position_id, name: f.name }))}
      />
      <TextField
        select
        label={translate('app.trainees.fields.assistants')}
        value={values.assistant_position_ids}
        onChange={(e) => set({ assistant_position_ids: selectedIds(e.target.value) })}
        slotProps={{ select: { multiple: true } }}
        helperText={keep}
      >
        {faculty
          .filter((f) => f.position_id !== values.primary_position_id)
          .map((f) => (
            <MenuItem key={f.position_id} value={f.position_id}>
              {f.name}
            </MenuItem>
          ))}
      </TextField>
      <FormControlLabel
        control={<Checkbox checked={values.placement_not_required} onChange={(e) => set({ placement_not_required: e.target.checked })} />}
        label={translate('app.trainees.fields.placement_not_required')}
      />
      <FormControlLabel
        control={<Checkbox checked={values.insurance_required} onChange={(e) => set({ insurance_required: e.target.checked })} />}
        label={translate('app.trainees.fields.insurance_required')}
      />
    </Stack>
  );
};
