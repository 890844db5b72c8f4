// The user-stream facts of joining (SIGNUP-46, 49, 53, 70). Self-contained shapes: the
// identity state folds them, and identity must not import the signup rules.
import { eventTypesOf, type DomainEvent } from '../decider.js';

export type SignupAnswerData = {
  signup_question_id: string;
  value_ids?: string[] | undefined;
  value_int?: number | null | undefined;
  value_date?: string | null | undefined;
  value_text?: string | null | undefined;
  other_text?: string | null | undefined;
};
export type SignupLicenseData = { license_number: string; state_id: string; discipline_id: string };
export type SignupDetailsData = {
  phone: string;
  country_code: string;
  state_id: string | null;
  zip: string | null;
  timezone: string;
  university_student_id: string | null;
};
export type SignupVia = { kind: 'code' | 'invite' | 'link'; id: string };

/** What the wizard collected, recorded with the account (answers show on the supervisor profile). */
export type UserSignedUp = DomainEvent<
  'UserSignedUp',
  {
    userId: string;
    organizationId: string;
    positionId: string;
    via: SignupVia;
    signedUpAt: string;
    details: SignupDetailsData;
    answers: SignupAnswerData[];
    supervisor_licenses: SignupLicenseData[];
  }
>;
/** The pending account's e-mail was proven by its link: the account becomes active. */
export type UserEmailVerified = DomainEvent<'UserEmailVerified', { userId: string; email: string }>;
/** SIGNUP-70: never verified within 90 days of signing up; the scheduled job deletes it. */
export type UnverifiedUserDeleted = DomainEvent<'UnverifiedUserDeleted', { userId: string; email: string; signedUpAt: string }>;

export type SignupUserEvent = UserSignedUp | UserEmailVerified | UnverifiedUserDeleted;
export const signupUserEventTypes = eventTypesOf<SignupUserEvent>()('UserSignedUp', 'UserEmailVerified', 'UnverifiedUserDeleted');
