// Site tags (SITES-19, SITES-20): name, icon, colour, coordinator-only flag and
// order, managed by the coordinators of an organization. Colours are the names
// of the initial state's tag colours (000 §3.1), so screens draw them alike.
import { z } from 'zod';
import { requiredLine } from '../bounds.js';
import { ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { assertNever, sameValue, type Decider, type DomainEvent, eventTypesOf } from '../decider.js';
import { siteMessages, type SiteActor } from './commands.js';
import { siteTagIconWords } from '../codeWords.js';

/** The tag colours of the initial state: name → hex. */
export const siteTagColors = {
  red: '#c62828',
  orange: '#e65100',
  amber: '#ff8f00',
  green: '#2e7d32',
  teal: '#00796b',
  blue: '#1565c0',
  indigo: '#3949ab',
  purple: '#6a1b9a',
  pink: '#ad1457',
  grey: '#546e7a',
} as const;
export type SiteTagColor = keyof typeof siteTagColors;
export const siteTagColorNames = Object.keys(siteTagColors) as SiteTagColor[];

/** Icons a tag may show (Material icon names the frontend maps to components), each with its words. */
export const siteTagIcons = Object.keys(siteTagIconWords) as [keyof typeof siteTagIconWords, ...(keyof typeof siteTagIconWords)[]];

const tagFields = {
  name: requiredLine(60),
  icon: z.enum(siteTagIcons),
  color: z.enum(siteTagColorNames as [SiteTagColor, ...SiteTagColor[]]),
  coordinator_only: z.boolean(),
  order: z.number().int().min(0).max(10_000),
};
export const siteTagInputSchema = z.object({
  ...tagFields,
  icon: tagFields.icon.default('label'),
  color: tagFields.color.default('blue'),
  coordinator_only: tagFields.coordinator_only.default(false),
  order: tagFields.order.default(0),
});
export const updateSiteTagSchema = z.object(tagFields).partial().strip();
export type SiteTagInput = z.infer<typeof siteTagInputSchema>;

export type SiteTagCreated = DomainEvent<'SiteTagCreated', { tagId: string; organizationId: string } & SiteTagInput>;
export type SiteTagUpdated = DomainEvent<'SiteTagUpdated', { tagId: string; changes: Partial<SiteTagInput> }>;
export type SiteTagDeleted = DomainEvent<'SiteTagDeleted', { tagId: string }>;
export type SiteTagEvent = SiteTagCreated | SiteTagUpdated | SiteTagDeleted;
export const siteTagEventTypes = eventTypesOf<SiteTagEvent>()('SiteTagCreated', 'SiteTagUpdated', 'SiteTagDeleted');
export const siteTagStream = (tagId: string): string => `site_tag-${tagId}`;

export type SiteTagCommand =
  | { type: 'CreateSiteTag'; data: { tagId: string; organizationId: string; input: SiteTagInput } }
  | { type: 'UpdateSiteTag'; data: { tagId: string; changes: Partial<SiteTagInput> } }
  | { type: 'DeleteSiteTag'; data: { tagId: string } };

export type SiteTagState =
  { status: 'none' } | { status: 'active'; tag: { id: string; organizationId: string } & SiteTagInput } | { status: 'deleted' };

export interface SiteTagContext {
  now: string;
  userId: string | null;
  actor: SiteActor | null;
}

function activeTag(state: SiteTagState, context: SiteTagContext) {
  if (state.status !== 'active' || (context.actor && context.actor.organizationId !== state.tag.organizationId)) throw new NotFoundError();
  return state.tag;
}
function requireCoordinator(context: SiteTagContext) {
  if (context.actor && context.actor.role !== 'coordinator') throw new ForbiddenError(siteMessages.coordinatorsOnly);
}

export const siteTagDecider: Decider<SiteTagState, SiteTagCommand, SiteTagEvent, SiteTagContext> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'SiteTagCreated': {
        const { tagId, ...tag } = event.data;
        return { status: 'active', tag: { id: tagId, ...tag } };
      }
      case 'SiteTagUpdated':
        return state.status === 'active' ? { status: 'active', tag: { ...state.tag, ...event.data.changes } } : state;
      case 'SiteTagDeleted':
        return { status: 'deleted' };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state, context) => {
    requireCoordinator(context);
    switch (command.type) {
      case 'CreateSiteTag':
        if (state.status !== 'none') return [];
        if (context.actor && context.actor.organizationId !== command.data.organizationId) throw new ForbiddenError();
        return [
          {
            type: 'SiteTagCreated',
            data: { tagId: command.data.tagId, organizationId: command.data.organizationId, ...command.data.input },
          },
        ];
      case 'UpdateSiteTag': {
        const tag = activeTag(state, context);
        const changes = Object.fromEntries(
          Object.entries(command.data.changes).filter(
            ([key, value]) => value !== undefined && !sameValue(tag[key as keyof SiteTagInput], value),
          ),
        );
        return Object.keys(changes).length ? [{ type: 'SiteTagUpdated', data: { tagId: tag.id, changes } }] : [];
      }
      case 'DeleteSiteTag':
        activeTag(state, context);
        return [{ type: 'SiteTagDeleted', data: { tagId: command.data.tagId } }];
      default:
        return assertNever(command);
    }
  },
};
