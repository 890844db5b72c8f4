// The forms area (spec 002 §2): /forms (list), /forms/:id (details or the
// builder), /forms/submitted/:id, /forms/training-forms(/overview), /forms/fill, the
// admin's /admin/forms/settings/:id and the FORMS-07/08 redirects.
import AssignmentIcon from '@mui/icons-material/Assignment';
import { definePage, defineResource, shownAs } from '../layout/manifest';
import type { FormRecord } from './api';
import { lazyComponent } from '../layout/lazyComponent';

// each screen loads when first opened (its own chunk)
const FormDetailsPage = lazyComponent(() => import('./FormDetailsPage'), 'FormDetailsPage');
const FormList = lazyComponent(() => import('./FormList'), 'FormList');
const FormSettingsPage = lazyComponent(() => import('./FormsRoutes'), 'FormSettingsPage');
const VendorFormRedirect = lazyComponent(() => import('./FormsRoutes'), 'VendorFormRedirect');
const ReviewRedirect = lazyComponent(() => import('./FormsRoutes'), 'ReviewRedirect');
const SubmissionPage = lazyComponent(() => import('./SubmissionPage'), 'SubmissionPage');
const TrainingFormsOverviewPage = lazyComponent(() => import('./SubmittedFormList'), 'TrainingFormsOverviewPage');
const TrainingFormsPage = lazyComponent(() => import('./SubmittedFormList'), 'TrainingFormsPage');
const FillEvaluationPage = lazyComponent(() => import('./FillEvaluationPage'), 'FillEvaluationPage');
const EvaluationsPage = lazyComponent(() => import('./EvaluationsPage'), 'EvaluationsPage');

export { SubmittedFormsTab } from './SubmittedFormsTab';
export { formsMessages, formsResources } from './messages';

export default [
  defineResource<FormRecord>({
    name: 'forms',
    list: FormList,
    show: FormDetailsPage,
    screens: {
      'training-forms': TrainingFormsPage,
      fill: FillEvaluationPage,
      'training-forms/overview': TrainingFormsOverviewPage,
      'submitted/:id': SubmissionPage,
      'review/:id': ReviewRedirect,
    },
    ...shownAs('forms', AssignmentIcon),
    recordRepresentation: (record) => record.name,
  }),
  defineResource({ name: 'submitted-forms', icon: AssignmentIcon }),
  definePage('/admin/forms/settings/:id', FormSettingsPage),
  definePage('/vendorforms/:id', VendorFormRedirect),
  definePage('/vendorforms/review/:id', ReviewRedirect),
  definePage('/evaluations/training/:user/:training?', EvaluationsPage),
];
