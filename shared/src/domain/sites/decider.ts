// The site aggregate (spec 002 §4, §5; SITES-13 … 17): supervisors and
// coordinators add sites; coordinators of the site's organization approve,
// reject, hold, close, publish and delete them; the expiry job expires them.
// A site leaving `approved` is unpublished with it: only approved sites are
// listed to trainees. Name uniqueness lives in the reservation stream.
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { assertNever, earliestTodayOf, sameValue, type CommandContext, type Decider, type Viewer } from '../decider.js';
import { yearsOn } from '../bounds.js';
import { addressIssues, SITE_EXPIRATION_YEARS, siteMessages, type SiteActor, type SiteCommand } from './commands.js';
import type { SiteDetails, SiteEvent } from './events.js';
import { evolve, initialState, type SiteData, type SiteState } from './state.js';
import type { SiteStatus } from './statuses.js';

export interface SiteContext extends CommandContext {
  /** null: the system (the expiry job, the placements area). */
  actor: SiteActor | null;
}

const today = (context: SiteContext) => context.now.slice(0, 10);
const isCoordinator = (actor: SiteActor | null) => actor?.role === 'coordinator';

function activeSite(state: SiteState, context: SiteContext): SiteData {
  if (state.status !== 'active') throw new NotFoundError();
  // another organization's site does not exist for this actor
  if (context.actor && context.actor.organizationId !== state.site.organizationId) throw new NotFoundError();
  return state.site;
}

function requireCoordinator(context: SiteContext): void {
  if (context.actor && !isCoordinator(context.actor)) throw new ForbiddenError(siteMessages.coordinatorsOnly);
}

/** Whether this actor may edit the site's details: a coordinator, or a supervisor who added or supervises it. */
export function canEditSite(site: Pick<SiteData, 'createdBy' | 'details'>, actor: SiteActor | null): boolean {
  if (!actor || isCoordinator(actor)) return true;
  return actor.role === 'supervisor' && (site.createdBy === actor.userId || site.details.supervisor_ids.includes(actor.userId));
}

/** A typed-in year (9999) would keep the site from ever expiring. */
function checkExpirationReach(expirationDate: string | null | undefined, context: SiteContext): void {
  if (expirationDate && expirationDate > yearsOn(today(context), SITE_EXPIRATION_YEARS))
    throw new ValidationError({ expiration_date: [siteMessages.expirationTooFar] });
}

function checkApproval(expirationDate: string | null, context: SiteContext): void {
  if (expirationDate !== null && expirationDate < earliestTodayOf(context))
    throw new ValidationError({ expiration_date: [siteMessages.approveNeedsDate] });
}

/** A status change, and the unpublishing that goes with leaving `approved`. */
function statusEvents(site: SiteData, to: SiteStatus, context: SiteContext): SiteEvent[] {
  if (site.status === to) return [];
  if (to === 'approved') checkApproval(site.details.expiration_date, context);
  const events: SiteEvent[] = [{ type: 'SiteStatusChanged', data: { siteId: site.id, from: site.status, to } }];
  if (site.published && to !== 'approved') events.push({ type: 'SiteUnpublished', data: { siteId: site.id } });
  return events;
}

function create(command: Extract<SiteCommand, { type: 'CreateSite' }>, state: SiteState, context: SiteContext): SiteEvent[] {
  if (state.status !== 'none') throw new ConflictError('This site already exists.');
  const { actor } = context;
  if (actor && actor.role !== 'coordinator' && actor.role !== 'supervisor') throw new ForbiddenError(siteMessages.cannotAdd);
  if (actor && actor.organizationId !== command.data.organizationId) throw new ForbiddenError(siteMessages.cannotAdd);
  // a supervisor's site waits for a coordinator's decision and lists its author as a supervisor
  const bySupervisor = actor?.role === 'supervisor';
  const status = bySupervisor ? 'pending' : (command.data.status ?? 'pending');
  const published = bySupervisor ? false : (command.data.published ?? false);
  const details: SiteDetails =
    bySupervisor && !command.data.details.supervisor_ids.includes(actor.userId)
      ? { ...command.data.details, supervisor_ids: [actor.userId, ...command.data.details.supervisor_ids] }
      : command.data.details;
  checkExpirationReach(details.expiration_date, context);
  if (status === 'approved') checkApproval(details.expiration_date, context);
  if (published && status !== 'approved') throw new ValidationError({ published: [siteMessages.publishNeedsApproval] });
  return [
    {
      type: 'SiteCreated',
      data: {
        siteId: command.data.siteId,
        organizationId: command.data.organizationId,
        createdBy: actor?.userId ?? null,
        details,
        status,
        published,
      },
    },
  ];
}

