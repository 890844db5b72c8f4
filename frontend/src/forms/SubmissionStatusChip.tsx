// A submission's status (FORMS-15, 18) as a chip; with no status yet, its progress (FORMS-17), else draft.
import { Chip } from '@mui/material';
import { useStatusLabel } from '../layout/statusLabel';

const colors: Record<string, 'default' | 'info' | 'primary' | 'success' | 'error' | 'warning'> = {
  submitted: 'info',
  ready: 'primary',
  'signature required': 'warning',
  approved: 'success',
  denied: 'error',
  reverted: 'warning',
};

export const SubmissionStatusChip = ({ status, progress }: { status: string | null; progress?: string }) => {
  const label = useStatusLabel();
  return (
    <Chip
      size="small"
      component="span"
      color={colors[status ?? ''] ?? 'default'}
      label={
        status
          ? label(`app.forms.statuses.${status}`, status)
          : progress
            ? label(`app.forms.progress.${progress}`, progress)
            : label('app.forms.statuses.draft', 'draft')
      }
    />
  );
};
