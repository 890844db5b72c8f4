// Where other areas add to the trainee page: the training report card (reports;
// for the roles that read reports, TRAIN-50) and the link to the trainee's
// activity log (activity log).
import { usePermissions } from 'ra-core';
import type { Role } from '@practicum/shared/access/roles';
import { readsReports } from '@practicum/shared/domain/reports/readers';
import { TraineeReportCard } from '../reports';

export const TraineeDetailsExtras = ({ traineeId }: { traineeId: string }) => {
  const { permissions: role } = usePermissions<Role | undefined>();
  return (
    <div data-slot="trainee-details-extras" data-trainee-id={traineeId}>
      {readsReports(role) && <TraineeReportCard traineeId={traineeId} />}
    </div>
  );
};
