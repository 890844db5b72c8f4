// The training setup screens at the spec's paths: /training-plans (list),
// /training-plans/create, /training-plans/:id (details), /training-plans/:id/edit.
import { Route, Routes } from 'react-router';
import { ResourceContextProvider } from 'ra-core';
import { TrainingPlanCreate } from './TrainingPlanCreate';
import { TrainingPlanEdit } from './TrainingPlanEdit';
import { TrainingPlanList } from './TrainingPlanList';
import { TrainingPlanShow } from './TrainingPlanShow';

export const TrainingPlanRoutes = () => (
  <ResourceContextProvider value="training-plans">
    <Routes>
      <Route index element={<TrainingPlanList />} />
      <Route path="create" element={<TrainingPlanCreate />} />
      <Route path=":id" element={<TrainingPlanShow />} />
      <Route path=":id/edit" element={<TrainingPlanEdit />} />
    </Routes>
  </ResourceContextProvider>
);
