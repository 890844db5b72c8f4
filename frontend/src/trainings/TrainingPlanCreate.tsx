import { Create } from 'react-admin';
import { useSavedThenShow } from '../layout/savedThenShow';
import { TrainingPlanForm } from './TrainingPlanForm';
import { trainingPlanPaths } from './types';

export const TrainingPlanCreate = () => {
  const savedThenShow = useSavedThenShow('app.training_setup.plans.saved', (saved) => trainingPlanPaths.show(saved.id));
  return (
    <Create resource="training-plans" title="resources.training-plans.page.create" mutationOptions={savedThenShow}>
      <TrainingPlanForm />
    </Create>
  );
};
