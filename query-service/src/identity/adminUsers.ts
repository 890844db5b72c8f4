// Admin reads of users (spec 000 §2.3 /admin/users, §2.4 user-details modal):
// the list (search over name and email; filters role, status, organization_id),
// one user's details with positions and trainee access, who is online now (at most 20), and the
// dashboard's recent sign-ins and sign-ups (ADMIN-07).
import { Router, type Request } from 'express';
import {
  adminUserColumns,
  adminUserDetails,
  adminUserReads,
  adminUserRecord,
  adminUsers,
  adminUserSearchColumns,
  onlineUsers,
  recentUsers,
  type AdminUserRow,
} from '@practicum/projections/identity/adminUserQueries';
import {
  adminPositionColumns,
  adminPositionRecord,
  adminPositions,
  adminPositionSearchColumns,
  hipaaStatus,
  positionReads,
  type AdminPositionRow,
} from '@practicum/projections/identity/positionQueries';
import { NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import { requireRole } from '@practicum/shared/platform/http/auth';
import { readerToday, type ReaderDays } from '../http/readerZone.js';
import { readsFrom } from '../http/readsFrom.js';
import { sendList } from '../http/simpleRest.js';

// Under X-Min-Position these routes wait for the projections they read only.
const reads = readsFrom(...adminUserReads);

export const ONLINE_LIST_SIZE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Splits the position filters (role, organization_id) off the list filter: they are EXISTS clauses. */
function positionFilters(req: Request): { request: Request; role?: string[]; organizationId?: string[] } {
  const raw = req.query.filter;
  if (typeof raw !== 'string') return { request: req };
  let filter: Record<string, unknown>;
  try {
    filter = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return { request: req };
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) return { request: req };
  const { role, organization_id, ...rest } = filter;
  const list = (value: unknown, field: string): string[] | undefined => {
    if (value === undefined || value === '' || value === null) return undefined;
    const values = Array.isArray(value) ? value : [value];
    if (!values.every((v) => typeof v === 'string'))
      throw new ValidationError({ [`filter.${field}`]: [`The ${field.replace(/_/g, ' ')} filter is invalid.`] });
    return values;
  };
  const organizationId = list(organization_id, 'organization_id');
  if (organizationId?.some((id) => !UUID.test(id)))
    throw new ValidationError({ 'filter.organization_id': ['The organization id filter is invalid.'] });
  const query = { ...req.query, filter: JSON.stringify(rest) };
  return { request: Object.create(req, { query: { value: query } }) as Request, role: list(role, 'role'), organizationId };
}

export function adminUserRoutes(deps: ReaderDays & { onlineUserIds?: () => Promise<string[]> }): Router {
  const router = Router();
  const { knex } = deps;
  router.use(['/api/admin/users', '/api/admin/recent-users', '/api/admin/positions'], requireRole('admin'));

  router.get('/api/admin/recent-users', reads, async (_req, res) => {
    res.json(await recentUsers(knex));
  });

  router.get('/api/admin/users', reads, (req, res) => {
    const { request, role, organizationId } = positionFilters(req);
    return sendList<AdminUserRow>(request, res, {
      resource: 'users',
      query: () => adminUsers(knex, { role, organizationId }),
      columns: adminUserColumns,
      searchColumns: adminUserSearchColumns,
      defaultSort: ['name', 'ASC'],
      toRecord: adminUserRecord,
    });
  });

  router.get('/api/admin/users/online', reads, async (_req, res) => {
    // every replica's sockets (ADMIN-08); the total counts them all, the page holds at most 20
    const ids = (await deps.onlineUserIds?.()) ?? [];
    const online = await onlineUsers(knex, ids.slice(0, ONLINE_LIST_SIZE));
    const total = ids.length;
    res.setHeader('Content-Range', `users 0-${Math.max(online.length - 1, 0)}/${total}`);
    res.json(online);
  });

  // ADMIN-25: every position, the removed ones too (filter removed: true|false), for restoring
  router.get('/api/admin/positions', readsFrom(...positionReads), (req, res) =>
    sendList<AdminPositionRow>(req, res, {
      resource: 'positions',
      query: () => adminPositions(knex),
      columns: adminPositionColumns,
      searchColumns: adminPositionSearchColumns,
      customFilters: {
        removed: (qb, value) => {
          if (typeof value !== 'boolean') throw new ValidationError({ 'filter.removed': ['The removed filter is invalid.'] });
          void (value ? qb.whereNotNull('ap.removed_at') : qb.whereNull('ap.removed_at'));
        },
      },
      defaultSort: ['created_at', 'DESC'],
      toRecord: adminPositionRecord,
    }),
  );

  // ADMIN-16: HIPAA-trained status by user id
  router.get('/api/admin/users/:id/hipaa', readsFrom(...positionReads), async (req, res) => {
    const id = String(req.params.id);
    const status = UUID.test(id) ? await hipaaStatus(knex, id) : undefined;
    if (!status) throw new NotFoundError();
    res.json(status);
  });

  router.get('/api/admin/users/:id', reads, async (req, res) => {
    const id = String(req.params.id);
    const user = UUID.test(id) ? await adminUserDetails(knex, id, await readerToday(deps, req)) : undefined;
    if (!user) throw new NotFoundError();
    res.json(user);
  });
  return router;
}
