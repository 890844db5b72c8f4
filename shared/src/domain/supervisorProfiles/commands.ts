// Supervisor profile inputs (spec 002 §3 Supervisor profile, §5; PEOPLE-28 … 34):
// every field bounded by what its read-model column holds. The profile edit is
// partial (a field left out is left alone); a licence is given whole.
// PEOPLE-34 (validation the spec does not show) is decided here: years of
// experience 0-70, a conferred date not in the future, each link on its own
// site (a LinkedIn link on linkedin.com, ...), a licence state a US state code.
import { z } from 'zod';
import { isoDate, line, requiredLine, text } from '../bounds.js';
import { isUsStateCode } from '../sites/usStates.js';

export const profileBounds = {
  bio: 5000,
  looking_for: 5000,
  degree: 150,
  specialty: 255,
  training_credentials: 5000,
  directory_text: 2000,
  url: 2048,
  years: 70,
  licenses: 20,
  license_number: 30,
} as const;

export const profileMessages = {
  ownOnly: 'Only you can change your supervision profile.',
  supervisorsOnly: 'Only supervisors and faculty have a supervision profile.',
  futureDate: 'The conferred date must not be in the future.',
  ancientDate: `The conferred date must be at most ${profileBounds.years} years ago.`,
  licenseState: 'The license state must be a US state code (for example NY).',
  licenseNumber: 'The license number may hold letters, digits and dashes only (00000 when unlicensed).',
  tooManyLicenses: `A profile holds at most ${profileBounds.licenses} licenses.`,
  linkHost: (site: string) => `The link must be a ${site} address.`,
} as const;

/** License disciplines offered by the licence form (the spec's "disciplines" call). */
export const licenseDisciplines = [
  'psychology',
  'counseling',
  'marriage_and_family_therapy',
  'social_work',
  'psychiatry',
  'psychiatric_nursing',
  'school_psychology',
  'addiction_counseling',
  'other',
] as const;
export type LicenseDiscipline = (typeof licenseDisciplines)[number];

/** The profile's outside links and the site each must point at. */
export const profileLinkSites = {
  linkedin_url: 'linkedin.com',
  healthgrades_url: 'healthgrades.com',
  psychology_today_url: 'psychologytoday.com',
} as const;
type LinkField = keyof typeof profileLinkSites;

const onSite = (site: string) => (value: string) => {
  try {
    const host = new URL(value).hostname.toLowerCase();
    return host === site || host.endsWith(`.${site}`);
  } catch {
    return false;
  }
};

/** An http(s) link on the given site, or '' for none; a bare host is read as https. */
const linkField = (field: LinkField) =>
  z.union([
    z.literal(''),
    z.preprocess(
      (value) =>
        typeof value === 'string' && value.trim() !== '' && !/^https?:\/\//i.test(value.trim()) ? `https://${value.trim()}` : value,
      z
        .url({ protocol: /^https?$/ })
        .max(profileBounds.url)
        .refine(onSite(profileLinkSites[field]), profileMessages.linkHost(profileLinkSites[field])),
    ),
  ]);

export const profileFields = {
  bio: text(profileBounds.bio),
  looking_for: text(profileBounds.looking_for),
  degree: line(profileBounds.degree),
  years_of_experience: z.number().int().min(0).max(profileBounds.years).nullable(),
  conferred_date: z.union([isoDate, z.literal('').transform(() => null), z.null()]),
  specialty_concentration: line(profileBounds.specialty),
  specialty_population: line(profileBounds.specialty),
  linkedin_url: linkField('linkedin_url'),
  healthgrades_url: linkField('healthgrades_url'),
  psychology_today_url: linkField('psychology_today_url'),
  training_credentials: text(profileBounds.training_credentials),
  accepting_trainees: z.boolean(),
  directory_bio: text(profileBounds.directory_text),
  directory_wants: text(profileBounds.directory_text),
};

export const updateProfileSchema = z.object(profileFields).partial().strip();
export type ProfileChanges = z.infer<typeof updateProfileSchema>;
/** Every profile field, as the profile holds it. */
export type ProfileDetails = { [K in keyof typeof profileFields]: z.output<(typeof profileFields)[K]> };

export const emptyProfile = (): ProfileDetails => ({
  bio: '',
  looking_for: '',
  degree: '',
  years_of_experience: null,
  conferred_date: null,
  specialty_concentration: '',
  specialty_population: '',
  linkedin_url: '',
  healthgrades_url: '',
  psychology_today_url: '',
  training_credentials: '',
  // a new supervisor is open to trainees until they say otherwise, as a new site is
  accepting_trainees: true,
  directory_bio: '',
  directory_wants: '',
});

/** PEOPLE-33: a licence; 00000 is the number of an unlicensed supervisor. */
export const licenseSchema = z.object({
  state: requiredLine(100)
    .transform((value) => value.toUpperCase())
    .refine(isUsStateCode, profileMessages.licenseState),
  discipline: z.enum(licenseDisciplines, { error: 'The selected discipline is invalid.' }),
  number: requiredLine(profileBounds.license_number).regex(/^[A-Za-z0-9-]+$/, profileMessages.licenseNumber),
});
export type LicenseInput = z.infer<typeof licenseSchema>;
export interface License extends LicenseInput {
  id: string;
}

export type SupervisorProfileCommand =
  | { type: 'UpdateSupervisorProfile'; data: { userId: string; changes: ProfileChanges } }
  | { type: 'AddSupervisorLicense'; data: { userId: string; license: License } }
  | { type: 'ChangeSupervisorLicense'; data: { userId: string; license: License } }
  | { type: 'RemoveSupervisorLicense'; data: { userId: string; licenseId: string } }
  | { type: 'DismissSupervisorProfilePrompt'; data: { userId: string } };
