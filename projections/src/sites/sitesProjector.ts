// Read model of the site directory (spec 002 §3): one row per site with its tag
// and supervisor ids as arrays (filters use them in SQL), and the organization's
// tags. Names of supervisors and authors are joined from users at query time.
import { assertNever } from '@practicum/shared/domain/decider';
import { siteEventTypes, siteTagEventTypes, type SiteEvent, type SiteTagEvent } from '@practicum/shared/domain/sites/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdUpdatedAt, orgScopedId } from '../runner/columns.js';
import { foldingBatches } from '../runner/foldedTable.js';
import { sitesReadModel } from './readModel.js';
import { foldSites, isTagEvent, siteChanges, siteRow } from './sitesFold.js';
import { jsonbAsText } from '../runner/jsonRows.js';

async function applySite(event: SiteEvent, at: string, ctx: ProjectionContext): Promise<void> {
  const sites = () => ctx.table('sites');
  switch (event.type) {
    case 'SiteCreated':
      await insertOnce(ctx, 'sites', siteRow(event.data, at, jsonbAsText));
      return;
    case 'SiteDeleted':
      await sites().where({ id: event.data.siteId }).delete();
      return;
    // the placement's id is kept so a redelivered event counts nothing twice
    case 'SitePlacementAdded':
      await ctx.trx.raw(
        `UPDATE ${ctx.ref('sites')} SET placement_ids = array_append(placement_ids, ?::uuid), placements_count = placements_count + 1
          WHERE id = ? AND NOT (?::uuid = ANY(placement_ids))`,
        [event.data.placementId, event.data.siteId, event.data.placementId],
      );
      return;
    case 'SitePlacementRemoved':
      await ctx.trx.raw(
        `UPDATE ${ctx.ref('sites')} SET placement_ids = array_remove(placement_ids, ?::uuid), placements_count = placements_count - 1
          WHERE id = ? AND ?::uuid = ANY(placement_ids)`,
        [event.data.placementId, event.data.siteId, event.data.placementId],
      );
      return;
    default:
      await sites()
        .where({ id: event.data.siteId })
        .update(siteChanges(event, at, jsonbAsText));
  }
}

async function applyTag(event: SiteTagEvent, ctx: ProjectionContext): Promise<void> {
  const tags = () => ctx.table('site_tags');
  switch (event.type) {
    case 'SiteTagCreated': {
      const { tagId, organizationId, ...tag } = event.data;
      await insertOnce(ctx, 'site_tags', { id: tagId, organization_id: organizationId, ...tag });
      return;
    }
    case 'SiteTagUpdated':
      await tags().where({ id: event.data.tagId }).update(event.data.changes);
      return;
    case 'SiteTagDeleted':
      // a deleted tag leaves every site that carried it
      await tags().where({ id: event.data.tagId }).delete();
      await ctx.trx.raw(`UPDATE ${ctx.ref('sites')} SET tag_ids = array_remove(tag_ids, ?::uuid) WHERE ? = ANY(tag_ids)`, [
        event.data.tagId,
        event.data.tagId,
      ]);
      return;
    default:
      assertNever(event);
  }
}

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as SiteEvent | SiteTagEvent;
  if (isTagEvent(event)) return applyTag(event, ctx);
  return applySite(event, recorded.metadata.occurredAt, ctx);
}

export const sitesProjector = defineProjector({
  name: 'sites',
  // 3: the map's covering index
  version: 3,
  readModel: sitesReadModel,
  canHandle: [...siteEventTypes, ...siteTagEventTypes],
  tables: {
    sites: (t, knex) => {
      t.uuid('id').primary();
      t.uuid('organization_id').notNullable();
      t.text('name').notNullable();
      t.text('department').notNullable();
      t.text('address').notNullable();
      t.text('city').notNullable();
      t.text('state').notNullable();
      t.text('county').notNullable();
      t.text('country').notNullable();
      t.text('postal_code').notNullable();
      t.text('office_phone').notNullable();
      t.text('website').notNullable();
      t.text('contact_name').notNullable();
      t.text('contact_email').notNullable();
      t.specificType('supervisor_ids', 'uuid[]').notNullable();
      t.specificType('tag_ids', 'uuid[]').notNullable();
      t.text('expiration_date');
      t.boolean('accepting_trainees').notNullable();
      t.jsonb('insurance_uploads').notNullable();
      t.double('latitude');
      t.double('longitude');
      t.text('status').notNullable();
      t.boolean('published').notNullable();
      t.uuid('created_by');
      t.integer('placements_count').notNullable();
      t.specificType('placement_ids', 'uuid[]').notNullable();
      createdUpdatedAt(t);
      t.index(['organization_id', 'name']);
      t.index(['organization_id', 'status']);
      t.index(['organization_id', 'state', 'county']);
      t.index(['tag_ids'], undefined, 'gin');
      t.index(['supervisor_ids'], undefined, 'gin');
      // the map (GET /api/supervision-sites/map) reads every published site with coordinates of an
      // organization: an index-only scan of this partial index holding the map's columns, not the table
      t.index(
        ['organization_id', 'id', 'latitude', 'longitude', 'accepting_trainees', 'state', 'city', 'name', 'department'],
        'sites_map_points',
        {
          predicate: knex.whereRaw('published AND latitude IS NOT NULL AND longitude IS NOT NULL'),
        },
      );
    },
    site_tags: (t) => {
      orgScopedId(t);
      t.text('name').notNullable();
      t.text('icon').notNullable();
      t.text('color').notNullable();
      t.boolean('coordinator_only').notNullable();
      t.integer('order').notNullable();
    },
  },
  apply,
  applyBatch: foldingBatches(apply, foldSites),
});
