// The training setup area: plans (/training-plans, create, :id, :id/edit),
// levels (/training-levels/:id) and the activities editor (/activities).
import SchoolIcon from '@mui/icons-material/School';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { defineResource } from '../layout/manifest';
import { ActivitiesPage } from './ActivitiesPage';
import { TrainingLevelShow } from './TrainingLevelShow';
import { TrainingPlanCreate } from './TrainingPlanCreate';
import { TrainingPlanEdit } from './TrainingPlanEdit';
import { TrainingPlanList } from './TrainingPlanList';
import { TrainingPlanShow } from './TrainingPlanShow';
import { type TrainingPlanRecord } from './types';

export { trainingSetupMessages, trainingSetupResources } from './messages';
export { trainingPlanPaths } from './types';

export default [
  defineResource<TrainingPlanRecord>({
    name: 'training-plans',
    list: TrainingPlanList,
    create: TrainingPlanCreate,
    show: TrainingPlanShow,
    edit: TrainingPlanEdit,
    icon: SchoolIcon,
    options: { label: 'app.menu.training_plans' },
    recordRepresentation: (record) => record.name,
  }),
  defineResource({ name: 'training-levels', show: TrainingLevelShow, icon: SchoolIcon }),
  defineResource({ name: 'activities', list: ActivitiesPage, icon: EventNoteIcon, options: { label: 'app.menu.activities' } }),
];
