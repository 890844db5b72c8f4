// Bulk edit (SITES-05): status, published, accepting trainees and tags of many
// sites at once, by coordinators. Every site is checked before the first
// append (each decider run is a dry run over its loaded state), so a refusal
// changes nothing; then each site's stream takes its own commands.
import {
  siteDecider,
  siteStream,
  siteTagDecider,
  siteTagStream,
  siteMessages,
  type BulkSiteInput,
  type SiteCommand,
  type SiteState,
} from '@practicum/shared/domain/sites/index';
import type { CommandPipeline, CommandResult } from '@practicum/shared/platform/commands/pipeline';
import { ForbiddenError, ValidationError } from '@practicum/shared/platform/errors';
import type { SiteOrigin } from './siteCommands.js';

function commandsFor(siteId: string, state: SiteState, changes: BulkSiteInput['changes']): SiteCommand[] {
  const commands: SiteCommand[] = [];
  const site = state.status === 'active' ? state.site : null;
  const detailChanges: Record<string, unknown> = {};
  if (changes.accepting_trainees !== undefined) detailChanges.accepting_trainees = changes.accepting_trainees;
  if (site && (changes.add_tag_ids || changes.remove_tag_ids)) {
    const removed = new Set(changes.remove_tag_ids ?? []);
    detailChanges.tag_ids = [...new Set([...site.details.tag_ids, ...(changes.add_tag_ids ?? [])])].filter((id) => !removed.has(id));
  }
  if (Object.keys(detailChanges).length) commands.push({ type: 'UpdateSite', data: { siteId, changes: detailChanges } });
  // a status first, so that publishing follows an approval given in the same edit
  if (changes.status) commands.push({ type: 'ChangeSiteStatus', data: { siteId, status: changes.status } });
  if (changes.published !== undefined) commands.push({ type: 'SetSitePublished', data: { siteId, published: changes.published } });
  return commands;
}

export async function bulkEditSites(pipeline: CommandPipeline, input: BulkSiteInput, who: SiteOrigin) {
  if (who.actor?.role !== 'coordinator') throw new ForbiddenError(siteMessages.coordinatorsOnly);
  for (const tagId of input.changes.add_tag_ids ?? []) {
    const { state } = await pipeline.load(siteTagDecider, siteTagStream(tagId));
    if (state.status !== 'active' || state.tag.organizationId !== who.actor.organizationId)
      throw new ValidationError({ 'changes.add_tag_ids': [siteMessages.invalidTag] });
  }
  const ids = [...new Set(input.ids)];
  const base = { now: pipeline.clock().toISOString(), userId: who.actor.userId, actor: who.actor };
  // dry run: every site must accept every command
  for (const siteId of ids) {
    let { state } = await pipeline.load(siteDecider, siteStream(siteId));
    for (const command of commandsFor(siteId, state, input.changes)) {
      try {
        state = siteDecider.decide(command, state, base).reduce(siteDecider.evolve, state);
      } catch (error) {
        if (error instanceof ValidationError && state.status === 'active')
          throw new ValidationError(error.errors, `${state.site.details.name}: ${error.message}`);
        throw error;
      }
    }
  }
  let changed = 0;
  let last: Pick<CommandResult<unknown, unknown>, 'revision' | 'position'> = { revision: null, position: null };
  for (const siteId of ids) {
    const { state } = await pipeline.load(siteDecider, siteStream(siteId));
    let touched = false;
    for (const command of commandsFor(siteId, state, input.changes)) {
      const result = await pipeline.handle(siteDecider, siteStream(siteId), command, who.origin, (b) => ({ ...b, actor: who.actor }));
      if (result.events.length) {
        touched = true;
        last = result;
      }
    }
    if (touched) changed++;
  }
  return { changed, last };
}
