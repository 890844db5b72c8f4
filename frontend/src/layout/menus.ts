// Navigation per role (spec 001 §2 "Navigation menus per role"): the full
// definition in one place. An entry shows only once its screen is built
// (`built: true`); a later area switches its entries on here. Live-session
// entries hide when the current position does not allow live sessions.
import { type ComponentType } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import EventNoteIcon from '@mui/icons-material/EventNote';
import VideocamIcon from '@mui/icons-material/Videocam';
import PeopleIcon from '@mui/icons-material/People';
import SchoolIcon from '@mui/icons-material/School';
import PlaceIcon from '@mui/icons-material/Place';
import SearchIcon from '@mui/icons-material/Search';
import BuildIcon from '@mui/icons-material/Build';
import ForumIcon from '@mui/icons-material/Forum';
import { type Role } from '@practicum/shared/domain/identity/roles';
import organizations, { organizationPaths } from '../organizations';

export interface MenuEntry {
  to: string;
  label: string;
  icon: ComponentType;
  /** The section heading (i18n key) the entry sits under, if any. */
  group?: string;
  liveSessions?: boolean;
  /** Whether the screen exists yet. */
  built: boolean;
}

const entry = (to: string, label: string, icon: ComponentType, built = false, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  to,
  label: `app.menu.${label}`,
  icon,
  built,
  ...extra,
});
const inGroup = (group: string, entries: MenuEntry[]): MenuEntry[] => entries.map((e) => ({ ...e, group: `app.menu.groups.${group}` }));

const dashboard = entry('/dashboard', 'dashboard', DashboardIcon, true);
const liveSessions = entry('/livesessions', 'live_sessions', VideocamIcon, false, { liveSessions: true });

export const menus: Record<'admin' | 'coordinator' | 'faculty' | 'supervisor' | 'trainee', MenuEntry[]> = {
  trainee: [
    dashboard,
    entry('/activity-log', 'activity_log', EventNoteIcon, true),
    entry('/forms/training-forms', 'evaluations', AssignmentIcon),
    liveSessions,
    ...inGroup('training', [entry('/clients', 'clients', PeopleIcon), entry('/tasks', 'tasks', AssignmentIcon, true)]),
    ...inGroup('placement', [
      entry('/supervisionsites', 'site_directory', PlaceIcon),
      entry('/applications', 'applications', AssignmentIcon),
      entry('/applications#request-placement', 'request_placement', AssignmentIcon),
    ]),
  ],
  coordinator: [
    dashboard,
    entry('/forms/training-forms/overview', 'evaluations_overview', AssignmentIcon),
    liveSessions,
    ...inGroup('training', [
      entry('/training-plans', 'training_plans', SchoolIcon, true),
      entry('/supervisionsites', 'sites', PlaceIcon),
      entry('/applications', 'placements', AssignmentIcon),
      entry('/tasks', 'tasks', AssignmentIcon, true),
      entry('/reports', 'reports', AssignmentIcon, true),
    ]),
    ...inGroup('people', [
      entry('/search/users', 'user_search', SearchIcon),
      entry('/trainees', 'trainees', PeopleIcon, true),
      entry('/faculty', 'faculty', PeopleIcon, true),
      entry('/supervisors', 'supervisors', PeopleIcon, true),
      entry('/coordinators', 'coordinators', PeopleIcon, true),
    ]),
    ...inGroup('organization', [
      entry('/organization', 'my_organization', ApartmentIcon, true),
      entry('/forms', 'forms', AssignmentIcon),
      entry('/activities', 'activities', EventNoteIcon, true),
      entry('/access-passes', 'access_passes', AssignmentIcon),
    ]),
  ],
  supervisor: [
    dashboard,
    entry('/activity-log/approve', 'activity_log_approve', EventNoteIcon, true),
    entry('/forms/training-forms', 'evaluations', AssignmentIcon),
    liveSessions,
    ...inGroup('supervision', [
      entry('/supervisionsites', 'sites', PlaceIcon),
      entry('/applications', 'placements', AssignmentIcon),
      entry('/clients', 'clients', PeopleIcon),
      entry('/tasks', 'tasks', AssignmentIcon, true),
    ]),
    entry('/dashboard#my-trainees', 'my_trainees', PeopleIcon),
  ],
  faculty: [
    dashboard,
    entry('/activity-log/approve', 'activity_log_approve', EventNoteIcon, true),
    entry('/forms/training-forms/overview', 'evaluations_overview', AssignmentIcon),
    liveSessions,
    ...inGroup('supervision', [entry('/supervisionsites', 'sites', PlaceIcon), entry('/applications', 'placements', AssignmentIcon)]),
    ...inGroup('people', [entry('/trainees', 'trainees', PeopleIcon, true), entry('/supervisors', 'supervisors', PeopleIcon, true)]),
  ],
  admin: [
    entry('/admin/dashboard', 'dashboard', DashboardIcon, true),
    ...inGroup('resources', [
      { ...entry(organizationPaths.list, 'organizations', organizations.icon, true) },
      entry('/livesessions', 'live_sessions', VideocamIcon),
      entry('/livesessions/tools', 'meeting_tools', BuildIcon),
      entry('/admin/tools', 'admin_tools', BuildIcon),
    ]),
    entry('/admin/users', 'user_search', SearchIcon, true),
    entry('/supcon', 'support_conversations', ForumIcon),
  ],
};

/** Screens reached from the user menu rather than the main menu. */
export const userMenuScreens = { supervisionProfile: entry('/supervision-profile', 'supervision_profile', PeopleIcon) };

export function menuFor(role: Role | undefined, options: { liveSessionsAllowed?: boolean } = {}): MenuEntry[] {
  const all = role && role in menus ? menus[role as keyof typeof menus] : [dashboard];
  return all.filter((e) => e.built && (!e.liveSessions || options.liveSessionsAllowed !== false));
}
