import { Chip } from '@mui/material';
import type { CeCourseStatus } from './types';
import { useStatusLabel } from '../layout/statusLabel';

const colors = { not_started: 'default', failed: 'warning', completed: 'success' } as const;

export const CeCourseStatusChip = ({ status }: { status: CeCourseStatus }) => {
  const label = useStatusLabel();
  return <Chip size="small" color={colors[status]} label={label(`app.ce_courses.status.${status}`, status)} />;
};
