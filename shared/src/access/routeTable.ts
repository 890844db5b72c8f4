// The one route table (spec 000 §2.1–2.3, 001 §2): who may open which screen,
// with its flags and layout, and the API paths whose data each screen shows.
// The API enforces the same roles for those paths (requireRouteAccess) and the
// frontend router mirrors it (RouteGuard); a test walks it for every role.
import type { Role } from './roles.js';

/**
 * 'public': no sign-in; 'signed-in': any member of an organization, whatever their role (not a session-only role);
 * 'any-session': every signed-in session, an auditor's too; otherwise the roles listed.
 */
export type RouteAccess = 'public' | 'signed-in' | 'any-session' | readonly Role[];
export type RouteLayout = 'public' | 'default' | 'none';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiPath {
  method: HttpMethod;
  /** express-style pattern: /api/admin/organizations/:id */
  path: string;
}

export interface RouteDefinition {
  /** react-router pattern; `:name?` optional, trailing `/*` any children */
  path: string;
  access: RouteAccess;
  layout: RouteLayout;
  hideAuthorizationError?: boolean;
  hideServerError?: boolean;
  showTimeoutLogin?: boolean;
  /** The API calls behind the screen, where they exist (later areas add theirs). */
  api?: readonly ApiPath[];
}

export const demoRoles = ['admin', 'coordinator', 'faculty', 'supervisor', 'trainee'] as const satisfies readonly Role[];
/**
 * Roles a session takes for a purpose, never a member's position: an auditor session reads what its grant is for
 * (the organization's trail, its records' history, its reports), so the screens every member opens are not its.
 */
export const sessionOnlyRoles: readonly Role[] = ['auditor'];
const peopleViewers: readonly Role[] = ['admin', 'trainee', 'supervisor', 'faculty', 'coordinator'];

const get = (path: string): ApiPath => ({ method: 'GET', path });
const signedIn = (path: string, extra: Partial<RouteDefinition> = {}): RouteDefinition => ({
  path,
  access: 'signed-in',
  layout: 'default',
  showTimeoutLogin: true,
  ...extra,
});
const only = (roles: readonly Role[], path: string, extra: Partial<RouteDefinition> = {}): RouteDefinition =>
  signedIn(path, { access: roles, ...extra });
const open = (path: string, extra: Partial<RouteDefinition> = {}): RouteDefinition => ({
  path,
  access: 'public',
  layout: 'public',
  ...extra,
});

const organizationAdminApi: readonly ApiPath[] = [
  get('/api/admin/organizations'),
  { method: 'POST', path: '/api/admin/organizations' },
  { method: 'POST', path: '/api/admin/organizations/:id/clone' },
  { method: 'DELETE', path: '/api/admin/organizations/:id' },
];

