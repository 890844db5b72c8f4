// Every projector the runner keeps up to date.
import { attachmentsProjector } from './attachments/attachmentsProjector.js';
import { notificationPreferencesProjector } from './notifications/preferencesProjector.js';
import { activityLogProjector } from './activityLog/activityLogProjector.js';
import { usersProjector } from './identity/usersProjector.js';
import { organizationsProjector } from './organizations/organizationsProjector.js';
import { supportProjector } from './support/supportProjector.js';
import { clientsProjector } from './clients/clientsProjector.js';
import type { Projector } from './runner/types.js';
import { liveSessionsProjector } from './liveSessions/liveSessionsProjector.js';
import { reportsProjector } from './reports/reportsProjector.js';
import { sitesProjector } from './sites/sitesProjector.js';
import { siteImportsProjector } from './sites/siteImportsProjector.js';
import { supervisorProfilesProjector } from './supervisorProfiles/supervisorProfilesProjector.js';
import { placementsProjector } from './placements/placementsProjector.js';
import { insuranceProjector } from './insurance/insuranceProjector.js';
import { signupProjector } from './signup/signupProjector.js';
import { settingsProjector } from './settings/settingsProjector.js';
import { integrationsProjector } from './integrations/integrationsProjector.js';
import { historyProjector } from './history/historyProjector.js';
import { formsProjector } from './forms/formsProjector.js';
import { placementRequirementsProjector } from './forms/placementRequirementsProjector.js';
import { ceCoursesProjector } from './ceCourses/ceCoursesProjector.js';
import { tasksProjector } from './tasks/tasksProjector.js';
import { trainingsProjector } from './trainings/trainingsProjector.js';
import { activityCatalogProjector } from './trainings/activityCatalogProjector.js';
import { trainingPlansProjector } from './trainings/trainingPlansProjector.js';
import { accessPassesProjector } from './accessPasses/accessPassesProjector.js';
import { auditorGrantsProjector } from './auditorAccess/auditorGrantsProjector.js';

export const projectors: Projector[] = [
  organizationsProjector,
  settingsProjector,
  integrationsProjector,
  usersProjector,
  tasksProjector,
  attachmentsProjector,
  notificationPreferencesProjector,
  trainingsProjector,
  reportsProjector,
  trainingPlansProjector,
  activityCatalogProjector,
  activityLogProjector,
  formsProjector,
  placementRequirementsProjector,
  sitesProjector,
  historyProjector,
  siteImportsProjector,
  supervisorProfilesProjector,
  ceCoursesProjector,
  placementsProjector,
  insuranceProjector,
  signupProjector,
  liveSessionsProjector,
  supportProjector,
  clientsProjector,
  auditorGrantsProjector,
  accessPassesProjector,
];
