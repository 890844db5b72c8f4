// The form vocabulary (spec 002 §3 Form submission; FORMS-11..21): form types,
// assessment categories, question types and submission statuses, with the
// bounds the read model holds. Shared by the deciders, the read side and the screens.
import { z } from 'zod';
import { roles } from '../../access/roles.js';
import { patchOf } from '../patch.js';

export const formTypes = ['evaluation', 'agreement'] as const;
export type FormType = (typeof formTypes)[number];

/** FORMS-14: who a submission assesses; `none` is offered by the selection list (no target). */
export const assessmentCategories = [
  'self',
  'trainee',
  'supervisor',
  'faculty',
  'client',
  'organization',
  'supervision_site',
  'any',
  'none',
] as const;
export type AssessmentCategory = (typeof assessmentCategories)[number];

/** Categories whose target is a member of the organization with that role (`any`: any member). */
export const targetRoleOf: Partial<Record<AssessmentCategory, string>> = {
  trainee: 'trainee',
  supervisor: 'supervisor',
  faculty: 'faculty',
};
/** Self and none need no target chosen: self is the submitter, none assesses nobody. */
export const needsTarget = (category: AssessmentCategory): boolean => category !== 'self' && category !== 'none';

export const questionTypes = ['single', 'multiple', 'string', 'text', 'numeric', 'upload', 'agree', 'monthYearDate'] as const;
export type QuestionType = (typeof questionTypes)[number];
export const choiceTypes: readonly QuestionType[] = ['single', 'multiple'];

/** FORMS-15, FORMS-18 (reverted: a reviewer withdrew the decision); a submission with no status yet is a draft (open). */
export const submissionStatuses = ['submitted', 'ready', 'signature required', 'approved', 'denied', 'reverted'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

/** The evaluations overview's choice of trainings (TRAIN-54): those going on today, those ended, or all. */
export const overviewTrainings = ['current', 'previous', 'all'] as const;
export type OverviewTrainings = (typeof overviewTrainings)[number];
/** Statuses a reviewer sets (FORMS-18, FORMS-28, docs/decisions.md "Forms"). */
export const reviewStatuses = ['approved', 'denied', 'reverted'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
/** A decision a reviewer may withdraw (→ reverted), and what a reviewer may decide on. */
export const decidedStatuses: readonly (SubmissionStatus | null)[] = ['approved', 'denied'];
export const reviewableStatuses: readonly (SubmissionStatus | null)[] = ['submitted', 'ready', 'reverted'];

/** FORMS-17: a submission's progress: open (nothing answered), progress (a draft with answers), submitted (signed). */
export type SubmissionProgress = 'open' | 'progress' | 'submitted';
export const submissionProgress = (s: { signed: boolean; answered: boolean }): SubmissionProgress =>
  s.signed ? 'submitted' : s.answered ? 'progress' : 'open';

export const formRoles = roles.filter((r) => r !== 'developer' && r !== 'guest' && r !== 'auditor');

// ── bounds (the read model's columns hold these) ─────────────────────────
export const formBounds = {
  name: 150,
  intro: 5000,
  instructions: 5000,
  vendor: 150,
  sections: 30,
  sectionTitle: 200,
  questions: 100,
  label: 500,
  help: 1000,
  options: 30,
  option: 200,
  string: 255,
  text: 5000,
  signature: 150,
  comments: 2000,
  uploads: 10,
  /** A numeric answer: digits only (SPINE-51), so a whole number from 0; twelve digits at most. */
  number: 999_999_999_999,
} as const;

const trimmed = (max: number) => z.string().trim().max(max);
const roleList = z.array(z.enum(formRoles)).max(formRoles.length);

export const questionSchema = z.object({
  id: z.string().trim().min(1).max(40).optional(),
  type: z.enum(questionTypes),
  label: trimmed(formBounds.label).min(1),
  help: trimmed(formBounds.help).default(''),
  required: z.boolean().default(false),
  options: z.array(trimmed(formBounds.option).min(1)).max(formBounds.options).default([]),
});
export type QuestionInput = z.infer<typeof questionSchema>;

export const sectionSchema = z.object({
  id: z.string().trim().min(1).max(40).optional(),
  title: trimmed(formBounds.sectionTitle).default(''),
  questions: z.array(questionSchema).max(formBounds.questions).default([]),
});

export const formInputSchema = z.object({
  name: trimmed(formBounds.name).min(1),
  type: z.enum(formTypes),
  intro: trimmed(formBounds.intro).default(''),
  instructions: trimmed(formBounds.instructions).default(''),
  assessment_category: z.enum(assessmentCategories).default('none'),
  submitter_roles: roleList.default([]),
  reviewer_roles: roleList.default([]),
  is_multiway: z.boolean().default(false),
  vendor: z.union([trimmed(formBounds.vendor), z.null()]).default(null),
  sections: z.array(sectionSchema).max(formBounds.sections).default([]),
});
export type FormInput = z.infer<typeof formInputSchema>;
// every field optional and without its create-time default, so a PUT that names only `name` keeps the rest
export const formUpdateSchema = patchOf(formInputSchema);
export type FormUpdate = z.infer<typeof formUpdateSchema>;
export const formPublishSchema = z.object({ published: z.boolean() });
export const formActiveSchema = z.object({ active: z.boolean() });

// ── the form as decided and stored ───────────────────────────────────────
export interface Question extends Record<string, unknown> {
  id: string;
  type: QuestionType;
  label: string;
  help: string;
  required: boolean;
  options: string[];
}
export interface Section extends Record<string, unknown> {
  id: string;
  title: string;
  questions: Question[];
}
/** The parts of a form that a change after publishing puts in a new version. */
export interface FormContent extends Record<string, unknown> {
  name: string;
  type: FormType;
  intro: string;
  instructions: string;
  assessmentCategory: AssessmentCategory;
  submitterRoles: string[];
  reviewerRoles: string[];
  isMultiway: boolean;
  vendor: string | null;
  sections: Section[];
}
