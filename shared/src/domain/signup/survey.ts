// Survey questions and supervisor licences (SIGNUP-35 … 44): what a question is, what an
// answer may hold, and the pure checks of one step's answers against its questions.
import { z } from 'zod';
import { int, line, TEXT, text } from '../bounds.js';
import { parseInput } from '../validation.js';
import type { FieldErrors } from '../../platform/errors.js';
import { signupMessages } from './messages.js';
import { throwIfAny } from './forms.js';
import type { SignupAnswerData } from './events.js';

export const fieldTypes = ['string', 'text', 'numeric', 'single', 'multiple', 'agree', 'monthYearDate'] as const;
export type FieldType = (typeof fieldTypes)[number];
export const signupRoles = ['trainee', 'faculty', 'supervisor', 'coordinator'] as const;
export type SignupRole = (typeof signupRoles)[number];

/** SIGNUP-38 / 39: the licensing block comes before this question; the next one carries the credentials note. */
export const LICENSING_BEFORE_ORDERING = 8;
export const CREDENTIALS_NOTE_ORDERING = 9;
/** Agree questions run from strongly disagree (1) to strongly agree (5). */
export const AGREE_SCALE = [1, 2, 3, 4, 5] as const;

export interface QuestionValue {
  id: string;
  value: string;
  is_other: boolean;
}
export interface SurveyQuestion {
  id: string;
  role: SignupRole;
  /** The wizard step (1-based) the question appears on: one step per section. */
  section: number;
  body: string;
  required: boolean;
  ordering: number;
  fieldtype: { name: FieldType };
  values: QuestionValue[];
}

/** A stored answer in words (PEOPLE-31): the chosen values' texts, then any number, date or text, comma separated. */
export function answerText(answer: SignupAnswerData, question: SurveyQuestion | undefined): string {
  const chosen = (answer.value_ids ?? []).map((id) => question?.values.find((v) => v.id === id)?.value ?? id);
  const parts = [...chosen, answer.value_int ?? null, answer.value_date ?? null, answer.value_text ?? null, answer.other_text ?? null];
  return parts.filter((p) => p !== null && p !== '').join(', ');
}

// ---- admin input (002 §7) ----

export const questionInputSchema = z
  .object({
    role: z.enum(signupRoles),
    section: int(1, 20).default(1),
    body: text(TEXT.long).pipe(z.string().min(1)),
    required: z.boolean().default(false),
    ordering: int(1, 1000),
    fieldtype: z.enum(fieldTypes),
  })
  .strict();
export type QuestionInput = z.infer<typeof questionInputSchema>;
export const questionValueSchema = z
  .object({ value: line(TEXT.name).pipe(z.string().min(1)), is_other: z.boolean().default(false) })
  .strict();

// ---- answers (SIGNUP-37) ----

const id = z.string().trim().min(1).max(TEXT.id);
export const answerSchema = z.object({
  signup_question_id: id,
  value_ids: z.array(id).max(50).optional(),
  value_int: int(0, 1_000_000).nullable().optional(),
  value_date: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/)
    .nullable()
    .optional(),
  value_text: text(TEXT.long).nullable().optional(),
  other_text: line(TEXT.name).nullable().optional(),
});
export type Answer = z.infer<typeof answerSchema>;
export const answersSchema = z.object({ answers: z.array(answerSchema).max(200).default([]) });

const hasValue = (question: SurveyQuestion, answer: Answer | undefined): boolean => {
  if (!answer) return false;
  switch (question.fieldtype.name) {
    case 'single':
    case 'multiple':
      return (answer.value_ids ?? []).length > 0;
    case 'monthYearDate':
      return Boolean(answer.value_date);
    case 'numeric':
    case 'agree':
      return answer.value_int !== null && answer.value_int !== undefined;
    default:
      return Boolean(answer.value_text?.trim());
  }
};