// First match wins where two patterns match one path: specific paths come first.
export const routeTable: readonly RouteDefinition[] = [
  // sign-in group (000 §2.1)
  open('/login'),
  open('/login/activate'),
  open('/password/reset'),
  open('/password/update/:token'),
  open('/auth/callback'),
  open('/auth/setup'),
  open('/auth/setup/email'),
  open('/auth/token'),
  // self-registration (000 §2.2)
  open('/register/invite/:invite_id'),
  open('/register/invite-link/:invite_link_id'),
  open('/register/verify'),
  open('/register/:org_signup_code'),
  // where bad signup and verification links land, with the reason (SIGNUP-58, 59)
  open('/404'),
  // public pages
  open('/terms-of-service'),
  open('/privacy-policy'),
  // the public marketing pages (SPINE-41): /site/contact is the spec's, the others keep beside it
  open('/site'),
  open('/site/:page'),
  open('/join-session/:meeting_code?'),
  open('/complete-form/:submitted_form?', { layout: 'none' }),
  open('/permission-denied', { access: 'any-session', layout: 'default' }),

  // admin (000 §2.3)
  only(['admin'], '/admin/dashboard', {
    api: [get('/api/settings'), get('/api/settings/user_lockout'), { method: 'PUT', path: '/api/settings/:id' }],
  }),
  only(['admin'], '/admin/organizations', { api: organizationAdminApi }),
  only(['admin'], '/admin/organizations/create', { api: [{ method: 'POST', path: '/api/admin/organizations' }] }),
  only(['admin'], '/admin/organizations/edit/:id', {
    api: [
      get('/api/admin/organizations/:id'),
      { method: 'PUT', path: '/api/admin/organizations/:id' },
      // ADMIN-24: the organization's integrations
      get('/api/admin/organizations/:id/integrations'),
      { method: 'POST', path: '/api/admin/organizations/:id/integrations' },
      { method: 'PUT', path: '/api/admin/integrations/:id' },
      { method: 'DELETE', path: '/api/admin/integrations/:id' },
    ],
  }),
  only(['admin'], '/admin/users', { api: [get('/api/admin/users'), get('/api/admin/users/online')] }),
  only(['admin'], '/admin/users/edit/:id', {
    api: [
      { method: 'PUT', path: '/api/admin/users/:id' },
      // ADMIN-25: the user's positions, the removed ones too (removing and restoring are the admin's: requireRole)
      get('/api/admin/positions'),
    ],
  }),
  only(['admin'], '/admin/forms/settings/:id'),
  only(['admin'], '/admin/tools/signup-questions', {
    api: [get('/api/admin/signup-questions'), { method: 'POST', path: '/api/admin/signup-questions' }],
  }),
  only(['admin'], '/admin/tools/supported-countries', {
    api: [get('/api/admin/countries'), { method: 'POST', path: '/api/admin/countries/:id/update' }],
  }),
  // access passes (issue 17): batches of codes, invoices, the code search
  only(['admin'], '/admin/tools/registration-code-batches', {
    api: [
      get('/api/admin/registration-code-batches'),
      { method: 'POST', path: '/api/admin/registration-code-batches' },
      get('/api/admin/registration-code-batches/:id/exports'),
      { method: 'POST', path: '/api/admin/registration-code-batches/:id/exports' },
      get('/api/admin/payments'),
      { method: 'POST', path: '/api/admin/payments/:id/record-payment' },
    ],
  }),
  only(['admin'], '/admin/tools/search/access-pass', { api: [get('/api/admin/registration-codes')] }),
  only(['admin'], '/admin/tools/trainee-access-reports', {
    api: [get('/api/admin/trainee-access-reports'), get('/api/admin/trainee-access-reports/export')],
  }),
  only(['admin'], '/admin/tools/organizations-exports', {
    api: [get('/api/admin/organizations'), get('/api/admin/organizations-exports/:id')],
  }),
  only(['admin'], '/admin/tools/*'),
  only(['admin'], '/admin/*'),
  only(['admin'], '/livesessions/tools'),

  // coordinator and shared screens (000 §2.3, 001 §2)
  // invitations and invite links (SIGNUP-65 … 67: who invites is not shown; docs/decisions.md Signup)
  only(['coordinator', 'admin'], '/invites', {
    api: [
      get('/api/invites'),
      { method: 'POST', path: '/api/invites' },
      get('/api/invite-links'),
      { method: 'POST', path: '/api/invite-links' },
      get('/api/signup-codes'),
      { method: 'POST', path: '/api/signup-codes' },
    ],
  }),
  only(['coordinator'], '/access-passes', {
    api: [
      get('/api/registration-codes'),
      get('/api/payments'),
      get('/api/access-passes/baa'),
      { method: 'POST', path: '/api/access-passes/buy-codes' },
      { method: 'POST', path: '/api/access-passes/distribute-codes' },
    ],
  }),
  only(['coordinator'], '/activities', {
    // reads of the catalogue serve every member (activity logging); its writes are the coordinator's
    api: [
      { method: 'POST', path: '/api/activity-types' },
      { method: 'PUT', path: '/api/activity-types/:id' },
      { method: 'POST', path: '/api/activities' },
      { method: 'PUT', path: '/api/activities/:id' },
      { method: 'POST', path: '/api/activity-tags' },
    ],
  }),
  only(['coordinator'], '/faculty', { api: [get('/api/faculty')] }),
  only(peopleViewers, '/faculty/:id'),
  only(['coordinator', 'faculty'], '/supervisors', { api: [get('/api/supervisors')] }),
  only(peopleViewers, '/supervisors/:id'),
  only(['coordinator', 'faculty'], '/trainees', { api: [get('/api/trainees')] }),
  only(peopleViewers, '/trainees/:id'),
  only(['coordinator'], '/coordinators', { api: [get('/api/coordinators')] }),
  only(peopleViewers, '/coordinators/:id'),
  only(['faculty', 'coordinator'], '/forms/training-forms/overview'),
  only(['trainee', 'supervisor'], '/forms/training-forms'),
  // the evaluations a role fills in (the forms' submitter roles name trainees, supervisors and faculty)
  only(['trainee', 'supervisor', 'faculty'], '/forms/fill'),
  signedIn('/forms/submitted/:id'),
  only(['faculty', 'coordinator', 'admin'], '/forms'),
  signedIn('/forms/:id'),
  only(['admin', 'coordinator', 'faculty'], '/supcon', {
    api: [
      get('/api/support-conversations'),
      { method: 'POST', path: '/api/support-conversations' },
      { method: 'POST', path: '/api/support-conversations/:id/messages' },
      { method: 'PATCH', path: '/api/support-conversations/:id/status' },
      { method: 'POST', path: '/api/support-conversations/:id/read' },
    ],
  }),
  only(['admin', 'coordinator', 'faculty'], '/supcon/:id'),
  // PEOPLE-11: the coordinator's user search; the platform admin searches every organization (issue 18)
  only(['coordinator', 'admin'], '/search/users', { api: [get('/api/users/search')] }),
  // issue 20: the audit trail, every organization for admins, their own for coordinators
  // auditors (a read-only session an organization grants) read its trail and reports too
  only(['admin', 'coordinator', 'auditor'], '/audit', {
    api: [get('/api/audit'), get('/api/audit/export.csv'), get('/api/audit/types')],
  }),
  // who may audit the organization, until when (coordinators their organization's, admins any); its API
  // also answers everyone else with the grants made to them, so it is not tied to this screen's roles
  only(['admin', 'coordinator'], '/audit/grants'),
  only(['admin', 'coordinator', 'auditor'], '/reports', { api: [get('/api/reports/options')] }),
  only(['supervisor', 'faculty'], '/supervision-profile', { hideAuthorizationError: true }),
  only(['trainee'], '/access-pass', {
    hideServerError: true,
    api: [
      get('/api/access-passes/payments'),
      { method: 'POST', path: '/api/registration-codes/redeem' },
      { method: 'POST', path: '/api/access-passes/buy' },
    ],
  }),
  only(['coordinator'], '/training-plans', {
    api: [
      get('/api/training-plans'),
      { method: 'POST', path: '/api/training-plans' },
      { method: 'PUT', path: '/api/training-plans/:id' },
      { method: 'PATCH', path: '/api/training-plans/:id/archive' },
      { method: 'POST', path: '/api/training-levels' },
      { method: 'PUT', path: '/api/training-levels/:id' },
    ],
  }),
  only(['coordinator'], '/training-plans/:id/edit'),
  only(['coordinator'], '/training-plans/:id'),
  only(['coordinator'], '/training-levels/:id'),

  // any signed-in user
  // every session lands here; an auditor's goes on to the trail
  signedIn('/dashboard', {
    access: 'any-session',
    api: [
      get('/api/users/current'),
      { method: 'PATCH', path: '/api/users/current_position/:id' },
      { method: 'PUT', path: '/api/users/current/accept-terms' },
    ],
  }),
  signedIn('/account', {
    hideAuthorizationError: true,
    api: [get('/api/users/current'), { method: 'PUT', path: '/api/users/current' }, { method: 'PUT', path: '/api/users/current/password' }],
  }),
  signedIn('/organization', {
    hideAuthorizationError: true,
    api: [get('/api/organizations/:id'), { method: 'PUT', path: '/api/organizations/:id/settings' }],
  }),
  signedIn('/activity-log', {
    api: [get('/api/activity-log'), get('/api/activity-log/options'), get('/api/risk-alerts')],
  }),
  signedIn('/activity-log/approve'),
  signedIn('/supervisionsites', { hideAuthorizationError: true }),
  // before /supervisionsites/:id, which would take 'tags' for an id
  only(['coordinator'], '/supervisionsites/tags'),
  only(['coordinator'], '/supervisionsites/import'),
  signedIn('/supervisionsites/:id', { hideAuthorizationError: true }),
  signedIn('/applications'),
  signedIn('/applications/:id'),
  signedIn('/livesessions'),
  signedIn('/livesessions/create'),
  signedIn('/livesessions/:id'),
  signedIn('/evaluations/training/:user/:training?'),
  signedIn('/tasks', {
    api: [
      get('/api/tasks'),
      get('/api/tasks/assignable-positions'),
      { method: 'POST', path: '/api/tasks' },
      { method: 'PUT', path: '/api/tasks/:id' },
      { method: 'PATCH', path: '/api/tasks/:id/status' },
      { method: 'DELETE', path: '/api/tasks/:id' },
      { method: 'POST', path: '/api/tasks/:id/comments' },
    ],
  }),
  // GET /api/tasks/:id is behind /tasks' gate; a task is visible only to its creator and assignee (else 404).
  signedIn('/tasks/:type/:id'),
  // MISC-03, MISC-07 (roles not shown): the trainee, their supervisors and the organization's coordinators
  only(['trainee', 'supervisor', 'coordinator'], '/clients', {
    api: [
      get('/api/clients'),
      get('/api/clients/incomplete'),
      { method: 'POST', path: '/api/clients' },
      { method: 'POST', path: '/api/clients/:id/upload-request' },
      { method: 'PATCH', path: '/api/clients/:id/enable-upload' },
    ],
  }),
  only(['trainee', 'supervisor', 'coordinator'], '/clients/:id'),
  // authoring (issue 19 §3): admins only; the server's decider refuses anyone else too
  only(['admin'], '/cecourses/create'),
  only(['admin'], '/cecourses/:id/edit'),
  signedIn('/cecourses/*'),
  signedIn('/notifications', { access: 'any-session', api: [get('/api/notifications'), get('/api/notifications/recent')] }),
];

