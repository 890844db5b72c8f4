import { Edit, useNotify, useRedirect } from 'react-admin';
import { useParams } from 'react-router';
import { TrainingPlanForm } from './TrainingPlanForm';
import { trainingPlanPaths } from './types';

export const TrainingPlanEdit = () => {
  const { id = '' } = useParams();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      resource="training-plans"
      id={id}
      title="resources.training-plans.page.edit"
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify('app.training_setup.plans.saved', { type: 'info' });
          redirect(trainingPlanPaths.show(id));
        },
      }}
    >
      <TrainingPlanForm />
    </Edit>
  );
};
