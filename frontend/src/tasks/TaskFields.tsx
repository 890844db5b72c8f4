// The fields the create and the edit dialog share, so both show a task's
// description and dates the same way.
import { TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useTimes } from '../identity/timeZone';
import { showError, type FieldError } from '../layout/showError';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The server's message for the field, if it refused it (`true`: said elsewhere in the dialog). */
  error?: FieldError;
}

export const TaskDescriptionField = ({ value, onChange, error }: FieldProps) => {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('app.tasks.fields.description')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      multiline
      minRows={3}
      {...showError(error)}
    />
  );
};

/** A task date (start, due, repeat until): picked from tomorrow on (TASKS-30), tomorrow where the user is. */
export const TaskDateField = ({
  label,
  value,
  onChange,
  error,
  disabled = false,
}: FieldProps & { label: 'start_at' | 'due_date' | 'repeat_until'; disabled?: boolean }) => {
  const translate = useTranslate();
  const { tomorrow } = useTimes();
  return (
    <TextField
      type="date"
      label={translate(`app.tasks.fields.${label}`)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tomorrow() } }}
      {...showError(error)}
      error={Boolean(error) && !disabled}
      disabled={disabled}
    />
  );
};
