// Where other areas add to the trainee page: the training report card (reports;
// for the roles that read reports, TRAIN-50) and the link to the trainee's
// activity log (activity log).
import { usePermissions } from 'ra-core';
import type { Role } from '@practicum/shared/access/roles';
import { TraineeReportCard } from '../reports';

const reportReaders: readonly (Role | undefined)[] = ['admin', 'coordinator', 'faculty', 'trainee'];

export const TraineeDetailsExtras = ({ traineeId }: { traineeId: string }) => {
  const { permissions: role } = usePermissions<Role | undefined>();
  return (
    <div data-slot="trainee-details-extras" data-trainee-id={traineeId}>
      {reportReaders.includes(role) && <TraineeReportCard traineeId={traineeId} />}
    </div>
  );
};
