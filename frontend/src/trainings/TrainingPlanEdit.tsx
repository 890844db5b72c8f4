import { Edit } from 'react-admin';
import { useParams } from 'react-router';
import { useSavedThenShow } from '../layout/savedThenShow';
import { TrainingPlanForm } from './TrainingPlanForm';
import { trainingPlanPaths } from './types';

export const TrainingPlanEdit = () => {
  const { id = '' } = useParams();
  const savedThenShow = useSavedThenShow('app.training_setup.plans.saved', () => trainingPlanPaths.show(id));
  return (
    <Edit
      resource="training-plans"
      id={id}
      title="resources.training-plans.page.edit"
      mutationMode="pessimistic"
      mutationOptions={savedThenShow}
    >
      <TrainingPlanForm />
    </Edit>
  );
};
