// Every area App registers, in one list: resources (react-admin <Resource> plus
// their screens at the spec's paths) and pages. A new area adds its manifest
// here (see docs/decisions.md "Frontend areas as resources"); its menu entries
// in layout/menus.ts then show by themselves.
import { matchPath } from 'react-router';
import account from './account';
import accessPasses from './accessPasses';
import activityLog from './activityLog';
import mail from './adminTools/mail';
import deadLetters from './adminTools/deadLetters';
import ceCourses from './ceCourses';
import auditVerify from './adminTools/auditVerify';
import outsideErasures from './adminTools/erasures';
import projections from './adminTools/projections';
import dashboards from './dashboards';
import forms from './forms';
import notifications from './notifications';
import organizations from './organizations';
import people from './people';
import reports from './reports';
import sites from './sites';
import audit from './history';
import auditorAccess from './auditorAccess';
import supervisorProfiles from './supervisorProfiles';
import placements from './placements';
import support from './support';
import clients from './clients';
import liveSessions from './liveSessions';
import invites from './invites';
import signupAdmin from './adminTools/signup';
import adminTools from './adminTools/tools';
import tasks from './tasks';
import trainees from './trainees';
import trainings from './trainings';
import users from './users';
import { type AreaManifest, type PageManifest, type ResourceManifest, isResource, servedPatterns } from './layout/manifest';

export const areas: AreaManifest[] = [
  ...dashboards,
  ...account,
  organizations,
  users,
  mail,
  deadLetters,
  auditVerify,
  outsideErasures,
  projections,
  ...trainings,
  tasks,
  trainees,
  ...people,
  activityLog,
  notifications,
  reports,
  ...forms,
  ...sites,
  audit,
  auditorAccess,
  supervisorProfiles,
  ceCourses,
  placements,
  support,
  clients,
  liveSessions,
  invites,
  ...signupAdmin,
  ...adminTools,
  ...accessPasses,
];

export const resources: ResourceManifest[] = areas.filter(isResource);
export const pages: PageManifest[] = areas.filter((area): area is PageManifest => !isResource(area));

const served = areas.flatMap(servedPatterns);

/** Whether a screen serves this link (its path, without the hash or query). */
export const isServed = (to: string): boolean => {
  const pathname = to.split(/[?#]/)[0] ?? to;
  return served.some((pattern) => matchPath(pattern, pathname) !== null);
};
