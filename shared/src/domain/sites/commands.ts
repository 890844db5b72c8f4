// Site commands and their input schemas (spec 002 §3, §4, §5). Every text has
// the bound its read-model column holds; a US site's state is its code and its
// postal code a ZIP. The update schema is the create schema's fields without
// defaults, so a field left out is a field left alone.
import { z } from 'zod';
import { isoDate, line, requiredLine } from '../bounds.js';
import type { SiteDetails } from './events.js';
import { normalizeSiteStatus, settableSiteStatuses, type SettableSiteStatus } from './statuses.js';
import { isUsStateCode, usZipPattern } from './usStates.js';

export const siteBounds = {
  name: 150,
  department: 150,
  address: 255,
  city: 100,
  state: 100,
  county: 100,
  postal_code: 20,
  office_phone: 30,
  website: 2048,
  contact_name: 150,
  contact_email: 255,
  listItems: 50,
  uploads: 20,
  filename: 255,
  bulkIds: 500,
} as const;

/** How far ahead a site's expiration date may be: an affiliation agreement runs years, not centuries. */
export const SITE_EXPIRATION_YEARS = 10;

export const siteMessages = {
  duplicate: 'A site with this name and department already exists.',
  hasPlacements: 'A site with placements cannot be deleted.',
  publishNeedsApproval: 'Only an approved site can be published.',
  approveNeedsDate: 'The expiration date must be today or later to approve this site.',
  expirationTooFar: `The expiration date must be at most ${SITE_EXPIRATION_YEARS} years from today.`,
  usState: 'The state must be a US state code (for example NY).',
  usZip: 'The postal code must be a US ZIP code (12345 or 12345-6789).',
  pinBoth: 'The latitude and longitude must be given together.',
  invalidSupervisor: 'The selected supervisor is invalid.',
  invalidTag: 'The selected tag is invalid.',
  notYours: 'Only a coordinator or a supervisor of this site can change it.',
  coordinatorsOnly: 'Only coordinators can do this.',
  cannotAdd: 'Only supervisors and coordinators can add sites.',
  /** An insurance upload that is missing or someone else's (the liability insurance's text, INS). */
  invalidUpload: 'The uploaded file is invalid.',
} as const;

/** http(s) URL; a bare host ("www.example.org") is read as https. */
export const siteUrlSchema = z.preprocess(
  (value) =>
    typeof value === 'string' && value.trim() !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(value.trim()) ? `https://${value.trim()}` : value,
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).max(siteBounds.website),
);

/** Whether a URL passes the site rule (GET /api/validation/valid-url). */
export const isValidSiteUrl = (value: string): boolean => siteUrlSchema.safeParse(value).success;

const siteFields = {
  name: requiredLine(siteBounds.name),
  department: line(siteBounds.department),
  address: line(siteBounds.address),
  city: line(siteBounds.city),
  state: line(siteBounds.state),
  county: line(siteBounds.county),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .max(2)
    .regex(/^[A-Z]{2}$/, 'The country must be a two-letter country code.'),
  postal_code: line(siteBounds.postal_code),
  office_phone: line(siteBounds.office_phone),
  website: z.union([z.literal(''), siteUrlSchema]),
  contact_name: line(siteBounds.contact_name),
  contact_email: z.union([z.literal(''), z.email().max(siteBounds.contact_email)]),
  supervisor_ids: z.array(z.uuid({ error: siteMessages.invalidSupervisor })).max(siteBounds.listItems),
  tag_ids: z.array(z.uuid({ error: siteMessages.invalidTag })).max(siteBounds.listItems),
  expiration_date: z.union([isoDate, z.literal('').transform(() => null), z.null()]),
  accepting_trainees: z.boolean(),
  insurance_uploads: z.array(z.object({ uuid: z.uuid(), filename: requiredLine(siteBounds.filename) })).max(siteBounds.uploads),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
};

