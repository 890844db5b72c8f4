import { Chip } from '@mui/material';
import { usePermissions } from 'react-admin';
import type { Role } from '@practicum/shared/access/roles';
import type { CeCourseRecord } from './types';
import { useStatusLabel } from '../layout/statusLabel';

const colors = { not_started: 'default', failed: 'warning', completed: 'success' } as const;

/**
 * The reader's progress in the course. The HIPAA course is a trainee's requirement (spec 000 §6: non-trainees are
 * always taken to meet it), so anyone else is shown no "Not started" for it: only a completion they did make.
 */
export const CeCourseStatusChip = ({ course }: { course: Pick<CeCourseRecord, 'kind' | 'status'> }) => {
  const label = useStatusLabel();
  const { permissions: role } = usePermissions<Role | undefined>();
  const { status } = course;
  if (course.kind === 'hipaa' && role !== 'trainee' && status !== 'completed') return null;
  return <Chip size="small" color={colors[status]} label={label(`app.ce_courses.status.${status}`, status)} />;
};
