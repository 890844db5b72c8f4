// The password policy of spec 000 §5 (AUTH-31..36): pure, so the frontend can
// show the same requirement texts and pre-check what the server will say. The
// strength estimate (zxcvbn) is passed in: it runs in a worker thread
// (platform/passwordStrength) so that importing the rules stays cheap.

export const MIN_PASSWORD_LENGTH = 10;
export const EXTRA_STRONG_PASSWORD_LENGTH = 16;
/** zxcvbn scores run 0..4; 3 is "safely unguessable" (about 10^8 guesses, online attacks). */
export const MIN_PASSWORD_SCORE = 3;

export interface PasswordContext {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  /** The organization has enable_stronger_passwords: 16 characters (extra strong). */
  extraStrong?: boolean | undefined;
}

export interface StrengthEstimate {
  /** 0..4 */
  score: number;
  feedback: { warning: string | null; suggestions: string[] };
}

export interface PasswordCheck {
  strength: number;
  feedback: { warning: string | null; suggestions: string[] };
  valid: boolean;
  errors: { password: string[] };
}

export const passwordMessages = {
  required: 'The password field is required.',
  min: (length: number) => `The password field must be at least ${length} characters.`,
  mixedCase: 'The password field must contain at least one uppercase and one lowercase letter.',
  number: 'The password field must contain at least one number.',
  symbol: 'The password field must contain at least one symbol.',
  personal: 'The password field must not contain part of the email or the name.',
  weak: 'The password field is too easy to guess.',
  confirmed: 'The password field confirmation does not match.',
} as const;

/** The requirement text shown under the field; it differs for the two policies (AUTH-35). */
export const passwordRequirements = (extraStrong: boolean): string =>
  extraStrong
    ? `Extra strong password: at least ${EXTRA_STRONG_PASSWORD_LENGTH} characters with upper case, lower case, number and symbol; it must not contain part of the email or the name.`
    : `Strong password: at least ${MIN_PASSWORD_LENGTH} characters with upper case, lower case, number and symbol; it must not contain part of the email or the name.`;

export const minimumLength = (extraStrong: boolean | undefined): number =>
  extraStrong ? EXTRA_STRONG_PASSWORD_LENGTH : MIN_PASSWORD_LENGTH;

const MIN_PART_LENGTH = 3;
const GENERIC_DOMAIN_LABELS = new Set(['com', 'org', 'net', 'edu', 'gov', 'test', 'mail', 'www', 'co', 'uk', 'us', 'info', 'example']);

/**
 * The personal words a password must not contain: the email's local part and
 * its pieces, the domain's distinctive labels, first and last name and their
 * pieces. Pieces shorter than 3 characters are too common to forbid.
 */
export function personalParts(context: PasswordContext): string[] {
  const parts = new Set<string>();
  const add = (value: string | null | undefined) => {
    const lower = (value ?? '').toLowerCase().trim();
    if (lower.length >= MIN_PART_LENGTH) parts.add(lower);
    for (const piece of lower.split(/[^\p{L}\p{N}]+/u)) if (piece.length >= MIN_PART_LENGTH) parts.add(piece);
  };
  const email = (context.email ?? '').toLowerCase().trim();
  const at = email.lastIndexOf('@');
  if (email) {
    add(at === -1 ? email : email.slice(0, at));
    if (at !== -1) for (const label of email.slice(at + 1).split('.')) if (!GENERIC_DOMAIN_LABELS.has(label)) add(label);
  }
  add(context.firstName);
  add(context.lastName);
  return [...parts];
}

/** The rule checks alone (no estimator): the messages of every rule broken. */
export function passwordRuleErrors(password: string, context: PasswordContext = {}): string[] {
  if (password.length === 0) return [passwordMessages.required];
  const errors: string[] = [];
  const min = minimumLength(context.extraStrong);
  if ([...password].length < min) errors.push(passwordMessages.min(min));
  if (!/\p{Lu}/u.test(password) || !/\p{Ll}/u.test(password)) errors.push(passwordMessages.mixedCase);
  if (!/\p{N}/u.test(password)) errors.push(passwordMessages.number);
  if (!/[^\p{L}\p{N}\s]/u.test(password)) errors.push(passwordMessages.symbol);
  const lower = password.toLowerCase();
  if (personalParts(context).some((part) => lower.includes(part))) errors.push(passwordMessages.personal);
  return errors;
}

/** The full check: rules plus the estimator's score and feedback. */
export async function checkPassword(
  password: string,
  context: PasswordContext,
  estimate: (password: string, userInputs: string[]) => Promise<StrengthEstimate>,
): Promise<PasswordCheck> {
  const errors = passwordRuleErrors(password, context);
  const estimated = password.length
    ? await estimate(password, personalParts(context))
    : { score: 0, feedback: { warning: null, suggestions: [] } };
  if (errors.length === 0 && estimated.score < MIN_PASSWORD_SCORE) errors.push(passwordMessages.weak);
  return { strength: estimated.score, feedback: estimated.feedback, valid: errors.length === 0, errors: { password: errors } };
}
