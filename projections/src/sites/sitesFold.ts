// The sites projector's batch: the sites and tags a page of events names (and the sites carrying a tag it deletes)
// are read once, each event changes them in memory as its statements in sitesProjector.ts change the tables, and
// each table is written back in two statements. A statement per edit and per tag made the directory the slowest
// projector to rebuild.
import { assertNever } from '@practicum/shared/domain/decider';
import { siteTagEventTypes, type SiteDetails, type SiteEvent, type SiteTagEvent } from '@practicum/shared/domain/sites/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { type FoldedRow, FoldedTable, forEachEvent, named } from '../runner/foldedTable.js';
import type { ProjectionContext } from '../runner/types.js';
import { timestampsAt } from '../runner/writes.js';
import { jsonbAsIs } from '../runner/jsonRows.js';

type SiteCreated = Extract<SiteEvent, { type: 'SiteCreated' }>;
/** The events that set columns of one site, whatever it holds. */
export type SiteChange = Extract<
  SiteEvent,
  { type: 'SiteUpdated' | 'SiteStatusChanged' | 'SiteExpired' | 'SitePublished' | 'SiteUnpublished' }
>;

/** A new site's row; `uploads` says how the jsonb uploads go in (a string for knex, the value itself inside JSON rows). */
export const siteRow = (d: SiteCreated['data'], at: string, uploads: (value: SiteDetails['insurance_uploads']) => unknown) => ({
  id: d.siteId,
  organization_id: d.organizationId,
  created_by: d.createdBy,
  ...d.details,
  insurance_uploads: uploads(d.details.insurance_uploads),
  status: d.status,
  published: d.published,
  placements_count: 0,
  placement_ids: [] as string[],
  ...timestampsAt(at),
});

/** The columns a change sets (undefined ones are left alone). */
export function siteChanges(
  event: SiteChange,
  at: string,
  uploads: (value: SiteDetails['insurance_uploads']) => unknown,
): Record<string, unknown> {
  switch (event.type) {
    case 'SiteUpdated': {
      const { insurance_uploads, ...changes } = event.data.changes;
      return { ...changes, ...(insurance_uploads === undefined ? {} : { insurance_uploads: uploads(insurance_uploads) }), updated_at: at };
    }
    case 'SiteStatusChanged':
      return { status: event.data.to, updated_at: at };
    case 'SiteExpired':
      return { status: 'expired', updated_at: at };
    case 'SitePublished':
    case 'SiteUnpublished':
      return { published: event.type === 'SitePublished', updated_at: at };
    default:
      return assertNever(event);
  }
}

interface SiteRow extends Record<string, unknown> {
  id: string;
  placement_ids: string[];
  placements_count: number;
  tag_ids: string[];
}

const tagTypes = new Set<string>(siteTagEventTypes);
export const isTagEvent = (event: SiteEvent | SiteTagEvent): event is SiteTagEvent => tagTypes.has(event.type);

export async function foldSites(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const sites = new FoldedTable<SiteRow>(ctx, 'sites', ['id']);
  const tags = new FoldedTable<FoldedRow>(ctx, 'site_tags', ['id']);
  await sites.load('id', named(events, 'siteId'));
  const deletedTags = events.filter((e) => e.type === 'SiteTagDeleted').map((e) => e.data.tagId as string);
  // a deleted tag leaves every site that carried it, named in this page or not
  if (deletedTags.length > 0) await sites.loadWhere('tag_ids && ?::uuid[]', [deletedTags]);
  await tags.load('id', named(events, 'tagId'));
  forEachEvent<SiteEvent | SiteTagEvent>(events, (event, at) => {
    if (isTagEvent(event)) foldTag(event, tags, sites);
    else foldSite(event, at, sites);
  });
  await tags.write();
  await sites.write();
}

function foldSite(event: SiteEvent, at: string, sites: FoldedTable<SiteRow>): void {
  const id = { id: event.data.siteId };
  switch (event.type) {
    case 'SiteCreated':
      sites.insertOnce(siteRow(event.data, at, jsonbAsIs));
      return;
    case 'SiteDeleted':
      sites.delete(id);
      return;
    // the placement's id is kept so a redelivered event counts nothing twice
    case 'SitePlacementAdded': {
      const site = sites.get(id);
      if (site && !site.placement_ids.includes(event.data.placementId))
        sites.update(id, { placement_ids: [...site.placement_ids, event.data.placementId], placements_count: site.placements_count + 1 });
      return;
    }
    case 'SitePlacementRemoved': {
      const site = sites.get(id);
      if (site?.placement_ids.includes(event.data.placementId))
        sites.update(id, {
          placement_ids: site.placement_ids.filter((placement) => placement !== event.data.placementId),
          placements_count: site.placements_count - 1,
        });
      return;
    }
    default:
      sites.update(id, siteChanges(event, at, jsonbAsIs));
  }
}

function foldTag(event: SiteTagEvent, tags: FoldedTable, sites: FoldedTable<SiteRow>): void {
  switch (event.type) {
    case 'SiteTagCreated': {
      const { tagId, organizationId, ...tag } = event.data;
      tags.insertOnce({ id: tagId, organization_id: organizationId, ...tag });
      return;
    }
    case 'SiteTagUpdated':
      tags.update({ id: event.data.tagId }, event.data.changes);
      return;
    case 'SiteTagDeleted': {
      const { tagId } = event.data;
      tags.delete({ id: tagId });
      for (const site of sites.where((row) => row.tag_ids.includes(tagId)))
        sites.update(site, { tag_ids: site.tag_ids.filter((tag) => tag !== tagId) });
      return;
    }
    default:
      assertNever(event);
  }
}
