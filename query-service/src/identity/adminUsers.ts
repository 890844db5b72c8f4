// Admin reads of users (spec 000 §2.3 /admin/users, §2.4 user-details modal):
// the list (search over name and email; filters role, status, organization_id),
// one user's details with positions, and who is online now (at most 20).
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import type { AdminUserDetails, AdminUserRecord, OnlineUser } from '@practicum/shared/domain/identity/records';
import { NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import { requireRole } from '@practicum/shared/platform/http/auth';
import { sendList } from '../http/simpleRest.js';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { organizationsReadModel } from '@practicum/projections/organizations/readModel';
import { readsFrom } from '../http/readsFrom.js';

// The read models these routes read: under X-Min-Position they wait for those projections only.
const reads = readsFrom(usersReadModel, organizationsReadModel);

export const ONLINE_LIST_SIZE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  status: string;
  created_at: Date;
  roles: string[] | null;
  organizations: string[] | null;
}

interface PositionDetailRow {
  id: string;
  role: string;
  role_name: string;
  status: string;
  organization_id: string;
  organization_name: string | null;
  created_at: Date;
}

const columns = {
  id: 'u.id',
  name: 'u.name',
  first_name: 'u.first_name',
  last_name: 'u.last_name',
  email: 'u.email',
  status: 'u.status',
  created_at: 'u.created_at',
};

const userRecord = (row: UserRow): AdminUserRecord => ({
  id: row.id,
  name: row.name,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  status: row.status,
  joindate: row.created_at.toISOString(),
  roles: row.roles ?? [],
  organizations: row.organizations ?? [],
});

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

export function adminUserRoutes(deps: { knex: Knex; onlineUserIds?: () => string[] }): Router {
  const router = Router();
  const { knex } = deps;
  router.use('/api/admin/users', requireRole('admin'));

  router.get('/api/admin/users', reads, (req, res) => {
    const { request, role, organizationId } = positionFilters(req);
    return sendList<UserRow>(request, res, {
      resource: 'users',
      query: () => {
        const qb = knex({ u: usersReadModel.tables.users }).select(
          'u.*',
          knex.raw(`(SELECT array_agg(DISTINCT p.role) FROM ${usersReadModel.tables.positions} p WHERE p.user_id = u.id) AS roles`),
          knex.raw(
            `(SELECT array_agg(DISTINCT o.name) FROM ${usersReadModel.tables.positions} p JOIN ${organizationsReadModel.tables.organizations} o ON o.id = p.organization_id WHERE p.user_id = u.id) AS organizations`,
          ),
        );
        if (role || organizationId)
          qb.whereExists((sub) => {
            sub.select(knex.raw('1')).from({ p: usersReadModel.tables.positions }).whereRaw('p.user_id = u.id');
            if (role) sub.whereIn('p.role', role);
            if (organizationId) sub.whereIn('p.organization_id', organizationId);
          });
        return qb;
      },
      columns,
      searchColumns: ['u.name', 'u.email'],
      defaultSort: ['name', 'ASC'],
      toRecord: userRecord,
    });
  });

  router.get('/api/admin/users/online', reads, async (_req, res) => {
    const ids = (deps.onlineUserIds?.() ?? []).slice(0, ONLINE_LIST_SIZE);
    const rows = ids.length
      ? ((await knex(usersReadModel.tables.users).select('id', 'name', 'email').whereIn('id', ids)) as OnlineUser[])
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const online = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    const total = deps.onlineUserIds?.().length ?? 0;
    res.setHeader('Content-Range', `users 0-${Math.max(online.length - 1, 0)}/${total}`);
    res.json(online);
  });

  router.get('/api/admin/users/:id', reads, async (req, res) => {
    const id = String(req.params.id);
    const user = UUID.test(id) ? await knex<UserRow>(usersReadModel.tables.users).where({ id }).first() : undefined;
    if (!user) throw new NotFoundError();
    const positions = (await knex({ p: usersReadModel.tables.positions })
      .leftJoin({ o: organizationsReadModel.tables.organizations }, 'o.id', 'p.organization_id')
      .select('p.id', 'p.role', 'p.role_name', 'p.status', 'p.organization_id', 'o.name as organization_name', 'p.created_at')
      .where('p.user_id', id)
      .orderBy('p.created_at')) as PositionDetailRow[];
    const details: AdminUserDetails = {
      id: user.id,
      name: user.name,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      status: user.status,
      joindate: user.created_at.toISOString(),
      // Contact and training fields arrive with the account and training issues.
      phone: null,
      address1: null,
      address2: null,
      city: null,
      state: null,
      zip: null,
      timezone: null,
      positions: positions.map((p) => ({
        id: p.id,
        status: p.status,
        role: { keyname: p.role, name: p.role_name },
        organization: { id: p.organization_id, name: p.organization_name },
      })),
    };
    res.json(details);
  });
  return router;
}
