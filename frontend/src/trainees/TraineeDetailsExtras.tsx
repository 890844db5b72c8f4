// Where other areas add to the trainee page: the training report card (reports)
// and the link to the trainee's activity log (activity log). Empty until they do.
export const TraineeDetailsExtras = ({ traineeId }: { traineeId: string }) => (
  <div data-slot="trainee-details-extras" data-trainee-id={traineeId} />
);
