// Navigation per role (spec 001 §2 "Navigation menus per role"): the full
// definition in one place. An entry shows only once an area's manifest serves
// its path (areas.ts), so a new area's entries appear when it is registered and
// the menu never leads to Not Found. Live-session entries hide when the current
// position does not allow live sessions.
import { type ComponentType } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import EventNoteIcon from '@mui/icons-material/EventNote';
import VideocamIcon from '@mui/icons-material/Videocam';
import PeopleIcon from '@mui/icons-material/People';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SchoolIcon from '@mui/icons-material/School';
import PlaceIcon from '@mui/icons-material/Place';
import SearchIcon from '@mui/icons-material/Search';
import BuildIcon from '@mui/icons-material/Build';
import ForumIcon from '@mui/icons-material/Forum';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import HistoryIcon from '@mui/icons-material/History';
import VerifiedIcon from '@mui/icons-material/VerifiedUser';
import StorageIcon from '@mui/icons-material/Storage';
import { type Role } from '@practicum/shared/access/roles';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import { deadLetterPaths } from '../adminTools/deadLetters/paths';
import { organizationPaths } from '../organizations/paths';

export interface MenuEntry {
  to: string;
  label: string;
  icon: ComponentType;
  /** The section heading (i18n key) the entry sits under, if any. */
  group?: string;
  liveSessions?: boolean;
  /** The entry only leads to a change (fill in, request): left out of a read-only session's menu. */
  writes?: boolean;
}

const entry = (to: string, label: string, icon: ComponentType, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  to,
  label: `app.menu.${label}`,
  icon,
  ...extra,
});
const inGroup = (group: string, entries: MenuEntry[]): MenuEntry[] => entries.map((e) => ({ ...e, group: `app.menu.groups.${group}` }));

const dashboard = entry('/dashboard', 'dashboard', DashboardIcon);
const liveSessions = entry('/livesessions', 'live_sessions', VideocamIcon, { liveSessions: true });
const supportConversations = entry('/supcon', 'support_conversations', ForumIcon);
// entries several roles share, under the same label
const sites = entry('/supervisionsites', 'sites', PlaceIcon);
const placements = entry('/applications', 'placements', AssignmentIcon);
const tasks = entry('/tasks', 'tasks', AssignmentIcon);
const clients = entry('/clients', 'clients', PeopleIcon);
const reports = entry('/reports', 'reports', AssignmentIcon);
const audit = entry('/audit', 'audit', HistoryIcon);
const trainees = entry('/trainees', 'trainees', PeopleIcon);
const supervisors = entry('/supervisors', 'supervisors', PeopleIcon);
const evaluations = entry('/forms/training-forms', 'evaluations', AssignmentIcon);
// the evaluations the viewer may fill in, for every role an evaluation names as its submitter
const fillEvaluation = entry('/forms/fill', 'fill_evaluation', AssignmentIcon, { writes: true });
const evaluationsOverview = entry('/forms/training-forms/overview', 'evaluations_overview', AssignmentIcon);
const activityLogApprove = entry('/activity-log/approve', 'activity_log_approve', EventNoteIcon);

export const menus: Record<'admin' | 'coordinator' | 'faculty' | 'supervisor' | 'trainee' | 'auditor', MenuEntry[]> = {
  // read-only access an organization grants (issue 20): its trail and reports
  auditor: [audit, reports],
  trainee: [
    dashboard,
    entry('/activity-log', 'activity_log', EventNoteIcon),
    evaluations,
    fillEvaluation,
    liveSessions,
    ...inGroup('training', [clients, tasks]),
    ...inGroup('placement', [
      entry('/supervisionsites', 'site_directory', PlaceIcon),
      entry('/applications', 'applications', AssignmentIcon),
      entry('/applications#request-placement', 'request_placement', AssignmentIcon, { writes: true }),
    ]),
  ],
  coordinator: [
    dashboard,
    evaluationsOverview,
    liveSessions,
    // not in spec 001 §2's menus, but the only way to the screens (docs/decisions.md, issue 19)
    supportConversations,
    ...inGroup('training', [entry('/training-plans', 'training_plans', SchoolIcon), sites, placements, tasks, clients, reports, audit]),
    ...inGroup('people', [
      entry('/search/users', 'user_search', SearchIcon),
      trainees,
      entry('/faculty', 'faculty', PeopleIcon),
      supervisors,
      entry('/coordinators', 'coordinators', PeopleIcon),
      entry('/invites', 'invites', PersonAddIcon),
    ]),
    ...inGroup('organization', [
      entry('/organization', 'my_organization', ApartmentIcon),
      entry('/forms', 'forms', AssignmentIcon),
      entry('/activities', 'activities', EventNoteIcon),
      entry('/access-passes', 'access_passes', AssignmentIcon),
    ]),
  ],
  supervisor: [
    dashboard,
    activityLogApprove,
    evaluations,
    fillEvaluation,
    liveSessions,
    ...inGroup('supervision', [sites, placements, clients, tasks]),
    entry('/dashboard#my-trainees', 'my_trainees', PeopleIcon),
  ],
  faculty: [
    dashboard,
    activityLogApprove,
    evaluationsOverview,
    fillEvaluation,
    liveSessions,
    supportConversations,
    ...inGroup('supervision', [sites, placements]),
    ...inGroup('people', [trainees, supervisors]),
  ],
  admin: [
    entry('/admin/dashboard', 'dashboard', DashboardIcon),
    ...inGroup('resources', [
      entry(organizationPaths.list, 'organizations', CorporateFareIcon),
      entry('/livesessions', 'live_sessions', VideocamIcon),
      entry('/livesessions/tools', 'meeting_tools', BuildIcon),
      entry('/admin/tools', 'admin_tools', BuildIcon),
    ]),
    entry('/admin/users', 'user_search', SearchIcon),
    supportConversations,
    audit,
    // Operations (issue 10): events a projector parked. Last, so no ungrouped entry reads as one of the tools.
    ...inGroup('admin_tools', [
      entry('/admin/tools/registration-code-batches', 'registration_code_batches', BuildIcon),
      entry('/admin/tools/search/access-pass', 'access_pass_search', SearchIcon),
      entry('/admin/tools/trainee-access-reports', 'trainee_access_reports', BuildIcon),
      entry('/admin/tools/signup-questions', 'signup_questions', BuildIcon),
      entry('/admin/tools/supported-countries', 'supported_countries', BuildIcon),
      entry('/admin/tools/organizations-exports', 'organizations_exports', BuildIcon),
      entry(deadLetterPaths.list, 'dead_letters', ReportProblemIcon),
      entry('/admin/tools/projections', 'projections', StorageIcon),
      entry('/admin/tools/audit-verify', 'audit_verify', VerifiedIcon),
    ]),
  ],
};

/** Screens reached from the user menu rather than the main menu. */
export const userMenuScreens = { supervisionProfile: entry('/supervision-profile', 'supervision_profile', PeopleIcon) };

/** The role's entries whose screens exist (`isServed`, from areas.ts) and that its position allows. */
export function menuFor(
  role: Role | undefined,
  options: { liveSessionsAllowed?: boolean; isServed: (to: string) => boolean; canWrite?: boolean },
): MenuEntry[] {
  const all = role && role in menus ? menus[role as keyof typeof menus] : [dashboard];
  return all.filter(
    (e) =>
      options.isServed(e.to) && (!e.liveSessions || options.liveSessionsAllowed !== false) && (!e.writes || options.canWrite !== false),
  );
}
