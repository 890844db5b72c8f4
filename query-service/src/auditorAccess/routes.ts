// GET /api/auditor-grants (issue 20, list protocol): the grants of the coordinator's organization (every
// organization's for admins); anyone else, the grants made to them (the grants they can open as auditor).
import { Router } from 'express';
import { auditorGrantsReadModel } from '@practicum/projections/auditorAccess/auditorGrantsProjector';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { organizationsReadModel } from '@practicum/projections/organizations/readModel';
import { grantOpen, type AuditorGrantRecord } from '@practicum/shared/domain/auditorAccess/index';
import { todayOf } from '@practicum/shared/domain/decider';
import { authOf } from '@practicum/shared/platform/http/auth';
import { readerToday, type ReaderDays } from '../http/readerZone.js';
import { readsFrom } from '../http/readsFrom.js';
import { sendList } from '../http/simpleRest.js';

const reads = readsFrom(auditorGrantsReadModel, usersReadModel, organizationsReadModel);

interface GrantRow {
  id: string;
  organization_id: string;
  organization_name: string | null;
  auditor_user_id: string;
  auditor_name: string | null;
  auditor_email: string | null;
  auditor_timezone: string | null;
  ends_on: string;
  revoked: boolean;
  granted_at: Date;
  granted_by: string | null;
  granted_by_name: string | null;
}

const columns = {
  id: 'g.id',
  organization_id: 'g.organization_id',
  auditor_user_id: 'g.auditor_user_id',
  ends_on: 'g.ends_on',
  granted_at: 'g.granted_at',
  revoked: 'g.revoked',
};

export function auditorGrantRoutes(deps: ReaderDays): Router {
  const router = Router();
  const { knex } = deps;
  router.get('/api/auditor-grants', reads, async (req, res) => {
    const auth = authOf(req);
    const now = (deps.clock ?? (() => new Date()))().toISOString();
    const query = () => {
      const q = knex({ g: auditorGrantsReadModel.tables.auditor_grants })
        .leftJoin({ u: usersReadModel.tables.users }, 'u.id', 'g.auditor_user_id')
        .leftJoin({ b: usersReadModel.tables.users }, 'b.id', 'g.granted_by')
        .leftJoin({ o: organizationsReadModel.tables.organizations }, 'o.id', 'g.organization_id')
        .select(
          'g.*',
          'u.name as auditor_name',
          'u.email as auditor_email',
          'u.timezone as auditor_timezone',
          'b.name as granted_by_name',
          'o.name as organization_name',
        );
      if (auth.role === 'coordinator') q.where('g.organization_id', auth.organizationId);
      else if (auth.role !== 'admin') q.where('g.auditor_user_id', auth.userId);
      return q;
    };
    await sendList<GrantRow>(req, res, {
      resource: 'auditor-grants',
      query,
      columns,
      searchColumns: ['u.name', 'u.email'],
      defaultSort: ['granted_at', 'DESC'],
      toRecord: (row): AuditorGrantRecord => ({
        id: row.id,
        organization_id: row.organization_id,
        organization_name: row.organization_name,
        auditor: { id: row.auditor_user_id, name: row.auditor_name, email: row.auditor_email },
        ends_on: row.ends_on,
        revoked: row.revoked,
        // whether its auditor can read today: through the end date where they are, as their sessions are judged
        active: grantOpen(row.revoked, row.ends_on, todayOf({ now }, row.auditor_timezone)),
        granted_at: row.granted_at.toISOString(),
        granted_by: { id: row.granted_by, name: row.granted_by_name },
      }),
    });
  });
  // the grants made to the signed-in user that are open today: what the user menu offers to open, whatever
  // the user's own role (a coordinator of one program may audit another)
  router.get('/api/auditor-grants/mine', reads, async (req, res) => {
    const auth = authOf(req);
    const today = await readerToday(deps, req);
    const rows = await knex({ g: auditorGrantsReadModel.tables.auditor_grants })
      .leftJoin({ o: organizationsReadModel.tables.organizations }, 'o.id', 'g.organization_id')
      .where({ 'g.auditor_user_id': auth.userId, 'g.revoked': false })
      .where('g.ends_on', '>=', today)
      .orderBy('g.ends_on')
      .select<{ id: string; organization_id: string; organization_name: string | null; ends_on: string }[]>(
        'g.id',
        'g.organization_id',
        'o.name as organization_name',
        'g.ends_on',
      );
    res.json(rows);
  });
  return router;
}
