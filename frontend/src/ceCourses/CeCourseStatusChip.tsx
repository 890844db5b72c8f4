import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CeCourseStatus } from './types';

const colors = { not_started: 'default', failed: 'warning', completed: 'success' } as const;

export const CeCourseStatusChip = ({ status }: { status: CeCourseStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" color={colors[status]} label={translate(`app.ce_courses.status.${status}`)} />;
};
