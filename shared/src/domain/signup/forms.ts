// The wizard's steps as the server checks them (SIGNUP-14 … 24, 40 … 46): the same
// rules run for each step's validation call and again, all together, at create-account.
// Pure: the country list and the password estimator come in as arguments.
import { z } from 'zod';
import { line, rawText, TEXT } from '../bounds.js';
import { parseInput } from '../validation.js';
import { ValidationError, type FieldErrors } from '../../platform/errors.js';
import { normalizeEmail } from '../identity/commands.js';
import { personNameSchema, timezoneZones } from '../identity/account.js';
import { internationalPhone, VALID_PHONE_INTL } from '../identity/twoFactor.js';
import { passwordMessages, type PasswordCheck, type PasswordContext } from '../identity/passwordPolicy.js';
import { signupMessages } from './messages.js';
import { addressLabels, normalizeZip, zipError } from './postcodes.js';
import type { SignupDetailsData } from './events.js';

// ---- account (SIGNUP-12, 14, 15, 17) ----

/** Required first: an empty name is "required", not also "format is invalid". */
const name = z.string().trim().min(1).max(100).pipe(personNameSchema);

export const accountFormSchema = z.object({
  first_name: name,
  last_name: name,
  email: z.string().trim().min(1).max(254).pipe(z.email()).transform(normalizeEmail),
  password: rawText(TEXT.secret, 1),
  password_confirmation: rawText(TEXT.secret).default(''),
  terms_accepted: z.boolean().default(false),
  privacy_accepted: z.boolean().default(false),
});
export type AccountForm = z.infer<typeof accountFormSchema>;

/** Merges the field errors of several checks, then throws them together. */
export function throwIfAny(...groups: FieldErrors[]): void {
  const errors: FieldErrors = {};
  for (const group of groups) for (const [field, texts] of Object.entries(group)) (errors[field] ??= []).push(...texts);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

const collect = <T>(run: () => T): { value: T | null; errors: FieldErrors } => {
  try {
    return { value: run(), errors: {} };
  } catch (error) {
    if (error instanceof ValidationError) return { value: null, errors: error.errors };
    throw error;
  }
};

export async function checkAccountForm(
  input: unknown,
  validatePassword: (password: string, context: PasswordContext) => Promise<PasswordCheck>,
  extraStrong = false,
): Promise<AccountForm> {
  const raw = (input ?? {}) as Record<string, unknown>;
  const parsed = collect(() => parseInput(accountFormSchema, raw));
  const errors: FieldErrors = { ...parsed.errors };
  const password = typeof raw.password === 'string' ? raw.password : '';
  if (password !== '' && !errors.password) {
    const email = typeof raw.email === 'string' ? raw.email : null;
    const check = await validatePassword(password, {
      email,
      firstName: typeof raw.first_name === 'string' ? raw.first_name : null,
      lastName: typeof raw.last_name === 'string' ? raw.last_name : null,
      extraStrong,
    });
    if (!check.valid) errors.password = [signupMessages.invalidPassword, ...check.errors.password];
  }
  if (raw.password_confirmation !== raw.password) errors.password_confirmation = [passwordMessages.confirmed];
  if (raw.terms_accepted !== true) errors.terms_accepted = [signupMessages.termsRequired];
  if (raw.privacy_accepted !== true) errors.privacy_accepted = [signupMessages.privacyRequired];
  throwIfAny(errors);
  return parsed.value!;
}

// ---- details (SIGNUP-18 … 34) ----

export interface PlaceDirectory {
  /** The country's name when it is offered for signup, else null. */
  countryName(code: string): string | null;
  statesOf(code: string): readonly { id: string; name: string }[];
}

export const detailsFormSchema = z.object({
  phone: z.string().trim().max(30).default(''),
  country_code: z
    .string()
    .trim()
    .max(2)
    .default('')
    .transform((c) => c.toUpperCase()),
  state_id: z.string().trim().max(20).nullable().default(null),
  zip: z
    .string()
    .max(20)
    .nullable()
    .default(null)
    .transform((zip) => (zip === null ? null : normalizeZip(zip) || null)),
  timezone: z.string().max(64).nullable().default(null),
  university_student_id: line(50).nullable().default(null),
});

/** The details step as checked: exactly what UserSignedUp records. */
export type DetailsForm = SignupDetailsData;

export function checkDetailsForm(input: unknown, places: PlaceDirectory, role: string | null): DetailsForm {
  const raw = parseInput(detailsFormSchema, input ?? {});
  const errors: FieldErrors = {};
  const countryName = raw.country_code ? places.countryName(raw.country_code) : null;
  if (!raw.phone) errors.phone = [signupMessages.required('mobile phone')];
  const phone = raw.phone ? internationalPhone(raw.phone, countryName ? raw.country_code : 'US') : null;
  if (raw.phone && !phone) errors.phone = [VALID_PHONE_INTL];
  if (!raw.country_code) errors.country_code = [signupMessages.required('country')];
  else if (!countryName) errors.country_code = ['The selected country is invalid.'];
  const states = countryName ? places.statesOf(raw.country_code) : [];
  // SIGNUP-20: one state is chosen for the user; none means the country has no states to pick
  let stateId = raw.state_id;
  if (states.length === 1) stateId = states[0]!.id;
  else if (states.length === 0) stateId = null;
  // named as the field is labelled for the country ("The province / territory field is required." in Canada)
  else if (!stateId) errors.state_id = [signupMessages.required(addressLabels(raw.country_code).state.toLowerCase())];
  else if (!states.some((s) => s.id === stateId)) errors.state_id = ['The selected state is invalid.'];
  if (raw.zip) {
    const zipProblem = zipError(raw.zip, raw.country_code || null, countryName ?? undefined);
    if (zipProblem) errors.zip = [zipProblem];
  }
  if (!raw.timezone) errors.timezone = [signupMessages.required('timezone')];
  else if (!timezoneZones.includes(raw.timezone)) errors.timezone = ['The selected timezone is invalid.'];
  throwIfAny(errors);
  return {
    phone: phone!,
    country_code: raw.country_code,
    state_id: stateId,
    zip: raw.zip,
    timezone: raw.timezone!,
    // SIGNUP-18: only trainees are asked for it
    university_student_id: role === 'trainee' ? raw.university_student_id : null,
  };
}
