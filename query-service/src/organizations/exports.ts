// ADMIN-30: GET /api/admin/organizations-exports/{id}: one organization's users, positions and trainings as an
// Excel workbook, one sheet each (/admin/tools/organizations-exports, admin only).
import { Router } from 'express';
import type { Knex } from 'knex';
import {
  organizationExport,
  organizationExportReads,
  type ExportPositionRow,
  type ExportTrainingRow,
  type ExportUserRow,
} from '@practicum/projections/organizations/exportQueries';
import { organizationById } from '@practicum/projections/organizations/queries';
import { formatCalendarDate, formatDate, type Zone } from '@practicum/shared/format';
import { readerZone } from '../http/readerZone.js';
import { organizationWording } from '@practicum/shared/domain/organizations/wording';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { readsFrom } from '../http/readsFrom.js';
import { sendWorkbookSheets, sheetOf, type SheetColumn } from '../http/xlsx.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const userColumns = (zone: Zone): SheetColumn<ExportUserRow>[] => [
  { header: 'Name', width: 28, value: (r) => r.name },
  { header: 'Email', width: 36, value: (r) => r.email },
  { header: 'Roles', width: 24, value: (r) => r.roles },
  { header: 'Status', value: (r) => r.status },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Timezone', width: 22, value: (r) => r.timezone },
  { header: 'Joined', value: (r) => formatDate(r.created_at, zone) },
];
const positionColumns = (zone: Zone): SheetColumn<ExportPositionRow>[] => [
  { header: 'Name', width: 28, value: (r) => r.name },
  { header: 'Email', width: 36, value: (r) => r.email },
  { header: 'Role', value: (r) => r.role_name },
  { header: 'Status', value: (r) => r.status },
  { header: 'Since', value: (r) => formatDate(r.created_at, zone) },
];
const trainingColumns: SheetColumn<ExportTrainingRow>[] = [
  { header: 'Trainee', width: 28, value: (r) => r.trainee_name },
  { header: 'Training plan', width: 28, value: (r) => r.plan_name },
  { header: 'Start', value: (r) => formatCalendarDate(r.start_at) },
  { header: 'End', value: (r) => formatCalendarDate(r.end_at) },
  { header: 'Faculty', width: 28, value: (r) => r.faculty_name },
];

export function organizationExportRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  router.get(
    '/api/admin/organizations-exports/:id',
    requireRouteAccess('/admin/tools/organizations-exports'),
    readsFrom(...organizationExportReads),
    async (req, res) => {
      const id = String(req.params.id);
      const organization = UUID.test(id) ? await organizationById(deps.knex, id) : undefined;
      if (!organization) throw new NotFoundError();
      const { users, positions, trainings } = await organizationExport(deps.knex, id);
      // SPINE-12: the headers in the organization's words ("Intern" over a clinic's trainees), as its roles are
      const inWords = organizationWording(organization.dynamic_words);
      // the days people joined, in the admin's zone
      const zone = await readerZone(deps.knex, req);
      const worded = <R>(columns: SheetColumn<R>[]) => columns.map((column) => ({ ...column, header: inWords(column.header) }));
      await sendWorkbookSheets(res, `${organization.name}-export`, [
        sheetOf({ name: 'Users', columns: worded(userColumns(zone)), rows: users }),
        sheetOf({ name: 'Positions', columns: worded(positionColumns(zone)), rows: positions }),
        sheetOf({ name: 'Trainings', columns: worded(trainingColumns), rows: trainings }),
      ]);
    },
  );
  return router;
}
