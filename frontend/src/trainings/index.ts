// The training setup area: plans (/training-plans, create, :id, :id/edit),
// levels (/training-levels/:id) and the activities editor (/activities).
import SchoolIcon from '@mui/icons-material/School';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { defineResource, shownAs } from '../layout/manifest';
import { type TrainingPlanRecord } from './types';
import { lazyComponent } from '../layout/lazyComponent';

// each screen loads when first opened (its own chunk)
const ActivitiesPage = lazyComponent(() => import('./ActivitiesPage'), 'ActivitiesPage');
const TrainingLevelShow = lazyComponent(() => import('./TrainingLevelShow'), 'TrainingLevelShow');
const TrainingPlanCreate = lazyComponent(() => import('./TrainingPlanCreate'), 'TrainingPlanCreate');
const TrainingPlanEdit = lazyComponent(() => import('./TrainingPlanEdit'), 'TrainingPlanEdit');
const TrainingPlanList = lazyComponent(() => import('./TrainingPlanList'), 'TrainingPlanList');
const TrainingPlanShow = lazyComponent(() => import('./TrainingPlanShow'), 'TrainingPlanShow');

export { trainingSetupMessages, trainingSetupResources } from './messages';
export { trainingPlanPaths } from './types';

export default [
  defineResource<TrainingPlanRecord>({
    name: 'training-plans',
    list: TrainingPlanList,
    create: TrainingPlanCreate,
    show: TrainingPlanShow,
    edit: TrainingPlanEdit,
    ...shownAs('training_plans', SchoolIcon),
    recordRepresentation: (record) => record.name,
  }),
  defineResource({ name: 'training-levels', show: TrainingLevelShow, icon: SchoolIcon }),
  defineResource({ name: 'activities', list: ActivitiesPage, ...shownAs('activities', EventNoteIcon) }),
];
