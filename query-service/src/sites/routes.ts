// Site directory reads (issue 13, SITES-01 … 04, 19 … 22): the list in the
// ra-data-simple-rest protocol, one site, the map's points, tags, a user's
// sites and the organization's review counts; the URL check of the site form.
// Scoping and coordinator-only tags are the read model's SQL (sites/readModel).
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import {
  siteDirectoryReads,
  siteColumns,
  siteCustomFilters,
  siteMapPoints,
  siteRecord,
  siteSearchColumns,
  sitesSummary,
  tagColumns,
  userSites,
  visibleSites,
  visibleTags,
  type SiteReader,
  type SiteRow,
} from '@practicum/projections/sites/readModel';
import { siteImport, siteImportsReadModel, type ImportRowsShown } from '@practicum/projections/sites/importsReadModel';
import { isValidSiteUrl } from '@practicum/shared/domain/sites/index';
import { NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { READS_FROM, readsFrom } from '../http/readsFrom.js';
import { KeptAnswers } from '../http/keptAnswers.js';
import { listRoute } from '../http/listRoute.js';
import { sendList } from '../http/simpleRest.js';
import { oneOr404 } from '../http/oneOr404.js';
import { sendSiteExport } from './export.js';

export const readerOf = (req: Request): SiteReader => {
  const auth = authOf(req);
  // without a position there is no organization, hence no sites
  return { userId: auth.userId, organizationId: auth.organizationId ?? '00000000-0000-0000-0000-000000000000', role: auth.role };
};

const uuidLike = /^[0-9a-f-]{36}$/i;

export function siteQueryRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  const reads = readsFrom(...siteDirectoryReads);
  router.use(['/api/supervision-sites', '/api/site-tags'], requireRouteAccess('/supervisionsites'));

  router.get('/api/validation/valid-url', readsFrom(), (req, res) => {
    const url = typeof req.query.url === 'string' ? req.query.url : '';
    if (!isValidSiteUrl(url)) throw new ValidationError({ url: ['The url field must be a valid URL.'] });
    res.json({ valid: true });
  });

  // the directory is opened by everyone of an organization at the start of a term, and its answers depend on
  // the reader and the sites and users projections only: they are kept while those have not moved
  const kept = new KeptAnswers(deps.knex, reads[READS_FROM]);
  listRoute<SiteRow>(
    router,
    '/api/supervision-sites',
    reads,
    (req) => {
      const reader = readerOf(req);
      return {
        query: () => visibleSites(deps.knex, reader),
        columns: siteColumns,
        searchColumns: siteSearchColumns,
        customFilters: siteCustomFilters(reader),
        defaultSort: ['name', 'ASC'],
        toRecord: (row) => ({ ...siteRecord(row) }),
        countWithPage: true,
      };
    },
    { kept, readerKey: (req) => JSON.stringify(readerOf(req)) },
  );

  // every reader of an organization gets the same points (published sites only)
  router.get('/api/supervision-sites/map', reads, async (req, res) => {
    const reader = readerOf(req);
    await kept.send(req, res, `map ${reader.organizationId}`, async () => ({
      body: JSON.stringify(await siteMapPoints(deps.knex, reader)),
    }));
  });

  router.get('/api/supervision-sites/export', reads, async (req, res) => {
    await sendSiteExport(deps.knex, readerOf(req), req, res);
  });

  router.get('/api/supervision-sites/summary', reads, async (req, res) => {
    const reader = readerOf(req);
    if (reader.role !== 'coordinator' && reader.role !== 'faculty') throw new NotFoundError();
    res.json(await sitesSummary(deps.knex, reader.organizationId));
  });

  // SITES-06: an import's progress and each row's result (?rows=all|refused|none; the progress bar asks for none)
  router.get('/api/supervision-sites/imports/:id', readsFrom(siteImportsReadModel), async (req, res) => {
    const reader = readerOf(req);
    const id = String(req.params.id);
    const shown: ImportRowsShown = req.query.rows === 'none' || req.query.rows === 'refused' ? req.query.rows : 'all';
    const found =
      reader.role === 'coordinator' && uuidLike.test(id) ? await siteImport(deps.knex, reader.organizationId, id, shown) : undefined;
    if (!found) throw new NotFoundError();
    res.json(found);
  });

  router.get('/api/supervision-sites/:id', reads, async (req, res) => {
    res.json(siteRecord(await oneOr404<SiteRow>(req.params.id, (id) => visibleSites(deps.knex, readerOf(req)).where('s.id', id))));
  });

  router.get('/api/users/:user/supervision-sites', reads, async (req, res) => {
    const reader = readerOf(req);
    const userId = req.params.user === 'current' ? reader.userId : String(req.params.user);
    if (!uuidLike.test(userId)) throw new NotFoundError();
    // one's own sites, or anyone's for the staff who review sites
    if (userId !== reader.userId && reader.role !== 'coordinator' && reader.role !== 'faculty') throw new NotFoundError();
    res.json(await userSites(deps.knex, reader.organizationId, userId));
  });

  router.get('/api/site-tags', reads, async (req, res) => {
    const reader = readerOf(req);
    await sendList(req, res, {
      resource: 'site-tags',
      query: () => visibleTags(deps.knex, reader),
      columns: tagColumns,
      searchColumns: ['t.name'],
      defaultSort: ['order', 'ASC'],
      toRecord: (row: Record<string, unknown>) => row,
    });
  });

  return router;
}