/** Address rules over the fields as they will be (the update's merged with the site's). */
export function addressIssues(details: Pick<SiteDetails, 'country' | 'state' | 'postal_code' | 'latitude' | 'longitude'>) {
  const issues: { path: string; message: string }[] = [];
  if (details.country === 'US') {
    if (details.state !== '' && !isUsStateCode(details.state)) issues.push({ path: 'state', message: siteMessages.usState });
    if (details.postal_code !== '' && !usZipPattern.test(details.postal_code))
      issues.push({ path: 'postal_code', message: siteMessages.usZip });
  }
  if ((details.latitude === null) !== (details.longitude === null)) issues.push({ path: 'latitude', message: siteMessages.pinBoth });
  return issues;
}

const statusField = z.preprocess(normalizeSiteStatus, z.enum(settableSiteStatuses));

export const createSiteSchema = z
  .object({
    ...siteFields,
    department: siteFields.department.default(''),
    address: siteFields.address.default(''),
    city: siteFields.city.default(''),
    state: siteFields.state.default(''),
    county: siteFields.county.default(''),
    country: siteFields.country.default('US'),
    postal_code: siteFields.postal_code.default(''),
    office_phone: siteFields.office_phone.default(''),
    website: siteFields.website.default(''),
    contact_name: siteFields.contact_name.default(''),
    contact_email: siteFields.contact_email.default(''),
    supervisor_ids: siteFields.supervisor_ids.default([]),
    tag_ids: siteFields.tag_ids.default([]),
    expiration_date: siteFields.expiration_date.default(null),
    accepting_trainees: siteFields.accepting_trainees.default(true),
    insurance_uploads: siteFields.insurance_uploads.default([]),
    latitude: siteFields.latitude.default(null),
    longitude: siteFields.longitude.default(null),
    status: statusField.optional(),
    published: z.boolean().optional(),
  })
  .transform((input) => ({ ...input, state: input.country === 'US' ? input.state.toUpperCase() : input.state }))
  .superRefine((input, ctx) => {
    for (const issue of addressIssues(input)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type CreateSiteInput = z.infer<typeof createSiteSchema>;

export const updateSiteSchema = z.object(siteFields).partial().strip();
export type UpdateSiteInput = z.infer<typeof updateSiteSchema>;

export const siteStatusSchema = z.object({ status: statusField });
export const sitePublishedSchema = z.object({ published: z.boolean() });

export const bulkSiteSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(siteBounds.bulkIds),
  changes: z
    .object({
      status: statusField.optional(),
      published: z.boolean().optional(),
      accepting_trainees: z.boolean().optional(),
      add_tag_ids: z
        .array(z.uuid({ error: siteMessages.invalidTag }))
        .max(siteBounds.listItems)
        .optional(),
      remove_tag_ids: z
        .array(z.uuid({ error: siteMessages.invalidTag }))
        .max(siteBounds.listItems)
        .optional(),
    })
    .strict(),
});
export type BulkSiteInput = z.infer<typeof bulkSiteSchema>;

export type SiteCommand =
  | {
      type: 'CreateSite';
      data: { siteId: string; organizationId: string; details: SiteDetails; status?: SettableSiteStatus; published?: boolean };
    }
  | { type: 'UpdateSite'; data: { siteId: string; changes: Partial<SiteDetails> } }
  | { type: 'ChangeSiteStatus'; data: { siteId: string; status: SettableSiteStatus } }
  | { type: 'SetSitePublished'; data: { siteId: string; published: boolean } }
  | { type: 'ExpireSite'; data: { siteId: string } }
  | { type: 'DeleteSite'; data: { siteId: string } }
  | { type: 'AddSitePlacement'; data: { siteId: string; placementId: string } }
  | { type: 'RemoveSitePlacement'; data: { siteId: string; placementId: string } };

/** Who acts: a member of an organization in a role, or the system (jobs) when null. */
export interface SiteActor {
  userId: string;
  role: string | null;
  organizationId: string | null;
}