function update(command: Extract<SiteCommand, { type: 'UpdateSite' }>, state: SiteState, context: SiteContext): SiteEvent[] {
  const site = activeSite(state, context);
  if (!canEditSite(site, context.actor)) throw new ForbiddenError(siteMessages.notYours);
  const changes = Object.fromEntries(
    Object.entries(command.data.changes).filter(
      ([key, value]) => value !== undefined && !sameValue(site.details[key as keyof SiteDetails], value),
    ),
  ) as Partial<SiteDetails>;
  if (Object.keys(changes).length === 0) return [];
  checkExpirationReach(changes.expiration_date, context);
  const issues = addressIssues({ ...site.details, ...changes });
  if (issues.length > 0) throw new ValidationError(Object.fromEntries(issues.map((i) => [i.path, [i.message]])));
  return [{ type: 'SiteUpdated', data: { siteId: site.id, changes } }];
}

function decide(command: SiteCommand, state: SiteState, context: SiteContext): SiteEvent[] {
  switch (command.type) {
    case 'CreateSite':
      return create(command, state, context);
    case 'UpdateSite':
      return update(command, state, context);
    case 'ChangeSiteStatus': {
      const site = activeSite(state, context);
      requireCoordinator(context);
      return statusEvents(site, command.data.status, context);
    }
    case 'SetSitePublished': {
      const site = activeSite(state, context);
      requireCoordinator(context);
      if (site.published === command.data.published) return [];
      if (command.data.published && site.status !== 'approved')
        throw new ValidationError({ published: [siteMessages.publishNeedsApproval] });
      return [{ type: command.data.published ? 'SitePublished' : 'SiteUnpublished', data: { siteId: site.id } }];
    }
    case 'ExpireSite': {
      // the job re-checks here what it found in the read model: the stream decides
      if (state.status !== 'active') return [];
      const site = state.site;
      const date = site.details.expiration_date;
      if (date === null || date >= earliestTodayOf(context) || ['expired', 'closed', 'rejected'].includes(site.status)) return [];
      const events: SiteEvent[] = [{ type: 'SiteExpired', data: { siteId: site.id, from: site.status, expirationDate: date } }];
      if (site.published) events.push({ type: 'SiteUnpublished', data: { siteId: site.id } });
      return events;
    }
    case 'DeleteSite': {
      const site = activeSite(state, context);
      requireCoordinator(context);
      if (site.placementIds.length > 0) throw new ConflictError(siteMessages.hasPlacements);
      return [{ type: 'SiteDeleted', data: { siteId: site.id } }];
    }
    case 'AddSitePlacement': {
      const site = activeSite(state, context);
      if (site.placementIds.includes(command.data.placementId)) return [];
      return [{ type: 'SitePlacementAdded', data: command.data }];
    }
    case 'RemoveSitePlacement': {
      if (state.status !== 'active' || !state.site.placementIds.includes(command.data.placementId)) return [];
      return [{ type: 'SitePlacementRemoved', data: command.data }];
    }
    default:
      return assertNever(command);
  }
}

/**
 * Who reads a site (projections/src/sites/readModel.ts visibleSites): the organization's coordinators and faculty
 * every one; anyone else the published directory, and a supervisor besides the sites they added or supervise. A
 * refusal to anyone else (a trainee or another supervisor, about an unpublished site) is a 404, as its read.
 */
export const siteVisibleTo = (state: SiteState, viewer: Viewer): boolean => {
  if (state.status !== 'active') return true;
  const site = state.site;
  if (viewer.organizationId !== site.organizationId) return false;
  if (viewer.role === 'coordinator' || viewer.role === 'faculty' || site.published) return true;
  return viewer.role === 'supervisor' && (site.createdBy === viewer.userId || site.details.supervisor_ids.includes(viewer.userId ?? ''));
};

export const siteDecider: Decider<SiteState, SiteCommand, SiteEvent, SiteContext> = {
  initialState,
  evolve,
  decide,
  visibleTo: siteVisibleTo,
};
