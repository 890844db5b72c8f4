// A submission's status (FORMS-15) as a chip; no status yet is a draft.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const colors: Record<string, 'default' | 'info' | 'primary' | 'success' | 'error' | 'warning'> = {
  submitted: 'info',
  ready: 'primary',
  'signature required': 'warning',
  approved: 'success',
  denied: 'error',
};

export const SubmissionStatusChip = ({ status }: { status: string | null }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      component="span"
      color={colors[status ?? ''] ?? 'default'}
      label={translate(`app.forms.statuses.${status ?? 'draft'}`)}
    />
  );
};
