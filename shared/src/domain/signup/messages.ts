// The texts the signup screens and the API answer with (spec 000 §5, §8; 002 §5).
// Where the spec names a message key but not its words (valid_zip, valid_postcode, ...),
// the words are ours and written down in docs/decisions.md (Signup).
export const signupMessages = {
  /** SIGNUP-15 */
  invalidPassword: 'please enter valid password',
  /** SIGNUP-14: the server's words for the two checkboxes. */
  termsRequired: 'The terms of service must be accepted.',
  privacyRequired: 'The privacy policy must be accepted.',
  /** SIGNUP-23: "required" with the field name. */
  required: (field: string) => `The ${field} field is required.`,
  /** SIGNUP-48 */
  codeMissing: 'The registration code does not exist.',
  emailTaken: 'The email has already been taken.',
  inviteEmailMismatch: 'The email must match the invited email.',
  inviteInvalid: 'This invitation is invalid or has already been used.',
  /** One pending invitation per address and organization: a second would mail a second link. */
  invitePending: 'An invitation to this address is already pending: resend it from Invitations sent.',
  inviteLinkInvalid: 'This invite link is invalid or has expired.',
  /** SIGNUP-59: /404 with this text. */
  signupLinkInvalid: 'This signup link is invalid or has expired.',
  /** SIGNUP-58 */
  verificationInvalid: 'This verification link is invalid or has expired.',
  alreadyVerified: 'This email address is already verified.',
  /** SIGNUP-40 */
  questionRequired: 'This question is required.',
  otherRequired: 'Please describe "other".',
  /** SIGNUP-41 */
  licenseNumberRequired: 'The license number field is required.',
  licenseStateRequired: 'The license state field is required.',
  licenseDisciplineRequired: 'The discipline field is required.',
  monthYearFuture: 'The date must not be after this month.',
  /** SIGNUP-71 */
  autoDeleteWarning: (deleteOn: string) =>
    `Your e-mail address is not verified yet. Unverified accounts are deleted automatically 90 days after they are created: this one will be deleted on ${deleteOn}.`,
  verificationSent: 'verification sent to the email',
  /** AUTH-70 */
  traineeOnly: 'A trainee cannot hold other roles in the same organization.',
} as const;

/** SIGNUP-31 / SIGNUP-32: the four zip messages, with the rule texts of 002 §5. */
export const zipMessages = {
  valid_zip: 'Please enter a valid zip code: 5 or 9 digits.',
  valid_postcode: 'Please enter a valid postcode: 4 digits.',
  valid_zip_for_country: (label: string, country: string) => `Please enter a valid ${label.toLowerCase()} for ${country}.`,
  valid_zip_generic: 'Please enter a valid zip code.',
} as const;
