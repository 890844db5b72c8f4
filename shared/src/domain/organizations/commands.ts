import { z } from 'zod';
import { int, requiredText, TEXT } from '../bounds.js';
import { defaultDynamicWords, supervisionTypes } from './dynamicWords.js';

export { defaultDynamicWords, dynamicWordKeys, supervisionTypes } from './dynamicWords.js';

const word = requiredText(50);

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
});

const retentionDays = int(1, 3650);

/** Everything an admin sets on an organization; the body of create and edit. */
export const organizationDetailsSchema = z.object({
  name: requiredText(TEXT.name),
  logo_image_url: z.union([z.url().max(TEXT.url), z.literal('').transform(() => null), z.null()]).default(null),
  supervision_type: z.enum(supervisionTypes),
  dynamic_words: dynamicWordsSchema.default(() => dynamicWordsSchema.parse({})),
  organization_settings: organizationSettingsSchema.default(() => organizationSettingsSchema.parse({})),
  live_retention_days: retentionDays.default(30),
  telehealth_retention_days: retentionDays.default(30),
});
export type OrganizationDetails = z.infer<typeof organizationDetailsSchema>;

export const cloneOrganizationSchema = z.object({ name: requiredText(TEXT.name).optional() });

export type OrganizationCommand =
  | { type: 'CreateOrganization'; data: { organizationId: string; details: OrganizationDetails } }
  | { type: 'UpdateOrganization'; data: { organizationId: string; details: OrganizationDetails } }
  | {
      type: 'CloneOrganization';
      data: { organizationId: string; source: { organizationId: string; details: OrganizationDetails }; name?: string };
    }
  | { type: 'DeleteOrganization'; data: { organizationId: string } }
  /** A coordinator closes the dashboard's welcome block for the whole organization (DASH-33). */
  | { type: 'DismissWelcome'; data: { organizationId: string } };