// ---- matching (pure, shared by express and react-router users) ----

const segmentsOf = (path: string): string[] => path.split('?')[0]!.split('#')[0]!.split('/').filter(Boolean);

/** Whether a concrete path matches a pattern (`:param`, `:param?`, trailing `*`). */
export function matchesPattern(pattern: string, path: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(path);
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === '*') return have.length >= i;
    if (part.startsWith(':') && part.endsWith('?')) {
      if (i === want.length - 1) return have.length <= i + 1;
      if (have[i] === undefined) return false;
      continue;
    }
    const value = have[i];
    if (value === undefined) return false;
    if (!part.startsWith(':') && part !== value) return false;
  }
  return have.length === want.length;
}

export function routeFor(path: string): RouteDefinition | undefined {
  return routeTable.find((route) => matchesPattern(route.path, path));
}

/** The definition with exactly this pattern (for servers naming their route). */
export function routeNamed(pattern: string): RouteDefinition {
  const route = routeTable.find((r) => r.path === pattern);
  if (!route) throw new Error(`no route ${pattern} in the route table`);
  return route;
}

/** Whether a role (undefined: signed in without a position; null: signed out) may open a route. */
export function accessAllows(access: RouteAccess, role: Role | null | undefined): boolean {
  if (access === 'public') return true;
  if (role === null) return false;
  if (access === 'any-session') return true;
  if (access === 'signed-in') return role === undefined || !sessionOnlyRoles.includes(role);
  return role !== undefined && access.includes(role);
}

/** A path that no row names is open to any member (as 'signed-in'). */
export function canOpen(path: string, role: Role | null | undefined): boolean {
  return accessAllows(routeFor(path)?.access ?? 'signed-in', role);
}

/**
 * The API reads an auditor session makes: the screens its role opens above (the trail, reports) with the reads
 * behind them that no screen row lists (a record's history, each report), and the shell's own reads (who I am, the
 * grants made to me, my notices, the settings every page reads). The query service answers an auditor nothing
 * else (auditorGuard), whatever a route's own check would allow.
 */
const auditorApiPrefixes = [
  '/api/audit',
  '/api/history',
  '/api/reports',
  '/api/users/current',
  '/api/auditor-grants/mine',
  '/api/notifications',
  '/api/settings',
];
export const auditorMayRead = (path: string): boolean =>
  auditorApiPrefixes.some((allowed) => path === allowed || path.startsWith(`${allowed}/`));

export const permissionDeniedPath = (path: string): string => `/permission-denied?path=${encodeURIComponent(path)}`;

/** Every route whose screen shows data from an API call, with that call. */
export const apiRoutes = (): { route: RouteDefinition; api: ApiPath }[] =>
  routeTable.flatMap((route) => (route.api ?? []).map((api) => ({ route, api })));
