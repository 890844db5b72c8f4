import { Create, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { TrainingPlanForm } from './TrainingPlanForm';
import { trainingPlanPaths } from './types';

export const TrainingPlanCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource="training-plans"
      title="resources.training-plans.page.create"
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          notify('app.training_setup.plans.saved', { type: 'info' });
          redirect(trainingPlanPaths.show(record.id));
        },
      }}
    >
      <TrainingPlanForm />
    </Create>
  );
};