function answerProblem(question: SurveyQuestion, answer: Answer, thisMonth: string): string | null {
  const type = question.fieldtype.name;
  const chosen = answer.value_ids ?? [];
  if (type === 'single' && chosen.length > 1) return 'The selected answer is invalid.';
  if (chosen.some((v) => !question.values.some((value) => value.id === v))) return 'The selected answer is invalid.';
  const other = question.values.find((v) => v.is_other && chosen.includes(v.id));
  if (other && !answer.other_text?.trim()) return signupMessages.otherRequired;
  if (type === 'agree' && answer.value_int != null && !AGREE_SCALE.includes(answer.value_int as 1))
    return 'The selected answer is invalid.';
  // SIGNUP-44: a month no later than this one
  if (type === 'monthYearDate' && answer.value_date && answer.value_date.slice(0, 7) > thisMonth) return signupMessages.monthYearFuture;
  return null;
}

/**
 * Checks one step's answers against its questions (SIGNUP-40, 44). Errors are keyed
 * `answers.<question id>` so the wizard can focus the first in question order (SIGNUP-45).
 * Answers to questions not shown are dropped; the kept answers are returned in question order.
 */
export function checkAnswers(input: unknown, questions: readonly SurveyQuestion[], today: string): Answer[] {
  const { answers } = parseInput(answersSchema, input ?? {});
  const byQuestion = new Map(answers.map((a) => [a.signup_question_id, a]));
  const errors: FieldErrors = {};
  const kept: Answer[] = [];
  for (const question of [...questions].sort((a, b) => a.ordering - b.ordering)) {
    const answer = byQuestion.get(question.id);
    const key = `answers.${question.id}`;
    if (!hasValue(question, answer)) {
      if (question.required) errors[key] = [signupMessages.questionRequired];
      continue;
    }
    const problem = answerProblem(question, answer!, today.slice(0, 7));
    if (problem) errors[key] = [problem];
    else kept.push(answer!);
  }
  throwIfAny(errors);
  return kept;
}

// ---- supervisor licences (SIGNUP-41, 42) ----

export const disciplines = [
  { id: 'counseling', value: 'Professional Counseling' },
  { id: 'marriage_family_therapy', value: 'Marriage and Family Therapy' },
  { id: 'psychology', value: 'Psychology' },
  { id: 'social_work', value: 'Social Work' },
  { id: 'addiction_counseling', value: 'Addiction Counseling' },
  { id: 'school_counseling', value: 'School Counseling' },
  { id: 'psychiatry', value: 'Psychiatry' },
  { id: 'other', value: 'Other' },
] as const;

export interface SupervisorLicense {
  license_number: string;
  state_id: string;
  discipline_id: string;
}

const licenseRow = z.object({
  license_number: z.string().trim().max(50).default(''),
  state_id: z.string().trim().max(20).nullable().default(null),
  discipline_id: z.string().trim().max(50).nullable().default(null),
});
export const licensesSchema = z.object({ supervisor_licenses: z.array(licenseRow).max(20).default([]) });

/** Every row needs a number (00000 for the unlicensed), a state and a discipline, each with its own message. */
export function checkLicenses(input: unknown, isState: (stateId: string) => boolean): SupervisorLicense[] {
  const { supervisor_licenses: rows } = parseInput(licensesSchema, input ?? {});
  const errors: FieldErrors = {};
  rows.forEach((row, index) => {
    const at = (field: string) => `supervisor_licenses.${index}.${field}`;
    if (!row.license_number) errors[at('license_number')] = [signupMessages.licenseNumberRequired];
    else if (!/^[A-Za-z0-9 .\-/]+$/.test(row.license_number)) errors[at('license_number')] = ['The license number format is invalid.'];
    if (!row.state_id) errors[at('state_id')] = [signupMessages.licenseStateRequired];
    else if (!isState(row.state_id)) errors[at('state_id')] = ['The selected license state is invalid.'];
    if (!row.discipline_id) errors[at('discipline_id')] = [signupMessages.licenseDisciplineRequired];
    else if (!disciplines.some((d) => d.id === row.discipline_id)) errors[at('discipline_id')] = ['The selected discipline is invalid.'];
  });
  throwIfAny(errors);
  return rows.map((row) => ({ license_number: row.license_number, state_id: row.state_id!, discipline_id: row.discipline_id! }));
}
