import { z } from 'zod';
import type { Role } from '../../access/roles.js';
import { int, requiredLine, TEXT } from '../bounds.js';
import { defaultDynamicWords, supervisionTypes } from './dynamicWords.js';

export { defaultDynamicWords, dynamicWordKeys, supervisionTypes } from './dynamicWords.js';

const word = requiredLine(50);

export const LOGO_URL_INVALID = 'The logo image url must be an https address or an inline image.';
/** An inline image, base64: what the demo's logos are, and what the pages' img-src (`data:`) lets them show. */
const INLINE_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A logo's address: https, http only on this machine (development), or an inline image. Never another scheme
 * (`javascript:`, `data:text/html`, `file:`): the screens show it as an image, but a link or a future screen that
 * opened it would run what a hostile or careless admin typed in every member's browser.
 */
export function isLogoUrl(value: string): boolean {
  if (INLINE_IMAGE.test(value)) return true;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}

const logoUrlSchema = z.string().trim().max(TEXT.url).refine(isLogoUrl, { message: LOGO_URL_INVALID });

export const dynamicWordsSchema = z.object({
  trainee: word.default(defaultDynamicWords.trainee),
  supervisor: word.default(defaultDynamicWords.supervisor),
  faculty: word.default(defaultDynamicWords.faculty),
  coordinator: word.default(defaultDynamicWords.coordinator),
  client: word.default(defaultDynamicWords.client),
  supervision_site: word.default(defaultDynamicWords.supervision_site),
  assistant: word.default(defaultDynamicWords.assistant),
});

export const organizationSettingsSchema = z.object({
  allow_trainee_code_purchase: z.boolean().default(false),
  require_trainee_insurance: z.boolean().default(false),
  enable_stronger_passwords: z.boolean().default(false),
  show_welcome: z.boolean().default(true),
  /** DASH-09: live-session entries and tabs show only where this is on (issue 16). */
  allow_live_sessions: z.boolean().default(true),
  /** LIVE-35: trainees may conduct telehealth sessions (setting name: spec not shown). */
  enable_telehealth: z.boolean().default(false),
});

/**
 * DASH-09, LIVE-38: whether an organization's people may hold live sessions, by its settings; a setting not recorded
 * (an organization made before it existed) is the default, on. The server's refusal and the menus read this one rule.
 */
export const liveSessionsAllowedBy = (settings: Readonly<Partial<Record<string, unknown>>> | null | undefined): boolean =>
  settings?.allow_live_sessions !== false;

const retentionDays = int(1, 3650);

/** Everything an admin sets on an organization; the body of create and edit. */
export const organizationDetailsSchema = z.object({
  name: requiredLine(TEXT.name),
  logo_image_url: z.union([logoUrlSchema, z.literal('').transform(() => null), z.null()]).default(null),
  supervision_type: z.enum(supervisionTypes),
  dynamic_words: dynamicWordsSchema.default(() => dynamicWordsSchema.parse({})),
  organization_settings: organizationSettingsSchema.default(() => organizationSettingsSchema.parse({})),
  live_retention_days: retentionDays.default(30),
  telehealth_retention_days: retentionDays.default(30),
});
export type OrganizationDetails = z.infer<typeof organizationDetailsSchema>;

/**
 * PEOPLE-25, SPINE-12: the settings and the words for roles a member changes on /organization; the ones left out
 * keep their values.
 */
export const memberSettingsSchema = z
  .object({
    organization_settings: z
      .object({
        allow_trainee_code_purchase: z.boolean(),
        require_trainee_insurance: z.boolean(),
        show_welcome: z.boolean(),
        enable_stronger_passwords: z.boolean(),
      })
      .partial()
      .strict()
      .default({}),
    dynamic_words: z
      .object({
        trainee: word,
        supervisor: word,
        faculty: word,
        coordinator: word,
        client: word,
        supervision_site: word,
        assistant: word,
      })
      .partial()
      .strict()
      .default({}),
  })
  .strict();
export type MemberSettingsInput = z.infer<typeof memberSettingsSchema>['organization_settings'];
export type MemberDynamicWordsInput = z.infer<typeof memberSettingsSchema>['dynamic_words'];

export const cloneOrganizationSchema = z.object({ name: requiredLine(TEXT.name).optional() });

export type OrganizationCommand =
  | { type: 'CreateOrganization'; data: { organizationId: string; details: OrganizationDetails } }
  | { type: 'UpdateOrganization'; data: { organizationId: string; details: OrganizationDetails } }
  | {
      type: 'CloneOrganization';
      data: { organizationId: string; source: { organizationId: string; details: OrganizationDetails }; name?: string };
    }
  | { type: 'DeleteOrganization'; data: { organizationId: string } }
  /** A coordinator closes the dashboard's welcome block for the whole organization (DASH-33). */
  | { type: 'DismissWelcome'; data: { organizationId: string } }
  /** PEOPLE-25: the owner or a coordinator changes the organization's settings (ADMIN-26 names the owner's role). */
  | {
      type: 'ChangeOrganizationSettings';
      data: {
        organizationId: string;
        settings: MemberSettingsInput;
        /** SPINE-12: the words for roles it changes (absent: none). */
        dynamicWords?: MemberDynamicWordsInput;
        actorRole: Role | null;
      };
    };
