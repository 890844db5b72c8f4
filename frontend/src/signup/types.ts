// What the wizard sends and reads (spec 000 §3.3).
import type { SurveyQuestion } from '@practicum/shared/domain/signup/survey';
import type { SignupVariant } from '@practicum/shared/domain/signup/variants';
import { timezoneZones } from '@practicum/shared/domain/identity/account';
import { runtimeZone } from '@practicum/shared/format';

/** Which link the wizard was opened with; sent with every step so the server knows the role. */
export type SignupSourcePayload = { signup_code: string } | { invite_id: string; code: string } | { invite_link_id: string };

export interface SignupOrganization {
  name: string;
  logo_image_url: string | null;
  dynamic_words: Record<string, string>;
}

export interface SignupSource {
  payload: SignupSourcePayload;
  role: string;
  organization: SignupOrganization;
  /** SIGNUP-69: which of the spec's signup variants this link is; the header words its message by it. */
  variant: SignupVariant;
  /** `has_account`: the invited address has an account already, which joins once signed in (join existing). */
  invite?: { email: string; first_name: string; last_name: string; has_account?: boolean };
}

export interface AnswerValue {
  value_ids?: string[];
  value_int?: number | null;
  value_date?: string | null;
  value_text?: string | null;
  other_text?: string | null;
}

export interface LicenseRow {
  license_number: string;
  state_id: string;
  discipline_id: string;
}

export interface SignupValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  terms_accepted: boolean;
  privacy_accepted: boolean;
  phone: string;
  country_code: string;
  state_id: string;
  zip: string;
  timezone: string;
  university_student_id: string;
  answers: Record<string, AnswerValue>;
  supervisor_licenses: LicenseRow[];
}

/** The browser's own zone when the list offers it, so most people need not pick one; else none chosen. */
const offeredZone = (zone: string): string => (timezoneZones.includes(zone) ? zone : '');

export const emptyValues = (invite?: SignupSource['invite']): SignupValues => ({
  first_name: invite?.first_name ?? '',
  last_name: invite?.last_name ?? '',
  email: invite?.email ?? '',
  password: '',
  password_confirmation: '',
  terms_accepted: false,
  privacy_accepted: false,
  phone: '',
  country_code: 'US',
  state_id: '',
  zip: '',
  timezone: offeredZone(runtimeZone()),
  university_student_id: '',
  answers: {},
  supervisor_licenses: [],
});

/** The answers as the API takes them (SIGNUP-37), in question order. */
export const answersPayload = (questions: readonly SurveyQuestion[], answers: Record<string, AnswerValue>) =>
  questions.filter((q) => answers[q.id]).map((q) => ({ signup_question_id: q.id, ...answers[q.id] }));

export type FieldErrors = Record<string, string>;
export type { SurveyQuestion };
