// A six-digit one-time code: digits only, the phone's autofill welcome.
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export const CodeInput = ({
  value,
  onChange,
  label,
  error,
  autoFocus = true,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  error?: string | null;
  autoFocus?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      name="token"
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      error={Boolean(error)}
      helperText={error ? translate(error, { _: error }) : ' '}
      autoFocus={autoFocus}
      autoComplete="one-time-code"
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6, 'aria-label': translate(label) } }}
    />
  );
};
