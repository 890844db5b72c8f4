// Site directory commands (issue 13, spec 002 §4-§7): create, edit, delete,
// status and published PATCHes, bulk edit; tags. Routes parse and name the
// actor; the deciders hold the rules (who may, duplicates, transitions).
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import type pg from 'pg';
import type { FileStorage } from '@practicum/shared/platform/storage/index';
import {
  bulkSiteSchema,
  createSiteSchema,
  siteDecider,
  sitePublishedSchema,
  siteStatusSchema,
  siteMessages,
  siteStream,
  siteTagDecider,
  siteImportLimits,
  siteImportMessages,
  siteTagInputSchema,
  siteTagStream,
  updateSiteSchema,
  updateSiteTagSchema,
  type InsuranceUpload,
  type SiteActor,
  type SiteTagCommand,
} from '@practicum/shared/domain/sites/index';
import { parseInput } from '@practicum/shared/domain/validation';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import type { Logger } from '@practicum/shared/platform/logging';
import { ForbiddenError, ValidationError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { readMultipartFile } from '../http/multipartFile.js';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';
import { ownedUpload } from '../uploads/ownedUpload.js';
import { bulkEditSites } from './bulkEdit.js';
import { siteCommands, type SiteOrigin } from './siteCommands.js';
import { startSiteImport } from './siteImport.js';

export const actorOf = (req: Request): SiteActor => {
  const auth = authOf(req);
  return { userId: auth.userId, role: auth.role, organizationId: auth.organizationId };
};
const whoOf = (req: Request): SiteOrigin => ({ actor: actorOf(req), origin: { request: req } });

export function siteRoutes(deps: { pipeline: CommandPipeline; pool: pg.Pool; storage: FileStorage; logger?: Logger }): Router {
  const router = Router();
  const sites = siteCommands(deps.pipeline);
  router.use(['/api/supervision-sites', '/api/site-tags'], requireRouteAccess('/supervisionsites'));

  const siteBody = async (siteId: string) => {
    const { state } = await deps.pipeline.load(siteDecider, siteStream(siteId));
    return state.status === 'active'
      ? { id: siteId, status: state.site.status, published: state.site.published, ...state.site.details }
      : { id: siteId };
  };

  /** The insurance uploads as they will be: those the site has stay; each new one must be the actor's own upload. */
  async function ownInsuranceUploads(req: Request, uploads: InsuranceUpload[], kept: InsuranceUpload[]): Promise<InsuranceUpload[]> {
    const checked: InsuranceUpload[] = [];
    for (const [index, upload] of uploads.entries()) {
      const own = kept.find((k) => k.uuid === upload.uuid) ?? (await ownedUpload(deps.storage, actorOf(req).userId, upload.uuid));
      if (!own) throw new ValidationError({ [`insurance_uploads.${index}`]: [siteMessages.invalidUpload] });
      checked.push(own);
    }
    return checked;
  }

  router.post('/api/supervision-sites', async (req, res) => {
    const who = whoOf(req);
    const parsed = parseInput(createSiteSchema, req.body ?? {});
    if (!who.actor?.organizationId) throw new ValidationError({ name: ['No organization is selected.'] });
    const input = { ...parsed, insurance_uploads: await ownInsuranceUploads(req, parsed.insurance_uploads, []) };
    const siteId = randomUUID();
    const result = await sites.create(who.actor.organizationId, input, who, siteId);
    respondToCommand(res, 201, await siteBody(siteId), result);
  });

  // SITES-06: a CSV file up to 10 MB; answers 202 with the import's id, whose progress is read on the query side
  router.post('/api/supervision-sites/import', async (req, res) => {
    const who = whoOf(req);
    if (who.actor?.role !== 'coordinator') throw new ForbiddenError(siteMessages.coordinatorsOnly);
    const file = await readMultipartFile(req, {
      maxBytes: siteImportLimits.maxBytes,
      messages: { required: siteImportMessages.fileRequired, tooLarge: siteImportMessages.tooLarge },
    });
    if (!/\.csv$/i.test(file.filename) && !/csv|text\/plain|excel/.test(file.mimetype))
      throw new ValidationError({ file: [siteImportMessages.notCsv] });
    const started = await startSiteImport({ pipeline: deps.pipeline, pool: deps.pool, logger: deps.logger }, file, who);
    respondToCommand(res, 202, { id: started.importId, total_rows: started.totalRows, status: 'running' }, started.started);
  });

  router.put('/api/supervision-sites/bulk', async (req, res) => {
    const input = parseInput(bulkSiteSchema, req.body ?? {});
    const outcome = await bulkEditSites(deps.pipeline, input, whoOf(req));
    respondToCommand(res, 200, { ids: input.ids, changed: outcome.changed }, outcome.last);
  });

  router.put('/api/supervision-sites/:id', async (req, res) => {
    const siteId = uuidParam(req.params.id);
    const changes = parseInput(updateSiteSchema, req.body ?? {});
    if (changes.insurance_uploads) {
      const { state } = await deps.pipeline.load(siteDecider, siteStream(siteId));
      const kept = state.status === 'active' ? state.site.details.insurance_uploads : [];
      changes.insurance_uploads = await ownInsuranceUploads(req, changes.insurance_uploads, kept);
    }
    const result = await sites.update(siteId, changes, whoOf(req));
    respondToCommand(res, 200, await siteBody(siteId), result);
  });

  router.patch('/api/supervision-sites/:id/status', async (req, res) => {
    const siteId = uuidParam(req.params.id);
    const { status } = parseInput(siteStatusSchema, req.body ?? {});
    const result = await sites.run(whoOf(req), siteId, { type: 'ChangeSiteStatus', data: { siteId, status } });
    respondToCommand(res, 200, await siteBody(siteId), result);
  });

  router.patch('/api/supervision-sites/:id/published', async (req, res) => {
    const siteId = uuidParam(req.params.id);
    const { published } = parseInput(sitePublishedSchema, req.body ?? {});
    const result = await sites.run(whoOf(req), siteId, { type: 'SetSitePublished', data: { siteId, published } });
    respondToCommand(res, 200, await siteBody(siteId), result);
  });

  router.delete('/api/supervision-sites/:id', async (req, res) => {
    const siteId = uuidParam(req.params.id);
    const result = await sites.remove(siteId, whoOf(req));
    respondToCommand(res, 200, { id: siteId }, result);
  });

  // ---- tags (SITES-19) ----
  const runTag = (req: Request, tagId: string, command: SiteTagCommand) =>
    deps.pipeline.handle(siteTagDecider, siteTagStream(tagId), command, { request: req }, (base) => ({ ...base, actor: actorOf(req) }));
  const tagBody = (state: Awaited<ReturnType<typeof runTag>>['state'], tagId: string) =>
    state.status === 'active' ? { ...state.tag, organizationId: undefined } : { id: tagId };

  router.post('/api/site-tags', async (req, res) => {
    const input = parseInput(siteTagInputSchema, req.body ?? {});
    const organizationId = actorOf(req).organizationId ?? '';
    const tagId = randomUUID();
    const result = await runTag(req, tagId, { type: 'CreateSiteTag', data: { tagId, organizationId, input } });
    respondToCommand(res, 201, tagBody(result.state, tagId), result);
  });
  router.put('/api/site-tags/:id', async (req, res) => {
    const tagId = uuidParam(req.params.id);
    const changes = parseInput(updateSiteTagSchema, req.body ?? {});
    const result = await runTag(req, tagId, { type: 'UpdateSiteTag', data: { tagId, changes } });
    respondToCommand(res, 200, tagBody(result.state, tagId), result);
  });
  router.delete('/api/site-tags/:id', async (req, res) => {
    const tagId = uuidParam(req.params.id);
    const result = await runTag(req, tagId, { type: 'DeleteSiteTag', data: { tagId } });
    respondToCommand(res, 200, { id: tagId }, result);
  });

  return router;
}
