// The forms area (spec 002 §2): /forms (list), /forms/:id (details or the
// builder), /forms/submitted/:id, /forms/training-forms(/overview), the
// admin's /admin/forms/settings/:id and the FORMS-07/08 redirects.
import AssignmentIcon from '@mui/icons-material/Assignment';
import { definePage, defineResource } from '../layout/manifest';
import { FormDetailsPage } from './FormDetailsPage';
import { FormList } from './FormList';
import { FormSettingsPage, ReviewRedirect, VendorFormRedirect } from './FormsRoutes';
import { SubmissionPage } from './SubmissionPage';
import { TrainingFormsOverviewPage, TrainingFormsPage } from './SubmittedFormList';
import type { FormRecord } from './api';

export { SubmittedFormsTab } from './SubmittedFormsTab';
export { formsMessages, formsResources } from './messages';

export default [
  defineResource<FormRecord>({
    name: 'forms',
    list: FormList,
    show: FormDetailsPage,
    screens: {
      'training-forms': TrainingFormsPage,
      'training-forms/overview': TrainingFormsOverviewPage,
      'submitted/:id': SubmissionPage,
      'review/:id': ReviewRedirect,
    },
    icon: AssignmentIcon,
    options: { label: 'app.menu.forms' },
    recordRepresentation: (record) => record.name,
  }),
  defineResource({ name: 'submitted-forms', icon: AssignmentIcon }),
  definePage('/admin/forms/settings/:id', FormSettingsPage),
  definePage('/vendorforms/:id', VendorFormRedirect),
  definePage('/vendorforms/review/:id', ReviewRedirect),
];
