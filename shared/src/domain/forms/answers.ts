// Answers checked against the questions of the version a submission answers
// (FORMS-19, 29..34). Saving a draft checks what is there; submitting also
// needs every required answer, a ticked agreement and each required upload.
import { z } from 'zod';
import { ValidationError, type FieldErrors } from '../../platform/errors.js';
import type { AnswerValue, Answers } from './events.js';
import { formMessages } from './messages.js';
import { formBounds, type FormContent, type Question } from './model.js';

const answerValue = z.union(
  [z.string().max(formBounds.text), z.number(), z.boolean(), z.array(z.string().max(formBounds.string)).max(formBounds.options), z.null()],
  // an object or the like fits no kind of answer: the question is told so, not zod's "Invalid input"
  { error: (issue) => (issue.code === 'invalid_union' ? formMessages.answerInvalid : undefined) },
);
export const answersSchema = z
  .record(z.string().min(1).max(40), answerValue)
  .refine((a) => Object.keys(a).length <= formBounds.sections * formBounds.questions, 'Too many answers.');

const isNA = (value: string) => /^n\/?a$/i.test(value.trim());
const monthYear = /^\d{4}-(0[1-9]|1[0-2])$/;
const isBlank = (value: AnswerValue | undefined) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The problem with one present answer, or null when it fits its question. */
function problemOf(question: Question, value: AnswerValue): string | null {
  if (typeof value === 'string' && isNA(value)) return formMessages.notApplicable;
  if (Array.isArray(value) && value.some(isNA)) return formMessages.notApplicable;
  switch (question.type) {
    case 'single':
      return typeof value === 'string' && question.options.includes(value) ? null : formMessages.optionInvalid;
    case 'multiple':
      return Array.isArray(value) && value.every((v) => question.options.includes(v)) ? null : formMessages.optionInvalid;
    case 'string':
      return typeof value !== 'string'
        ? formMessages.textInvalid
        : value.length > formBounds.string
          ? formMessages.tooLong(formBounds.string)
          : null;
    case 'text':
      return typeof value === 'string' ? null : formMessages.textInvalid;
    case 'numeric':
      // digits only (SPINE-51): no sign, no decimals
      return typeof value !== 'number' || !Number.isFinite(value)
        ? formMessages.numberInvalid
        : Number.isInteger(value) && value >= 0 && value <= formBounds.number
          ? null
          : formMessages.numberOutOfRange(formBounds.number);
    case 'upload':
      return Array.isArray(value) && value.length <= formBounds.uploads ? null : formMessages.uploadRequired;
    case 'agree':
      return typeof value === 'boolean' ? null : formMessages.mustAgree;
    case 'monthYearDate':
      return typeof value === 'string' && monthYear.test(value) ? null : formMessages.monthYearInvalid;
  }
}

const questionsOf = (content: FormContent) => new Map(content.sections.flatMap((s) => s.questions.map((q) => [q.id, q] as const)));

/** A draft's answers: only the form's questions, each well formed when present. Blank answers are dropped. */
export function checkedDraft(answers: Answers, content: FormContent): Answers {
  const questions = questionsOf(content);
  const errors: FieldErrors = {};
  const kept: Answers = {};
  for (const [id, value] of Object.entries(answers)) {
    const question = questions.get(id);
    if (!question) (errors[`answers.${id}`] ??= []).push(formMessages.unknownQuestion);
    else if (!isBlank(value)) {
      const problem = problemOf(question, value);
      if (problem) (errors[`answers.${id}`] ??= []).push(problem);
      else kept[id] = value;
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return kept;
}

/** The complete answers a submission needs: every required question answered, agreements ticked, uploads present. */
export function checkComplete(answers: Answers, content: FormContent): void {
  const errors: FieldErrors = {};
  let incomplete = false;
  for (const question of questionsOf(content).values()) {
    const value = answers[question.id];
    if (question.type === 'agree' && question.required && value !== true)
      (errors[`answers.${question.id}`] ??= []).push(formMessages.mustAgree);
    else if (question.required && isBlank(value)) {
      incomplete = true;
      (errors[`answers.${question.id}`] ??= []).push(question.type === 'upload' ? formMessages.uploadRequired : formMessages.fieldRequired);
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors, incomplete ? formMessages.incomplete : undefined);
}
