// The site commands every caller shares (routes, bulk edit, import, seeding,
// the expiry job): each goes through the one pipeline, and a create or rename
// holds the name + department reservation first (SITES-16), so a duplicate is
// refused before the site stream is touched and a failed change gives it back.
import { randomUUID } from 'node:crypto';
import {
  siteDecider,
  siteNameDecider,
  siteNameStream,
  siteStream,
  siteTagDecider,
  siteTagStream,
  siteMessages,
  type SiteActor,
  type SiteCommand,
  type SiteDetails,
  type SettableSiteStatus,
} from '@practicum/shared/domain/sites/index';
import { userDecider, userStream } from '@practicum/shared/domain/identity/index';
import { commandRunner, type CommandPipeline, type Origin } from '@practicum/shared/platform/commands/pipeline';
import { ValidationError } from '@practicum/shared/platform/errors';
import { siteLocator } from './geocode.js';

export type SiteOrigin = { actor: SiteActor | null; origin: Origin };

export function siteCommands(pipeline: CommandPipeline) {
  const run = commandRunner(
    pipeline,
    siteDecider,
    siteStream,
    (who: SiteOrigin) => who.origin,
    (who, base) => ({ ...base, actor: who.actor }),
  );

  const dryRun = (command: SiteCommand, who: SiteOrigin) =>
    siteDecider.decide(command, siteDecider.initialState(), {
      now: pipeline.clock().toISOString(),
      userId: who.actor?.userId ?? null,
      actor: who.actor,
    });

  const reserve = (organizationId: string, name: string, department: string, siteId: string, who: SiteOrigin) =>
    pipeline.handle(
      siteNameDecider,
      siteNameStream(organizationId, name, department),
      { type: 'ReserveSiteName', data: { siteId, organizationId, name, department } },
      who.origin,
    );
  const release = (organizationId: string, name: string, department: string, siteId: string, who: SiteOrigin) =>
    pipeline.handle(
      siteNameDecider,
      siteNameStream(organizationId, name, department),
      { type: 'ReleaseSiteName', data: { siteId } },
      who.origin,
    );

  /** Tags and supervisors must be the organization's: tag streams and user streams say so exactly. */
  async function checkReferences(organizationId: string, details: Partial<SiteDetails>): Promise<void> {
    for (const tagId of details.tag_ids ?? []) {
      const { state } = await pipeline.load(siteTagDecider, siteTagStream(tagId));
      if (state.status !== 'active' || state.tag.organizationId !== organizationId)
        throw new ValidationError({ tag_ids: [siteMessages.invalidTag] });
    }
    for (const userId of details.supervisor_ids ?? []) {
      const { state } = await pipeline.load(userDecider, userStream(userId));
      const member =
        state.status === 'registered' &&
        state.positions.some(
          (p) => p.organizationId === organizationId && p.status === 'active' && (p.role === 'supervisor' || p.role === 'faculty'),
        );
      if (!member) throw new ValidationError({ supervisor_ids: [siteMessages.invalidSupervisor] });
    }
  }

  return {
    run,
    async create(
      organizationId: string,
      input: SiteDetails & { status?: SettableSiteStatus | undefined; published?: boolean | undefined },
      who: SiteOrigin,
      siteId: string = randomUUID(),
      /** Seeding: tags and supervisors were made by the caller a moment ago; no need to read them back. */
      options: { referencesKnown?: boolean } = {},
    ) {
      const { status, published, ...raw } = input;
      const details = (await siteLocator())(raw);
      const command: SiteCommand = {
        type: 'CreateSite',
        data: { siteId, organizationId, details, ...(status ? { status } : {}), ...(published !== undefined ? { published } : {}) },
      };
      // the decider's refusals (who may, approval dates) come before the name is held: a refusal writes nothing
      dryRun(command, who);
      if (!options.referencesKnown) await checkReferences(organizationId, details);
      await reserve(organizationId, details.name, details.department, siteId, who);
      try {
        return await run(who, siteId, command, 'create');
      } catch (error) {
        await release(organizationId, details.name, details.department, siteId, who);
        throw error;
      }
    },
    async update(siteId: string, changes: Partial<SiteDetails>, who: SiteOrigin) {
      const { state } = await pipeline.load(siteDecider, siteStream(siteId));
      if (state.status !== 'active') return run(who, siteId, { type: 'UpdateSite', data: { siteId, changes } }); // the decider answers 404
      const current = state.site.details;
      const located = (await siteLocator())(changes, current);
      await checkReferences(state.site.organizationId, {
        ...located,
        tag_ids: located.tag_ids?.filter((id) => !current.tag_ids.includes(id)),
      });
      const name = located.name ?? current.name;
      const department = located.department ?? current.department;
      const renamed = siteNameStream('', name, department) !== siteNameStream('', current.name, current.department);
      const command: SiteCommand = { type: 'UpdateSite', data: { siteId, changes: located } };
      if (!renamed) return run(who, siteId, command);
      // refusals (who may, address rules) come before the new name is held: a refusal writes nothing
      pipeline.check(siteDecider, state, command, who.origin, (base) => ({ ...base, actor: who.actor }));
      const organizationId = state.site.organizationId;
      await reserve(organizationId, name, department, siteId, who);
      try {
        const result = await run(who, siteId, { type: 'UpdateSite', data: { siteId, changes: located } });
        await release(organizationId, current.name, current.department, siteId, who);
        return result;
      } catch (error) {
        await release(organizationId, name, department, siteId, who);
        throw error;
      }
    },
    /** Deletes the site and gives its name back (SITES-17: refused while it has placements). */
    async remove(siteId: string, who: SiteOrigin) {
      const { state } = await pipeline.load(siteDecider, siteStream(siteId));
      const result = await run(who, siteId, { type: 'DeleteSite', data: { siteId } });
      if (state.status === 'active' && result.events.length > 0) {
        const { name, department } = state.site.details;
        await release(state.site.organizationId, name, department, siteId, who);
      }
      return result;
    },
  };
}
