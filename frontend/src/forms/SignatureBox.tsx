// The typed-name signature and its button (FORMS-21, 31), on the submission screen and the public completion.
import { Button, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { showError } from '../layout/showError';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onSign: () => void;
  error: string | undefined;
  children?: ReactNode;
}

export const SignatureBox = ({ value, onChange, onSign, error, children }: Props) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }}>
      {children}
      <TextField
        size="small"
        label={translate('app.forms.submission.signature')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...showError(error)}
      />
      <div>
        <Button variant="contained" onClick={onSign}>
          {translate('app.forms.submission.submit')}
        </Button>
      </div>
    </Stack>
  );
};
